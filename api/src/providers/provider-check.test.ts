import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkEndpointKey } from './provider-check';
import type { LlmEndpointSettings } from './settings';
import { type FakeOpenAIServer, startFakeOpenAIServer } from './test/fake-openai-server';

const GOOD_KEY = 'sk-good-key-0123456789';
const WRONG_KEY = 'sk-wrong-key-9876543210';

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer({ validKeys: [GOOD_KEY] });
});
afterAll(() => server.close());
beforeEach(() => {
  server.modelRequests.length = 0;
  server.respondToModelsWith({ type: 'list', models: ['gpt-test', 'gpt-other'] });
});

const endpoint = (apiKey: string | undefined, model = 'gpt-test'): LlmEndpointSettings => ({ apiKey, apiKeyVariable: 'OPENAI_API_KEY', baseURL: server.baseURL, model });

describe('checking a back end key by listing its models', () => {
  it('is valid when the endpoint lists its models for the key, and says whether the model is among them', async () => {
    expect(await checkEndpointKey('openai', endpoint(GOOD_KEY))).toEqual({ status: 'valid', message: 'openai accepted the key (gpt-test is available)', modelAvailable: true });
    expect(await checkEndpointKey('openai', endpoint(GOOD_KEY, 'gpt-9'))).toMatchObject({ status: 'valid', modelAvailable: false });
    // one GET /models per check, with the key as a bearer token, and nothing else
    expect(server.modelRequests).toEqual([{ authorization: `Bearer ${GOOD_KEY}` }, { authorization: `Bearer ${GOOD_KEY}` }]);
    expect(server.requests).toEqual([]);
  });

  it('is invalid when the endpoint refuses the key, without repeating its error text (which quotes part of the key)', async () => {
    const check = await checkEndpointKey('openai', endpoint(WRONG_KEY));
    expect(check).toEqual({ status: 'invalid', message: 'openai refused the API key (HTTP 401): it seems to be invalid' });
    expect(JSON.stringify(check)).not.toMatch(/sk-|\*\*\*/);
    server.respondToModelsWith({ type: 'status', status: 403 });
    expect(await checkEndpointKey('openai', endpoint(GOOD_KEY))).toMatchObject({ status: 'invalid' });
  });

  it('reports a missing key by its variable, calling nothing', async () => {
    expect(await checkEndpointKey('gemini', { ...endpoint(undefined), apiKeyVariable: 'GEMINI_API_KEY' })).toEqual({
      status: 'missing_key',
      message: 'gemini has no API key (set GEMINI_API_KEY)',
    });
    expect(server.modelRequests).toEqual([]);
  });

  it.each([
    [{ type: 'html' } as const, 'openai sent an answer that is not what an OpenAI-compatible endpoint sends'],
    [{ type: 'not-a-list' } as const, 'openai sent an answer that is not what an OpenAI-compatible endpoint sends'],
    [{ type: 'status', status: 500 } as const, 'openai answered HTTP 500'],
    [{ type: 'status', status: 429 } as const, 'openai is rate limiting this key (HTTP 429)'],
  ])('is unreachable, never valid, when the endpoint answers %j', async (behaviour, message) => {
    server.respondToModelsWith(behaviour);
    expect(await checkEndpointKey('openai', endpoint(GOOD_KEY))).toEqual({ status: 'unreachable', message });
  });

  it('gives up on an endpoint that stalls once its time is up', async () => {
    server.respondToModelsWith({ type: 'stall' });
    const started = Date.now();
    expect(await checkEndpointKey('openai', endpoint(GOOD_KEY), { timeoutMs: 300 })).toEqual({ status: 'unreachable', message: 'openai did not answer in time' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('is unreachable when nothing listens at the address', async () => {
    const closed = await startFakeOpenAIServer();
    const baseURL = closed.baseURL;
    await closed.close();
    expect(await checkEndpointKey('grok', { ...endpoint(GOOD_KEY), baseURL })).toEqual({ status: 'unreachable', message: 'grok could not be reached' });
  });
});
