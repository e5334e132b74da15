// @vitest-environment node
import { createApiClient } from '@energy-advisor/client';
import { describe, expect, it, vi } from 'vitest';
import { until, useStoreHarness } from '../test/store-harness';
import { DEFAULT_ASSISTANT_REPLY } from '@energy-advisor/contracts/constants';
import { NO_ADVICE_REPLY, reasoningReplyText, salesReplyText } from './reply-text';
import { TOASTS } from './toasts';
import { words } from '../test/toast-words';

const harness = useStoreHarness();
const { makeStore, seen } = harness;
const api = () => harness.api();
const OLD = '00000000-0000-4000-8000-000000000001';
const NEW = '00000000-0000-4000-8000-000000000002';

describe('conversation rules', () => {
  it('adopts the most recent conversation by createdAt, moves it to the project, loads its transcript sorted', async () => {
    api().seed({ id: NEW, projectId: 'other-project', userId: 'u1', createdAt: '2025-03-02T00:00:00.000Z' });
    api().seed({ id: OLD, projectId: 'p1', userId: 'u1', createdAt: '2025-03-01T00:00:00.000Z' });
    api().conversations.get(NEW)?.messages.push(
      { id: 2, sender: 'assistant', content: 'second', timestamp: '2025-03-02T10:00:01.000Z' },
      { id: 1, sender: 'user', content: 'first', timestamp: '2025-03-02T10:00:00.000Z' },
    );
    const { state, events } = makeStore();
    state().setOpen(true);
    await until(() => state().messages.length === 2);
    expect(state().conversationId).toBe(NEW);
    expect(state().messages.map((m) => m.content)).toEqual(['first', 'second']);
    expect(seen('PATCH', `/api/conversations/${NEW}`).map((r) => r.body)).toEqual([{ projectId: 'p1' }]);
    expect(events).toContainEqual({ type: 'conversation', conversationId: NEW });
    expect(seen('POST', '/api/conversations')).toHaveLength(0);
  });

  it('does not patch a conversation already on the project, and keeps the welcome message for an empty transcript', async () => {
    api().seed({ id: OLD, projectId: 'p1', userId: 'u1', createdAt: '2025-03-01T00:00:00.000Z' });
    const { state } = makeStore();
    state().setOpen(true);
    await until(() => seen('GET', `/api/conversations/${OLD}/transcript`).length === 1);
    expect(seen('PATCH', `/api/conversations/${OLD}`)).toHaveLength(0);
    expect(state().messages.map((m) => m.id)).toEqual(['welcome']);
  });

  it('creates a conversation only on first need, then sends the sales chat with it', async () => {
    const { state } = makeStore();
    state().setOpen(true);
    await until(() => seen('GET', '/api/conversations').length === 1);
    expect(seen('POST', '/api/conversations')).toHaveLength(0);
    await state().send('How do I insulate?');
    const [created] = seen('POST', '/api/conversations');
    expect(created?.body).toEqual({ projectId: 'p1', userId: 'u1' });
    const [chat] = seen('POST', '/api/optimized-sales/chat');
    expect(chat?.body).toEqual({ message: 'How do I insulate?', conversationId: state().conversationId, projectId: 'p1', userId: 'u1' });
  });

  it("'New Chat' creates a conversation, resets to the welcome message, tells the host and toasts", async () => {
    const { state, events } = makeStore({ open: true });
    await state().send('hello');
    const first = state().conversationId;
    await state().newChat();
    expect(state().conversationId).not.toBe(first);
    expect(state().messages.map((m) => m.id)).toEqual(['welcome']);
    expect(events.at(-1)).toEqual({ type: 'conversation', conversationId: state().conversationId });
    expect(state().toast).toMatchObject(TOASTS.newConversation);
  });

  it("'New Chat' failing shows 'Error starting new conversation' and keeps the conversation", async () => {
    const { state } = makeStore({ open: true });
    await state().send('hello');
    const first = state().conversationId;
    api().advisor.createStatus = 500;
    await state().newChat();
    expect(state().conversationId).toBe(first);
    expect(words(state().toast)).toMatchObject({ title: 'Error starting new conversation', variant: 'destructive' });
    expect(state().toast?.description).toMatch(/Something went wrong/);
  });
});

describe('sending', () => {
  it('ignores blank messages', async () => {
    const { state } = makeStore();
    await state().send('   \n ');
    expect(state().messages).toHaveLength(1);
    expect(api().requests).toHaveLength(0);
  });

  it('shows the advice joined with the next question, with citations, and the stored ids', async () => {
    const { state, events } = makeStore({ open: true });
    await state().send('  How do I insulate?  ');
    const [, user, reply] = state().messages;
    expect(user).toMatchObject({ sender: 'user', content: 'How do I insulate?' });
    expect(reply).toMatchObject({
      sender: 'assistant',
      content: 'Insulate the **ceiling** first.\n\nWhich town or city is your build in?',
      citations: api().advisor.citations,
      isAnimating: true,
    });
    expect(state().messages.slice(1).map((m) => m.id)).toEqual([1, 2]);
    expect(events.filter((e) => e.type === 'message')).toHaveLength(2);
    expect(state().pending).toBe(false);
    // The answer names the stored ids: the transcript is never read again to learn them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api().requests.filter((r) => r.path.endsWith('/transcript'))).toEqual([]);
  });

  it("says 'I understand…' when the advisor gives neither advice nor a question", async () => {
    api().advisor.advice = '';
    api().advisor.nextQuestion = '';
    const { state } = makeStore();
    await state().send('ok');
    expect(state().messages.at(-1)?.content).toBe(NO_ADVICE_REPLY);
  });

  it('falls back to the reasoning message silently, and shows its answer 1 s after it arrives', async () => {
    api().advisor.salesStatus = 500;
    const client = createApiClient({ baseUrl: api().baseUrl });
    let arrived = false;
    const sendReasoningMessage: typeof client.sendReasoningMessage = async (...args) => {
      const answer = await client.sendReasoningMessage(...args);
      arrived = true;
      return answer;
    };
    const { state } = makeStore({ client: { ...client, sendReasoningMessage }, delays: {} });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sending = state().send('Heat pumps?');
    await until(() => arrived);
    await vi.advanceTimersByTimeAsync(999);
    expect(state().messages).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await sending;
    expect(state().messages).toHaveLength(3);
    const [fallback] = seen('POST', '/api/reasoning-message');
    expect(fallback?.body).toMatchObject({ content: 'Heat pumps?', projectId: 'p1', userId: 'u1', projectIdType: 'project' });
    expect(state().messages.slice(-2)).toMatchObject([{ sender: 'user', id: 1 }, { sender: 'assistant', id: 2 }]);
    expect(state().toast).toBeNull();
  });

  it("toasts 'Failed to send message: …' when the fallback fails too", async () => {
    api().advisor.salesStatus = 500;
    api().advisor.reasoningStatus = 503;
    const { state } = makeStore();
    await state().send('hello');
    expect(words(state().toast)).toMatchObject({ title: 'Error', description: 'Failed to send message: Advisor unavailable' });
    expect(state().pending).toBe(false);
  });

  it('shows the default reply when an answer brings no text', () => {
    expect(salesReplyText(null)).toBe(DEFAULT_ASSISTANT_REPLY);
    expect(reasoningReplyText({ content: '  ' })).toBe(DEFAULT_ASSISTANT_REPLY);
    expect(DEFAULT_ASSISTANT_REPLY).toBe('Thanks for your message. How can I help with your energy efficiency needs today?');
    expect(salesReplyText({ advice: 'Seal gaps.', next_question: '' })).toBe('Seal gaps.');
  });
});

