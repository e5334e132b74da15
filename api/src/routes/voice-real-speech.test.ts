import { describe, expect, it } from 'vitest';
import { VOICE_GREETING } from '@energy-advisor/contracts';
import { createFliteTextToSpeech } from '../speech/tts/flite-tts';
import { buildTestApp } from '../test/helper';
import { listen } from '../test/raw-http';
import { type Part, multipartBody, upload, webm } from '../test/multipart';
import type { App } from '../types';

/** A question spoken by flite's awb voice (not the server's own), as a WAV upload. */
async function spokenQuestion(text: string): Promise<Part> {
  const voice = await createFliteTextToSpeech({ voice: 'awb' });
  try {
    const { audio } = await voice.synthesize(text);
    return { name: 'audio', filename: 'voice-message.wav', type: 'audio/wav', data: audio };
  } finally {
    await voice.close();
  }
}

/** A WAV of `seconds` of silence, 16 kHz mono. */
function silence(seconds: number): Buffer {
  const data = seconds * 16_000 * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data)]);
}

const ids: Part[] = [
  { name: 'projectId', value: 'demo-project' },
  { name: 'userId', value: 'test-user' },
];

async function json(app: App, url: string, parts: Part[]) {
  const response = await upload(app, url, multipartBody(parts));
  return { status: response.statusCode, body: response.json() };
}

/** Real recognition and rendering take seconds each on a busy 2-core machine. */
const REAL_SPEECH_TIMEOUT_MS = 90_000;

/**
 * The voice routes on the real offline stack (Debian flite and pocketsphinx, which `npm test` and
 * CI install): what a server started with no settings does.
 */
describe('voice on the real offline stack', () => {
  it('speaks the greeting as a WAV of a few seconds, the same bytes each time', async () => {
    const { app } = await buildTestApp();
    expect(app.speech.tts).toMatchObject({ name: 'flite:rms', available: true });
    await listen(app);
    const response = await app.inject({ method: 'GET', url: `/api/tts?text=${encodeURIComponent(VOICE_GREETING)}&projectId=demo-project&userId=test-user` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    const wav = response.rawPayload;
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    const seconds = wav.readUInt32LE(40) / (wav.readUInt32LE(24) * 2);
    expect(seconds).toBeGreaterThan(3);
    expect(seconds).toBeLessThan(10);
    const again = await app.inject({ method: 'GET', url: `/api/tts?text=${encodeURIComponent(VOICE_GREETING)}` });
    expect(again.rawPayload.equals(wav)).toBe(true);
  }, REAL_SPEECH_TIMEOUT_MS);

  it('hears a spoken question, answers it as a chat turn, and speaks the reply at its audioUrl', async () => {
    const { app } = await buildTestApp();
    const question = await spokenQuestion('What insulation do I need in Ballarat?');

    const dictated = await json(app, '/api/transcribe/audio', [question]);
    expect(dictated.status).toBe(200);
    expect(dictated.body.success).toBe(true);
    expect(dictated.body.text.toLowerCase()).toMatch(/insulation/);

    const turn = await json(app, '/api/conversations/voice', [question, ...ids]);
    expect(turn.status).toBe(200);
    expect(turn.body.transcript.toLowerCase()).toMatch(/insulation/);
    expect(turn.body.content.length).toBeGreaterThan(50);
    const spoken = await app.inject({ method: 'GET', url: turn.body.audioUrl });
    expect(spoken.statusCode).toBe(200);
    expect(spoken.headers['content-type']).toBe('audio/wav');
    // a reply of a few hundred characters is tens of seconds of speech
    expect(spoken.rawPayload.readUInt32LE(40) / 32_000).toBeGreaterThan(5);
  }, REAL_SPEECH_TIMEOUT_MS);

  it('answers silence with success false, 60 s of audio with 413, and bytes that only start like WebM with 415', async () => {
    const { app } = await buildTestApp();
    const quiet = await json(app, '/api/transcribe/audio', [{ name: 'audio', filename: 'quiet.wav', type: 'audio/wav', data: silence(2) }]);
    expect(quiet).toEqual({ status: 200, body: { success: false, text: '', message: expect.stringMatching(/^No speech was recognised/) } });

    const long = await json(app, '/api/transcribe/audio', [{ name: 'audio', filename: 'long.wav', type: 'audio/wav', data: silence(60) }]);
    expect(long.status).toBe(413);
    expect(long.body).toEqual({ error: 'payload_too_large', message: 'The recording is 60 seconds or longer: keep a voice message under 60 seconds.' });

    const broken = await json(app, '/api/transcribe/audio', [{ name: 'audio', filename: 'broken.webm', type: 'audio/webm', data: webm(5000) }]);
    expect(broken.status).toBe(415);
    expect(broken.body.error).toBe('unsupported_media_type');
  }, REAL_SPEECH_TIMEOUT_MS);
});
