import { afterEach, describe, expect, it } from 'vitest';
import type { SalesAdviceAnswer } from '@energy-advisor/contracts';
import { buildTestApp } from '../test/helper';
import { modelContent } from '../providers/test/fixtures';
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../providers/test/fake-openai-server';

let server: FakeOpenAIServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const chat = async (app: Awaited<ReturnType<typeof buildTestApp>>['app'], message: string, conversationId?: string) =>
  (await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message, conversationId } })).json<SalesAdviceAnswer>();

describe('the chat through an AI back end (ADVISOR_PROVIDER)', () => {
  it('answers with the model\'s advice, the offline policy\'s question and the gazetteer\'s zone', async () => {
    server = await startFakeOpenAIServer();
    server.respondWith({
      type: 'reply',
      content: modelContent('In Hobart, aim high on ceiling insulation.', { dwelling_type: 'townhouse', climate_zone: '2' }),
      pieceSize: 7,
    });
    const { app } = await buildTestApp({ ADVISOR_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseURL });
    const answer = await chat(app, 'We are renovating in Hobart. How much ceiling insulation?');
    expect(answer).toMatchObject({
      advice: 'In Hobart, aim high on ceiling insulation.',
      model_used: 'openai:gpt-4o',
      collected_variables: { location: 'Hobart, TAS', climate_zone: '7', project_type: 'renovation', dwelling_type: 'townhouse' },
    });
    expect(answer.next_question).toMatch(/storeys/);
    const [request] = server.requests;
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('gpt-4o');
    const stored = await app.db.selectFrom('messages').select(['sender', 'model_used']).orderBy('id').execute();
    expect(stored).toEqual([
      { sender: 'user', model_used: null },
      { sender: 'assistant', model_used: 'openai:gpt-4o' },
    ]);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().advisor).toBe('openai');
  });

  it('falls back to the offline advisor when the key is missing, and says so', async () => {
    const { app } = await buildTestApp({ ADVISOR_PROVIDER: 'grok' });
    const answer = await chat(app, 'Are heat pumps a good option for my home?');
    expect(answer.model_used).toBe('local-advisor (fallback: grok missing_key)');
    expect(answer.citations.length).toBeGreaterThan(0);
  });

  it('falls back when the AI service fails, and keeps the conversation going', async () => {
    server = await startFakeOpenAIServer();
    server.respondWith({ type: 'status', status: 429, headers: { 'retry-after': '600' } });
    const { app } = await buildTestApp({ ADVISOR_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseURL });
    const answer = await chat(app, 'Should I get double glazing?');
    expect(answer.model_used).toMatch(/^local-advisor \(fallback: openai http_status 429\)$/);
    expect(answer.advice).toMatch(/glaz/i);
    expect(server.requests).toHaveLength(1);
  });

  it('refuses to start with an unknown ADVISOR_PROVIDER, naming the variable', async () => {
    await expect(buildTestApp({ ADVISOR_PROVIDER: 'skynet' })).rejects.toThrow(/ADVISOR_PROVIDER/);
  });
});
