import { describe, expect, it } from 'vitest';
import { buildTestApp, postMessage } from '../test/helper';
import { FEEDBACK_REPEAT_WINDOW_MS } from '../storage/storage';

async function conversationWithReply() {
  const { app } = await buildTestApp();
  const answer = (await postMessage(app, { content: 'Which insulation?', projectId: 'p', userId: 'u' })).json();
  return { app, conversationId: answer.conversationId as string, replyId: answer.id as number };
}

const feedback = (app: Awaited<ReturnType<typeof buildTestApp>>['app'], payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/analysis/feedback', payload });

describe('POST /api/analysis/feedback', () => {
  it('stores the feedback attached to the message', async () => {
    const { app, conversationId, replyId } = await conversationWithReply();
    const response = await feedback(app, {
      conversationId,
      messageId: replyId,
      userFeedback: '  Please mention R-values.  ',
      previousMessage: 'Which insulation?',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, messageId: replyId });
    const row = await app.db.selectFrom('feedback').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      conversation_id: conversationId,
      message_id: replyId,
      user_feedback: 'Please mention R-values.',
      previous_message: 'Which insulation?',
    });
  });

  it('extracts the digits of a string message id', async () => {
    const { app, conversationId, replyId } = await conversationWithReply();
    const response = await feedback(app, { conversationId, messageId: `msg-${replyId}`, userFeedback: 'Good' });
    expect(response.statusCode).toBe(201);
    expect(response.json().messageId).toBe(replyId);
  });

  it('stores feedback against the conversation only when the id has no digits', async () => {
    const { app, conversationId } = await conversationWithReply();
    const response = await feedback(app, { conversationId, messageId: 'assistant', userFeedback: 'Too long' });
    expect(response.statusCode).toBe(201);
    expect(response.json().messageId).toBe(0);
    const row = await app.db.selectFrom('feedback').selectAll().executeTakeFirstOrThrow();
    expect(row.message_id).toBeNull();
  });

  it('answers 404 for an unknown conversation or a message of another conversation', async () => {
    const { app, replyId } = await conversationWithReply();
    const other = (await postMessage(app, { content: 'x', projectId: 'q', userId: 'v' })).json().conversationId;
    const unknownConversation = await feedback(app, {
      conversationId: '00000000-0000-4000-8000-000000000000',
      messageId: replyId,
      userFeedback: 'x',
    });
    expect(unknownConversation.statusCode).toBe(404);
    expect(unknownConversation.json().message).toBe('Conversation not found');
    const foreignMessage = await feedback(app, { conversationId: other, messageId: replyId, userFeedback: 'x' });
    expect(foreignMessage.statusCode).toBe(404);
    expect(foreignMessage.json().message).toBe('Message not found');
    expect(await app.db.selectFrom('feedback').selectAll().execute()).toEqual([]);
  });

  it.each([
    ['blank feedback', { userFeedback: '   ' }, 'userFeedback must not be blank'],
    ['missing feedback', { userFeedback: undefined }, 'userFeedback is required'],
    ['a missing conversation id', { conversationId: undefined }, 'conversationId is required'],
    ['a boolean message id', { messageId: true }, 'messageId must be a whole number'],
    ['a negative message id', { messageId: -1 }, 'messageId must be >= 0'],
  ])('answers 400 for %s', async (_case, override, message) => {
    const { app, conversationId, replyId } = await conversationWithReply();
    const payload = { conversationId, messageId: replyId, userFeedback: 'ok', ...override };
    const response = await feedback(app, JSON.parse(JSON.stringify(payload)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_error', message });
  });
});

describe('feedback sent twice', () => {
  it('with the same Idempotency-Key: stored once, the first answer replayed', async () => {
    const { app, conversationId, replyId } = await conversationWithReply();
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/analysis/feedback',
        headers: { 'idempotency-key': 'feedback-1' },
        payload: { conversationId, messageId: replyId, userFeedback: 'Good answer' },
      });
    const answers = [await send(), await send(), await send()];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[2]?.headers['idempotent-replayed']).toBe('true');
    expect(await app.db.selectFrom('feedback').selectAll().execute()).toHaveLength(1);
  });

  it('without a key, the same feedback shortly after (even at once): stored once, answered 200 with the stored row', async () => {
    const { app, conversationId, replyId } = await conversationWithReply();
    const payload = { conversationId, messageId: replyId, userFeedback: 'Too long' };
    const first = await feedback(app, payload);
    const [again, atOnce] = await Promise.all([feedback(app, { ...payload, userFeedback: '  Too long ' }), feedback(app, payload)]);
    expect(first.statusCode).toBe(201);
    for (const repeat of [again, atOnce]) {
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json()).toEqual(first.json());
    }
    expect(await app.db.selectFrom('feedback').selectAll().execute()).toHaveLength(1);
    // other words, or another message, are other feedback
    expect((await feedback(app, { ...payload, userFeedback: 'Too short' })).statusCode).toBe(201);
    expect((await feedback(app, { ...payload, messageId: 0 })).statusCode).toBe(201);
    expect(await app.db.selectFrom('feedback').selectAll().execute()).toHaveLength(3);
  });

  it('the same feedback after the repeat window is stored again (by an injected clock)', async () => {
    const { app, conversationId } = await conversationWithReply();
    const input = { conversationId, messageId: null, userFeedback: 'Useful', previousMessage: null };
    const start = Date.parse('2026-11-25T10:00:00.000Z');
    const save = (at: number) => app.storage.saveFeedbackOnce(input, new Date(at));
    expect(await save(start)).toMatchObject({ created: true });
    expect(await save(start + FEEDBACK_REPEAT_WINDOW_MS)).toMatchObject({ created: false });
    expect(await save(start + FEEDBACK_REPEAT_WINDOW_MS + 1)).toMatchObject({ created: true });
  });
});
