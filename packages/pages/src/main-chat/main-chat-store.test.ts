import { ApiError } from '@energy-advisor/client';
import { DEFAULT_ASSISTANT_REPLY } from '@energy-advisor/contracts/constants';
import type { Conversation, SalesChatRequest, VoiceUploadAnswer } from '@energy-advisor/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONVERSATION_ID, deferred, salesAnswer } from '../test/fake-clients';
import { createMainChatStore } from './main-chat-store';
import { toastWords, type WidgetToast } from '@energy-advisor/widget/parts';

/** A toast as the visitor reads it (the widget's toasts are label keys until the toaster writes them). */
const shown = (toast: WidgetToast | null) => toast && { ...toastWords(toast), variant: toast.variant };

const notFound = () =>
  new ApiError(new Response('{"error":"not_found","message":"Conversation not found"}', { status: 404 }), new Request('http://api.test/'), {} as never, '{"error":"not_found","message":"Conversation not found"}');

/** What the default encoder stands in for in these tests: the recording as a WAV. */
const WAV = new Blob(['RIFF....WAVE'], { type: 'audio/wav' });

function setup(delays = { chipSendMs: 100, voiceReplyMs: 1500 }) {
  const client = {
    getConversation: vi.fn(async (): Promise<Conversation> => { throw notFound(); }),
    createConversation: vi.fn(async () => ({ id: CONVERSATION_ID, projectId: 'p', userId: 'u', createdAt: new Date().toISOString() })),
    sendSalesChat: vi.fn(async (_request: SalesChatRequest) => salesAnswer()),
    uploadVoiceMessage: vi.fn(async (): Promise<VoiceUploadAnswer> => ({
      userMessageId: 7,
      transcript: 'Is my roof good for solar?',
      id: 8,
      content: 'A north-facing roof suits solar panels.',
      timestamp: new Date().toISOString(),
      citations: [],
    })),
  };
  const events: unknown[] = [];
  const encodeVoice = vi.fn(async (_recording: Blob) => WAV);
  const store = createMainChatStore({
    client: client as never,
    socket: false,
    delays,
    encodeVoice,
    logger: { warn: () => {} },
    onEvent: (event) => events.push(event),
  });
  return { client, store, state: () => store.getState(), events, encodeVoice };
}

const texts = (messages: { sender: string; content: string }[]) => messages.map((message) => `${message.sender}: ${message.content}`);

afterEach(() => {
  vi.useRealTimers();
});

describe('the main chat', () => {
  it('falls back to default-user and demo-project and stays initial without history', async () => {
    const { client, state } = setup();
    await state().loadHistory();
    expect(client.getConversation).toHaveBeenCalledWith({ userId: 'default-user', projectId: 'demo-project' });
    expect(state()).toMatchObject({ view: 'initial', messages: [], conversationId: null });
  });

  it('turns active when the loaded history has messages, sorted by time', async () => {
    const { client, state } = setup();
    client.getConversation.mockResolvedValueOnce({
      id: CONVERSATION_ID,
      projectId: 'demo-project',
      userId: 'default-user',
      createdAt: '2026-01-01T00:00:00.000Z',
      messages: [
        { id: 2, content: 'Reply', sender: 'assistant', timestamp: '2026-01-01T00:00:02.000Z' },
        { id: 1, content: 'Question', sender: 'user', timestamp: '2026-01-01T00:00:01.000Z' },
      ],
    } as Conversation);
    await state().loadHistory();
    expect(state().view).toBe('active');
    expect(state().conversationId).toBe(CONVERSATION_ID);
    expect(texts(state().messages)).toEqual(['user: Question', 'assistant: Reply']);
  });

  it('joins advice and next question, or uses the fallback texts', async () => {
    const { client, state } = setup();
    client.sendSalesChat
      .mockResolvedValueOnce(salesAnswer({ advice: 'Advice.', next_question: 'Question?' }))
      .mockResolvedValueOnce(salesAnswer({ advice: '', next_question: ' ' }))
      .mockResolvedValueOnce(null as never);
    await state().send('One');
    await state().send('Two');
    await state().send('Three');
    expect(texts(state().messages).filter((text) => text.startsWith('assistant'))).toEqual([
      'assistant: Advice.\n\nQuestion?',
      'assistant: I understand. How else can I help you today?',
      `assistant: ${DEFAULT_ASSISTANT_REPLY}`,
    ]);
  });

  it('creates the conversation before the first turn and reuses it; blank text is not sent', async () => {
    const { client, state, events } = setup();
    await state().send('   ');
    expect(client.sendSalesChat).not.toHaveBeenCalled();
    expect(state().view).toBe('initial');
    await state().send('Hello');
    await state().send('Again');
    expect(client.createConversation).toHaveBeenCalledTimes(1);
    expect(client.sendSalesChat.mock.calls.map(([request]) => request)).toEqual([
      { message: 'Hello', conversationId: CONVERSATION_ID, userId: 'default-user', projectId: 'demo-project' },
      { message: 'Again', conversationId: CONVERSATION_ID, userId: 'default-user', projectId: 'demo-project' },
    ]);
    expect(state().view).toBe('active');
    expect(events).toContainEqual({ type: 'message', content: 'Hello' });
    expect(events).toContainEqual({ type: 'conversation', conversationId: CONVERSATION_ID });
  });

  it("shows the 'Connection Error' toast when the turn fails", async () => {
    const { client, state } = setup();
    client.sendSalesChat.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await state().send('Hello');
    expect(state().toast).toMatchObject({ title: 'Connection Error', description: 'Failed to send message. Please try again.', variant: 'destructive' });
    expect(state().pending).toBe(false);
    expect(texts(state().messages)).toEqual(['user: Hello']);
  });

  it('sends a suggestion 100 ms after the chip is pressed', async () => {
    vi.useFakeTimers();
    const { client, state } = setup();
    state().sendSuggestion('How can I reduce my energy bills?');
    await vi.advanceTimersByTimeAsync(99);
    expect(client.sendSalesChat).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(client.sendSalesChat).toHaveBeenCalledWith(expect.objectContaining({ message: 'How can I reduce my energy bills?' }));
  });

  it('voice: sent as WAV; the transcript as a user message, the typing indicator for 1.5 s, the reply, then the history', async () => {
    vi.useFakeTimers();
    const { client, state, encodeVoice } = setup();
    const audio = new Blob(['x'], { type: 'audio/webm' });
    const done = state().sendVoice(audio);
    expect(state()).toMatchObject({ transcribing: true, pending: false, view: 'initial' });
    await vi.advanceTimersByTimeAsync(0);
    expect(encodeVoice).toHaveBeenCalledWith(audio);
    expect(client.uploadVoiceMessage).toHaveBeenCalledWith({ audio: WAV, conversationId: CONVERSATION_ID, userId: 'default-user', projectId: 'demo-project' });
    expect(texts(state().messages)).toEqual(['user: Is my roof good for solar?']);
    expect(state().messages[0]!.id).toBe(7);
    expect(state()).toMatchObject({ transcribing: false, pending: true, view: 'active' });
    await vi.advanceTimersByTimeAsync(1499);
    expect(state().messages).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(texts(state().messages)).toEqual(['user: Is my roof good for solar?', 'assistant: A north-facing roof suits solar panels.']);
    expect(state().pending).toBe(false);
    expect(client.getConversation).toHaveBeenCalledTimes(1);
  });

  it("voice: the reply carries its spoken version, kept when the history is loaded again", async () => {
    const { client, state } = setup({ chipSendMs: 0, voiceReplyMs: 0 });
    client.uploadVoiceMessage.mockResolvedValueOnce({
      userMessageId: 7,
      transcript: 'Is my roof good for solar?',
      id: 8,
      content: 'A north-facing roof suits solar panels.',
      timestamp: '2026-01-01T00:00:02.000Z',
      citations: [],
      audioUrl: '/api/tts?text=A%20north-facing%20roof',
    });
    client.getConversation.mockResolvedValueOnce({
      id: CONVERSATION_ID,
      projectId: 'demo-project',
      userId: 'default-user',
      createdAt: '2026-01-01T00:00:00.000Z',
      messages: [
        { id: 7, content: 'Is my roof good for solar?', sender: 'user', timestamp: '2026-01-01T00:00:01.000Z' },
        { id: 8, content: 'A north-facing roof suits solar panels.', sender: 'assistant', timestamp: '2026-01-01T00:00:02.000Z' },
      ],
    } as Conversation);
    await state().sendVoice(new Blob(['x'], { type: 'audio/webm' }));
    expect(client.getConversation).toHaveBeenCalledTimes(1);
    expect(state().messages.map((message) => [message.id, message.audioUrl])).toEqual([
      [7, undefined],
      [8, '/api/tts?text=A%20north-facing%20roof'],
    ]);
  });

  it('voice: a recording that cannot be encoded as WAV is sent as recorded', async () => {
    const { client, state, encodeVoice } = setup({ chipSendMs: 0, voiceReplyMs: 0 });
    encodeVoice.mockRejectedValueOnce(new DOMException('Unable to decode audio data', 'EncodingError'));
    const audio = new Blob(['x'], { type: 'audio/ogg' });
    await state().sendVoice(audio);
    expect(client.uploadVoiceMessage).toHaveBeenCalledWith(expect.objectContaining({ audio }));
    expect(texts(state().messages)[0]).toBe('user: Is my roof good for solar?');
  });

  it("voice failure in the initial view: the 'Error' toast with the server's reason, and the initial view stays usable", async () => {
    const { client, state } = setup();
    const body = '{"error":"not_configured","message":"Speech-to-text is not configured on this server."}';
    const upload = deferred<VoiceUploadAnswer>();
    client.uploadVoiceMessage.mockReturnValueOnce(upload.promise);
    const sent = state().sendVoice(new Blob(['x']));
    await expect.poll(() => client.uploadVoiceMessage.mock.calls.length).toBe(1);
    // While the upload is under way the screen does not change; nothing else can be sent.
    expect(state()).toMatchObject({ view: 'initial', messages: [], transcribing: true });
    await state().send('Hello');
    expect(client.sendSalesChat).not.toHaveBeenCalled();
    upload.reject(new ApiError(new Response(body, { status: 503 }), new Request('http://api.test/'), {} as never, body));
    await sent;
    expect(shown(state().toast)).toMatchObject({ title: 'Error', description: 'Failed to process voice message: Speech-to-text is not configured on this server.', variant: 'destructive' });
    expect(state()).toMatchObject({ view: 'initial', messages: [], pending: false, transcribing: false });
    await state().send('Hello');
    expect(client.sendSalesChat).toHaveBeenCalledTimes(1);
  });

  it('voice failure in the active view keeps every message; a blank transcript is a failure and passes nothing on', async () => {
    const { client, state, events } = setup();
    await state().send('Hello');
    const before = texts(state().messages);
    client.uploadVoiceMessage.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await state().sendVoice(new Blob(['x']));
    expect(shown(state().toast)).toMatchObject({ title: 'Error', description: 'Failed to process voice message: Failed to fetch' });
    expect(texts(state().messages)).toEqual(before);
    expect(state().view).toBe('active');

    client.uploadVoiceMessage.mockResolvedValueOnce({ userMessageId: 9, transcript: '  ', id: 10, content: 'Sorry?', timestamp: '', citations: [] });
    const eventsBefore = events.length;
    await state().sendVoice(new Blob(['x']));
    expect(shown(state().toast)).toMatchObject({ title: 'Error', description: 'Failed to process voice message: Transcription failed' });
    expect(texts(state().messages)).toEqual(before);
    expect(events.slice(eventsBefore)).toEqual([]);
    expect(state()).toMatchObject({ pending: false, transcribing: false });
  });

  it('a new user or project from the parent window reloads the history', async () => {
    const { client, state, events } = setup();
    await state().send('Hello');
    state().setIdentity({ userId: 'user-456' });
    await Promise.resolve();
    expect(state()).toMatchObject({ userId: 'user-456', projectId: 'demo-project', conversationId: null, messages: [] });
    expect(client.getConversation).toHaveBeenLastCalledWith({ userId: 'user-456', projectId: 'demo-project' });
    expect(events.at(-1)).toEqual({ type: 'conversation', conversationId: null });
    state().setIdentity({ projectId: 'demo-project' });
    expect(client.getConversation).toHaveBeenCalledTimes(1);
  });

  it('tells the visitor session who is chatting, and looks for history again when an identity token arrives', async () => {
    const { client, store } = setup();
    const visitor = { setUser: vi.fn(), token: vi.fn(), rejected: vi.fn(), current: vi.fn() };
    const withVisitor = createMainChatStore({ client: { ...client, visitor } as never, socket: false, userId: 'user-456', logger: { warn: () => {} } });
    expect(visitor.setUser).toHaveBeenLastCalledWith({ userId: 'user-456', identityToken: undefined });
    withVisitor.getState().setIdentity({ identityToken: 'header.payload.signature' });
    expect(visitor.setUser).toHaveBeenLastCalledWith({ userId: 'user-456', identityToken: 'header.payload.signature' });
    await expect.poll(() => client.getConversation.mock.calls.length).toBe(1);
    withVisitor.getState().setIdentity({ userId: 'user-789' });
    expect(visitor.setUser).toHaveBeenLastCalledWith({ userId: 'user-789', identityToken: 'header.payload.signature' });
    expect(store.getState().userId).toBe('default-user');
  });
});
