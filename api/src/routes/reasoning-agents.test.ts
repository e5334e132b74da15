import type { ChainPlanAnswer, ChainQueryAnswer, PlanResponse, ToolCall } from '@energy-advisor/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, visitorToken } from '../test/helper';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../providers/test/fake-openai-server';
import type { App } from '../types';

const GOOD_KEY = 'sk-good-key-0123456789';

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer({ validKeys: [GOOD_KEY] });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.respondWith({ type: 'reply', content: 'unset' });
});

const keyed = (key = GOOD_KEY) => ({ OPENAI_API_KEY: key, OPENAI_BASE_URL: server.baseURL, ADVISOR_PROVIDER: 'openai', ADVISOR_DEADLINE_MS: '1500' });

const post = <T>(app: App, url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers }).then((response) => ({ status: response.statusCode, answer: response.json<T>() }));

const queries = (calls: ToolCall[]) => calls.map((call) => call.query);

/** A visitor who told the sales chat where the home is: their token, ids and conversation. */
async function visitorInHobart(app: App, userId = 'test-user') {
  const token = await visitorToken(app, { userId });
  const chat = await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: "We're renovating in Hobart", userId, projectId: 'demo-project' }, headers: token.headers });
  return { token, userId, conversationId: chat.json<{ conversation_id: string }>().conversation_id };
}

describe('the chain-of-reasoning agent offline (rule-based planner, offline advisor)', () => {
  it('POST /api/chain/query plans, runs our API lookup and the knowledge search, and answers, saying what ran', async () => {
    const { app } = await buildTestApp();
    const { status, answer } = await post<ChainQueryAnswer>(app, '/api/chain/query', { query: 'What climate zone is postcode 3350?' });
    expect(status).toBe(200);
    expect(answer.success).toBe(true);
    const result = answer.result;
    expect(result).toMatchObject({ planner: 'rule-based', model_used: 'local-advisor (rule-based planner)', missingApiKey: false });
    expect(result?.plan).toEqual([
      'Look up the climate zone of postcode 3350 (GET /api/climate-zones/3350)',
      'Search the knowledge base for "What climate zone is postcode 3350?" (GET /api/knowledge?q=What+climate+zone+is+postcode+3350%3F&limit=4)',
      'Write the answer with the offline advisor from what the tools found',
    ]);
    // the lookup really ran on our API: its answer is the public endpoint's
    const climate = (await app.inject({ method: 'GET', url: '/api/climate-zones/3350' })).json();
    expect(result?.debug.apiCalls).toEqual([
      { query: 'GET /api/climate-zones/3350', response: climate, tool: 'climate_zone_lookup', endpoint: '/api/climate-zones/{postcode}', ok: true, processingTimeMs: expect.any(Number) },
    ]);
    expect(result?.debug.ragData.count).toBeGreaterThan(0);
    expect(result?.reasoning.join(' ')).toMatch(/postcode 3350.*NCC climate zone 7/);
    expect(result?.content).toMatch(/zone 7/);
    expect(result?.steps?.map((step) => step.name)).toEqual(['plan', 'tool: climate_zone_lookup', 'tool: knowledge_search', 'answer']);
  });

  it('POST /api/chain/plan plans without running the calls', async () => {
    const { app } = await buildTestApp();
    const { answer } = await post<ChainPlanAnswer>(app, '/api/chain/plan', { query: 'What insulation do I need in Richmond?' });
    expect(answer).toEqual({
      success: true,
      result: {
        reasoning: expect.stringMatching(/Richmond is a place in several states/),
        wouldUseApi: true,
        plannedApiCalls: ['GET /api/localities?q=Richmond&limit=5'],
        plan: [expect.stringMatching(/^Find the locality "Richmond"/), expect.stringMatching(/^Search the knowledge base/), 'Write the answer with the offline advisor from what the tools found'],
        planner: 'rule-based',
        model_used: 'local-advisor (rule-based planner)',
        missingApiKey: false,
        processingTimeMs: expect.any(Number),
      },
    });
    const greeting = await post<ChainPlanAnswer>(app, '/api/chain/plan', { query: 'Hello there' });
    expect(greeting.answer.result).toMatchObject({ wouldUseApi: false, plannedApiCalls: [], plan: ['Write the answer with the offline advisor from what the tools found'] });
  });

  it('POST /api/reasoning-core/plan answers the plan response with the debug view; a zone question with no place asks for the town', async () => {
    const { app } = await buildTestApp();
    const { status, answer } = await post<PlanResponse>(app, '/api/reasoning-core/plan', { message: 'What insulation do I need?', projectId: 'demo-project', userId: 'test-user' });
    expect(status).toBe(200);
    expect(answer).toMatchObject({ needsApi: false, suggestedEndpoints: [], planner: 'rule-based' });
    expect(answer.debug.apiCalls).toEqual([]);
    expect(answer.debug.ragData).toMatchObject({ count: expect.any(Number), articles: expect.arrayContaining([expect.objectContaining({ id: 'insulation-ceilings-roofs' })]) });
    expect(answer.debug.reasoning).toMatch(/depends on the climate zone/);
    expect(answer.content).toMatch(/Which town or city in Australia is your build or retrofit located in\?$/);
    expect(answer.citations?.length).toBeGreaterThan(0);
  });

  it('answers 400 JSON for bad bodies on every agent route', async () => {
    const { app } = await buildTestApp();
    for (const [url, body] of [
      ['/api/chain/query', {}],
      ['/api/chain/query', { query: ' ' }],
      ['/api/chain/plan', { query: ['a'] }],
      ['/api/chain/query', { query: 'hi', provider: 'claude' }],
      ['/api/reasoning-core/plan', { query: 'the field is message' }],
      ['/api/reasoning-core/plan', { message: 'hi', conversationId: 'x' }],
    ] as const) {
      const response = await app.inject({ method: 'POST', url, payload: body });
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error' });
    }
  });
});

describe("the visitor's own conversation, and nobody else's", () => {
  it('reads the caller’s conversation with their visitor token: its details shape the answer', async () => {
    const { app } = await buildTestApp();
    const visitor = await visitorInHobart(app);
    const { answer } = await post<PlanResponse>(app, '/api/reasoning-core/plan', { message: 'What insulation do I need?', userId: visitor.userId, projectId: 'demo-project' }, visitor.token.headers);
    expect(answer.suggestedEndpoints).toEqual(['GET /api/conversations?userId=test-user&projectId=demo-project']);
    const [read] = answer.debug.apiCalls;
    expect(read).toMatchObject({ tool: 'visitor_conversation', ok: true, response: { id: visitor.conversationId, collectedVariables: { location: 'Hobart, TAS', climate_zone: '7' } } });
    expect(answer.content).not.toMatch(/Which town or city/);
  });

  it('a second browser claiming the same userId reaches none of it; no token, no lookup; a forged token is refused', async () => {
    const { app } = await buildTestApp();
    const owner = await visitorInHobart(app);
    const other = await visitorToken(app, { userId: owner.userId });
    const body = { message: 'What is my climate zone?', userId: owner.userId, projectId: 'demo-project' };

    const second = await post<PlanResponse>(app, '/api/reasoning-core/plan', body, other.headers);
    expect(second.answer.debug.apiCalls).toEqual([expect.objectContaining({ tool: 'visitor_conversation', ok: false, response: expect.objectContaining({ error: 'not_found' }) })]);
    expect(JSON.stringify(second.answer)).not.toContain('Hobart');
    expect(JSON.stringify(second.answer)).not.toContain(owner.conversationId);

    const anonymous = await post<PlanResponse>(app, '/api/reasoning-core/plan', body);
    expect(anonymous.answer.debug.apiCalls).toEqual([]);
    expect(JSON.stringify(anonymous.answer)).not.toContain('Hobart');

    // a token that is sent but unknown answers 401, as on every route that reads one, so the client gets a new one
    for (const url of ['/api/reasoning-core/plan', '/api/chain/query', '/api/chain/plan', '/api/voice-agent/test/test-smart-api']) {
      const forged = await app.inject({ method: 'POST', url, payload: { ...body, query: body.message }, headers: { authorization: `Bearer eav_${'A'.repeat(43)}` } });
      expect(forged.statusCode, url).toBe(401);
      expect(forged.json()).toMatchObject({ error: 'unauthorized' });
    }
  });

  it('a conversation id is the capability only together with its user, as GET /api/conversations requires', async () => {
    const { app } = await buildTestApp();
    const owner = await visitorInHobart(app, 'customer-7');
    const mine = await post<ChainQueryAnswer>(app, '/api/chain/query', { query: 'What is my climate zone?', userId: 'customer-7', conversationId: owner.conversationId });
    expect(mine.answer.result?.debug.apiCalls[0]).toMatchObject({ ok: true, response: { collectedVariables: { location: 'Hobart, TAS' } } });
    const someoneElse = await post<ChainQueryAnswer>(app, '/api/chain/query', { query: 'What is my climate zone?', userId: 'intruder', conversationId: owner.conversationId });
    expect(someoneElse.answer.result?.debug.apiCalls[0]).toMatchObject({ ok: false, response: { error: 'not_found' } });
    expect(JSON.stringify(someoneElse.answer)).not.toContain('Hobart');
  });
});

describe('with a key: the model plans with tool calls', () => {
  it('runs the tools the model calls on our API, hands their answers back, and serves the model’s answer', async () => {
    server.respondWithSequence([
      { type: 'tool-calls', content: 'I will look up 3350, then the insulation articles.', calls: [{ name: 'climate_zone_lookup', arguments: { postcode: '3350' } }, { name: 'knowledge_search', arguments: { q: 'ceiling insulation cold climate' } }] },
      { type: 'reply', content: 'Postcode 3350 (Ballarat) is in NCC climate zone 7; aim for about R6.0 in the ceiling.' },
    ]);
    const { app } = await buildTestApp(keyed());
    const { answer } = await post<ChainQueryAnswer>(app, '/api/chain/query', { query: 'How much ceiling insulation for 3350?' });
    const result = answer.result;
    expect(result).toMatchObject({ planner: 'model', model_used: 'openai:o4-mini', missingApiKey: false, content: 'Postcode 3350 (Ballarat) is in NCC climate zone 7; aim for about R6.0 in the ceiling.' });
    expect(result?.reasoning[0]).toBe('I will look up 3350, then the insulation articles.');
    expect(queries(result?.debug.apiCalls ?? [])).toEqual(['GET /api/climate-zones/3350']);
    expect(result?.debug.ragData.count).toBeGreaterThan(0);
    expect(result?.citations?.length).toBe(result?.debug.ragData.count);

    // the reasoning model (REASONING_MODEL, default o4-mini) planned with the tools a caller without credentials may use
    const [first, second] = server.requests;
    expect(first?.body.model).toBe('o4-mini');
    expect(first?.body.tools?.map((tool) => tool.function.name)).toEqual(['climate_zone_lookup', 'locality_search', 'knowledge_search']);
    // the tools' real answers went back to the model
    const toolMessages = second?.body.messages.filter((message) => message.role === 'tool') ?? [];
    expect(toolMessages.map((message) => message.tool_call_id)).toEqual(['call_1', 'call_2']);
    expect(JSON.parse(toolMessages[0]?.content ?? '{}')).toMatchObject({ ok: true, response: { postcode: '3350', climateZone: 7 } });
  });

  it('offers the conversation tool to a caller with a visitor token, and it reads only their conversation', async () => {
    const { app } = await buildTestApp(keyed());
    const visitor = await visitorInHobart(app);
    server.requests.length = 0;
    server.respondWithSequence([{ type: 'tool-calls', calls: [{ name: 'visitor_conversation', arguments: {} }] }, { type: 'reply', content: 'You are in Hobart, zone 7.' }]);
    const { answer } = await post<PlanResponse>(app, '/api/reasoning-core/plan', { message: 'What do you know about my home?', userId: visitor.userId, projectId: 'demo-project' }, visitor.token.headers);
    expect(server.requests[0]?.body.tools?.map((tool) => tool.function.name)).toContain('visitor_conversation');
    expect(answer).toMatchObject({ planner: 'model', needsApi: true, suggestedEndpoints: ['GET /api/conversations?userId=test-user&projectId=demo-project'], content: 'You are in Hobart, zone 7.' });
    expect(answer.debug.apiCalls[0]).toMatchObject({ ok: true, response: { collectedVariables: { location: 'Hobart, TAS' } } });
  });

  it('POST /api/chain/plan: the model’s tool calls are the plan; none of them runs, and the model is asked once', async () => {
    server.respondWith({ type: 'tool-calls', calls: [{ name: 'locality_search', arguments: { q: 'Bendigo' } }] });
    const { app } = await buildTestApp(keyed());
    const { answer } = await post<ChainPlanAnswer>(app, '/api/chain/plan', { query: 'Which zone is Bendigo in?' });
    expect(answer.result).toMatchObject({ planner: 'model', wouldUseApi: true, plannedApiCalls: ['GET /api/localities?q=Bendigo&limit=5'], reasoning: 'openai:o4-mini chose 1 tool call.' });
    expect(server.requests).toHaveLength(1);
  });

  it('does not run a tool the model invents or calls with bad arguments, and says so', async () => {
    server.respondWithSequence([
      { type: 'tool-calls', calls: [{ name: 'delete_database', arguments: {} }, { name: 'climate_zone_lookup', arguments: '{"postcode": "Ballarat"}' }] },
      { type: 'reply', content: 'I could not look that up.' },
    ]);
    const { app } = await buildTestApp(keyed());
    const { answer } = await post<ChainQueryAnswer>(app, '/api/chain/query', { query: 'Zone for Ballarat?' });
    expect(answer.result?.debug.apiCalls).toEqual([]);
    expect(answer.result?.reasoning[0]).toMatch(/delete_database, which could not run: there is no tool delete_database.*climate_zone_lookup, which could not run: invalid arguments/);
    const toolMessages = server.requests[1]?.body.messages.filter((message) => message.role === 'tool') ?? [];
    expect(toolMessages.map((message) => JSON.parse(message.content).ok)).toEqual([false, false]);
  });

  it('a missing key plans by rules and says so (missingApiKey)', async () => {
    const { app } = await buildTestApp({ ADVISOR_PROVIDER: 'openai' });
    const { answer } = await post<PlanResponse>(app, '/api/reasoning-core/plan', { message: 'Zone for postcode 3350?' });
    expect(answer).toMatchObject({ planner: 'rule-based', missingApiKey: true, fallback: { provider: 'openai', reason: 'missing_key', message: 'openai has no API key (set OPENAI_API_KEY)' } });
    expect(answer.model_used).toBe('local-advisor (rule-based planner) (fallback: openai missing_key)');
    expect(server.requests).toEqual([]);
  });

  it.each([
    ['an invalid key', {}, { type: 'reply', content: 'never' } as const, 'sk-wrong-key-9876543210', { reason: 'http_status', status: 401 }],
    ['a stall', {}, { type: 'stall' } as const, GOOD_KEY, { reason: 'timeout' }],
    ['an HTML page', {}, { type: 'html' } as const, GOOD_KEY, { reason: 'malformed' }],
    ['a body that is no completion', {}, { type: 'not-a-completion' } as const, GOOD_KEY, { reason: 'malformed' }],
    ['an empty answer', {}, { type: 'reply', content: '' } as const, GOOD_KEY, { reason: 'malformed' }],
  ])('%s falls back to the rule-based planner, which runs and answers', async (_name, _extra, behaviour, key, fallback) => {
    server.respondWith(behaviour);
    const { app } = await buildTestApp(keyed(key));
    const started = Date.now();
    const { status, answer } = await post<ChainQueryAnswer>(app, '/api/chain/query', { query: 'What climate zone is postcode 3350?' });
    expect(status).toBe(200);
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(answer.result).toMatchObject({ planner: 'rule-based', missingApiKey: false, fallback: { provider: 'openai', ...fallback } });
    expect(queries(answer.result?.debug.apiCalls ?? [])).toEqual(['GET /api/climate-zones/3350']);
    expect(answer.result?.content).toMatch(/zone 7/);
    expect(JSON.stringify(answer)).not.toContain('sk-wrong');
  });
});
