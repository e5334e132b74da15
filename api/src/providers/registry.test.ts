import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderRegistry } from './registry';
import { readProviderSettings } from './settings';
import { type FakeOpenAIServer, startFakeOpenAIServer } from './test/fake-openai-server';
import { TURN_INPUT, modelContent, stubAnalyse, stubLocalProvider } from './test/fixtures';

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer();
});
afterAll(() => server.close());

describe('createProviderRegistry', () => {
  it('lists every back end with its model and missing key', () => {
    const registry = createProviderRegistry({
      settings: readProviderSettings({ OPENAI_API_KEY: 'sk-1', XAI_MODEL: 'grok-3-mini' }),
      local: stubLocalProvider(),
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
    const local = stubLocalProvider();
    const registry = createProviderRegistry({ settings: readProviderSettings({}), local, analyse: stubAnalyse().analyse });
    expect(registry.defaultProvider).toBe(local);
    expect(registry.get('local')).toBe(local);
  });

  it('answers from the offline advisor when an LLM provider has no key', async () => {
    const registry = createProviderRegistry({
      settings: readProviderSettings({ ADVISOR_PROVIDER: 'grok' }),
      local: stubLocalProvider(),
      analyse: stubAnalyse().analyse,
    });
    expect(registry.defaultProvider.name).toBe('grok');
    const reply = await registry.defaultProvider.reply(TURN_INPUT);
    expect(reply.model_used).toBe('local-advisor (fallback: grok missing_key)');
  });

  it('drives Gemini through the same OpenAI-compatible code with its own key, URL and model', async () => {
    server.respondWith({ type: 'reply', content: modelContent('Gemini advice.') });
    const registry = createProviderRegistry({
      settings: readProviderSettings({ GEMINI_API_KEY: 'gem-key', GEMINI_BASE_URL: server.baseURL }),
      local: stubLocalProvider(),
      analyse: stubAnalyse().analyse,
    });
    const reply = await registry.get('gemini').reply(TURN_INPUT);
    expect(reply).toMatchObject({ advice: 'Gemini advice.', model_used: 'gemini:gemini-2.0-flash' });
    expect(server.requests.at(-1)).toMatchObject({ authorization: 'Bearer gem-key', body: { model: 'gemini-2.0-flash' } });
  });

  it('falls back, naming the provider and the failure, when a configured endpoint fails', async () => {
    server.respondWith({ type: 'status', status: 429, headers: { 'retry-after': '600' } });
    const fallbacks: string[] = [];
    const registry = createProviderRegistry({
      settings: readProviderSettings({ OPENAI_API_KEY: 'sk-1', OPENAI_BASE_URL: server.baseURL, ADVISOR_DEADLINE_MS: '800' }),
      local: stubLocalProvider(),
      analyse: stubAnalyse().analyse,
      onFallback: (error) => fallbacks.push(`${error.provider} ${error.summary}`),
    });
    const reply = await registry.get('openai').reply(TURN_INPUT);
    expect(reply.model_used).toBe('local-advisor (fallback: openai http_status 429)');
    expect(fallbacks).toEqual(['openai http_status 429']);
  });
});
