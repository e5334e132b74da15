import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_MP3, type FakeSpeechServer, startFakeSpeechServer } from '../speech/test/fake-speech-server';
import { FAKE_WAV } from '../speech/test/recording-speech';
import { audioPart, multipartBody, upload } from '../test/multipart';
import { buildVoiceTestApp } from './test/voice-app';

let server: FakeSpeechServer;
beforeAll(async () => {
  server = await startFakeSpeechServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.respondWith({ type: 'ok' });
});

const ids = [
  { name: 'projectId', value: 'project-123' },
  { name: 'userId', value: 'user-456' },
];

/** The app with SPEECH_PROVIDER=openai on the fake server, the offline stack (recording fakes) behind it. */
const keyedApp = (key = 'sk-speech') =>
  buildVoiceTestApp({ env: { SPEECH_PROVIDER: 'openai', SPEECH_API_KEY: key, SPEECH_BASE_URL: server.baseURL, SPEECH_DEADLINE_MS: '1000' } });

describe('the voice routes with keyed speech (SPEECH_PROVIDER=openai)', () => {
  it('hear and speak through the endpoint', async () => {
    const { app, stt, tts } = await keyedApp();
    const heard = await upload(app, '/api/transcribe/audio', multipartBody([audioPart()]));
    expect(heard.json()).toEqual({ success: true, text: 'What insulation do I need in Ballarat?' });
    const spoken = await app.inject({ method: 'GET', url: '/api/tts?text=Hello' });
    expect([spoken.statusCode, spoken.headers['content-type']]).toEqual([200, 'audio/mpeg']);
    expect(spoken.rawPayload.equals(FAKE_MP3)).toBe(true);
    expect(server.requests.map((request) => [request.path, request.authorization])).toEqual([
      ['/v1/audio/transcriptions', 'Bearer sk-speech'],
      ['/v1/audio/speech', 'Bearer sk-speech'],
    ]);
    expect(stt.calls).toEqual([]);
    expect(tts.calls).toEqual([]);
  });

  it.each([
    ['an invalid key', { type: 'status', status: 401 } as const],
    ['a stall', { type: 'stall' } as const],
    ['a malformed answer', { type: 'html' } as const],
  ])('answer from the offline stack after %s, never a 500', async (_case, behaviour) => {
    server.respondWith(behaviour);
    const { app, stt, tts } = await keyedApp();
    const turn = await upload(app, '/api/conversations/voice', multipartBody([audioPart(), ...ids]));
    expect(turn.statusCode).toBe(200);
    expect(turn.json().transcript).toBe('What insulation do I need in ballarat');
    expect(stt.calls).toHaveLength(1);
    const spoken = await app.inject({ method: 'GET', url: turn.json().audioUrl });
    expect([spoken.statusCode, spoken.headers['content-type']]).toEqual([200, 'audio/wav']);
    expect(spoken.rawPayload.equals(FAKE_WAV)).toBe(true);
    expect(tts.calls.length).toBeGreaterThan(0);
  });

  it('answer from the offline stack when the key is missing, without calling the endpoint', async () => {
    const { app } = await buildVoiceTestApp({ env: { SPEECH_PROVIDER: 'openai', SPEECH_BASE_URL: server.baseURL } });
    const heard = await upload(app, '/api/transcribe/audio', multipartBody([audioPart()]));
    expect(heard.json()).toEqual({ success: true, text: 'What insulation do I need in ballarat' });
    expect(server.requests).toEqual([]);
  });
});
