import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@energy-advisor/contracts';

/** An error the API answers with a stable code, its status and a message safe to show users. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.statusCode = ERROR_CODES[code];
    this.headers = options.headers ?? {};
  }

  toBody(): ErrorBody {
    return { error: this.code, message: this.message };
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
export const badRequest = (message: string) => new AppError('bad_request', message);

/** The database stayed locked (another writer held it too long): nothing was stored; ask again shortly. */
export const databaseBusy = (cause?: unknown) =>
  new AppError('service_unavailable', 'The database is busy, please retry shortly', { headers: { 'retry-after': '1' }, cause });

/** The database could not be reached (down, restarting, out of connections): nothing was stored; ask again shortly. */
export const databaseUnavailable = (cause?: unknown) =>
  new AppError('service_unavailable', 'The database is not available, please retry shortly', { headers: { 'retry-after': '1' }, cause });

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
