import { describe, expect, it } from 'vitest';
import { buildTestApp, createConversation, visitorToken } from '../test/helper';

const send = (app: Awaited<ReturnType<typeof buildTestApp>>['app'], payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/reasoning-message', payload });

describe('POST /api/reasoning-message', () => {
  it('answers a reasoning answer from the advisor and stores both messages', async () => {
    const { app } = await buildTestApp();
    const conversationId = await createConversation(app, 'u', 'p');
    const response = await send(app, { projectId: 'p', projectIdType: 'project', userId: 'u', content: 'Should I get double glazing?', mode: 'chat', conversationId });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: expect.any(Number), conversationId, content: expect.stringMatching(/glaz/i) });
    expect(body.citations.length).toBeGreaterThan(0);
    const stored = await app.db.selectFrom('messages').select(['id', 'sender', 'content']).orderBy('id').execute();
    expect(stored.map((row) => row.sender)).toEqual(['user', 'assistant']);
    expect(stored[0]).toMatchObject({ id: body.userMessageId, content: 'Should I get double glazing?' });
    expect(stored[1]).toMatchObject({ id: body.id, content: body.content });
  });

  it('uses the newest conversation of the user when none is named, and 404s on another user\'s', async () => {
    const { app } = await buildTestApp();
    const visitor = await visitorToken(app, { userId: 'u' });
    const mine = await createConversation(app, 'u', 'p', visitor);
    const again = await app.inject({ method: 'POST', url: '/api/reasoning-message', payload: { projectId: 'p', userId: 'u', content: 'Hi' }, headers: visitor.headers });
    expect(again.json().conversationId).toBe(mine);
    const theirs = await createConversation(app, 'v', 'p');
    expect((await send(app, { projectId: 'p', userId: 'u', content: 'Hi', conversationId: theirs })).statusCode).toBe(404);
  });

  it.each([
    ['blank content', { projectId: 'p', userId: 'u', content: ' ' }],
    ['missing userId', { projectId: 'p', content: 'x' }],
    ['numeric projectId', { projectId: 1, userId: 'u', content: 'x' }],
  ])('answers 400 for %s', async (_case, payload) => {
    const { app } = await buildTestApp();
    const response = await send(app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_error');
  });
});
