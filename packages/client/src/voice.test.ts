import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, isApiError, type ApiClient } from './index';
import { formDataOf, json, startTestServer, type RecordedRequest, type TestReply, type TestServer } from './test-server';

const CONVERSATION_ID = '0b9c1f7e-8a4d-4e2b-9c61-3f5d2a7b8e90';
let server: TestServer;
let client: ApiClient;
let reply: (request: RecordedRequest) => TestReply;

beforeEach(async () => {
  reply = () => json({ ok: true });
  server = await startTestServer((request) => reply(request));
  client = createApiClient({ baseUrl: server.baseUrl });
});

afterEach(() => server.close());

const lastRequest = (): RecordedRequest => {
  const request = server.requests.at(-1);
  if (request === undefined) throw new Error('the server saw no request');
  return request;
};

describe('voice', () => {
  const audio = new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'audio/webm' });

  it('uploads audio for transcription as multipart field "audio"', async () => {
    reply = () => json({ success: true, text: 'hello' });
    await expect(client.transcribeAudio(audio)).resolves.toEqual({ success: true, text: 'hello' });
    const request = lastRequest();
    expect(request.url.pathname).toBe('/api/transcribe/audio');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const file = (await formDataOf(request)).get('audio');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('recording.webm');
    expect([...new Uint8Array(await (file as File).arrayBuffer())]).toEqual([1, 2, 3, 4]);
  });

  it('carries the server message of a failed transcription', async () => {
    reply = () => json({ error: 'unsupported_media_type', message: 'Audio format not supported' }, 415);
    const error = await client.transcribeAudio(audio).catch((e: unknown) => e);
    if (!isApiError(error)) throw new Error('expected an ApiError');
    expect(error.status).toBe(415);
    expect(error.userMessage).toBe('Audio format not supported');
  });

  it('uploads a voice message with its ids', async () => {
    reply = () => json({ id: 1, userMessageId: 2, transcript: 't', content: 'c', timestamp: 'now', citations: [] });
    await client.uploadVoiceMessage({ audio, conversationId: CONVERSATION_ID, projectId: 'p1', userId: 'u1' });
    const form = await formDataOf(lastRequest());
    expect(lastRequest().url.pathname).toBe('/api/voice-messages');
    expect((form.get('audio') as File).name).toMatch(/^voice-message-\d+\.wav$/);
    expect(form.get('conversationId')).toBe(CONVERSATION_ID);
    expect(form.get('projectId')).toBe('p1');
    expect(form.get('userId')).toBe('u1');
  });

  it('uploads a conversation voice message', async () => {
    await client.uploadConversationVoice({ audio, projectId: 'p1', userId: 'u1' });
    const form = await formDataOf(lastRequest());
    expect(lastRequest().url.pathname).toBe('/api/conversations/voice');
    expect(form.get('audio')).toBeInstanceOf(File);
    expect(form.has('conversationId')).toBe(false);
  });

  it('answers text-to-speech as a Blob', async () => {
    reply = () => ({ body: new Uint8Array([73, 68, 51, 9]), headers: { 'content-type': 'audio/mpeg' } });
    const speech = await client.fetchSpeech({ text: 'G’day', projectId: 'p1', userId: 'u1' });
    expect(speech).toBeInstanceOf(Blob);
    expect(speech.type).toBe('audio/mpeg');
    expect([...new Uint8Array(await speech.arrayBuffer())]).toEqual([73, 68, 51, 9]);
    expect(Object.fromEntries(lastRequest().url.searchParams)).toEqual({ text: 'G’day', projectId: 'p1', userId: 'u1' });
  });
});
