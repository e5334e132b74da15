/**
 * Settings of the AI back ends, read from an environment record. Pure: the app's config.ts calls
 * `readProviderSettings(process.env)`; nothing here touches `process.env` itself.
 */

/** Every advisor back end by its stable name. */
export const PROVIDER_NAMES = ['local', 'openai', 'grok', 'gemini'] as const;
/** A back end: the offline advisor or one of the OpenAI-compatible LLM endpoints. */
export type ProviderName = (typeof PROVIDER_NAMES)[number];
/** The LLM back ends (everything but the offline advisor). */
export type LlmProviderName = Exclude<ProviderName, 'local'>;
export const LLM_PROVIDER_NAMES: readonly LlmProviderName[] = ['openai', 'grok', 'gemini'];

export const DEFAULT_ADVISOR_PROVIDER: ProviderName = 'local';
export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_OPENAI_MODEL = 'gpt-4o';
export const DEFAULT_XAI_BASE_URL = 'https://api.x.ai/v1';
export const DEFAULT_XAI_MODEL = 'grok-2-1212';
export const DEFAULT_GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com/v1beta/openai/';
export const DEFAULT_GEMINI_MODEL = 'gemini-2.0-flash';
/** The reasoning agent's model on the OpenAI back end (REASONING_MODEL). */
export const DEFAULT_REASONING_MODEL = 'o4-mini';
/** Overall deadline of an LLM turn before the offline advisor takes over. */
export const DEFAULT_ADVISOR_DEADLINE_MS = 20_000;
/** Longest allowed gap between two streamed chunks once the stream has started. */
export const DEFAULT_ADVISOR_IDLE_TIMEOUT_MS = 8_000;

/** One OpenAI-compatible endpoint. */
export interface LlmEndpointSettings {
  /** Absent when the key variable is unset or blank. */
  apiKey: string | undefined;
  /** The environment variable that holds the key, for "missing key" reports. */
  apiKeyVariable: string;
  baseURL: string;
  model: string;
}

/** Typed settings of the provider layer. */
export interface ProviderSettings {
  /** ADVISOR_PROVIDER: the back end used when a request names none. */
  provider: ProviderName;
  endpoints: Record<LlmProviderName, LlmEndpointSettings>;
  /** REASONING_MODEL: the model the reasoning agent plans with on the OpenAI back end. */
  reasoningModel: string;
  /** ADVISOR_DEADLINE_MS */
  deadlineMs: number;
  /** ADVISOR_IDLE_TIMEOUT_MS */
  idleTimeoutMs: number;
}

/** An invalid provider setting; the message and `variable` name the environment variable. */
export class ProviderSettingsError extends Error {
  override name = 'ProviderSettingsError';

  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
  }
}

/** Type guard: is `value` one of {@link PROVIDER_NAMES}? */
export function isProviderName(value: string): value is ProviderName {
  return (PROVIDER_NAMES as readonly string[]).includes(value);
}

/** Reads the provider settings from an environment record; blank values count as unset. */
export function readProviderSettings(env: Record<string, string | undefined>): ProviderSettings {
  const read = (variable: string): string | undefined => {
    const value = env[variable]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const provider = read('ADVISOR_PROVIDER') ?? DEFAULT_ADVISOR_PROVIDER;
  if (!isProviderName(provider)) {
    throw new ProviderSettingsError('ADVISOR_PROVIDER', `must be one of ${PROVIDER_NAMES.join(', ')} (got "${provider}")`);
  }

  const endpoint = (prefix: string, defaultBaseURL: string, defaultModel: string): LlmEndpointSettings => {
    const baseURLVariable = `${prefix}_BASE_URL`;
    const baseURL = read(baseURLVariable) ?? defaultBaseURL;
    if (!/^https?:\/\//i.test(baseURL) || !URL.canParse(baseURL)) {
      throw new ProviderSettingsError(baseURLVariable, `must be an http(s) URL (got "${baseURL}")`);
    }
    return {
      apiKey: read(`${prefix}_API_KEY`),
      apiKeyVariable: `${prefix}_API_KEY`,
      baseURL,
      model: read(`${prefix}_MODEL`) ?? defaultModel,
    };
  };

  const milliseconds = (variable: string, fallback: number): number => {
    const raw = read(variable);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < 100 || value > 600_000) {
      throw new ProviderSettingsError(variable, `must be a whole number of milliseconds from 100 to 600000 (got "${raw}")`);
    }
    return value;
  };

  return {
    provider,
    endpoints: {
      openai: endpoint('OPENAI', DEFAULT_OPENAI_BASE_URL, DEFAULT_OPENAI_MODEL),
      grok: endpoint('XAI', DEFAULT_XAI_BASE_URL, DEFAULT_XAI_MODEL),
      gemini: endpoint('GEMINI', DEFAULT_GEMINI_BASE_URL, DEFAULT_GEMINI_MODEL),
    },
    reasoningModel: read('REASONING_MODEL') ?? DEFAULT_REASONING_MODEL,
    deadlineMs: milliseconds('ADVISOR_DEADLINE_MS', DEFAULT_ADVISOR_DEADLINE_MS),
    idleTimeoutMs: milliseconds('ADVISOR_IDLE_TIMEOUT_MS', DEFAULT_ADVISOR_IDLE_TIMEOUT_MS),
  };
}
