/**
 * Settings of the speech services, read from an environment record. Pure: the app's config.ts calls
 * `readSpeechSettings(process.env)`; nothing here touches `process.env` itself.
 */
import { DEFAULT_FLITE_VOICE } from './tts/flite-tts';

/** Who hears and speaks: the offline stack, or an OpenAI-compatible endpoint with the offline stack as fallback. */
export const SPEECH_PROVIDERS = ['local', 'openai'] as const;
export type SpeechProviderName = (typeof SPEECH_PROVIDERS)[number];

export const DEFAULT_SPEECH_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_TRANSCRIPTION_MODEL = 'whisper-1';
export const DEFAULT_SPEECH_MODEL = 'tts-1';
export const DEFAULT_SPEECH_VOICE = 'alloy';
export const DEFAULT_SPEECH_DEADLINE_MS = 15_000;
/** The longest silence allowed while spoken audio streams in (capped by the deadline). */
const IDLE_TIMEOUT_MS = 8_000;

export interface SpeechSettings {
  /** SPEECH_PROVIDER */
  provider: SpeechProviderName;
  /** FLITE_VOICE: the offline voice. */
  fliteVoice: string;
  /** The OpenAI-compatible endpoint (used when provider is 'openai'). */
  keyed: {
    /** SPEECH_API_KEY, else OPENAI_API_KEY; absent when neither is set. */
    apiKey: string | undefined;
    /** The variable to set, named when the key is missing. */
    apiKeyVariable: string;
    /** SPEECH_BASE_URL, else OPENAI_BASE_URL. */
    baseURL: string;
    /** SPEECH_TRANSCRIPTION_MODEL */
    transcriptionModel: string;
    /** SPEECH_TTS_MODEL */
    speechModel: string;
    /** SPEECH_TTS_VOICE */
    voice: string;
    /** SPEECH_DEADLINE_MS */
    deadlineMs: number;
    idleTimeoutMs: number;
  };
}

/** An invalid speech setting; the message names the variable. */
export class SpeechSettingsError extends Error {
  override name = 'SpeechSettingsError';
}

/** Reads the speech settings; blank values count as unset. */
export function readSpeechSettings(env: Record<string, string | undefined>): SpeechSettings {
  const read = (variable: string): string | undefined => {
    const value = env[variable]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const provider = read('SPEECH_PROVIDER') ?? 'local';
  if (!(SPEECH_PROVIDERS as readonly string[]).includes(provider)) {
    throw new SpeechSettingsError(`SPEECH_PROVIDER must be one of ${SPEECH_PROVIDERS.join(', ')} (got "${provider}")`);
  }

  const fliteVoice = read('FLITE_VOICE') ?? DEFAULT_FLITE_VOICE;
  if (!/^[a-z0-9_]{1,40}$/.test(fliteVoice)) {
    throw new SpeechSettingsError(`FLITE_VOICE must be a flite voice name such as rms or awb (got "${fliteVoice}")`);
  }

  const baseURLVariable = read('SPEECH_BASE_URL') !== undefined ? 'SPEECH_BASE_URL' : 'OPENAI_BASE_URL';
  const baseURL = read(baseURLVariable) ?? DEFAULT_SPEECH_BASE_URL;
  if (!/^https?:\/\//i.test(baseURL) || !URL.canParse(baseURL)) {
    throw new SpeechSettingsError(`${baseURLVariable} must be an http(s) URL (got "${baseURL}")`);
  }

  const deadlineText = read('SPEECH_DEADLINE_MS');
  const deadlineMs = deadlineText === undefined ? DEFAULT_SPEECH_DEADLINE_MS : Number(deadlineText);
  if (deadlineText !== undefined && (!/^\d+$/.test(deadlineText) || deadlineMs < 100 || deadlineMs > 600_000)) {
    throw new SpeechSettingsError(`SPEECH_DEADLINE_MS must be a whole number of milliseconds from 100 to 600000 (got "${deadlineText}")`);
  }

  const ownKey = read('SPEECH_API_KEY');
  return {
    provider: provider as SpeechProviderName,
    fliteVoice,
    keyed: {
      apiKey: ownKey ?? read('OPENAI_API_KEY'),
      apiKeyVariable: ownKey !== undefined ? 'SPEECH_API_KEY' : 'SPEECH_API_KEY (or OPENAI_API_KEY)',
      baseURL,
      transcriptionModel: read('SPEECH_TRANSCRIPTION_MODEL') ?? DEFAULT_TRANSCRIPTION_MODEL,
      speechModel: read('SPEECH_TTS_MODEL') ?? DEFAULT_SPEECH_MODEL,
      voice: read('SPEECH_TTS_VOICE') ?? DEFAULT_SPEECH_VOICE,
      deadlineMs,
      idleTimeoutMs: Math.min(IDLE_TIMEOUT_MS, deadlineMs),
    },
  };
}
