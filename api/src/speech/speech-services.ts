import { LRUCache } from 'lru-cache';
import type { SpeechSettings } from './speech-settings';
import type { SpeechToText, SpokenAudio, TextToSpeech } from './speech';
import { createOpenAISpeech } from './keyed/openai-speech';
import { type SpeechFallbackEvent, isFallbackModel, withSpeechToTextFallback, withTextToSpeechFallback } from './speech-fallback';

/** What hears and speaks for the routes, built once at start (app.ts) and closed on shutdown. */
export interface SpeechServices {
  /** Speech to text: the offline recogniser, or the keyed one falling back to it (SPEECH_PROVIDER). */
  readonly stt: SpeechToText;
  /** Text to speech, likewise. */
  readonly tts: TextToSpeech;
  /**
   * Speaks a text. The same text is rendered once: concurrent callers share the render, later ones
   * get it from a cache of recent renders (a fallback's render is not kept, so the keyed voice is
   * tried again next time). A caller that aborts stops waiting; the render goes on for the cache.
   */
  speak(text: string, options?: { signal?: AbortSignal }): Promise<SpokenAudio>;
  /**
   * Renders a text into the cache ahead of its first request (a voice reply once it is stored);
   * `pin` keeps it for good (the voice panel's greeting). Failures are reported to `onError` only.
   */
  prepare(text: string, options?: { pin?: boolean }): void;
  close(): Promise<void>;
}

/** Options of {@link createSpeechServices}. */
export interface SpeechServicesOptions {
  settings: SpeechSettings;
  /** The offline stack: the keyed back end's fallback, or the only one. */
  offline: { stt: SpeechToText; tts: TextToSpeech };
  /** A recording's length, measured before it is sent to a keyed back end (see openai-speech.ts). */
  measure: (audio: Uint8Array) => Promise<number>;
  onFallback?: (event: SpeechFallbackEvent) => void;
  /** A render started by `prepare` failed. */
  onError?: (error: unknown, text: string) => void;
  /** The cache of recent renders, in bytes of audio (default 64 MiB: about half an hour of flite's WAV). */
  cacheBytes?: number;
}

/** Builds the speech services from the settings and the offline stack. */
export function createSpeechServices(options: SpeechServicesOptions): SpeechServices {
  const { settings, offline } = options;
  let stt = offline.stt;
  let tts = offline.tts;
  if (settings.provider === 'openai') {
    const keyed = createOpenAISpeech({ ...settings.keyed, name: 'openai', measure: options.measure });
    stt = withSpeechToTextFallback(keyed.stt, offline.stt, { onFallback: options.onFallback });
    tts = withTextToSpeechFallback(keyed.tts, offline.tts, { onFallback: options.onFallback });
  }

  const cache = new LRUCache<string, SpokenAudio>({ maxSize: options.cacheBytes ?? 64 * 1024 * 1024, sizeCalculation: (spoken) => Math.max(1, spoken.audio.length) });
  const pinned = new Map<string, SpokenAudio>();
  const rendering = new Map<string, Promise<SpokenAudio>>();

  function render(text: string, pin: boolean): Promise<SpokenAudio> {
    const known = pinned.get(text) ?? cache.get(text);
    if (known) return Promise.resolve(known);
    let pending = rendering.get(text);
    if (!pending) {
      pending = tts.synthesize(text).then(
        (spoken) => {
          rendering.delete(text);
          if (pin) pinned.set(text, spoken);
          else if (!isFallbackModel(spoken.model) && spoken.audio.length <= cache.maxSize) cache.set(text, spoken);
          return spoken;
        },
        (error: unknown) => {
          rendering.delete(text);
          throw error;
        },
      );
      rendering.set(text, pending);
    }
    return pending;
  }

  return {
    stt,
    tts,
    speak(text, { signal } = {}) {
      return untilAborted(render(text.trim(), false), signal);
    },
    prepare(text, { pin = false } = {}) {
      if (!tts.available) return;
      render(text.trim(), pin).catch((error: unknown) => options.onError?.(error, text));
    },
    async close() {
      await Promise.allSettled([...rendering.values()]);
      await Promise.all([stt.close(), tts.close()]);
      cache.clear();
      pinned.clear();
    },
  };
}

/** The promise, or the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
