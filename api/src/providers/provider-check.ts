/**
 * Whether a back end's key works: one cheap authenticated call (GET /models on the OpenAI-compatible
 * endpoint), never a completion. The answer names what happened in our own words: the endpoint's
 * error text is never passed on (a 401 body can quote part of the key).
 */
import { APIConnectionTimeoutError, APIError } from 'openai';
import { createOpenAIClient } from './openai-client';
import { describeFailure } from './provider-error';
import type { LlmEndpointSettings } from './settings';

/** How long a check may take in all. */
export const KEY_CHECK_TIMEOUT_MS = 10_000;

/** What a check found. */
export interface KeyCheck {
  status: 'valid' | 'invalid' | 'missing_key' | 'unreachable';
  message: string;
  /** Whether the configured model is in the list (only when the list was read). */
  modelAvailable?: boolean;
}

/** Checks one OpenAI-compatible endpoint's key by listing its models. */
export async function checkEndpointKey(
  name: string,
  endpoint: LlmEndpointSettings,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<KeyCheck> {
  if (endpoint.apiKey === undefined) {
    return { status: 'missing_key', message: describeFailure({ provider: name, reason: 'missing_key' }, endpoint.apiKeyVariable) };
  }
  const timeoutMs = options.timeoutMs ?? KEY_CHECK_TIMEOUT_MS;
  const client = createOpenAIClient({ apiKey: endpoint.apiKey, baseURL: endpoint.baseURL, timeoutMs });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    // the raw body (not the SDK's page, which makes a list of anything), checked below
    const { data: body, response } = await client.get<unknown>('/models', { signal: controller.signal }).withResponse();
    const ids = modelIds(body);
    if (!(response.headers.get('content-type') ?? '').includes('json') || ids === undefined) {
      return { status: 'unreachable', message: describeFailure({ provider: name, reason: 'malformed' }) };
    }
    const modelAvailable = ids.some((id) => id === endpoint.model || id === `models/${endpoint.model}`);
    return {
      status: 'valid',
      message: `${name} accepted the key${modelAvailable ? ` (${endpoint.model} is available)` : ` (its model list does not name ${endpoint.model})`}`,
      modelAvailable,
    };
  } catch (error) {
    if (error instanceof APIError && (error.status === 401 || error.status === 403)) {
      return { status: 'invalid', message: describeFailure({ provider: name, reason: 'http_status', status: error.status }) };
    }
    if (options.signal?.aborted) return { status: 'unreachable', message: describeFailure({ provider: name, reason: 'aborted' }) };
    if (controller.signal.aborted || error instanceof APIConnectionTimeoutError) {
      return { status: 'unreachable', message: describeFailure({ provider: name, reason: 'timeout' }) };
    }
    if (error instanceof APIError && typeof error.status === 'number') {
      return { status: 'unreachable', message: describeFailure({ provider: name, reason: 'http_status', status: error.status }) };
    }
    return { status: 'unreachable', message: describeFailure({ provider: name, reason: error instanceof SyntaxError ? 'malformed' : 'network' }) };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/** The model ids of a model list (`{ data: [{ id }] }`), or undefined when the body is no model list. */
function modelIds(body: unknown): string[] | undefined {
  if (typeof body !== 'object' || body === null || !('data' in body) || !Array.isArray(body.data)) return undefined;
  const entries: unknown[] = body.data;
  const ids = entries.map((entry) => (typeof entry === 'object' && entry !== null && 'id' in entry && typeof entry.id === 'string' ? entry.id : undefined));
  return ids.every((id): id is string => id !== undefined) ? ids : undefined;
}
