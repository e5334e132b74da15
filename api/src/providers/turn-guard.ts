/**
 * The safety net around one LLM turn: an overall deadline, an idle-chunk watchdog and the caller's
 * signal, all feeding one AbortSignal that is passed to the openai SDK. The SDK's own timeout stops
 * at the response headers and it swallows aborts while iterating a stream, so the abort reason is
 * kept here and turned into a typed {@link ProviderError} afterwards.
 */
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  OpenAIError,
} from 'openai';
import { ProviderError, type ProviderFailureReason, isProviderError } from './provider-error';

/** Options of {@link createTurnGuard}. */
export interface TurnGuardOptions {
  provider: string;
  deadlineMs: number;
  idleTimeoutMs: number;
  callerSignal?: AbortSignal | undefined;
}

/** One turn's abort signal with the deadline, the idle watchdog and the error classification. */
export interface TurnGuard {
  /** Pass to the SDK as `signal`: aborts on deadline, idleness or the caller's abort. */
  readonly signal: AbortSignal;
  /** (Re)starts the idle watchdog: call when the stream opens and on every chunk. */
  touch(): void;
  /** Throws the ProviderError of an abort that already happened (the SDK's stream ends quietly). */
  throwIfAborted(): void;
  /** Turns anything thrown during the turn into a ProviderError. */
  toProviderError(error: unknown): ProviderError;
  /** Clears the timers and listeners; call once the turn is over. */
  dispose(): void;
}

/** Creates the guard of one turn; the deadline starts now. */
export function createTurnGuard(options: TurnGuardOptions): TurnGuard {
  const { provider, deadlineMs, idleTimeoutMs, callerSignal } = options;
  const controller = new AbortController();
  const abort = (reason: ProviderFailureReason, message: string) => {
    if (!controller.signal.aborted) controller.abort(new ProviderError(provider, reason, message));
  };

  const deadline = setTimeout(() => abort('timeout', `${provider}: no complete answer within ${deadlineMs} ms`), deadlineMs);
  let idle: ReturnType<typeof setTimeout> | undefined;
  const onCallerAbort = () => abort('aborted', `${provider}: the caller aborted the turn`);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  const abortReason = (): ProviderError | undefined => {
    const reason: unknown = controller.signal.reason;
    return controller.signal.aborted && isProviderError(reason) ? reason : undefined;
  };

  return {
    signal: controller.signal,
    touch() {
      clearTimeout(idle);
      idle = setTimeout(() => abort('idle', `${provider}: the stream stalled for ${idleTimeoutMs} ms`), idleTimeoutMs);
    },
    throwIfAborted() {
      const reason = abortReason();
      if (reason) throw reason;
    },
    toProviderError(error) {
      if (isProviderError(error)) return error;
      // Whatever the SDK or fetch threw after our own abort, the abort is the real cause.
      const reason = abortReason();
      if (reason) return reason;
      return classify(provider, error);
    },
    dispose() {
      clearTimeout(deadline);
      clearTimeout(idle);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

function classify(provider: string, error: unknown): ProviderError {
  const make = (reason: ProviderFailureReason, message: string, status?: number) =>
    new ProviderError(provider, reason, `${provider}: ${message}`, { status, cause: error });
  const text = error instanceof Error ? error.message : String(error);

  if (error instanceof APIConnectionTimeoutError) return make('timeout', 'no response before the request timeout');
  if (error instanceof APIUserAbortError) return make('aborted', 'the request was aborted');
  if (error instanceof APIConnectionError) return make('network', `connection failed (${text})`);
  if (error instanceof APIError) {
    return typeof error.status === 'number'
      ? make('http_status', `the endpoint answered ${error.status}`, error.status)
      : make('http_status', `the endpoint streamed an error (${text})`);
  }
  if (error instanceof SyntaxError) return make('malformed', `the stream carried invalid JSON (${text})`);
  if (error instanceof OpenAIError) return make('malformed', text);
  return make('network', `the stream failed (${text})`);
}
