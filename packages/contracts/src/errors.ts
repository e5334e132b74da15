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
