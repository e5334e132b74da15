import type { SalesAdviceAnswer } from '@energy-advisor/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../providers/test/fake-openai-server';
import { modelContent } from '../providers/test/fixtures';

const GROK_KEY = 'xai-good-key-0123456789';

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer({ validKeys: [GROK_KEY] });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const grokEnv = (key = GROK_KEY) => ({ XAI_API_KEY: key, XAI_BASE_URL: server.baseURL, XAI_MODEL: 'grok-test', ADVISOR_DEADLINE_MS: '1500', ADVISOR_IDLE_TIMEOUT_MS: '500' });

describe('POST /api/grok-chat/chat', () => {
  it('answers the sales answer shape written by Grok, and stores the turn in a conversation it then continues', async () => {
    server.respondWith({ type: 'reply', content: modelContent('In Hobart (zone 7), insulation and draught sealing come first.') });
    const { app } = await buildTestApp(grokEnv());
    const first = await app.inject({ method: 'POST', url: '/api/grok-chat/chat', payload: { message: 'We live in Hobart, where do we start?', conversation: [] } });
    expect(first.statusCode).toBe(200);
    const answer = first.json<SalesAdviceAnswer>();
    expect(answer).toMatchObject({ advice: 'In Hobart (zone 7), insulation and draught sealing come first.', model_used: 'grok:grok-test', collected_variables: { location: 'Hobart, TAS' } });
    expect(server.requests[0]).toMatchObject({ authorization: `Bearer ${GROK_KEY}`, body: { model: 'grok-test' } });
    const second = await app.inject({ method: 'POST', url: '/api/grok-chat/chat', payload: { message: 'It is a retrofit', conversationId: answer.conversation_id, conversation: [{ role: 'user', content: 'We live in Hobart, where do we start?' }] } });
    expect(second.json<SalesAdviceAnswer>()).toMatchObject({ conversation_id: answer.conversation_id, collected_variables: { location: 'Hobart, TAS', project_type: 'retrofit' } });
    const transcript = await app.inject({ method: 'GET', url: `/api/conversations/${answer.conversation_id}/transcript` });
    expect(transcript.json()).toHaveLength(4);
  });

  it('without a key the offline advisor answers, labelled in model_used', async () => {
    const { app } = await buildTestApp();
    const answer = (await app.inject({ method: 'POST', url: '/api/grok-chat/chat', payload: { message: 'How do I improve my star rating?' } })).json<SalesAdviceAnswer>();
    expect(answer.model_used).toBe('local-advisor (fallback: grok missing_key)');
    expect(answer.advice.length).toBeGreaterThan(50);
  });

  it.each([
    ['an invalid key', 'xai-wrong-key', { type: 'reply', content: modelContent('never') } as const, 'http_status 401'],
    ['a stall', GROK_KEY, { type: 'stall-after-first-chunk', content: modelContent('Half of it') } as const, 'idle'],
    ['a malformed answer', GROK_KEY, { type: 'html' } as const, 'malformed'],
  ])('with %s the offline advisor answers, and model_used says why', async (_name, key, behaviour, why) => {
    server.respondWith(behaviour);
    const { app } = await buildTestApp(grokEnv(key));
    const response = await app.inject({ method: 'POST', url: '/api/grok-chat/chat', payload: { message: 'Is double glazing worth it in Hobart?' } });
    expect(response.statusCode).toBe(200);
    expect(response.json<SalesAdviceAnswer>().model_used).toBe(`local-advisor (fallback: grok ${why})`);
  });

  it('answers 400 JSON for bad input', async () => {
    const { app } = await buildTestApp();
    for (const payload of [{}, { message: ' ' }, { message: 'hi', conversation: 'no' }, { message: 'hi', conversationId: 'x' }]) {
      const response = await app.inject({ method: 'POST', url: '/api/grok-chat/chat', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('POST /api/optimized-sales/chat with provider', () => {
  it('lets the caller pick the back end per request; the default answers otherwise', async () => {
    server.respondWith({ type: 'reply', content: modelContent('Grok says: seal the draughts first.') });
    const { app } = await buildTestApp(grokEnv());
    const picked = (await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: 'Where do I start?', provider: 'grok' } })).json<SalesAdviceAnswer>();
    expect(picked).toMatchObject({ model_used: 'grok:grok-test', advice: 'Grok says: seal the draughts first.' });
    const unkeyed = (await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: 'Where do I start?', provider: 'openai' } })).json<SalesAdviceAnswer>();
    expect(unkeyed.model_used).toBe('local-advisor (fallback: openai missing_key)');
    const byDefault = (await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: 'Where do I start?' } })).json<SalesAdviceAnswer>();
    expect(byDefault.model_used).toBe('local-advisor');
    expect(server.requests).toHaveLength(1);
    expect((await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: 'hi', provider: 'claude' } })).statusCode).toBe(400);
  });
});
