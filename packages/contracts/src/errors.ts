import Type, { type Static } from 'typebox';

/**
 * Every error answer of the API: a stable machine code and a message the UI can show.
 * 4xx messages describe the problem; 5xx messages are generic.
 */
export const ErrorBodySchema = Type.Object({
  error: Type.String({ description: 'stable error code, e.g. validation_error, not_found' }),
  message: Type.String({ description: 'human-readable text safe to show to a user' }),
});
export type ErrorBody = Static<typeof ErrorBodySchema>;

/** The error codes the API answers with, and their HTTP status. */
export const ERROR_CODES = {
  validation_error: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  not_configured: 503,
  service_unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;
