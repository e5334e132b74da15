/**
 * Speech on an OpenAI-compatible endpoint (OpenAI, or any server speaking its audio API) through the
 * openai SDK: `POST /audio/transcriptions` hears, `POST /audio/speech` speaks. Used with a key, and
 * always behind the offline stack as its fallback (speech-fallback.ts).
 *
 * Defences, as the chat back end has them (shared/SAFE-DEFAULTS.md, openai rows): `maxRetries: 0`
 * (a 429 with a long Retry-After fails at once), the SDK's per-request timeout, an overall deadline
 * and the caller's signal on one AbortSignal (providers/turn-guard.ts), an idle watchdog while the
 * spoken audio streams in (the SDK's timeout stops at the response headers), and the answer's shape
 * checked: a transcription must be an object with a `text` string, speech must be audio.
 *
 * Every failure of the endpoint rejects with a {@link KeyedSpeechError} (code `failed`, or
 * `unavailable` without a key) carrying the typed ProviderError. A recording is measured before it
 * is sent, so one that is too long or not audio is refused (`too_long`, `undecodable`) without a call.
 */
import OpenAI, { toFile } from 'openai';
import { ProviderError, ProviderUnavailableError } from '../../providers/provider-error';
import { createTurnGuard } from '../../providers/turn-guard';
import { SpeechError, type SpeechToText, type SpokenAudio, type TextToSpeech, type Transcript } from '../speech';
import { speakableText } from '../tts/speakable-text';

/** Options of {@link createOpenAISpeech}. */
export interface OpenAISpeechOptions {
  /** Stable name in logs and `model` (default 'openai'). */
  name?: string;
  /** Absent or blank: both are unavailable and say which variable to set. */
  apiKey: string | undefined;
  /** The variable that holds the key, named when it is missing. */
  apiKeyVariable: string;
  baseURL: string;
  /** e.g. whisper-1, gpt-4o-mini-transcribe */
  transcriptionModel: string;
  /** e.g. tts-1, gpt-4o-mini-tts */
  speechModel: string;
  /** e.g. alloy */
  voice: string;
  /** Overall deadline of one call, request to last byte. */
  deadlineMs: number;
  /** Longest silence allowed while the spoken audio streams in. */
  idleTimeoutMs: number;
  /**
   * A recording's length in ms, measured here before it is sent; rejects with SpeechError
   * `too_long` or `undecodable` (the offline decoder does this).
   */
  measure: (audio: Uint8Array) => Promise<number>;
}

/** The SDK's per-request timeout, until the response headers (its default is 10 minutes per attempt). */
const REQUEST_TIMEOUT_MS = 15_000;
/** The most characters `/audio/speech` takes. */
const MAX_SPEECH_INPUT = 4096;
/** The most spoken audio accepted (MP3 of a long reply is well under 2 MB). */
const MAX_AUDIO_BYTES = 25 * 1024 * 1024;

/** A keyed speech call failed; `failure` says how (reason, HTTP status) for the fallback's `model`. */
export class KeyedSpeechError extends SpeechError {
  constructor(readonly failure: ProviderError) {
    super(failure.reason === 'missing_key' ? 'unavailable' : 'failed', failure.message);
    this.name = 'KeyedSpeechError';
  }
}

/** The file name an upload is sent under: the endpoint reads the format from its extension. */
function fileName(mimetype: string | undefined): string {
  const type = (mimetype ?? '').toLowerCase();
  const extension = /webm/.test(type)
    ? 'webm'
    : /ogg|opus/.test(type)
      ? 'ogg'
      : /wav/.test(type)
        ? 'wav'
        : /mp4|m4a|aac/.test(type)
          ? 'm4a'
          : /mpeg|mp3/.test(type)
            ? 'mp3'
            : /flac/.test(type)
              ? 'flac'
              : 'webm';
  return `recording.${extension}`;
}

/** Creates the keyed speech-to-text and text-to-speech on one client. */
export function createOpenAISpeech(options: OpenAISpeechOptions): { stt: SpeechToText; tts: TextToSpeech } {
  const name = options.name ?? 'openai';
  const apiKey = options.apiKey?.trim() || undefined;
  const { deadlineMs, idleTimeoutMs } = options;
  const client =
    apiKey === undefined
      ? undefined
      : new OpenAI({
          apiKey,
          baseURL: options.baseURL,
          timeout: Math.min(REQUEST_TIMEOUT_MS, deadlineMs),
          maxRetries: 0,
          // explicit values stop the SDK reading OPENAI_ORG_ID and the like from process.env
          organization: null,
          project: null,
          adminAPIKey: null,
          webhookSecret: null,
          logLevel: 'off',
        });
  const unavailableReason = client === undefined ? `${name} speech needs ${options.apiKeyVariable}` : undefined;
  const requireClient = (): OpenAI => {
    if (client === undefined) throw new KeyedSpeechError(new ProviderUnavailableError(name, options.apiKeyVariable));
    return client;
  };

  async function transcribe(audio: Uint8Array, { mimetype, signal }: { mimetype?: string; signal?: AbortSignal } = {}): Promise<Transcript> {
    const openai = requireClient();
    const durationMs = await options.measure(audio);
    const guard = createTurnGuard({ provider: name, deadlineMs, idleTimeoutMs: deadlineMs, callerSignal: signal });
    try {
      const file = await toFile(audio, fileName(mimetype), { type: mimetype?.split(';')[0]?.trim() || 'application/octet-stream' });
      const answer: unknown = await openai.audio.transcriptions.create({ file, model: options.transcriptionModel }, { signal: guard.signal });
      guard.throwIfAborted();
      if (typeof answer !== 'object' || answer === null || !('text' in answer) || typeof answer.text !== 'string') {
        throw new ProviderError(name, 'malformed', `${name}: the transcription is not an object with a "text" string`);
      }
      return { text: answer.text.trim(), durationMs, model: `${name}:${options.transcriptionModel}` };
    } catch (error) {
      throw new KeyedSpeechError(guard.toProviderError(error));
    } finally {
      guard.dispose();
    }
  }

  async function synthesize(text: string, { signal }: { signal?: AbortSignal } = {}): Promise<SpokenAudio> {
    const openai = requireClient();
    const input = speakableText(text).slice(0, MAX_SPEECH_INPUT);
    if (input === '') throw new SpeechError('failed', 'There is nothing to say in this text');
    const guard = createTurnGuard({ provider: name, deadlineMs, idleTimeoutMs, callerSignal: signal });
    try {
      const response = await openai.audio.speech.create(
        { model: options.speechModel, voice: options.voice, input, response_format: 'mp3' },
        { signal: guard.signal },
      );
      const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!contentType.startsWith('audio/') && contentType !== 'application/octet-stream') {
        await response.body?.cancel();
        throw new ProviderError(name, 'malformed', `${name}: expected audio, got "${contentType || 'no content type'}"`, { status: response.status });
      }
      const audio = await readBody(response, guard, name);
      return { audio, contentType: contentType === 'application/octet-stream' ? 'audio/mpeg' : contentType, model: `${name}:${options.speechModel}` };
    } catch (error) {
      throw new KeyedSpeechError(guard.toProviderError(error));
    } finally {
      guard.dispose();
    }
  }

  const close = async () => undefined;
  return {
    stt: { name, available: client !== undefined, unavailableReason, transcribe, close },
    tts: { name, available: client !== undefined, unavailableReason, synthesize, close },
  };
}

/** Reads the spoken audio, restarting the idle watchdog on every chunk; never more than the bound. */
async function readBody(response: Response, guard: ReturnType<typeof createTurnGuard>, name: string): Promise<Buffer> {
  if (!response.body) throw new ProviderError(name, 'malformed', `${name}: the speech answer had no body`);
  const chunks: Buffer[] = [];
  let size = 0;
  guard.touch();
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    guard.touch();
    size += chunk.length;
    if (size > MAX_AUDIO_BYTES) throw new ProviderError(name, 'malformed', `${name}: the spoken audio is larger than ${MAX_AUDIO_BYTES} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  guard.throwIfAborted();
  if (size === 0) throw new ProviderError(name, 'malformed', `${name}: the spoken audio is empty`);
  return Buffer.concat(chunks);
}
