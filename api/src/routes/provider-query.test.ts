import type { ProviderQueryResult } from '@energy-advisor/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, visitorToken } from '../test/helper';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../providers/test/fake-openai-server';
import { modelContent } from '../providers/test/fixtures';
import type { App } from '../types';

const GOOD_KEY = 'sk-good-key-0123456789';
const QUESTION = 'How much ceiling insulation do I need in Ballarat?';

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer({ validKeys: [GOOD_KEY] });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.respondWith({ type: 'reply', content: 'unset' });
});

/** OpenAI (and Gemini, with no key) as the back ends; a short deadline so a stall ends quickly. */
const keyed = (key = GOOD_KEY) => ({
  OPENAI_API_KEY: key,
  OPENAI_BASE_URL: server.baseURL,
  OPENAI_MODEL: 'gpt-test',
  ADVISOR_DEADLINE_MS: '1500',
  ADVISOR_IDLE_TIMEOUT_MS: '500',
});

const query = async (app: App, product: string, body: Record<string, unknown> = { query: QUESTION }, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'POST', url: `/api/${product}/query`, payload: body, headers });
  return { status: response.statusCode, answer: response.json<ProviderQueryResult>() };
};

const stepNames = (answer: ProviderQueryResult) => (answer.steps ?? []).map((step) => step.name);

describe('POST /api/{product}/query offline', () => {
  it('runs the traditional pipeline on the offline advisor, looks the place up on our API and times each step', async () => {
    const { app } = await buildTestApp();
    const { status, answer } = await query(app, 'local');
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      provider: 'local',
      approach: 'traditional',
      model_used: 'local-advisor',
      offline: true,
      missingApiKey: false,
      shouldUseApi: true,
      usedApi: true,
    });
    expect((answer.apiData as { localities: unknown[] }).localities[0]).toMatchObject({ name: 'Ballarat', state: 'VIC', climateZone: 7 });
    expect(answer.content).toMatch(/insulation/i);
    expect(answer.citations?.length).toBeGreaterThan(0);
    expect(stepNames(answer)).toEqual(['analyse', 'lookup', 'model']);
    expect(answer.steps?.[1]?.detail).toBe('GET /api/localities?q=Ballarat&limit=5');
    const total = (answer.steps ?? []).reduce((sum, step) => sum + step.processingTimeMs, 0);
    expect(total).toBeGreaterThan(0);
    expect(answer.processingTimeMs).toBeGreaterThanOrEqual(total - 1);
    expect(answer.fallback).toBeUndefined();
  });

  it('runs the LangChain pipeline with the offline advisor as its chat model, says so, and times the runnables', async () => {
    const { app } = await buildTestApp();
    const { status, answer } = await query(app, 'langchain', { query: 'What climate zone is postcode 3350?' });
    expect(status).toBe(200);
    expect(answer).toMatchObject({ provider: 'local', approach: 'chain', model_used: 'local-advisor (LangChain Runnable)', offline: true, missingApiKey: false, usedApi: true, shouldUseApi: true });
    expect(answer.apiData).toMatchObject({ postcode: '3350', climateZone: 7 });
    expect(answer.content).toMatch(/zone 7/);
    expect(stepNames(answer).sort()).toEqual(['lookup', 'model', 'parse', 'prompt', 'retrieve'].sort());
    for (const step of answer.steps ?? []) expect(step.processingTimeMs, step.name).toBeGreaterThanOrEqual(0);
    expect(answer.debug).toMatchObject({ runnables: expect.arrayContaining(['ChatPromptTemplate', 'StringOutputParser', expect.stringMatching(/^OfflineAdvisorChatModel/)]) });
    expect((answer.debug as { retrieved: unknown[] }).retrieved.length).toBeGreaterThan(0);
  });

  it('answers a Gemini query without a key with missingApiKey, from the offline advisor, labelled', async () => {
    const { app } = await buildTestApp();
    for (const product of ['gemini', 'langchain']) {
      const { answer } = await query(app, product, { query: QUESTION, provider: 'gemini' });
      expect(answer, product).toMatchObject({
        provider: 'gemini',
        missingApiKey: true,
        offline: true,
        fallback: { provider: 'gemini', reason: 'missing_key', message: 'gemini has no API key (set GEMINI_API_KEY)' },
      });
      expect(answer.model_used).toMatch(/^local-advisor .*fallback: gemini missing_key/);
      expect(answer.content.length).toBeGreaterThan(50);
    }
  });

  it('uses the default back end for traditional and langchain when the body names none, and a path back end over the body', async () => {
    const { app } = await buildTestApp({ ADVISOR_PROVIDER: 'grok' });
    expect((await query(app, 'traditional')).answer).toMatchObject({ provider: 'grok', missingApiKey: true });
    expect((await query(app, 'traditional', { query: QUESTION, provider: 'local' })).answer).toMatchObject({ provider: 'local', missingApiKey: false });
    expect((await query(app, 'openai', { query: QUESTION, provider: 'local' })).answer).toMatchObject({ provider: 'openai', missingApiKey: true });
  });

  it('reads the collected details of the conversation the caller names (its id is the capability)', async () => {
    const { app } = await buildTestApp();
    const token = await visitorToken(app, { userId: 'u-1' });
    const chat = await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: "We're in Hobart", userId: 'u-1', projectId: 'p-1' }, headers: token.headers });
    const conversationId = chat.json<{ conversation_id: string }>().conversation_id;
    const { answer } = await query(app, 'local', { query: 'How much ceiling insulation do I need?', conversationId });
    expect((answer.debug as { collected_variables: Record<string, string> }).collected_variables).toMatchObject({ location: 'Hobart, TAS', climate_zone: '7' });
    const unknown = await query(app, 'local', { query: QUESTION, conversationId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
  });

  it('answers 400 JSON for bad input, never 500', async () => {
    const { app } = await buildTestApp();
    for (const [product, body] of [
      ['openai', {}],
      ['openai', { query: '   ' }],
      ['openai', { query: 42 }],
      ['openai', { query: 'x'.repeat(4001) }],
      ['openai', { query: QUESTION, provider: 'claude' }],
      ['openai', { query: QUESTION, conversationId: 'not-a-uuid' }],
      ['claude', { query: QUESTION }],
    ] as const) {
      const response = await app.inject({ method: 'POST', url: `/api/${product}/query`, payload: body });
      expect(response.statusCode, `${product} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error' });
    }
  });

  it('spends from the chat budget (CHAT_RATE_LIMIT_PER_MINUTE), shared with the chat routes', async () => {
    const { app } = await buildTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: '2' });
    expect((await query(app, 'local')).status).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: 'Hi' } })).statusCode).toBe(200);
    const refused = await app.inject({ method: 'POST', url: '/api/langchain/query', payload: { query: QUESTION } });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/{product}/query against an OpenAI-compatible endpoint', () => {
  it('traditional: the model writes the advice through the openai SDK, with the retrieved articles', async () => {
    server.respondWith({ type: 'reply', content: modelContent('Ballarat is in zone 7: R6.0 ceiling batts are typical.'), pieceSize: 7 });
    const { app } = await buildTestApp(keyed());
    const { answer } = await query(app, 'openai');
    expect(answer).toMatchObject({ provider: 'openai', approach: 'traditional', model_used: 'openai:gpt-test', offline: false, missingApiKey: false, usedApi: true, content: 'Ballarat is in zone 7: R6.0 ceiling batts are typical.' });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.body).toMatchObject({ model: 'gpt-test', stream: true });
    expect(JSON.stringify(server.requests[0]?.body.messages)).toContain('Ceiling and roof insulation');
  });

  it('langchain: ChatOpenAI answers the prompt the chain built (system context with the articles and the lookup, then the question)', async () => {
    server.respondWith({ type: 'reply', content: 'Zone 7 ceilings want about R6.0 (indicative).' });
    const { app } = await buildTestApp(keyed());
    const { answer } = await query(app, 'langchain', { query: QUESTION, provider: 'openai' });
    expect(answer).toMatchObject({ provider: 'openai', approach: 'chain', model_used: 'openai:gpt-test (LangChain)', offline: false, content: 'Zone 7 ceilings want about R6.0 (indicative).' });
    expect(answer.citations?.length).toBeGreaterThan(0);
    expect(stepNames(answer).sort()).toEqual(['lookup', 'model', 'parse', 'prompt', 'retrieve'].sort());
    const [request] = server.requests;
    expect(request?.authorization).toBe(`Bearer ${GOOD_KEY}`);
    expect(request?.body.stream).not.toBe(true);
    const messages = request?.body.messages ?? [];
    expect(messages.map((message) => message.role)).toEqual(['system', 'system', 'user']);
    expect(messages[1]?.content).toContain('NCC climate zone 7');
    expect(messages[1]?.content).toContain('Ceiling and roof insulation');
    expect(messages[2]?.content).toBe(QUESTION);
  });

  it.each(['openai', 'langchain'])('%s: an invalid key falls back to the offline advisor, saying the key was refused (401)', async (product) => {
    server.respondWith({ type: 'reply', content: modelContent('never read') });
    const { app } = await buildTestApp(keyed('sk-wrong-key-9876543210'));
    const { status, answer } = await query(app, product, { query: QUESTION, provider: 'openai' });
    expect(status).toBe(200);
    expect(answer).toMatchObject({ offline: true, missingApiKey: false, fallback: { provider: 'openai', reason: 'http_status', status: 401, message: 'openai refused the API key (HTTP 401): it seems to be invalid' } });
    expect(JSON.stringify(answer)).not.toContain('sk-wrong');
    expect(answer.content).toMatch(/insulation/i);
  });

  it.each([
    ['openai', { type: 'stall-after-first-chunk', content: modelContent('Half an answer that never ends') } as const, /^(idle|timeout)$/],
    ['langchain', { type: 'stall' } as const, /^timeout$/],
  ])('%s: a stalled endpoint is abandoned at the deadline and the offline advisor answers', async (product, behaviour, reason) => {
    server.respondWith(behaviour);
    const { app } = await buildTestApp(keyed());
    const started = Date.now();
    const { status, answer } = await query(app, product, { query: QUESTION, provider: 'openai' });
    expect(status).toBe(200);
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(answer.fallback?.reason).toMatch(reason);
    expect(answer.offline).toBe(true);
  });

  it.each([
    ['openai', { type: 'html' } as const],
    ['openai', { type: 'reply', content: 'plain text, not the JSON asked for' } as const],
    ['langchain', { type: 'html' } as const],
    ['langchain', { type: 'not-a-completion' } as const],
    ['langchain', { type: 'reply', content: '' } as const],
  ])('%s: a malformed answer (%j) falls back to the offline advisor, never 500', async (product, behaviour) => {
    server.respondWith(behaviour);
    const { app } = await buildTestApp(keyed());
    const { status, answer } = await query(app, product, { query: QUESTION, provider: 'openai' });
    expect(status).toBe(200);
    expect(answer.fallback).toMatchObject({ provider: 'openai', reason: 'malformed' });
    expect(answer.offline).toBe(true);
    expect(answer.content).toMatch(/insulation/i);
  });
});
