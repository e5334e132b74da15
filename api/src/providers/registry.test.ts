import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackendRegistry } from './registry';
import { readProviderSettings } from './settings';
import { type FakeOpenAIServer, startFakeOpenAIServer } from './test/fake-openai-server';
import { TURN_INPUT, modelContent, stubAnalyse, stubOfflineBackend } from './test/fixtures';

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer();
});
afterAll(() => server.close());

describe('createBackendRegistry', () => {
  it('lists every back end with its model and missing key', () => {
    const registry = createBackendRegistry({
      settings: readProviderSettings({ OPENAI_API_KEY: 'sk-1', XAI_MODEL: 'grok-3-mini' }),
      offline: stubOfflineBackend(),
      analyse: stubAnalyse().analyse,
    });
    expect(registry.list()).toEqual([
      { name: 'local', model: 'local-advisor', configured: true, missingKey: undefined },
      { name: 'openai', model: 'gpt-4o', configured: true, missingKey: undefined },
      { name: 'grok', model: 'grok-3-mini', configured: false, missingKey: 'XAI_API_KEY' },
      { name: 'gemini', model: 'gemini-2.0-flash', configured: false, missingKey: 'GEMINI_API_KEY' },
    ]);
  });

  it('serves the offline advisor by default and as is for "local"', () => {
    const local = stubOfflineBackend();
    const registry = createBackendRegistry({ settings: readProviderSettings({}), offline: local, analyse: stubAnalyse().analyse });
    expect(registry.default).toBe(local);
    expect(registry.get()).toBe(local);
    expect(registry.get('local')).toBe(local);
  });

  it('answers from the offline advisor when an LLM back end has no key', async () => {
    const registry = createBackendRegistry({
      settings: readProviderSettings({ ADVISOR_PROVIDER: 'grok' }),
      offline: stubOfflineBackend(),
      analyse: stubAnalyse().analyse,
    });
    expect(registry.default.name).toBe('grok');
    expect(registry.get()).toBe(registry.default);
    const reply = await registry.default.reply(TURN_INPUT);
    expect(reply.model_used).toBe('local-advisor (fallback: grok missing_key)');
  });

  it('drives Gemini through the same OpenAI-compatible code with its own key, URL and model', async () => {
    server.respondWith({ type: 'reply', content: modelContent('Gemini advice.') });
    const registry = createBackendRegistry({
      settings: readProviderSettings({ GEMINI_API_KEY: 'gem-key', GEMINI_BASE_URL: server.baseURL }),
      offline: stubOfflineBackend(),
      analyse: stubAnalyse().analyse,
    });
    const reply = await registry.get('gemini').reply(TURN_INPUT);
    expect(reply).toMatchObject({ advice: 'Gemini advice.', model_used: 'gemini:gemini-2.0-flash' });
    expect(server.requests.at(-1)).toMatchObject({ authorization: 'Bearer gem-key', body: { model: 'gemini-2.0-flash' } });
  });

  it('falls back, naming the provider and the failure, when a configured endpoint fails', async () => {
    server.respondWith({ type: 'status', status: 429, headers: { 'retry-after': '600' } });
    const fallbacks: string[] = [];
    const registry = createBackendRegistry({
      settings: readProviderSettings({ OPENAI_API_KEY: 'sk-1', OPENAI_BASE_URL: server.baseURL, ADVISOR_DEADLINE_MS: '800' }),
      offline: stubOfflineBackend(),
      analyse: stubAnalyse().analyse,
      onFallback: (error) => fallbacks.push(`${error.provider} ${error.summary}`),
    });
    const reply = await registry.get('openai').reply(TURN_INPUT);
    expect(reply.model_used).toBe('local-advisor (fallback: openai http_status 429)');
    expect(fallbacks).toEqual(['openai http_status 429']);
  });
});
