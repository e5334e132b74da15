import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, createConversation, postMessage, visitorToken } from '../test/helper';
import { audioPart, multipartBody, upload } from '../test/multipart';
import type { App } from '../types';

const ids = [
  { name: 'projectId', value: 'project-123' },
  { name: 'userId', value: 'user-456' },
];

/** One request to each route that answers a chat turn. */
function chatTurns(app: App, conversationId: string): [string, () => Promise<LightMyRequestResponse>][] {
  const message = { content: 'Which insulation?', projectId: 'project-123', userId: 'user-456' };
  return [
    ['sales chat', () => app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: 'Hi' } })],
    ['conversation message', () => postMessage(app, message)],
    ['reasoning message', () => app.inject({ method: 'POST', url: '/api/reasoning-message', payload: message })],
    ['n8n webhook', () => app.inject({ method: 'POST', url: '/api/n8n/webhook', payload: { chatInput: 'Hi', sessionId: 'session-1' } })],
    ['widget voice message', () => upload(app, '/api/conversations/voice', multipartBody([audioPart(), ...ids]))],
    ['main chat voice message', () => upload(app, '/api/voice-messages', multipartBody([audioPart(), ...ids, { name: 'conversationId', value: conversationId }]))],
  ];
}

const count = async (app: App, table: 'messages' | 'feedback' | 'conversations' | 'leads') =>
  Number((await app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

function expectRateLimited(response: LightMyRequestResponse, what: string, message: RegExp) {
  expect(response.statusCode, what).toBe(429);
  expect(response.json(), what).toEqual({ error: 'rate_limited', message: expect.stringMatching(message) });
  expect(Number(response.headers['retry-after']), what).toBeGreaterThan(0);
}

describe('the chat budget (CHAT_RATE_LIMIT_PER_MINUTE)', () => {
  it('is one budget per client IP for every route that answers a turn: spreading over routes gains nothing', async () => {
    const { app } = await buildTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: '6', VOICE_RATE_LIMIT_PER_MINUTE: '0', CONVERSATION_RATE_LIMIT_PER_MINUTE: '0' });
    const conversationId = await createConversation(app);
    const turns = chatTurns(app, conversationId);
    for (const [what, send] of turns) expect((await send()).statusCode, what).not.toBe(429);
    const stored = await count(app, 'messages');
    for (const [what, send] of turns) expectRateLimited(await send(), what, /^Too many messages: try again in \d+ s$/);
    expect(await count(app, 'messages')).toBe(stored);

    // another client IP has a budget of its own
    const other = await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: 'Hi' }, remoteAddress: '203.0.113.9' });
    expect(other.statusCode).toBe(200);
  });
});

describe('budgets of their own', () => {
  it('voice uploads: dictation and voice messages share one budget, apart from the chat budget', async () => {
    const { app } = await buildTestApp({ VOICE_RATE_LIMIT_PER_MINUTE: '2', CHAT_RATE_LIMIT_PER_MINUTE: '50' });
    for (let index = 0; index < 2; index += 1) {
      // a recording's header and filler: heard as no audio (415), after the budget was spent
      expect((await upload(app, '/api/transcribe/audio', multipartBody([audioPart()]))).statusCode).toBe(415);
    }
    expectRateLimited(await upload(app, '/api/conversations/voice', multipartBody([audioPart(), ...ids])), 'voice message', /^Too many voice recordings/);
    expectRateLimited(await upload(app, '/api/transcribe/audio', multipartBody([audioPart()])), 'dictation', /^Too many voice recordings/);
    expect((await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: 'Hi' } })).statusCode).toBe(200);
  });

  it('feedback: a flood stores only the budget, and the chat goes on', async () => {
    const { app } = await buildTestApp({ FEEDBACK_RATE_LIMIT_PER_MINUTE: '2' });
    const { conversationId, id } = (await postMessage(app, { content: 'Which insulation?', projectId: 'p', userId: 'u' })).json();
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const payload = { conversationId, messageId: id, userFeedback: `feedback ${index}`, previousMessage: 'x'.repeat(20_000) };
      statuses.push((await app.inject({ method: 'POST', url: '/api/analysis/feedback', payload })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429, 429, 429]);
    expect(await count(app, 'feedback')).toBe(2);
    expect((await postMessage(app, { content: 'And windows?', projectId: 'p', userId: 'u' })).statusCode).toBe(200);
  });

  it('conversation creation', async () => {
    const { app } = await buildTestApp({ CONVERSATION_RATE_LIMIT_PER_MINUTE: '2' });
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await app.inject({ method: 'POST', url: '/api/conversations', payload: { userId: `u${index}`, projectId: 'p' } });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expectRateLimited(response, 'create', /^Too many new conversations/);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect(await count(app, 'conversations')).toBe(2);
  });

  it('one visitor token spread over many addresses spends one budget', async () => {
    const { app } = await buildTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' });
    const visitor = await visitorToken(app, { userId: 'u' });
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/optimized-sales/chat',
        payload: { message: 'Hi', userId: 'u' },
        headers: { ...visitor.headers, 'x-forwarded-for': `203.0.113.${index + 1}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
    // the same addresses without that token still have their own budgets
    const fresh = await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: 'Hi' }, headers: { 'x-forwarded-for': '203.0.113.1' } });
    expect(fresh.statusCode).toBe(200);
  });

  it('building details: PATCH and update-building-details share one budget', async () => {
    const { app } = await buildTestApp({ BUILDING_DETAILS_RATE_LIMIT_PER_MINUTE: '2' });
    const token = await visitorToken(app, { userId: 'user-456' });
    const id = await createConversation(app, 'user-456', 'project-123', token);
    const patch = (storeys: number) =>
      app.inject({ method: 'PATCH', url: `/api/conversations/${id}`, headers: token.headers, payload: { buildingDetails: JSON.stringify({ storeys }) } });
    const update = (storeys: number) =>
      app.inject({ method: 'POST', url: `/api/conversations/${id}/update-building-details`, headers: token.headers, payload: { buildingDetails: { storeys } } });
    expect((await patch(1)).statusCode).toBe(200);
    expect((await update(2)).statusCode).toBe(200);
    expectRateLimited(await patch(3), 'patch', /^Too many updates/);
    expectRateLimited(await update(4), 'update', /^Too many updates/);
    const row = await app.db.selectFrom('conversations').select('building_details').where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.building_details ?? '{}')).toEqual({ storeys: 2 });
  });

  it('leads', async () => {
    const { app } = await buildTestApp({ LEAD_RATE_LIMIT_PER_MINUTE: '1' });
    const { conversationId } = (await postMessage(app, { content: 'Hi', projectId: 'p', userId: 'u' })).json();
    const lead = (name: string) =>
      app.inject({ method: 'POST', url: '/api/optimized-sales/lead', payload: { name, email: 'sam@example.com', conversationId } });
    expect((await lead('Sam')).statusCode).toBe(201);
    expectRateLimited(await lead('Sam again'), 'lead', /^Too many requests/);
    expect(await count(app, 'leads')).toBe(1);
  });

  it('a budget of 0 is off: no limit and no bookkeeping', async () => {
    const { app } = await buildTestApp({ FEEDBACK_RATE_LIMIT_PER_MINUTE: '0', VOICE_RATE_LIMIT_PER_MINUTE: '0', CHAT_RATE_LIMIT_PER_MINUTE: '0' });
    const { conversationId } = (await postMessage(app, { content: 'Hi', projectId: 'p', userId: 'u' })).json();
    for (let index = 0; index < 5; index += 1) {
      const feedback = await app.inject({ method: 'POST', url: '/api/analysis/feedback', payload: { conversationId, messageId: 0, userFeedback: `note ${index}` } });
      expect(feedback.statusCode).toBe(201);
      expect(feedback.headers['x-ratelimit-limit']).toBeUndefined();
      const voice = await upload(app, '/api/transcribe/audio', multipartBody([audioPart()]));
      expect(voice.statusCode).toBe(415);
      expect(voice.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});
