// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { until, useStoreHarness } from '../test/store-harness';
import { TOASTS } from './toasts';
import { words } from '../test/toast-words';

const harness = useStoreHarness();
const { makeStore, seen } = harness;
const api = () => harness.api();
const OLD = '00000000-0000-4000-8000-000000000001';

describe('socket', () => {
  it('connects once open, sends client_ready and register, and closes on collapse', async () => {
    api().seed({ id: OLD, projectId: 'p1', userId: 'u1', createdAt: '2025-03-01T00:00:00.000Z' });
    const { state } = makeStore();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(api().openSockets()).toBe(0);
    state().setOpen(true);
    await until(() => api().frames.some((f) => (f as { type: string }).type === 'register'));
    expect(api().frames).toContainEqual(expect.objectContaining({ type: 'client_ready' }));
    expect(api().frames).toContainEqual(expect.objectContaining({ type: 'register', conversationId: OLD }));
    state().setOpen(false);
    await until(() => api().openSockets() === 0);
    expect(state().socketStatus).toBe('idle');
  });

  it('reconnects when the server goes away (1001: an API instance draining) and follows its conversation again', async () => {
    api().seed({ id: OLD, projectId: 'p1', userId: 'u1', createdAt: '2025-03-01T00:00:00.000Z' });
    const { state } = makeStore({ open: true });
    const registers = () => api().frames.filter((f) => (f as { type: string }).type === 'register');
    await until(() => registers().length === 1 && state().socketStatus === 'open');
    api().closeSockets(1001, 'Server going away');
    await until(() => state().socketStatus === 'reconnecting');
    // the client's first retry waits 2 s (SOCKET_RECONNECT)
    await until(() => registers().length === 2);
    expect(registers()[1]).toMatchObject({ type: 'register', conversationId: OLD });
    await until(() => state().socketStatus === 'open');
    expect(api().openSockets()).toBe(1);
  });

  it('streams the reply into one message, shows thinking stages, then reconciles with the HTTP answer', async () => {
    api().advisor.chunks = 4;
    const { store, state } = makeStore({ open: true });
    await until(() => state().socketStatus === 'open');
    const stages: (string | null)[] = [];
    const streaming: string[] = [];
    const unsubscribe = store.subscribe((s) => {
      stages.push(s.thinkingStage);
      const preview = s.messages.find((m) => m.isStreaming);
      if (preview) streaming.push(preview.content);
    });
    await state().send('How do I insulate?');
    unsubscribe();
    expect(stages).toContain('Finding your climate zone...');
    expect(streaming.length).toBeGreaterThanOrEqual(2);
    expect(streaming[0]!.length).toBeLessThan(streaming.at(-1)!.length);
    const assistants = state().messages.filter((m) => m.sender === 'assistant' && m.id !== 'welcome');
    expect(assistants).toHaveLength(1);
    expect(assistants[0]).toMatchObject({
      content: 'Insulate the **ceiling** first.\n\nWhich town or city is your build in?',
      isStreaming: false,
      isAnimating: false,
      citations: api().advisor.citations,
    });
    expect(state().messages.at(-1)?.id).toBe(2);
  });

  it('connects a socket still waiting its initial delay before the first turn, so the reply streams from its first words', async () => {
    api().advisor.chunks = 4;
    const { store, state } = makeStore({ open: true, delays: { socketConnectMs: 60_000, registerWaitMs: 5000 } });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(api().openSockets()).toBe(0);
    const streaming: string[] = [];
    const unsubscribe = store.subscribe((s) => {
      const preview = s.messages.find((m) => m.isStreaming);
      if (preview) streaming.push(preview.content);
    });
    await state().send('How do I insulate?');
    unsubscribe();
    expect(api().frames).toContainEqual(expect.objectContaining({ type: 'register', conversationId: state().conversationId }));
    // the first of the four chunks reached the widget
    const reply = 'Insulate the **ceiling** first.\n\nWhich town or city is your build in?';
    expect(streaming[0]).toBe(reply.slice(0, Math.ceil(reply.length / 4)));
  });

  it('ignores the completing chunk that arrives after the HTTP answer', async () => {
    api().advisor.chunks = 3;
    api().advisor.answerBeforeComplete = true;
    const { state } = makeStore({ open: true });
    await until(() => state().socketStatus === 'open');
    await state().send('Windows?');
    await new Promise((resolve) => setTimeout(resolve, 120));
    const assistants = state().messages.filter((m) => m.sender === 'assistant' && m.id !== 'welcome');
    expect(assistants).toHaveLength(1);
    expect(assistants[0]?.isStreaming).toBe(false);
  });
});

describe('feedback, voice and building details', () => {
  it('refuses blank feedback and feedback without a conversation with their toasts, then stores it', async () => {
    const { state } = makeStore({ open: true });
    state().openFeedback(state().messages[0]!);
    expect(await state().submitFeedback('  ')).toBe(false);
    expect(state().toast).toMatchObject(TOASTS.feedbackRequired);
    expect(await state().submitFeedback('Too vague')).toBe(false);
    expect(state().toast).toMatchObject(TOASTS.feedbackNoConversation);

    await state().send('How do I insulate?');
    state().openFeedback(state().messages.at(-1)!);
    expect(await state().submitFeedback(' Too vague ')).toBe(true);
    expect(state().toast).toMatchObject(TOASTS.feedbackSubmitted);
    expect(state().feedbackFor).toBeNull();
    expect(seen('POST', '/api/analysis/feedback')[0]?.body).toEqual({
      conversationId: state().conversationId,
      messageId: 2,
      userFeedback: 'Too vague',
      previousMessage: 'How do I insulate?',
    });
    api().advisor.feedbackStatus = 500;
    state().openFeedback(state().messages.at(-1)!);
    expect(await state().submitFeedback('again')).toBe(false);
    expect(state().toast).toMatchObject(TOASTS.feedbackFailed);
  });

  it('shows the transcription placeholder, then the voice error toast with the reason', async () => {
    const { state } = makeStore({ open: true });
    const sending = state().sendVoice(new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' }));
    await until(() => state().messages.some((m) => m.content === 'Transcribing voice message...'));
    await sending;
    expect(state().messages.some((m) => m.content === 'Transcribing voice message...')).toBe(false);
    expect(state().toast).toMatchObject(TOASTS.voiceFailed('Voice transcription is not configured on this server.'));
  });

  it('refuses to transcribe nothing, and reports a server message', async () => {
    const { state } = makeStore();
    expect(await state().transcribe(new Blob([]))).toBe('');
    expect(words(state().toast)).toMatchObject({ title: 'Transcription Error', description: 'No audio recorded.' });
    expect(await state().transcribe(new Blob([new Uint8Array([1])]))).toBe('');
    expect(words(state().toast)).toMatchObject({ title: 'Transcription Error', description: 'No API endpoint POST /api/transcribe/audio' });
  });

  it('updates building details only with a conversation', async () => {
    const { state } = makeStore();
    await state().setBuildingDetails({ storeys: 2 });
    expect(state().toast).toMatchObject(TOASTS.noConversation);
    await state().send('hi');
    await state().setBuildingDetails({ storeys: 2 });
    expect(state().toast).toMatchObject(TOASTS.buildingDetailsUpdated);
  });
});

describe('one store per widget', () => {
  it('keeps two widgets on a page apart', async () => {
    const one = makeStore({ userId: 'alice', open: true });
    const two = makeStore({ userId: 'bob', open: true });
    await one.state().send('Only for Alice');
    expect(two.state().messages.map((m) => m.id)).toEqual(['welcome']);
    expect(two.state().conversationId).toBeNull();
    one.state().notify(TOASTS.feedbackRequired);
    expect(two.state().toast).toBeNull();
    one.state().setMode('voice');
    expect(two.state().mode).toBe('text');
  });
});
