import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SpeechError } from './speech';
import { createOpenAISpeech } from './keyed/openai-speech';
import { type SpeechFallbackEvent, withSpeechToTextFallback, withTextToSpeechFallback } from './speech-fallback';
import { type FakeSpeechServer, FAKE_MP3, startFakeSpeechServer } from './test/fake-speech-server';
import { FAKE_WAV, recordingSpeechToText, recordingTextToSpeech } from './test/recording-speech';

let server: FakeSpeechServer;
beforeAll(async () => {
  server = await startFakeSpeechServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.respondWith({ type: 'ok' });
});

const RECORDING = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(1000, 3)]);

/** The keyed back end on the fake server, wrapped around recording offline fakes. */
function stack(options: { apiKey?: string | undefined; measure?: (audio: Uint8Array) => Promise<number> } = {}) {
  const keyed = createOpenAISpeech({
    apiKey: 'apiKey' in options ? options.apiKey : 'sk-test',
    apiKeyVariable: 'SPEECH_API_KEY',
    baseURL: server.baseURL,
    transcriptionModel: 'whisper-1',
    speechModel: 'tts-1',
    voice: 'alloy',
    // generous against a loaded machine; the failures below are slower still (5 s) or never come
    deadlineMs: 2_000,
    idleTimeoutMs: 1_000,
    measure: options.measure ?? (async () => 1800),
  });
  const offlineStt = recordingSpeechToText({ name: 'pocketsphinx', text: 'what insulation do i need in ballarat' });
  const offlineTts = recordingTextToSpeech({ name: 'flite:rms' });
  const events: SpeechFallbackEvent[] = [];
  const onFallback = (event: SpeechFallbackEvent) => events.push(event);
  return {
    stt: withSpeechToTextFallback(keyed.stt, offlineStt, { onFallback }),
    tts: withTextToSpeechFallback(keyed.tts, offlineTts, { onFallback }),
    offlineStt,
    offlineTts,
    events,
  };
}

describe('keyed speech with the offline stack as its fallback', () => {
  it('hears and speaks through the keyed back end while it works; the offline stack is not called', async () => {
    const { stt, tts, offlineStt, offlineTts, events } = stack();
    expect(await stt.transcribe(RECORDING, { mimetype: 'audio/ogg' })).toMatchObject({ text: 'What insulation do I need in Ballarat?', model: 'openai:whisper-1' });
    expect(await tts.synthesize('Hello')).toMatchObject({ audio: FAKE_MP3, model: 'openai:tts-1' });
    expect(offlineStt.calls).toEqual([]);
    expect(offlineTts.calls).toEqual([]);
    expect(events).toEqual([]);
  });

  it('falls back without a key, and says so in the model', async () => {
    const { stt, tts, offlineStt, events } = stack({ apiKey: undefined });
    expect(stt.available).toBe(true);
    const heard = await stt.transcribe(RECORDING, { mimetype: 'audio/ogg' });
    expect(heard).toEqual({ text: 'what insulation do i need in ballarat', durationMs: 2000, model: 'pocketsphinx (fallback: openai unavailable)' });
    expect(offlineStt.calls).toHaveLength(1);
    expect(offlineStt.calls[0]?.mimetype).toBe('audio/ogg');
    expect(await tts.synthesize('Hello')).toMatchObject({ audio: FAKE_WAV, model: 'flite:rms (fallback: openai unavailable)' });
    expect(server.requests).toEqual([]);
    expect(events.map((event) => event.reason)).toEqual(['unavailable', 'unavailable']);
  });

  it.each([
    ['an invalid key', { type: 'status', status: 401 } as const, 'http_status 401'],
    ['a stall', { type: 'stall' } as const, 'timeout'],
    ['a malformed answer', { type: 'wrong-shape' } as const, 'malformed'],
    ['a proxy error page', { type: 'html' } as const, 'malformed'],
  ])('hears offline after %s', async (_case, behaviour, reason) => {
    server.respondWith(behaviour);
    const { stt, events } = stack();
    const heard = await stt.transcribe(RECORDING);
    expect(heard.model).toBe(`pocketsphinx (fallback: openai ${reason})`);
    expect(events).toEqual([expect.objectContaining({ primary: 'openai', fallback: 'pocketsphinx', reason })]);
  });

  it.each([
    ['an invalid key', { type: 'status', status: 401 } as const, 'http_status 401'],
    ['a stall', { type: 'stall' } as const, 'idle'],
    ['JSON instead of audio', { type: 'wrong-shape' } as const, 'malformed'],
  ])('speaks offline after %s', async (_case, behaviour, reason) => {
    server.respondWith(behaviour);
    const { tts } = stack();
    expect(await tts.synthesize('Insulate the ceiling first.')).toMatchObject({ audio: FAKE_WAV, contentType: 'audio/wav', model: `flite:rms (fallback: openai ${reason})` });
  });

  it('does not fall back for a recording that is too long or not audio: the offline stack would refuse it too', async () => {
    const { stt, offlineStt } = stack({
      measure: async () => {
        throw new SpeechError('too_long', 'The recording is 60 seconds or longer');
      },
    });
    await expect(stt.transcribe(RECORDING)).rejects.toMatchObject({ code: 'too_long' });
    expect(offlineStt.calls).toEqual([]);
  });

  it('does not fall back when the caller aborted', async () => {
    server.respondWith({ type: 'slow', delayMs: 5000 });
    const { stt, offlineStt } = stack();
    const controller = new AbortController();
    const call = stt.transcribe(RECORDING, { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    await expect(call).rejects.toMatchObject({ failure: { reason: 'aborted' } });
    expect(offlineStt.calls).toEqual([]);
  });

  it('answers the offline failure when both fail, and the primary\'s when the fallback cannot run', async () => {
    server.respondWith({ type: 'status', status: 503 });
    const { stt, offlineStt } = stack();
    offlineStt.respondWith({ error: new SpeechError('busy', 'The recogniser is busy', 2) });
    await expect(stt.transcribe(RECORDING)).rejects.toMatchObject({ code: 'busy', retryAfterSeconds: 2 });

    const keyed = createOpenAISpeech({
      apiKey: 'sk', apiKeyVariable: 'SPEECH_API_KEY', baseURL: server.baseURL, transcriptionModel: 'w', speechModel: 't', voice: 'v',
      deadlineMs: 500, idleTimeoutMs: 500, measure: async () => 1000,
    });
    const missing = recordingSpeechToText({ available: false, unavailableReason: 'pocketsphinx is not installed' });
    const wrapped = withSpeechToTextFallback(keyed.stt, missing);
    expect(wrapped.available).toBe(true);
    await expect(wrapped.transcribe(RECORDING)).rejects.toMatchObject({ code: 'failed', failure: { status: 503 } });
    expect(missing.calls).toEqual([]);
  });

  it('is unavailable only when neither can run, with both reasons; close closes both', async () => {
    const primary = recordingTextToSpeech({ name: 'openai', available: false, unavailableReason: 'openai speech needs SPEECH_API_KEY' });
    const fallback = recordingTextToSpeech({ name: 'flite:rms', available: false, unavailableReason: 'flite is not installed (Debian package flite)' });
    const wrapped = withTextToSpeechFallback(primary, fallback);
    expect(wrapped).toMatchObject({
      available: false,
      unavailableReason: 'flite is not installed (Debian package flite); openai speech needs SPEECH_API_KEY',
    });
    await wrapped.close();
    expect(primary.closed && fallback.closed).toBe(true);
  });
});
