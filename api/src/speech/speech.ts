/**
 * The seam between the voice routes and whatever hears and speaks: the offline stack (audio-decode →
 * pocketsphinx in a worker thread; flite) and, with keys, an OpenAI-compatible back end, each behind
 * these interfaces, the keyed ones wrapped with the offline stack as their fallback.
 */

/** What a recogniser heard in one recording. */
export interface Transcript {
  /** The words heard, lower case as recognisers write them; '' when nothing intelligible was heard. */
  text: string;
  /** The recording's length. */
  durationMs: number;
  /** Who heard it, e.g. "pocketsphinx", "openai:whisper-1", "pocketsphinx (fallback: openai timeout)". */
  model: string;
}

/** Speech to text. */
export interface SpeechToText {
  readonly name: string;
  /** False when it cannot run here (a missing package or key); `unavailableReason` says why. */
  readonly available: boolean;
  readonly unavailableReason?: string | undefined;
  /**
   * Transcribes one recording (WebM/Opus, Ogg, WAV… as uploaded). Rejects with a {@link SpeechError}:
   * `undecodable` when the bytes are no audio it can read, `too_long` at MAX_RECORDING_MS or more,
   * `busy` when its queue is full (with `retryAfterSeconds`), `unavailable` when it cannot run.
   */
  transcribe(audio: Uint8Array, options?: { mimetype?: string; signal?: AbortSignal }): Promise<Transcript>;
  close(): Promise<void>;
}

/** Speech as audio bytes. */
export interface SpokenAudio {
  audio: Buffer;
  /** 'audio/wav' from flite; what the keyed back end answers otherwise ('audio/mpeg'). */
  contentType: string;
  model: string;
}

/** Text to speech. */
export interface TextToSpeech {
  readonly name: string;
  readonly available: boolean;
  readonly unavailableReason?: string | undefined;
  /** Speaks the text (plain text or the advisor's Markdown: it is normalised for reading aloud first). */
  synthesize(text: string, options?: { signal?: AbortSignal }): Promise<SpokenAudio>;
  close(): Promise<void>;
}

/** Recordings this long or longer are refused (413). */
export const MAX_RECORDING_MS = 60_000;

export type SpeechErrorCode = 'undecodable' | 'too_long' | 'busy' | 'unavailable' | 'failed';

/** Why speech could not be heard or spoken; the routes map each code to a status and a message. */
export class SpeechError extends Error {
  constructor(
    readonly code: SpeechErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'SpeechError';
  }
}
