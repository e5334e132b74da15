import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../providers/test/fake-openai-server';

const GOOD_KEY = 'sk-good-key-0123456789';

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer({ validKeys: [GOOD_KEY] });
});
afterAll(() => server.close());
beforeEach(() => {
  server.modelRequests.length = 0;
  server.respondToModelsWith({ type: 'list', models: ['gpt-test'] });
});

const keyed = (key: string) => ({ OPENAI_API_KEY: key, OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL: 'gpt-test' });

describe('GET /api/providers', () => {
  it('lists every back end with its model, kind and whether it is configured, the default marked', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      default: 'local',
      reasoningModel: 'o4-mini',
      providers: [
        { name: 'local', model: 'local-advisor', kind: 'offline', configured: true, default: true },
        { name: 'openai', model: 'gpt-4o', kind: 'openai-compatible', configured: false, default: false, missingKey: 'OPENAI_API_KEY' },
        { name: 'grok', model: 'grok-2-1212', kind: 'openai-compatible', configured: false, default: false, missingKey: 'XAI_API_KEY' },
        { name: 'gemini', model: 'gemini-2.0-flash', kind: 'openai-compatible', configured: false, default: false, missingKey: 'GEMINI_API_KEY' },
      ],
    });
  });

  it('says a keyed back end is configured, never showing the key or its address', async () => {
    const { app } = await buildTestApp({ ...keyed(GOOD_KEY), ADVISOR_PROVIDER: 'openai', REASONING_MODEL: 'o3-mini' });
    const response = await app.inject({ method: 'GET', url: '/api/providers' });
    expect(response.json()).toMatchObject({
      default: 'openai',
      reasoningModel: 'o3-mini',
      providers: expect.arrayContaining([{ name: 'openai', model: 'gpt-test', kind: 'openai-compatible', configured: true, default: true }]),
    });
    expect(response.body).not.toContain(GOOD_KEY);
    expect(response.body).not.toContain('127.0.0.1');
  });
});

describe('POST /api/providers/{name}/check', () => {
  const check = async (env: Record<string, string>, name: string) => {
    const { app } = await buildTestApp(env);
    return app.inject({ method: 'POST', url: `/api/providers/${name}/check` });
  };

  it('answers Valid for a key the endpoint accepts, after one list-models call', async () => {
    const response = await check(keyed(GOOD_KEY), 'openai');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'openai',
      model: 'gpt-test',
      status: 'valid',
      valid: true,
      missingApiKey: false,
      message: 'openai accepted the key (gpt-test is available)',
      modelAvailable: true,
      processingTimeMs: expect.any(Number),
      checkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(server.modelRequests).toEqual([{ authorization: `Bearer ${GOOD_KEY}` }]);
    expect(server.requests).toEqual([]);
  });

  it('answers Invalid for a key the endpoint refuses, without the key or the endpoint’s words', async () => {
    const wrong = 'sk-wrong-key-9876543210';
    const response = await check(keyed(wrong), 'openai');
    expect(response.json()).toMatchObject({ status: 'invalid', valid: false, missingApiKey: false, message: 'openai refused the API key (HTTP 401): it seems to be invalid' });
    expect(response.body).not.toContain(wrong);
    expect(response.body).not.toContain('***');
  });

  it('answers missing_key naming the variable, and valid for the offline advisor, calling nothing', async () => {
    expect((await check({}, 'gemini')).json()).toMatchObject({ name: 'gemini', status: 'missing_key', valid: false, missingApiKey: true, message: 'gemini has no API key (set GEMINI_API_KEY)' });
    expect((await check({}, 'local')).json()).toMatchObject({ name: 'local', model: 'local-advisor', status: 'valid', valid: true, missingApiKey: false });
    expect(server.modelRequests).toEqual([]);
  });

  it('answers unreachable for an endpoint that sends something else than a model list', async () => {
    server.respondToModelsWith({ type: 'html' });
    expect((await check(keyed(GOOD_KEY), 'openai')).json()).toMatchObject({ status: 'unreachable', valid: false });
  });

  it('answers 400 JSON for a back end that does not exist, and for a JSON body that is not JSON', async () => {
    const unknown = await check({}, 'claude');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'validation_error' });
    const { app } = await buildTestApp();
    const broken = await app.inject({ method: 'POST', url: '/api/providers/local/check', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty('error');
  });

  it('spends from its own per-client budget (PROVIDER_CHECK_RATE_LIMIT_PER_MINUTE): 429 JSON with Retry-After beyond it', async () => {
    const { app } = await buildTestApp({ PROVIDER_CHECK_RATE_LIMIT_PER_MINUTE: '2' });
    const statuses = [];
    for (let index = 0; index < 3; index++) statuses.push((await app.inject({ method: 'POST', url: '/api/providers/local/check' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await app.inject({ method: 'POST', url: '/api/providers/gemini/check' });
    expect(refused.json()).toMatchObject({ error: 'rate_limited', message: expect.stringMatching(/^Too many key checks/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // the chat budget is another budget
    expect((await app.inject({ method: 'GET', url: '/api/providers' })).statusCode).toBe(200);
  });
});
