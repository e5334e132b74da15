import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VoiceUploadAnswer } from '@energy-advisor/contracts';
import { CONVERSATION_ID, fakeClient } from '../test/fake-client';
import { TOASTS } from './toasts';
import type { WidgetEvent } from './types';
import { createWidgetStore } from './widget-store';
import { words } from '../test/toast-words';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const answer = (changes: Partial<VoiceUploadAnswer> = {}): VoiceUploadAnswer => ({
  userMessageId: 31,
  transcript: 'how do i improve my star rating',
  id: 32,
  content: 'Start with ceiling insulation and draught sealing.',
  timestamp: '2026-01-01T10:00:00.000Z',
  citations: [],
  audioUrl: '/api/tts?text=Start%20with%20ceiling%20insulation',
  ...changes,
});

function setup(upload: () => Promise<VoiceUploadAnswer>) {
  const client = fakeClient({ uploadConversationVoice: vi.fn(upload) });
  const events: WidgetEvent[] = [];
  const store = createWidgetStore({
    client,
    projectId: 'p1',
    userId: 'u1',
    socket: false,
    logger: { warn: () => {} },
    onEvent: (event) => events.push(event),
  });
  const texts = () => store.getState().messages.filter((message) => message.id !== 'welcome').map((message) => `${message.sender}: ${message.content}`);
  return { client, store, state: () => store.getState(), texts, events };
}

const audio = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'audio/webm;codecs=opus' });

describe('a voice message from the widget', () => {
  it("shows 'Transcribing voice message...', then the transcript, then after 1.5 s the reply with its spoken version", async () => {
    let resolveUpload!: (value: VoiceUploadAnswer) => void;
    const { client, state, texts, events } = setup(() => new Promise((resolve) => (resolveUpload = resolve)));
    const sent = state().sendVoice(audio);
    await vi.advanceTimersByTimeAsync(0);
    expect(texts()).toEqual(['user: Transcribing voice message...']);
    expect(state().pending).toBe(true);
    expect(client.uploadConversationVoice).toHaveBeenCalledWith({ audio, projectId: 'p1', userId: 'u1', conversationId: CONVERSATION_ID });
    const placeholderKey = state().messages.at(-1)!.key;
    // The host hears of the message only once its words are known.
    expect(events.filter((event) => event.type === 'message')).toEqual([]);

    resolveUpload(answer());
    await vi.advanceTimersByTimeAsync(0);
    expect(texts()).toEqual(['user: how do i improve my star rating']);
    expect(state().messages.at(-1)).toMatchObject({ id: 31, key: placeholderKey });
    expect(events.filter((event) => event.type === 'message')).toEqual([
      { type: 'message', message: expect.objectContaining({ id: 31, content: 'how do i improve my star rating', sender: 'user' }) },
    ]);
    await vi.advanceTimersByTimeAsync(1499);
    expect(texts()).toHaveLength(1);
    expect(state().pending).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await sent;
    expect(texts()).toEqual(['user: how do i improve my star rating', 'assistant: Start with ceiling insulation and draught sealing.']);
    expect(state().messages.at(-1)).toMatchObject({ id: 32, audioUrl: '/api/tts?text=Start%20with%20ceiling%20insulation' });
    expect(state().pending).toBe(false);
  });

  it('a blank transcript is a failure: the placeholder goes, nothing is passed on, the Error toast says why', async () => {
    const { state, texts, events } = setup(async () => answer({ transcript: '   ' }));
    await state().sendVoice(audio);
    expect(texts()).toEqual([]);
    expect(events.filter((event) => event.type === 'message')).toEqual([]);
    expect(words(state().toast)).toEqual({ title: 'Error', description: 'Failed to process voice message: Transcription failed', variant: 'destructive' });
    expect(state().pending).toBe(false);
  });

  it("a failed upload removes the placeholder and shows the server's reason", async () => {
    const { state, texts } = setup(async () => {
      throw Object.assign(new Error('503'), { userMessage: 'Speech recognition is busy. Please try again in a few seconds.' });
    });
    await state().sendVoice(audio);
    expect(texts()).toEqual([]);
    expect(state().toast).toMatchObject(TOASTS.voiceFailed('Speech recognition is busy. Please try again in a few seconds.'));
  });
});
