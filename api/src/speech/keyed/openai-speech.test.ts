import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SpeechError } from '../speech';
import { FAKE_MP3, FAKE_TRANSCRIPT, type FakeSpeechServer, startFakeSpeechServer } from '../test/fake-speech-server';
import { KeyedSpeechError, type OpenAISpeechOptions, createOpenAISpeech } from './openai-speech';

let server: FakeSpeechServer;
beforeAll(async () => {
  server = await startFakeSpeechServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.respondWith({ type: 'ok' });
});

const RECORDING = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4000, 7)]);

function speech(overrides: Partial<OpenAISpeechOptions> = {}) {
  const measured: number[] = [];
  const created = createOpenAISpeech({
    apiKey: 'sk-test-123',
    apiKeyVariable: 'SPEECH_API_KEY',
    baseURL: server.baseURL,
    transcriptionModel: 'whisper-test',
    speechModel: 'tts-test',
    voice: 'alloy',
    deadlineMs: 1500,
    idleTimeoutMs: 500,
    measure: async (audio) => {
      measured.push(audio.length);
      return 2300;
    },
    ...overrides,
  });
  return { ...created, measured };
}

/** The rejection of a promise (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );
}

describe('keyed speech to text (POST /audio/transcriptions)', () => {
  it('sends the measured recording with the model and the key, and answers the words heard', async () => {
    const { stt, measured } = speech();
    expect(stt).toMatchObject({ name: 'openai', available: true });
    const heard = await stt.transcribe(RECORDING, { mimetype: 'audio/webm;codecs=opus' });
    expect(heard).toEqual({ text: FAKE_TRANSCRIPT, durationMs: 2300, model: 'openai:whisper-test' });
    expect(measured).toEqual([RECORDING.length]);
    expect(server.requests).toEqual([
      expect.objectContaining({
        path: '/v1/audio/transcriptions',
        authorization: 'Bearer sk-test-123',
        fields: expect.objectContaining({ model: 'whisper-test' }),
        file: { filename: 'recording.webm', type: 'audio/webm', size: RECORDING.length },
      }),
    ]);
  });

  it('names the file by the upload type, which is how the endpoint tells the format', async () => {
    const { stt } = speech();
    for (const mimetype of ['audio/ogg;codecs=opus', 'audio/wav', 'audio/mp4', 'audio/mpeg']) await stt.transcribe(RECORDING, { mimetype });
    expect(server.requests.map((request) => request.file?.filename)).toEqual(['recording.ogg', 'recording.wav', 'recording.m4a', 'recording.mp3']);
  });

  it('is unavailable without a key, naming the variable, and never calls the endpoint', async () => {
    const { stt } = speech({ apiKey: '  ' });
    expect(stt.available).toBe(false);
    expect(stt.unavailableReason).toBe('openai speech needs SPEECH_API_KEY');
    const error = await rejection(stt.transcribe(RECORDING));
    expect(error).toBeInstanceOf(KeyedSpeechError);
    expect(error).toMatchObject({ code: 'unavailable', failure: { reason: 'missing_key' } });
    expect(server.requests).toEqual([]);
  });

  it('refuses a recording the measure refuses (too long, not audio) without calling the endpoint', async () => {
    const { stt } = speech({
      measure: async () => {
        throw new SpeechError('too_long', 'The recording is 60 seconds or longer');
      },
    });
    const error = await rejection(stt.transcribe(RECORDING));
    expect(error).not.toBeInstanceOf(KeyedSpeechError);
    expect(error).toMatchObject({ code: 'too_long' });
    expect(server.requests).toEqual([]);
  });

  it.each([
    ['an invalid key (401)', { type: 'status', status: 401 } as const, 'http_status 401'],
    ['a rate limit with a long Retry-After (429), at once', { type: 'status', status: 429, headers: { 'retry-after': '600' } } as const, 'http_status 429'],
    ['a server error (500)', { type: 'status', status: 500 } as const, 'http_status 500'],
    ['a proxy error page (200 text/html)', { type: 'html' } as const, 'malformed'],
    ['an object without "text"', { type: 'wrong-shape' } as const, 'malformed'],
    ['an answer that stalls after its first bytes', { type: 'stall' } as const, 'timeout'],
    ['no answer before the deadline', { type: 'slow', delayMs: 5000 } as const, 'timeout'],
  ])('fails with a typed error on %s', async (_case, behaviour, summary) => {
    server.respondWith(behaviour);
    const started = performance.now();
    const error = await rejection(speech().stt.transcribe(RECORDING));
    expect(performance.now() - started).toBeLessThan(3000);
    expect(error).toBeInstanceOf(KeyedSpeechError);
    expect(error).toMatchObject({ code: 'failed' });
    expect((error as KeyedSpeechError).failure.summary).toBe(summary);
  });

  it('fails as a network error when nothing listens, and as aborted when the caller aborts', async () => {
    const unreachable = await rejection(speech({ baseURL: 'http://127.0.0.1:9/v1' }).stt.transcribe(RECORDING));
    expect((unreachable as KeyedSpeechError).failure.reason).toBe('network');

    server.respondWith({ type: 'slow', delayMs: 5000 });
    const controller = new AbortController();
    const call = speech().stt.transcribe(RECORDING, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(((await rejection(call)) as KeyedSpeechError).failure.reason).toBe('aborted');
  });
});

describe('keyed text to speech (POST /audio/speech)', () => {
  it('sends the speakable text with the model and voice, and answers the audio', async () => {
    const { tts } = speech();
    const spoken = await tts.synthesize("**G'day!** Aim for R3.5 walls. See https://example.com/x");
    expect(spoken).toEqual({ audio: FAKE_MP3, contentType: 'audio/mpeg', model: 'openai:tts-test' });
    // (a transcription the tests before aborted may reach the server late, on a loaded machine: only this test's own calls count)
    expect(server.requests.filter((request) => request.path === '/v1/audio/speech')).toEqual([
      expect.objectContaining({
        path: '/v1/audio/speech',
        authorization: 'Bearer sk-test-123',
        json: { model: 'tts-test', voice: 'alloy', input: 'Good day! Aim for R three point five walls. See.', response_format: 'mp3' },
      }),
    ]);
  });

  it.each([
    ['an invalid key (401)', { type: 'status', status: 401 } as const, 'http_status 401'],
    ['a proxy error page (200 text/html)', { type: 'html' } as const, 'malformed'],
    ['JSON instead of audio', { type: 'wrong-shape' } as const, 'malformed'],
    ['audio that stalls after its first bytes', { type: 'stall' } as const, 'idle'],
    ['no answer before the deadline', { type: 'slow', delayMs: 5000 } as const, 'timeout'],
  ])('fails with a typed error on %s', async (_case, behaviour, summary) => {
    server.respondWith(behaviour);
    const error = await rejection(speech().tts.synthesize('Insulate the ceiling first.'));
    expect(error).toBeInstanceOf(KeyedSpeechError);
    expect((error as KeyedSpeechError).failure.summary).toBe(summary);
  });

  it('is unavailable without a key', async () => {
    const { tts } = speech({ apiKey: undefined });
    expect(tts.available).toBe(false);
    expect(await rejection(tts.synthesize('Hello'))).toMatchObject({ code: 'unavailable' });
  });
});
