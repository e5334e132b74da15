import { describe, expect, it } from 'vitest';
import { isApiError } from './index';
import { formDataOf, json, useTestClient } from './test-server';

const CONVERSATION_ID = '0b9c1f7e-8a4d-4e2b-9c61-3f5d2a7b8e90';
const api = useTestClient();

describe('voice', () => {
  const audio = new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'audio/webm' });

  it('uploads audio for transcription as multipart field "audio"', async () => {
    api.reply = () => json({ success: true, text: 'hello' });
    await expect(api.client.transcribeAudio(audio)).resolves.toEqual({ success: true, text: 'hello' });
    const request = api.lastRequest();
    expect(request.url.pathname).toBe('/api/transcribe/audio');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const file = (await formDataOf(request)).get('audio');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('recording.webm');
    expect([...new Uint8Array(await (file as File).arrayBuffer())]).toEqual([1, 2, 3, 4]);
  });

  it('carries the server message of a failed transcription', async () => {
    api.reply = () => json({ error: 'unsupported_media_type', message: 'Audio format not supported' }, 415);
    const error = await api.client.transcribeAudio(audio).catch((e: unknown) => e);
    if (!isApiError(error)) throw new Error('expected an ApiError');
    expect(error.status).toBe(415);
    expect(error.userMessage).toBe('Audio format not supported');
  });

  it('uploads a voice message with its ids', async () => {
    api.reply = () => json({ id: 1, userMessageId: 2, transcript: 't', content: 'c', timestamp: 'now', citations: [] });
    await api.client.uploadVoiceMessage({ audio, conversationId: CONVERSATION_ID, projectId: 'p1', userId: 'u1' });
    const form = await formDataOf(api.lastRequest());
    expect(api.lastRequest().url.pathname).toBe('/api/voice-messages');
    expect((form.get('audio') as File).name).toMatch(/^voice-message-\d+\.webm$/);
    expect(form.get('conversationId')).toBe(CONVERSATION_ID);
    expect(form.get('projectId')).toBe('p1');
    expect(form.get('userId')).toBe('u1');
  });

  it('names the main chat voice message a .wav when it is WAV, and by its real format otherwise', async () => {
    const wav = new Blob([new Uint8Array([82, 73, 70, 70])], { type: 'audio/wav' });
    await api.client.uploadVoiceMessage({ audio: wav, conversationId: CONVERSATION_ID, projectId: 'p1', userId: 'u1' });
    const file = (await formDataOf(api.lastRequest())).get('audio') as File;
    expect(file.name).toMatch(/^voice-message-\d+\.wav$/);
    expect(file.type).toBe('audio/wav');

    await api.client.uploadVoiceMessage({ audio, conversationId: CONVERSATION_ID, projectId: 'p1', userId: 'u1' });
    const webm = (await formDataOf(api.lastRequest())).get('audio') as File;
    expect(webm.name).toMatch(/^voice-message-\d+\.webm$/);
    expect(webm.type).toBe('audio/webm');
  });

  it('names each recording format by its extension', async () => {
    const named = async (type: string) => {
      await api.client.transcribeAudio(new Blob([new Uint8Array([1])], type ? { type } : {}));
      return ((await formDataOf(api.lastRequest())).get('audio') as File).name;
    };
    api.reply = () => json({ success: true, text: 'hello' });
    expect(await named('audio/webm;codecs=opus')).toBe('recording.webm');
    expect(await named('audio/ogg;codecs=opus')).toBe('recording.ogg');
    expect(await named('audio/mp4')).toBe('recording.m4a');
    expect(await named('audio/mpeg')).toBe('recording.mp3');
    expect(await named('audio/wav')).toBe('recording.wav');
    expect(await named('')).toBe('recording.webm');
  });

  it('uploads a conversation voice message', async () => {
    await api.client.uploadConversationVoice({ audio, projectId: 'p1', userId: 'u1' });
    const form = await formDataOf(api.lastRequest());
    expect(api.lastRequest().url.pathname).toBe('/api/conversations/voice');
    expect(form.get('audio')).toBeInstanceOf(File);
    expect((form.get('audio') as File).name).toBe('recording.webm');
    expect(form.has('conversationId')).toBe(false);
  });

  it('answers text-to-speech as a Blob', async () => {
    api.reply = () => ({ body: new Uint8Array([73, 68, 51, 9]), headers: { 'content-type': 'audio/mpeg' } });
    const speech = await api.client.fetchSpeech({ text: 'G’day', projectId: 'p1', userId: 'u1' });
    expect(speech).toBeInstanceOf(Blob);
    expect(speech.type).toBe('audio/mpeg');
    expect([...new Uint8Array(await speech.arrayBuffer())]).toEqual([73, 68, 51, 9]);
    expect(Object.fromEntries(api.lastRequest().url.searchParams)).toEqual({ text: 'G’day', projectId: 'p1', userId: 'u1' });
  });
});
