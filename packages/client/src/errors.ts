import { HTTPError } from 'ky';
import type { NormalizedOptions } from 'ky';
import type { ErrorBody } from '@energy-advisor/contracts';

/**
 * A non-2xx answer of the API. `message` is `"{status}: {body text}"`, or
 * `"{status}: {statusText}"` when the body is empty. When the body is the API's JSON error
 * (`{ error, message }`), `code` holds the stable error code and `userMessage` the text safe to show.
 * Extends ky's `HTTPError`, so `response` and `request` are there too.
 */
export class ApiError extends HTTPError {
  override readonly name = 'ApiError';
  /** The HTTP status code. */
  readonly status: number;
  /** The raw body text of the answer ('' when empty). */
  readonly bodyText: string;
  /** The stable error code of a JSON error body (e.g. `validation_error`), if any. */
  readonly code: string | undefined;
  /** The `message` of a JSON error body, meant for the user, if any. */
  readonly userMessage: string | undefined;

  constructor(response: Response, request: Request, options: NormalizedOptions, bodyText: string) {
    super(response, request, options);
    this.status = response.status;
    this.bodyText = bodyText;
    this.message = `${response.status}: ${bodyText === '' ? response.statusText : bodyText}`;
    const body = parseErrorBody(bodyText);
    this.code = body?.error;
    this.userMessage = body?.message;
  }
}

/** True when `error` is an {@link ApiError} (a non-2xx answer of the API). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A 2xx answer that is not what the call promises, e.g. a create call answering non-JSON or
 * without an id: a 2xx answer that is not JSON is an error, not a success.
 */
export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError';

  constructor(
    /** The path that answered. */
    readonly path: string,
    reason: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

/** True when `error` is an {@link UnexpectedAnswerError}. */
export function isUnexpectedAnswerError(error: unknown): error is UnexpectedAnswerError {
  return error instanceof UnexpectedAnswerError;
}

function parseErrorBody(text: string): Partial<ErrorBody> | undefined {
  if (!text.trimStart().startsWith('{')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { error, message } = parsed as Record<string, unknown>;
  return {
    ...(typeof error === 'string' ? { error } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
}
