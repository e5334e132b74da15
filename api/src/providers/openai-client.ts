import OpenAI from 'openai';

/** The SDK's per-request timeout for interactive calls (its default is 10 minutes per attempt). */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * An openai SDK client for an OpenAI-compatible endpoint, with the project's defences
 * (SAFE-DEFAULTS, openai rows): no retries (a 429 with a long Retry-After is a failure, never a
 * sleep), a short per-request timeout, and explicit values that stop the SDK from reading
 * OPENAI_ORG_ID and the like from process.env (and sending OpenAI ids to Grok or Gemini); logging
 * off keeps raw model output out of the logs.
 */
export function createOpenAIClient(options: { apiKey: string; baseURL: string; timeoutMs?: number }): OpenAI {
  return new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    maxRetries: 0,
    organization: null,
    project: null,
    adminAPIKey: null,
    webhookSecret: null,
    logLevel: 'off',
  });
}
