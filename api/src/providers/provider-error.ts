/**
 * Typed failures of an LLM advisor provider. Every way a turn can fail ends in one of these, so
 * callers (the fallback wrapper, routes, logs) branch on `reason`, never on message text.
 */

/** Why a provider turn failed. */
export type ProviderFailureReason =
  /** The provider's API key is not configured. */
  | 'missing_key'
  /** The overall turn deadline passed, or the SDK's per-request timeout fired before headers. */
  | 'timeout'
  /** The stream went quiet for longer than the idle timeout after it had started. */
  | 'idle'
  /** The endpoint answered with an error status (401, 429, 5xx, …) or streamed an error event. */
  | 'http_status'
  /** The answer was not what an OpenAI-compatible streaming endpoint sends (HTML, bad JSON, no content). */
  | 'malformed'
  /** The connection failed or was cut. */
  | 'network'
  /** The caller's signal aborted the turn. */
  | 'aborted';

/** A provider turn failed; `reason` says why and `status` carries the HTTP status when known. */
export class ProviderError extends Error {
  override name = 'ProviderError';

  constructor(
    /** The provider's stable name ('openai', 'grok', 'gemini'). */
    readonly provider: string,
    readonly reason: ProviderFailureReason,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
  }

  /** The HTTP status of the failed answer, when there was one. */
  readonly status: number | undefined;

  /** Short description for `model_used` and logs, e.g. "timeout" or "http_status 429". */
  get summary(): string {
    return this.reason === 'http_status' && this.status !== undefined ? `${this.reason} ${this.status}` : this.reason;
  }
}

/** The provider cannot be called because its API key is missing; `missingKey` names the variable. */
export class ProviderUnavailableError extends ProviderError {
  override name = 'ProviderUnavailableError';

  constructor(
    provider: string,
    /** The environment variable to set, e.g. 'OPENAI_API_KEY'. */
    readonly missingKey: string,
  ) {
    super(provider, 'missing_key', `The ${provider} provider is not configured: set ${missingKey}`);
  }
}

/** Type guard for {@link ProviderError} (and its subclasses). */
export function isProviderError(value: unknown): value is ProviderError {
  return value instanceof ProviderError;
}

/**
 * A failure in words safe to show a visitor or a developer page: built from the reason and status
 * only, never from an endpoint's own error text (which can quote part of a key).
 */
export function describeFailure(failure: { provider: string; reason: ProviderFailureReason; status?: number | undefined }, missingKey?: string): string {
  const { provider, reason, status } = failure;
  switch (reason) {
    case 'missing_key':
      return `${provider} has no API key${missingKey ? ` (set ${missingKey})` : ''}`;
    case 'timeout':
      return `${provider} did not answer in time`;
    case 'idle':
      return `${provider} stopped answering part-way through`;
    case 'http_status':
      if (status === 401 || status === 403) return `${provider} refused the API key (HTTP ${status}): it seems to be invalid`;
      if (status === 429) return `${provider} is rate limiting this key (HTTP 429)`;
      return status === undefined ? `${provider} answered with an error` : `${provider} answered HTTP ${status}`;
    case 'malformed':
      return `${provider} sent an answer that is not what an OpenAI-compatible endpoint sends`;
    case 'network':
      return `${provider} could not be reached`;
    case 'aborted':
      return `the request to ${provider} was cancelled`;
  }
}
