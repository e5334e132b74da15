import { describe, expect, it } from 'vitest';
import { buildTestApp, createConversation } from '../test/helper';
import { type Part, audioPart, multipartBody, recording, upload, webm } from '../test/multipart';
import { NOT_A_RECORDING_MESSAGE, VOICE_UPLOAD_LIMITS } from './voice';

const wav = (size: number) => recording('RIFF\x24\x00\x00\x00WAVE', size);
const ids: Part[] = [
  { name: 'projectId', value: 'project-123' },
  { name: 'userId', value: 'user-456' },
];

describe('POST /api/conversations/voice', () => {
  const url = '/api/conversations/voice';

  it('reads the whole recording and answers 503 not_configured naming its size and type', async () => {
    const { app } = await buildTestApp();
    const response = await upload(app, url, multipartBody([audioPart(webm(123_457)), ...ids]));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'not_configured',
      message:
        'Speech-to-text is not configured on this server: voice messages cannot be transcribed yet. ' +
        'Please type your message. (Received 123457 bytes of audio/webm.)',
    });
  });

  it('accepts the fields before or after the file, and an existing conversation of the user', async () => {
    const { app } = await buildTestApp();
    const conversationId = await createConversation(app, 'user-456', 'project-123');
    const response = await upload(
      app,
      url,
      multipartBody([...ids, { name: 'conversationId', value: conversationId }, audioPart(recording('OggS', 10), 'audio/ogg')]),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toContain('(Received 10 bytes of audio/ogg.)');
  });

  it('answers 400 "No audio recorded." without an audio file, or with an empty one', async () => {
    const { app } = await buildTestApp();
    for (const parts of [ids, [audioPart(Buffer.alloc(0)), ...ids]]) {
      const response = await upload(app, url, multipartBody(parts));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'bad_request', message: 'No audio recorded.' });
    }
  });

  it('answers 415 for a file that is not audio', async () => {
    const { app } = await buildTestApp();
    const response = await upload(app, url, multipartBody([audioPart(webm(100), 'text/html'), ...ids]));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'unsupported_media_type',
      message: 'The audio file must be audio, got text/html',
    });
  });

  it.each([
    ['text', Buffer.from('Hello, this is not a recording at all.')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>')],
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])],
    ['HTML in a short file', Buffer.from('<b>')],
  ])('answers 415 for %s declared as audio/webm, on every upload route', async (_case, data) => {
    const { app } = await buildTestApp();
    const conversationId = await createConversation(app);
    const routes = [url, '/api/transcribe/audio', '/api/voice-messages'];
    for (const route of routes) {
      const response = await upload(app, route, multipartBody([audioPart(data, 'audio/webm'), ...ids, { name: 'conversationId', value: conversationId }]));
      expect(response.statusCode, route).toBe(415);
      expect(response.json(), route).toEqual({ error: 'unsupported_media_type', message: NOT_A_RECORDING_MESSAGE });
    }
  });

  it.each([
    ['WebM', 'audio/webm', webm(64)],
    ['Ogg', 'audio/ogg', recording('OggS', 64)],
    ['WAV', 'audio/wav', wav(64)],
    ['MP4/M4A', 'audio/mp4', recording('\x00\x00\x00\x20ftypM4A ', 64)],
    ['MP3 with an ID3 tag', 'audio/mpeg', recording('ID3', 64)],
    ['MP3 frames', 'audio/mpeg', recording([0xff, 0xfb, 0x90, 0x64], 64)],
  ])('takes a %s recording (and answers 503 until speech-to-text exists)', async (_case, type, data) => {
    const { app } = await buildTestApp();
    const response = await upload(app, url, multipartBody([audioPart(data, type), ...ids]));
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toContain(`(Received 64 bytes of ${type}.)`);
  });

  it('answers 415 for a body that is not multipart', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'POST', url, payload: { projectId: 'p', userId: 'u' } });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('unsupported_media_type');
  });

  it('accepts a recording of exactly the file size limit (above the 1 MiB default) and answers 413 above it', async () => {
    const { app } = await buildTestApp();
    const atLimit = await upload(app, url, multipartBody([audioPart(webm(VOICE_UPLOAD_LIMITS.fileSize)), ...ids]));
    expect(atLimit.statusCode).toBe(503);
    expect(atLimit.json().message).toContain(`(Received ${VOICE_UPLOAD_LIMITS.fileSize} bytes of audio/webm.)`);
    const response = await upload(app, url, multipartBody([audioPart(webm(VOICE_UPLOAD_LIMITS.fileSize + 1)), ...ids]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payload_too_large', message: 'The uploaded file is too large' });
  });

  it('answers 413 for a second file, too many fields and an oversized field', async () => {
    const { app } = await buildTestApp();
    const secondFile = await upload(app, url, multipartBody([audioPart(), { ...audioPart(), name: 'other' } as Part, ...ids]));
    expect(secondFile.statusCode).toBe(413);
    const manyFields = Array.from({ length: VOICE_UPLOAD_LIMITS.fields + 1 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
    const tooManyFields = await upload(app, url, multipartBody([audioPart(), ...manyFields]));
    expect(tooManyFields.statusCode).toBe(413);
    const bigField = await upload(
      app,
      url,
      multipartBody([audioPart(), { name: 'projectId', value: 'p'.repeat(VOICE_UPLOAD_LIMITS.fieldSize + 1) }, ids[1]!]),
    );
    expect(bigField.statusCode).toBe(413);
    expect(bigField.json()).toEqual({ error: 'payload_too_large', message: 'The form field projectId is too large' });
  });

  it('answers 400, not 500, for a multipart body without a boundary', async () => {
    const { app } = await buildTestApp();
    const response = await upload(app, url, multipartBody([audioPart(), ...ids]), 'multipart/form-data');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: 'Malformed upload: Multipart: Boundary not found' });
  });

  it('answers 400, not 500, for a truncated body', async () => {
    const { app } = await buildTestApp();
    const whole = multipartBody([...ids, audioPart(webm(4096))], { close: false });
    const response = await upload(app, url, whole.subarray(0, whole.length - 1000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(/^Malformed upload: /) });
  });

  it('answers 400 naming a missing or blank id, and 404 for a conversation that is not the user\'s', async () => {
    const { app } = await buildTestApp();
    const missing = await upload(app, url, multipartBody([audioPart(), ids[0]!]));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'validation_error', message: 'userId is required' });
    const blank = await upload(app, url, multipartBody([audioPart(), { name: 'projectId', value: '  ' }, ids[1]!]));
    expect(blank.json()).toEqual({ error: 'validation_error', message: 'projectId must not be blank' });

    const othersConversation = await createConversation(app, 'someone-else', 'project-123');
    const foreign = await upload(app, url, multipartBody([audioPart(), ...ids, { name: 'conversationId', value: othersConversation }]));
    expect(foreign.statusCode).toBe(404);
  });
});

describe('POST /api/transcribe/audio', () => {
  it('answers 503 not_configured for a recording, 400 without one', async () => {
    const { app } = await buildTestApp();
    const response = await upload(app, '/api/transcribe/audio', multipartBody([audioPart(webm(777), 'audio/webm')]));
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toContain('(Received 777 bytes of audio/webm.)');
    const empty = await upload(app, '/api/transcribe/audio', multipartBody([]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('No audio recorded.');
  });
});

describe('POST /api/voice-messages', () => {
  const url = '/api/voice-messages';

  it('answers 503 for a wav voice message in the user\'s conversation', async () => {
    const { app } = await buildTestApp();
    const conversationId = await createConversation(app);
    const file: Part = { name: 'audio', filename: 'voice-message-1.wav', type: 'audio/wav', data: wav(44) };
    const response = await upload(app, url, multipartBody([file, { name: 'conversationId', value: conversationId }, ...ids]));
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toContain('(Received 44 bytes of audio/wav.)');
  });

  it('requires the conversation id', async () => {
    const { app } = await buildTestApp();
    const response = await upload(app, url, multipartBody([audioPart(), ...ids]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('conversationId is required');
  });
});

describe('GET /api/tts', () => {
  it('answers 503 not_configured for a text', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/tts?text=G%27day&projectId=demo-project&userId=test-user' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'not_configured', message: 'Text-to-speech is not configured on this server.' });
  });

  it('answers 400 for a blank or missing text', async () => {
    const { app } = await buildTestApp();
    const blank = await app.inject({ method: 'GET', url: '/api/tts?text=%20%20' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'validation_error', message: 'text must not be blank' });
    const missing = await app.inject({ method: 'GET', url: '/api/tts' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('text is required');
  });
});

describe('multipart stays on the voice routes', () => {
  it('a JSON route still answers 415 to a multipart body', async () => {
    const { app } = await buildTestApp();
    const response = await upload(app, '/api/conversations', multipartBody(ids));
    expect(response.statusCode).toBe(415);
  });
});
