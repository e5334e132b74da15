import { describe, expect, it } from 'vitest';
import { VOICE_GREETING } from '@energy-advisor/contracts';
import { SpeechError } from '../speech/speech';
import { FAKE_WAV, recordingTextToSpeech } from '../speech/test/recording-speech';
import { createConversation, postMessage } from '../test/helper';
import { listen } from '../test/raw-http';
import { audioPart, multipartBody, upload } from '../test/multipart';
import type { App } from '../types';
import { NOTHING_TO_SAY_MESSAGE, byteRange } from './speech-audio';
import { buildVoiceTestApp } from './test/voice-app';

const ids = [
  { name: 'projectId', value: 'project-123' },
  { name: 'userId', value: 'user-456' },
];

/** A voice turn: its answer (with the reply's audioUrl). */
async function voiceTurn(app: App) {
  const response = await upload(app, '/api/conversations/voice', multipartBody([audioPart(), ...ids]));
  expect(response.statusCode).toBe(200);
  return response.json<{ id: number; userMessageId: number; conversationId: string; content: string; audioUrl: string }>();
}

describe('GET /api/tts', () => {
  it('answers the text spoken, as audio, and renders a text only once', async () => {
    const { app, tts } = await buildVoiceTestApp();
    const first = await app.inject({ method: 'GET', url: '/api/tts?text=G%27day%20mate&projectId=demo-project&userId=test-user' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/wav');
    expect(first.headers['content-length']).toBe(String(FAKE_WAV.length));
    expect(first.headers['accept-ranges']).toBe('bytes');
    expect(first.rawPayload.equals(FAKE_WAV)).toBe(true);
    const second = await app.inject({ method: 'GET', url: '/api/tts?text=G%27day%20mate' });
    expect(second.rawPayload.equals(FAKE_WAV)).toBe(true);
    expect(tts.calls.map((call) => call.text)).toEqual(["G'day mate"]);
  });

  it('speaks the greeting at start, once the server listens, and serves it from the cache', async () => {
    const { app, tts } = await buildVoiceTestApp();
    expect(tts.calls).toEqual([]);
    await listen(app);
    await expect.poll(() => tts.calls.map((call) => call.text)).toEqual([VOICE_GREETING]);
    const greeting = await app.inject({ method: 'GET', url: `/api/tts?text=${encodeURIComponent(VOICE_GREETING)}` });
    expect(greeting.statusCode).toBe(200);
    expect(tts.calls).toHaveLength(1);
  });

  it('answers 400 for a blank or missing text, and for a text with nothing to say out loud', async () => {
    const { app, tts } = await buildVoiceTestApp();
    const blank = await app.inject({ method: 'GET', url: '/api/tts?text=%20%20' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'validation_error', message: 'text must not be blank' });
    const missing = await app.inject({ method: 'GET', url: '/api/tts' });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'text is required']);
    const nothing = await app.inject({ method: 'GET', url: `/api/tts?text=${encodeURIComponent('🙂 https://example.com')}` });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ error: 'bad_request', message: NOTHING_TO_SAY_MESSAGE });
    expect(tts.calls).toEqual([]);
  });

  it('answers 503 naming the Debian package when there is no voice here', async () => {
    const tts = recordingTextToSpeech({ available: false, unavailableReason: 'flite is not installed (Debian package flite)' });
    const { app } = await buildVoiceTestApp({ tts });
    const response = await app.inject({ method: 'GET', url: '/api/tts?text=Hello' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'not_configured',
      message: 'Text-to-speech is not available on this server: it needs the Debian package flite (npm start installs it when it can); flite is not installed (Debian package flite).',
    });
  });

  it('answers 503 with Retry-After while the voice is busy, and renders again once it is free', async () => {
    const { app, tts } = await buildVoiceTestApp();
    tts.respondWith({ error: new SpeechError('busy', 'busy', 1) });
    const busy = await app.inject({ method: 'GET', url: '/api/tts?text=Hello' });
    expect([busy.statusCode, busy.headers['retry-after'], busy.json().error]).toEqual([503, '1', 'service_unavailable']);
    tts.respondWith({ answer: {} });
    expect((await app.inject({ method: 'GET', url: '/api/tts?text=Hello' })).statusCode).toBe(200);
  });

  it('spends from the voice budget', async () => {
    const { app } = await buildVoiceTestApp({ env: { VOICE_RATE_LIMIT_PER_MINUTE: '1' } });
    expect((await app.inject({ method: 'GET', url: '/api/tts?text=Hello' })).statusCode).toBe(200);
    const limited = await app.inject({ method: 'GET', url: '/api/tts?text=Hello' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/conversations/{id}/messages/{messageId}/audio', () => {
  it('speaks a voice reply: its audioUrl answers the reply\'s text as audio, rendered once, playable from a host page', async () => {
    const { app, tts } = await buildVoiceTestApp();
    const turn = await voiceTurn(app);
    // rendered ahead, as soon as the turn was stored
    await expect.poll(() => tts.calls.map((call) => call.text)).toEqual([turn.content]);
    const response = await app.inject({ method: 'GET', url: turn.audioUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    expect(response.rawPayload.equals(FAKE_WAV)).toBe(true);
    expect(tts.calls).toHaveLength(1);
  });

  it('speaks any assistant message of the conversation, and answers 404 for one of another conversation, a visitor\'s message or none', async () => {
    const { app } = await buildVoiceTestApp();
    const conversationId = await createConversation(app);
    const typed = (await postMessage(app, { content: 'How do I insulate my ceiling?', projectId: 'project-123', userId: 'user-456', conversationId })).json();
    const spoken = await app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/messages/${typed.id}/audio` });
    expect(spoken.statusCode).toBe(200);

    const other = await createConversation(app, 'someone-else');
    for (const url of [
      `/api/conversations/${other}/messages/${typed.id}/audio`,
      `/api/conversations/${conversationId}/messages/${typed.userMessageId}/audio`,
      `/api/conversations/${conversationId}/messages/999999/audio`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: 'not_found', message: 'Message not found' });
    }
    for (const url of [`/api/conversations/abc/messages/${typed.id}/audio`, `/api/conversations/${conversationId}/messages/x1/audio`, `/api/conversations/${conversationId}/messages/0/audio`]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });

  it('answers the byte range a media element asks for', async () => {
    const { app } = await buildVoiceTestApp();
    const turn = await voiceTurn(app);
    const part = await app.inject({ method: 'GET', url: turn.audioUrl, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${FAKE_WAV.length}`);
    expect(part.rawPayload.equals(FAKE_WAV.subarray(100, 200))).toBe(true);
    const outside = await app.inject({ method: 'GET', url: turn.audioUrl, headers: { range: `bytes=${FAKE_WAV.length}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${FAKE_WAV.length}`);
  });

  it('answers 503 naming the package when there is no voice, and the message stays as stored', async () => {
    const { app, tts } = await buildVoiceTestApp();
    const turn = await voiceTurn(app);
    tts.respondWith({ error: new SpeechError('failed', 'flite exited with 1') });
    // a new text, so the cache does not answer
    const conversationId = turn.conversationId;
    const typed = (await postMessage(app, { content: 'And my walls?', projectId: 'project-123', userId: 'user-456', conversationId })).json();
    const failed = await app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/messages/${typed.id}/audio` });
    expect([failed.statusCode, failed.json()]).toEqual([503, { error: 'service_unavailable', message: 'The text could not be spoken just now: please try again.' }]);
    const stored = await app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/transcript` });
    expect(stored.json()).toHaveLength(4);
  });
});

describe('byteRange', () => {
  it.each([
    [undefined, undefined],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=50-10', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=0-1,5-9', undefined],
    ['items=0-1', undefined],
    ['bytes=-', undefined],
  ])('%s of 1000 bytes → %j', (header, range) => {
    expect(byteRange(header, 1000)).toEqual(range);
  });
});
