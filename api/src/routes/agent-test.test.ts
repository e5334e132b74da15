import type { QueryResult, VoiceAgent } from '@energy-advisor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, visitorToken } from '../test/helper';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../providers/test/fake-openai-server';
import type { App } from '../types';

const smart = (app: App, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/voice-agent/test/test-smart-api', payload, headers }).then((response) => ({ status: response.statusCode, answer: response.json<QueryResult>() }));

describe('POST /api/voice-agent/create', () => {
  it('stores an agent for the project with its voice, greeting and back end, and answers { success, agent }', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'POST', url: '/api/voice-agent/create', payload: { projectId: 'project-123' } });
    expect(response.statusCode).toBe(201);
    const { agent } = response.json<VoiceAgent>();
    expect(response.json()).toEqual({
      success: true,
      agent: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        projectId: 'project-123',
        voice: 'awb',
        greeting: expect.stringContaining('project-123'),
        provider: 'local',
        model: 'local-advisor',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    const row = await app.db.selectFrom('voice_agents').selectAll().where('id', '=', agent.id).executeTakeFirst();
    expect(row).toMatchObject({ project_id: 'project-123', voice: 'awb', provider: 'local', model: 'local-advisor', visitor_id: null });
    // and reads back by its id
    const read = await app.inject({ method: 'GET', url: `/api/voice-agent/${agent.id}` });
    expect(read.json()).toEqual(response.json());
  });

  it('takes a voice, a greeting and a back end, and remembers the visitor whose token created it', async () => {
    const { app } = await buildTestApp();
    const token = await visitorToken(app, { userId: 'user-456' });
    const response = await app.inject({ method: 'POST', url: '/api/voice-agent/create', payload: { projectId: 'p', voice: 'slt', greeting: "  G'day from the test!  ", provider: 'grok' }, headers: token.headers });
    expect(response.json<VoiceAgent>().agent).toMatchObject({ voice: 'slt', greeting: "G'day from the test!", provider: 'grok', model: 'grok-2-1212' });
    const row = await app.db.selectFrom('voice_agents').select('visitor_id').executeTakeFirstOrThrow();
    expect(row.visitor_id).toEqual(expect.any(String));
  });

  it('answers 400 for a missing project, an unknown voice or back end; 404 for an unknown agent; 429 past the budget', async () => {
    const { app } = await buildTestApp();
    for (const payload of [{}, { projectId: ' ' }, { projectId: 'p', voice: 'darth' }, { projectId: 'p', provider: 'claude' }, { projectId: 'p', greeting: '' }]) {
      const response = await app.inject({ method: 'POST', url: '/api/voice-agent/create', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error' });
    }
    expect((await app.inject({ method: 'GET', url: '/api/voice-agent/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/voice-agent/nope' })).statusCode).toBe(400);
    // it spends from the budget of new conversations and visitors (CONVERSATION_RATE_LIMIT_PER_MINUTE)
    const { app: limited } = await buildTestApp({ CONVERSATION_RATE_LIMIT_PER_MINUTE: '3' });
    const statuses = [];
    for (let index = 0; index < 4; index++) statuses.push((await limited.inject({ method: 'POST', url: '/api/voice-agent/create', payload: { projectId: 'p' } })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('POST /api/voice-agent/test/test-smart-api', () => {
  it('answers apiResponse with the endpoint, why it was called and its data when a lookup answers', async () => {
    const { app } = await buildTestApp();
    const { status, answer } = await smart(app, { query: 'What climate zone is postcode 3350?', projectId: 'demo-project', userId: 'test-user' });
    expect(status).toBe(200);
    const climate = (await app.inject({ method: 'GET', url: '/api/climate-zones/3350' })).json();
    expect(answer).toMatchObject({
      success: true,
      result: { type: 'apiResponse', endpoint: '/api/climate-zones/3350', reasoning: expect.stringMatching(/^Called because the query names postcode 3350\. .*NCC climate zone 7/), data: climate },
      aiResponse: expect.stringMatching(/zone 7/),
      planner: 'rule-based',
      model_used: 'local-advisor (rule-based planner)',
      missingApiKey: false,
      timestamp: expect.stringMatching(/^\d{4}-/),
    });
    expect(answer.apiCalls?.map((call) => call.tool)).toEqual(['climate_zone_lookup', 'knowledge_search']);
  });

  it('answers needMoreInfo with the question to ask when the answer needs the location and nobody gave it', async () => {
    const { app } = await buildTestApp();
    const { answer } = await smart(app, { query: 'What insulation do I need?' });
    expect(answer.result).toEqual({ type: 'needMoreInfo', whatToAsk: 'Which town or city in Australia is your build or retrofit located in?' });
    const richmond = await smart(app, { query: 'What insulation do I need in Richmond?' });
    expect(richmond.answer.result).toEqual({ type: 'needMoreInfo', whatToAsk: expect.stringMatching(/^There is a Richmond in .* Which state is yours\?$/) });
  });

  it('reads the location from the caller’s own conversation instead of asking', async () => {
    const { app } = await buildTestApp();
    const token = await visitorToken(app, { userId: 'user-456' });
    await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: 'We live in Ballarat', userId: 'user-456', projectId: 'project-123' }, headers: token.headers });
    const { answer } = await smart(app, { query: 'What insulation do I need?', userId: 'user-456', projectId: 'project-123' }, token.headers);
    expect(answer.result).toMatchObject({ type: 'apiResponse', endpoint: '/api/conversations?userId=user-456&projectId=project-123', data: { collectedVariables: { location: 'Ballarat, VIC' } } });
  });

  it('answers the knowledge base when that is the only tool, and 400 for a blank query', async () => {
    const { app } = await buildTestApp();
    const { answer } = await smart(app, { query: 'Are heat pump hot water systems noisy?' });
    expect(answer.result).toMatchObject({ type: 'apiResponse', endpoint: expect.stringMatching(/^\/api\/knowledge\?q=/), data: { articles: expect.any(Array) } });
    expect((await app.inject({ method: 'POST', url: '/api/voice-agent/test/test-smart-api', payload: { query: '' } })).statusCode).toBe(400);
  });
});

describe('POST /api/voice-agent/test/test-smart-api with a key', () => {
  let server: FakeOpenAIServer;
  beforeAll(async () => {
    server = await startFakeOpenAIServer();
  });
  afterAll(() => server.close());

  it('serves the model’s answer and the lookup the model chose', async () => {
    server.respondWithSequence([{ type: 'tool-calls', calls: [{ name: 'locality_search', arguments: { q: 'Bendigo' } }] }, { type: 'reply', content: 'Bendigo is in climate zone 6.' }]);
    const { app } = await buildTestApp({ OPENAI_API_KEY: 'sk-1', OPENAI_BASE_URL: server.baseURL });
    const { answer } = await smart(app, { query: 'Which zone is Bendigo?', provider: 'openai' });
    expect(answer).toMatchObject({
      aiResponse: 'Bendigo is in climate zone 6.',
      planner: 'model',
      model_used: 'openai:o4-mini',
      result: { type: 'apiResponse', endpoint: '/api/localities?q=Bendigo&limit=5', reasoning: expect.stringMatching(/^openai:o4-mini chose this call\. /) },
    });
  });

  it('says what went wrong (error) when the model failed and the rules answered', async () => {
    server.respondWith({ type: 'status', status: 503 });
    const { app } = await buildTestApp({ OPENAI_API_KEY: 'sk-1', OPENAI_BASE_URL: server.baseURL });
    const { status, answer } = await smart(app, { query: 'What climate zone is postcode 3350?', provider: 'openai' });
    expect(status).toBe(200);
    expect(answer).toMatchObject({ success: true, error: 'openai answered HTTP 503', planner: 'rule-based', result: { type: 'apiResponse', endpoint: '/api/climate-zones/3350' } });
  });
});
