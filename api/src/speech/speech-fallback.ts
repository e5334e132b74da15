/**
 * The keyed speech back ends never leave a visitor without an answer, as chat's `withFallback`
 * (providers/fallback.ts): when the primary cannot run (no key) or fails (timeout, stall, HTTP
 * error, malformed answer, network), the offline stack hears or speaks instead, and `model` says so:
 * "pocketsphinx (fallback: openai http_status 401)".
 *
 * No fallback when the caller's own signal aborted (the visitor left), nor for a recording the
 * primary refused as too long or not audio (the offline stack would refuse it the same way).
 */
import { SpeechError, type SpeechToText, type SpokenAudio, type TextToSpeech, type Transcript } from './speech';
import { KeyedSpeechError } from './keyed/openai-speech';

/** What {@link withSpeechToTextFallback} and {@link withTextToSpeechFallback} report before falling back. */
export interface SpeechFallbackEvent {
  primary: string;
  fallback: string;
  /** e.g. "timeout", "http_status 401", "missing_key", "failed". */
  reason: string;
  error: unknown;
}

/** The `model` of a fallback's answer: "flite:rms (fallback: openai timeout)". */
const fallbackModel = (model: string, primary: string, reason: string) => `${model} (fallback: ${primary} ${reason})`;

/** Whether a `model` says the fallback answered. */
export const isFallbackModel = (model: string) => / \(fallback: [^)]*\)$/.test(model);

export interface SpeechFallbackOptions {
  onFallback?: (event: SpeechFallbackEvent) => void;
}

/** Why the primary failed, in the words `model` carries; undefined when the failure is the caller's or the input's. */
function fallbackReason(error: unknown, signal: AbortSignal | undefined): string | undefined {
  if (signal?.aborted) return undefined;
  if (error instanceof KeyedSpeechError) return error.failure.reason === 'aborted' ? undefined : error.failure.summary;
  if (error instanceof SpeechError) return error.code === 'too_long' || error.code === 'undecodable' ? undefined : error.code;
  return 'failed';
}

/** Joins two reasons a pair cannot run. */
const bothReasons = (primary: SpeechToText | TextToSpeech, fallback: SpeechToText | TextToSpeech) =>
  primary.available || fallback.available ? undefined : `${fallback.unavailableReason ?? fallback.name}; ${primary.unavailableReason ?? primary.name}`;

/** `primary`, with `fallback` hearing whatever it cannot. */
export function withSpeechToTextFallback(primary: SpeechToText, fallback: SpeechToText, options: SpeechFallbackOptions = {}): SpeechToText {
  async function transcribe(audio: Uint8Array, call: { mimetype?: string; signal?: AbortSignal } = {}): Promise<Transcript> {
    let reason: string;
    let failure: unknown;
    if (!primary.available) {
      reason = 'unavailable';
    } else {
      try {
        return await primary.transcribe(audio, call);
      } catch (error) {
        const why = fallbackReason(error, call.signal);
        if (why === undefined || !fallback.available) throw error;
        reason = why;
        failure = error;
      }
    }
    options.onFallback?.({ primary: primary.name, fallback: fallback.name, reason, error: failure });
    const heard = await fallback.transcribe(audio, call);
    return { ...heard, model: fallbackModel(heard.model, primary.name, reason) };
  }

  return {
    name: primary.name,
    available: primary.available || fallback.available,
    unavailableReason: bothReasons(primary, fallback),
    transcribe,
    close: async () => {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}

/** `primary`, with `fallback` speaking whatever it cannot. */
export function withTextToSpeechFallback(primary: TextToSpeech, fallback: TextToSpeech, options: SpeechFallbackOptions = {}): TextToSpeech {
  async function synthesize(text: string, call: { signal?: AbortSignal } = {}): Promise<SpokenAudio> {
    let reason: string;
    let failure: unknown;
    if (!primary.available) {
      reason = 'unavailable';
    } else {
      try {
        return await primary.synthesize(text, call);
      } catch (error) {
        const why = fallbackReason(error, call.signal);
        if (why === undefined || !fallback.available) throw error;
        reason = why;
        failure = error;
      }
    }
    options.onFallback?.({ primary: primary.name, fallback: fallback.name, reason, error: failure });
    const spoken = await fallback.synthesize(text, call);
    return { ...spoken, model: fallbackModel(spoken.model, primary.name, reason) };
  }

  return {
    name: primary.name,
    available: primary.available || fallback.available,
    unavailableReason: bothReasons(primary, fallback),
    synthesize,
    close: async () => {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
