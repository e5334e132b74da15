/**
 * `withFallback(primary, fallback)`: an LLM back end that never leaves the visitor without an
 * answer. When the primary is not configured, or rejects with a ProviderError (timeout, stall,
 * HTTP error, malformed answer, network), the fallback (the offline advisor) answers the same
 * input with the same callbacks, and `model_used` says so: "local-advisor (fallback: openai timeout)".
 *
 * Streaming and fallback. Chunks are append-only (socket `streamingChunk` has no "reset"), and the
 * primary's chunks are passed through live, so a primary can fail after part of its advice was
 * streamed. Then, in this order:
 *   1. later chunks from the failed primary are dropped;
 *   2. the stage {@link FALLBACK_STAGE} is published;
 *   3. if any primary text went out, one {@link STREAM_RESTART_SEPARATOR} chunk (a Markdown rule)
 *      marks the break, so an append-only client shows "partial text — rule — full answer" rather
 *      than two answers run together;
 *   4. the fallback streams its complete answer.
 * The returned reply (the HTTP answer, and the `isComplete` chunk built from it) holds only the
 * fallback's advice and is the truth: a client replaces the streamed preview with it.
 *
 * No fallback when the caller's own signal aborted (the visitor left), and none for errors that are
 * not ProviderErrors (programming errors stay visible).
 */
import type { AdvisorBackend, AdvisorReply, AdvisorTurnInput, TurnCallbacks } from './backend';
import { type ProviderError, ProviderUnavailableError, isProviderError } from './provider-error';

/** Stage published when the fallback takes over. */
export const FALLBACK_STAGE = 'Switching to the offline advisor';
/** Chunk sent between a failed primary's partial text and the fallback's answer. */
export const STREAM_RESTART_SEPARATOR = '\n\n---\n\n';

/** Options of {@link withFallback}. */
export interface FallbackOptions {
  /** Called with the primary's failure before the fallback runs (for logging). */
  onFallback?: (error: ProviderError) => void;
}

/**
 * Wraps `primary` so that `fallback` answers whenever it cannot. The wrapper keeps the primary's
 * name, model and missingKey, and is always `configured` (the fallback needs no key).
 */
export function withFallback(primary: AdvisorBackend, fallback: AdvisorBackend, options: FallbackOptions = {}): AdvisorBackend {
  async function reply(input: AdvisorTurnInput, callbacks: TurnCallbacks = {}): Promise<AdvisorReply> {
    let primaryStreamed = false;
    let failure: ProviderError;

    if (!primary.configured) {
      failure = new ProviderUnavailableError(primary.name, primary.missingKey ?? 'its API key');
    } else {
      let primaryOpen = true;
      const onChunk = (text: string) => {
        if (!primaryOpen || text === '') return;
        primaryStreamed = true;
        callbacks.onChunk?.(text);
      };
      try {
        return await primary.reply(input, { ...callbacks, onChunk });
      } catch (error) {
        primaryOpen = false;
        if (!isProviderError(error) || callbacks.signal?.aborted) throw error;
        failure = error;
      }
    }

    options.onFallback?.(failure);
    callbacks.onStage?.(FALLBACK_STAGE);
    if (primaryStreamed) callbacks.onChunk?.(STREAM_RESTART_SEPARATOR);
    const answer = await fallback.reply(input, callbacks);
    return {
      ...answer,
      model_used: `${answer.model_used} (fallback: ${primary.name} ${failure.summary})`,
      fallback: { provider: primary.name, reason: failure.reason, status: failure.status },
    };
  }

  return { name: primary.name, model: primary.model, configured: true, missingKey: primary.missingKey, history: primary.history, reply };
}
