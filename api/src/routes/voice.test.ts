import { describe, expect, it } from 'vitest';
import { SpeechError } from '../speech/speech';
import { recordingSpeechToText, recordingTextToSpeech } from '../speech/test/recording-speech';
import { createConversation, postMessage, visitorToken } from '../test/helper';
import { listen, rawClient } from '../test/raw-http';
import { type Part, audioPart, multipartBody, recording, upload, webm } from '../test/multipart';
import type { App } from '../types';
import { NO_SPEECH_MESSAGE, RECORDING_TOO_LONG_MESSAGE } from './speech-errors';
import { buildVoiceTestApp } from './test/voice-app';
import { NOT_A_RECORDING_MESSAGE, VOICE_UPLOAD_LIMITS } from './voice';

const wav = (size: number) => recording('RIFF\x24\x00\x00\x00WAVE', size);
const ids: Part[] = [
  { name: 'projectId', value: 'project-123' },
  { name: 'userId', value: 'user-456' },
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function transcript(app: App, conversationId: string) {
  const response = await app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/transcript` });
  return response.json<{ id: number; sender: string; content: string; audioUrl?: string }[]>();
}

describe('POST /api/conversations/voice', () => {
  const url = '/api/conversations/voice';

  it('hears the recording and answers it as a chat turn: transcript, reply, ids and the reply\'s audioUrl', async () => {
    const { app, stt } = await buildVoiceTestApp();
    const audio = webm(123_457);
    const response = await upload(app, url, multipartBody([audioPart(audio), ...ids]));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      id: expect.any(Number),
      userMessageId: expect.any(Number),
      transcript: 'What insulation do I need in ballarat',
      conversationId: expect.stringMatching(UUID),
      content: expect.stringContaining('Ballarat'),
      timestamp: expect.any(String),
      citations: expect.arrayContaining([expect.objectContaining({ type: 'knowledge' })]),
      audioUrl: `/api/conversations/${answer.conversationId}/messages/${answer.id}/audio`,
    });
    // the recogniser got the bytes as uploaded, with their type
    expect(stt.calls).toHaveLength(1);
    expect(Buffer.from(stt.calls[0]!.audio).equals(audio)).toBe(true);
    expect(stt.calls[0]!.mimetype).toBe('audio/webm');
    // both messages stored; the reply with its audio link
    expect(await transcript(app, answer.conversationId)).toEqual([
      expect.objectContaining({ id: answer.userMessageId, sender: 'user', content: answer.transcript }),
      expect.objectContaining({ id: answer.id, sender: 'assistant', content: answer.content, audioUrl: answer.audioUrl }),
    ]);
  });

  it('answers what the text route answers for the same words', async () => {
    const { app } = await buildVoiceTestApp();
    const spoken = (await upload(app, url, multipartBody([audioPart(), ...ids]))).json();
    const typed = (await postMessage(app, { content: spoken.transcript, projectId: 'project-123', userId: 'someone-else' })).json();
    expect(spoken.content).toBe(typed.content);
    expect(spoken.citations).toEqual(typed.citations);
  });

  it('continues the user\'s named conversation, accepting the fields before or after the file', async () => {
    const { app } = await buildVoiceTestApp();
    const conversationId = await createConversation(app, 'user-456', 'project-123');
    const response = await upload(app, url, multipartBody([...ids, { name: 'conversationId', value: conversationId }, audioPart(recording('OggS', 10), 'audio/ogg')]));
    expect(response.statusCode).toBe(200);
    expect(response.json().conversationId).toBe(conversationId);
    expect(await transcript(app, conversationId)).toHaveLength(2);
  });

  it('with none named, continues the newest conversation the visitor token reaches, as the text route does', async () => {
    const { app } = await buildVoiceTestApp();
    const token = await visitorToken(app, { userId: 'user-456' });
    const mine = await createConversation(app, 'user-456', 'project-123', token);
    const withToken = await app.inject({
      method: 'POST',
      url,
      headers: { ...token.headers, 'content-type': 'multipart/form-data; boundary=----energy-advisor-test-boundary' },
      payload: multipartBody([audioPart(), ...ids]),
    });
    expect(withToken.json().conversationId).toBe(mine);
    const withoutToken = await upload(app, url, multipartBody([audioPart(), ...ids]));
    expect(withoutToken.json().conversationId).not.toBe(mine);
  });

  it('answers 404 for a conversation that is not the user\'s, before hearing anything', async () => {
    const { app, stt } = await buildVoiceTestApp();
    const othersConversation = await createConversation(app, 'someone-else', 'project-123');
    const foreign = await upload(app, url, multipartBody([audioPart(), ...ids, { name: 'conversationId', value: othersConversation }]));
    expect(foreign.statusCode).toBe(404);
    expect(stt.calls).toEqual([]);
    expect(await transcript(app, othersConversation)).toEqual([]);
  });

  it('answers 400 when nothing intelligible was heard, and stores nothing', async () => {
    const { app, stt } = await buildVoiceTestApp();
    const conversationId = await createConversation(app);
    stt.respondWith({ answer: { text: '   ' } });
    const response = await upload(app, url, multipartBody([audioPart(), ...ids, { name: 'conversationId', value: conversationId }]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: NO_SPEECH_MESSAGE });
    expect(await transcript(app, conversationId)).toEqual([]);
  });

  it.each([
    ['60 s of audio or more', new SpeechError('too_long', 'x'), 413, { error: 'payload_too_large', message: RECORDING_TOO_LONG_MESSAGE }, undefined],
    [
      'audio the decoder cannot read',
      new SpeechError('undecodable', 'The WebM recording could not be decoded (corrupt).'),
      415,
      { error: 'unsupported_media_type', message: 'The WebM recording could not be decoded (corrupt).' },
      undefined,
    ],
    [
      'a busy recogniser',
      new SpeechError('busy', 'queue full', 3),
      503,
      { error: 'service_unavailable', message: 'The speech recogniser is busy with other visitors: please try again in 3 s.' },
      '3',
    ],
    [
      'a recogniser that failed',
      new SpeechError('failed', 'worker crashed'),
      503,
      { error: 'service_unavailable', message: 'The recording could not be transcribed just now: please try again, or type your message.' },
      '1',
    ],
  ])('answers %s with a clear JSON error and keeps the conversation as it was', async (_case, error, status, body, retryAfter) => {
    const { app, stt } = await buildVoiceTestApp();
    const conversationId = await createConversation(app);
    await postMessage(app, { content: 'Hello', projectId: 'project-123', userId: 'user-456', conversationId });
    stt.respondWith({ error });
    const response = await upload(app, url, multipartBody([audioPart(), ...ids, { name: 'conversationId', value: conversationId }]));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
    expect(response.headers['retry-after']).toBe(retryAfter);
    expect(await transcript(app, conversationId)).toHaveLength(2);
  });

  it('answers 503 naming the Debian packages when the recogniser cannot run here', async () => {
    const stt = recordingSpeechToText({ available: false, unavailableReason: 'cannot load pocketsphinx (libpocketsphinx.so.3: no such file)' });
    const { app } = await buildVoiceTestApp({ stt });
    const response = await upload(app, url, multipartBody([audioPart(), ...ids]));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'not_configured',
      message:
        'Speech-to-text is not available on this server: it needs the Debian packages libpocketsphinx3 and pocketsphinx-en-us ' +
        '(npm start installs them when it can); cannot load pocketsphinx (libpocketsphinx.so.3: no such file). Please type your message.',
    });
    expect(stt.calls).toEqual([]);
  });

  it('answers without an audioUrl when there is no voice, the turn still stored', async () => {
    const { app } = await buildVoiceTestApp({
      tts: recordingTextToSpeech({ available: false, unavailableReason: 'flite is not installed (Debian package flite)' }),
    });
    const response = await upload(app, url, multipartBody([audioPart(), ...ids]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('audioUrl');
    expect((await transcript(app, response.json().conversationId)).map((message) => message.audioUrl)).toEqual([undefined, undefined]);
  });

  it('spends from the chat budget every chat route shares', async () => {
    const { app } = await buildVoiceTestApp({ env: { CHAT_RATE_LIMIT_PER_MINUTE: '1' } });
    expect((await upload(app, url, multipartBody([audioPart(), ...ids]))).statusCode).toBe(200);
    const typed = await postMessage(app, { content: 'Hello', projectId: 'project-123', userId: 'user-456' });
    expect(typed.statusCode).toBe(429);
  });

  it('answers 400 "No audio recorded." without an audio file, or with an empty one', async () => {
    const { app } = await buildVoiceTestApp();
    for (const parts of [ids, [audioPart(Buffer.alloc(0)), ...ids]]) {
      const response = await upload(app, url, multipartBody(parts));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'bad_request', message: 'No audio recorded.' });
    }
  });

  it('answers 415 for a file that is not audio', async () => {
    const { app, stt } = await buildVoiceTestApp();
    const response = await upload(app, url, multipartBody([audioPart(webm(100), 'text/html'), ...ids]));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'unsupported_media_type', message: 'The audio file must be audio, got text/html' });
    expect(stt.calls).toEqual([]);
  });

  it.each([
    ['text', Buffer.from('Hello, this is not a recording at all.')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>')],
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])],
    ['HTML in a short file', Buffer.from('<b>')],
  ])('answers 415 for %s declared as audio/webm, on every upload route', async (_case, data) => {
    const { app, stt } = await buildVoiceTestApp();
    const conversationId = await createConversation(app);
    for (const route of [url, '/api/transcribe/audio', '/api/voice-messages']) {
      const response = await upload(app, route, multipartBody([audioPart(data, 'audio/webm'), ...ids, { name: 'conversationId', value: conversationId }]));
      expect(response.statusCode, route).toBe(415);
      expect(response.json(), route).toEqual({ error: 'unsupported_media_type', message: NOT_A_RECORDING_MESSAGE });
    }
    expect(stt.calls).toEqual([]);
  });

  it.each([
    ['WebM', 'audio/webm', webm(64)],
    ['Ogg', 'audio/ogg', recording('OggS', 64)],
    ['WAV', 'audio/wav', wav(64)],
    ['MP4/M4A', 'audio/mp4', recording('\x00\x00\x00\x20ftypM4A ', 64)],
    ['MP3 with an ID3 tag', 'audio/mpeg', recording('ID3', 64)],
    ['MP3 frames', 'audio/mpeg', recording([0xff, 0xfb, 0x90, 0x64], 64)],
  ])('hands a %s recording to the recogniser with its type', async (_case, type, data) => {
    const { app, stt } = await buildVoiceTestApp();
    const response = await upload(app, url, multipartBody([audioPart(data, type), ...ids]));
    expect(response.statusCode).toBe(200);
    expect(stt.calls.map((call) => [Buffer.from(call.audio).equals(data), call.mimetype])).toEqual([[true, type]]);
  });

  it('answers 415 for a body that is not multipart', async () => {
    const { app } = await buildVoiceTestApp();
    const response = await app.inject({ method: 'POST', url, payload: { projectId: 'p', userId: 'u' } });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('unsupported_media_type');
  });

  it('accepts a recording of exactly the file size limit (above the 1 MiB default) and answers 413 above it', async () => {
    const { app, stt } = await buildVoiceTestApp();
    const atLimit = await upload(app, url, multipartBody([audioPart(webm(VOICE_UPLOAD_LIMITS.fileSize)), ...ids]));
    expect(atLimit.statusCode).toBe(200);
    expect(stt.calls[0]?.audio.length).toBe(VOICE_UPLOAD_LIMITS.fileSize);
    const response = await upload(app, url, multipartBody([audioPart(webm(VOICE_UPLOAD_LIMITS.fileSize + 1)), ...ids]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payload_too_large', message: 'The uploaded file is too large' });
  });

  it('answers 413 for a second file, too many fields and an oversized field', async () => {
    const { app } = await buildVoiceTestApp();
    const secondFile = await upload(app, url, multipartBody([audioPart(), { ...audioPart(), name: 'other' } as Part, ...ids]));
    expect(secondFile.statusCode).toBe(413);
    const manyFields = Array.from({ length: VOICE_UPLOAD_LIMITS.fields + 1 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
    const tooManyFields = await upload(app, url, multipartBody([audioPart(), ...manyFields]));
    expect(tooManyFields.statusCode).toBe(413);
    const bigField = await upload(app, url, multipartBody([audioPart(), { name: 'projectId', value: 'p'.repeat(VOICE_UPLOAD_LIMITS.fieldSize + 1) }, ids[1]!]));
    expect(bigField.statusCode).toBe(413);
    expect(bigField.json()).toEqual({ error: 'payload_too_large', message: 'The form field projectId is too large' });
  });

  it('answers 400, not 500, for a multipart body without a boundary', async () => {
    const { app } = await buildVoiceTestApp();
    const response = await upload(app, url, multipartBody([audioPart(), ...ids]), 'multipart/form-data');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: 'Malformed upload: Multipart: Boundary not found' });
  });

  it('answers 400, not 500, for a truncated body', async () => {
    const { app } = await buildVoiceTestApp();
    const whole = multipartBody([...ids, audioPart(webm(4096))], { close: false });
    const response = await upload(app, url, whole.subarray(0, whole.length - 1000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(/^Malformed upload: /) });
  });

  it('answers 400 naming a missing or blank id', async () => {
    const { app } = await buildVoiceTestApp();
    const missing = await upload(app, url, multipartBody([audioPart(), ids[0]!]));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'validation_error', message: 'userId is required' });
    const blank = await upload(app, url, multipartBody([audioPart(), { name: 'projectId', value: '  ' }, ids[1]!]));
    expect(blank.json()).toEqual({ error: 'validation_error', message: 'projectId must not be blank' });
  });
});

describe('POST /api/transcribe/audio', () => {
  const url = '/api/transcribe/audio';

  it('answers the words heard, or success false with a message when nothing intelligible was heard', async () => {
    const { app, stt } = await buildVoiceTestApp();
    const heard = await upload(app, url, multipartBody([audioPart(webm(777), 'audio/webm')]));
    expect(heard.statusCode).toBe(200);
    expect(heard.json()).toEqual({ success: true, text: 'What insulation do I need in ballarat' });
    stt.respondWith({ answer: { text: '' } });
    const silence = await upload(app, url, multipartBody([audioPart(webm(777), 'audio/webm')]));
    expect(silence.statusCode).toBe(200);
    expect(silence.json()).toEqual({ success: false, text: '', message: NO_SPEECH_MESSAGE });
  });

  it('needs no ids and stores nothing', async () => {
    const { app } = await buildVoiceTestApp();
    expect((await upload(app, url, multipartBody([audioPart()]))).statusCode).toBe(200);
    expect(await app.db.selectFrom('conversations').selectAll().execute()).toEqual([]);
    expect(await app.db.selectFrom('messages').selectAll().execute()).toEqual([]);
  });

  it('answers 400 without a recording, 413 for 60 s or more, 503 + Retry-After when busy', async () => {
    const { app, stt } = await buildVoiceTestApp();
    const empty = await upload(app, url, multipartBody([]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('No audio recorded.');
    stt.respondWith({ error: new SpeechError('too_long', 'long') });
    const long = await upload(app, url, multipartBody([audioPart()]));
    expect([long.statusCode, long.json().message]).toEqual([413, RECORDING_TOO_LONG_MESSAGE]);
    stt.respondWith({ error: new SpeechError('busy', 'busy', 2) });
    const busy = await upload(app, url, multipartBody([audioPart()]));
    expect([busy.statusCode, busy.headers['retry-after']]).toEqual([503, '2']);
  });

  it('stops recognising when the client goes away', async () => {
    const { app, stt } = await buildVoiceTestApp();
    let release = () => {};
    stt.respondWith({ until: new Promise<void>((resolve) => (release = resolve)), answer: {} });
    const port = await listen(app);
    const client = rawClient(port);
    await client.connected;
    const body = multipartBody([audioPart()]);
    client.socket.write(
      `POST ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=----energy-advisor-test-boundary\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    client.socket.write(body);
    await expect.poll(() => stt.calls.length).toBe(1);
    client.socket.destroy();
    await expect.poll(() => stt.calls[0]?.signal?.aborted).toBe(true);
    release();
  });
});

describe('POST /api/voice-messages', () => {
  const url = '/api/voice-messages';

  it('answers a wav voice message in the user\'s conversation as a chat turn', async () => {
    const { app } = await buildVoiceTestApp();
    const conversationId = await createConversation(app);
    const file: Part = { name: 'audio', filename: 'voice-message-1.wav', type: 'audio/wav', data: wav(44) };
    const response = await upload(app, url, multipartBody([file, { name: 'conversationId', value: conversationId }, ...ids]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ conversationId, transcript: 'What insulation do I need in ballarat', audioUrl: expect.stringContaining(conversationId) });
    expect(await transcript(app, conversationId)).toHaveLength(2);
  });

  it('requires the conversation id, and the conversation must be the user\'s', async () => {
    const { app, stt } = await buildVoiceTestApp();
    const response = await upload(app, url, multipartBody([audioPart(), ...ids]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('conversationId is required');
    const othersConversation = await createConversation(app, 'someone-else', 'project-123');
    const foreign = await upload(app, url, multipartBody([audioPart(), ...ids, { name: 'conversationId', value: othersConversation }]));
    expect(foreign.statusCode).toBe(404);
    expect(stt.calls).toEqual([]);
  });
});

describe('multipart stays on the voice routes', () => {
  it('a JSON route still answers 415 to a multipart body', async () => {
    const { app } = await buildVoiceTestApp();
    const response = await upload(app, '/api/conversations', multipartBody(ids));
    expect(response.statusCode).toBe(415);
  });
});
