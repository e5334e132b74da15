import { describe, expect, it } from 'vitest';
import { GREETING_ADVICE } from '../advisor/compose';
import { QUESTIONS } from '../advisor/policy';
import { buildTestApp, createConversation, postMessage, visitorToken } from '../test/helper';

describe('POST /api/conversations/message', () => {
  it('stores the message and the advisor\'s reply in a new conversation when the user has none', async () => {
    const { app } = await buildTestApp();
    const response = await postMessage(app, { content: 'Hello', projectId: 'p', userId: 'u' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const reply = `${GREETING_ADVICE}\n\n${QUESTIONS.location}`;
    expect(body).toMatchObject({ content: reply, citations: [] });
    expect(body.id).toBeGreaterThan(body.userMessageId);
    const stored = await app.db.selectFrom('messages').selectAll().orderBy('id').execute();
    expect(stored.map((row) => [row.sender, row.content])).toEqual([
      ['user', 'Hello'],
      ['assistant', reply],
    ]);
    expect(stored[1]?.model_used).toBe('local-advisor');
    const conversation = await app.db.selectFrom('conversations').selectAll().executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({ id: body.conversationId, user_id: 'u', project_id: 'p', message_count: 2 });
    expect(conversation.first_message_at).toBe(stored[0]?.timestamp);
    expect(conversation.last_message_at).toBe(stored[1]?.timestamp);
  });

  it('continues the newest conversation the visitor’s token reaches when no id is given; without a token, starts one', async () => {
    const { app } = await buildTestApp();
    const visitor = await visitorToken(app, { userId: 'u' });
    await createConversation(app, 'u', 'p', visitor);
    const newest = await createConversation(app, 'u', 'p', visitor);
    const withToken = await app.inject({ method: 'POST', url: '/api/conversations/message', payload: { content: 'Hi', projectId: 'p', userId: 'u' }, headers: visitor.headers });
    expect(withToken.json().conversationId).toBe(newest);
    // a caller who only claims the user id never lands in (or reads from) that user's conversation
    const claimed = await postMessage(app, { content: 'Hi', projectId: 'p', userId: 'u' });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().conversationId).not.toBe(newest);
    const other = await visitorToken(app, { userId: 'u' });
    const otherBrowser = await app.inject({ method: 'POST', url: '/api/conversations/message', payload: { content: 'Hi', projectId: 'p', userId: 'u' }, headers: other.headers });
    expect([newest, claimed.json().conversationId]).not.toContain(otherBrowser.json().conversationId);
  });

  it('answers 404 for a conversation of another user and stores nothing', async () => {
    const { app } = await buildTestApp();
    const id = await createConversation(app, 'owner', 'p');
    const response = await postMessage(app, { content: 'Hi', projectId: 'p', userId: 'intruder', conversationId: id });
    expect(response.statusCode).toBe(404);
    expect(await app.db.selectFrom('messages').selectAll().execute()).toEqual([]);
  });

  it.each([
    ['blank content', { content: '  \n ', projectId: 'p', userId: 'u' }, 'content must not be blank'],
    ['missing content', { projectId: 'p', userId: 'u' }, 'content is required'],
    ['numeric content (not coerced)', { content: 42, projectId: 'p', userId: 'u' }, 'content must be of type string'],
    ['content over 4000 characters', { content: 'a'.repeat(4001), projectId: 'p', userId: 'u' }, 'content must be at most 4000 characters'],
    ['a malformed conversation id', { content: 'x', projectId: 'p', userId: 'u', conversationId: 'abc' }, 'conversationId has an invalid format'],
  ])('answers 400 for %s and stores nothing', async (_case, payload, message) => {
    const { app } = await buildTestApp();
    const response = await postMessage(app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_error', message });
    expect(await app.db.selectFrom('messages').selectAll().execute()).toEqual([]);
  });

  it('answers a question with sourced advice and keeps what the visitor said about the project', async () => {
    const { app } = await buildTestApp();
    const first = await postMessage(app, { content: "We're renovating a house in Hobart", projectId: 'p', userId: 'u' });
    const conversationId = first.json().conversationId;
    const answer = await postMessage(app, {
      content: 'How much ceiling insulation do I need?',
      projectId: 'p',
      userId: 'u',
      conversationId,
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.citations[0]).toMatchObject({ type: 'knowledge', id: expect.stringContaining('insulation') });
    expect(body.content).toMatch(/insulation/i);
    const variables = await app.db.selectFrom('collected_variables').select(['name', 'value']).where('conversation_id', '=', conversationId).execute();
    expect(Object.fromEntries(variables.map((row) => [row.name, row.value]))).toMatchObject({
      location: 'Hobart, TAS',
      climate_zone: '7',
      project_type: 'renovation',
    });
  });
});
