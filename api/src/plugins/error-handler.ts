import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@energy-advisor/contracts';
import { AppError, databaseBusy, databaseUnavailable, isAppError } from '../errors';
import { databaseFailure, type DatabaseFailure } from '../db/postgres-errors';
import { formatValidationError } from './validation';

/** Fastify's own 4xx codes, mapped to the API's stable error codes and messages. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: 'Unsupported media type: send application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', message: 'Content-Length does not match the body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'validation_error', message: 'The JSON body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'validation_error', message: 'The body is not valid JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is too large' },
  FST_REQ_FILE_TOO_LARGE: { code: 'payload_too_large', message: 'The uploaded file is too large' },
  FST_PARTS_LIMIT: { code: 'payload_too_large', message: 'Too many parts in the upload' },
  FST_FILES_LIMIT: { code: 'payload_too_large', message: 'Too many files in the upload' },
  FST_FIELDS_LIMIT: { code: 'payload_too_large', message: 'Too many fields in the upload' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'unsupported_media_type', message: 'The request is not multipart' },
  FST_ERR_VALIDATION: { code: 'validation_error' },
};

/** Busboy (multipart) parse errors carry no status and would otherwise answer 500. */
const MULTIPART_PARSE_ERROR = /^(Multipart: Boundary not found|Unexpected end of (multipart|form) data|Malformed part header|Part terminated early)/i;

/**
 * The client closed the connection while its body was being read (an aborted upload): Node's
 * "aborted" error, or a reset or premature close of the request stream.
 */
function isClientAbort(error: FastifyError): boolean {
  const { code } = error as { code?: string };
  return error.message === 'aborted' || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE';
}

/** A PostgreSQL failure as the client sees it: its own bad value a 4xx, the database's trouble a 503. */
function databaseAnswer(failure: DatabaseFailure, cause: unknown): AppError {
  switch (failure) {
    case 'unavailable':
      return databaseUnavailable(cause);
    case 'busy':
      return databaseBusy(cause);
    case 'invalid_value':
      return new AppError('bad_request', 'The request holds a value that cannot be stored (such as a NUL character or a number out of range)');
    case 'duplicate':
      return new AppError('conflict', 'That record exists already');
    case 'constraint':
      return new AppError('bad_request', 'The request refers to a record that does not exist, or breaks a rule of the data');
  }
}

function toAppError(error: FastifyError): AppError | undefined {
  if (isAppError(error)) return error;
  const failure = databaseFailure(error);
  if (failure) return databaseAnswer(failure, error);
  if (isClientAbort(error)) return new AppError('bad_request', 'The request was aborted before its body arrived');
  if (error.validation) {
    return new AppError('validation_error', formatValidationError(error.validationContext, error.validation));
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return new AppError(known.code, known.message ?? error.message);
  if (MULTIPART_PARSE_ERROR.test(error.message)) return new AppError('bad_request', `Malformed upload: ${error.message}`);
  if ((error as { code?: string }).code === 'SQLITE_BUSY') return databaseBusy();
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = (Object.keys(ERROR_CODES) as ErrorCode[]).find((key) => ERROR_CODES[key] === status) ?? 'bad_request';
    return new AppError(code, error.message);
  }
  return undefined;
}

/**
 * One error handler decides what a client sees: the message for 4xx, a generic text for 5xx.
 * Every answer is JSON `{ error, message }`; nothing leaks a stack trace.
 *
 * Logs: what a client can cause (a 4xx: validation, a malformed or aborted upload, limits) is
 * logged at info with its code and no stack; a 5xx the API chose (busy, not configured) at warn,
 * with the stack only of an unexpected cause; only an unhandled error is logged at error, with its stack.
 */
export const errorHandler = fp(async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError) {
      // An AppError is an answer the API chose; only an unexpected cause needs its stack in the log.
      if (appError.statusCode >= 500) request.log.warn({ code: appError.code, ...(error !== appError && { err: error }) }, appError.message);
      else request.log.info({ code: appError.code }, appError.message);
      return reply.code(appError.statusCode).headers(appError.headers).send(appError.toBody());
    }
    request.log.error({ err: error }, 'unhandled error');
    const body: ErrorBody = { error: 'internal_error', message: 'Something went wrong on our side. Please try again.' };
    return reply.code(500).send(body);
  });
});

export { AppError };
