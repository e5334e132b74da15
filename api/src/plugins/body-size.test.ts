import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { BOUNDARY, audioPart, multipartBody, upload, webm } from '../test/multipart';
import { VOICE_UPLOAD_MAX_BYTES } from '../routes/voice';
import { listen, parseAnswer, rawClient } from '../test/raw-http';

const HUGE = 200 * 1024 * 1024;

/** Sends only the headers (announcing `length` bytes) and a few bytes, then waits for the server to close. */
async function announceHuge(port: number, path: string, contentType: string, length = HUGE) {
  const client = rawClient(port);
  await client.connected;
  client.socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\n\r\n`);
  client.socket.write('{"message":');
  return parseAnswer(await client.closed);
}

describe('a body announced over the limit (Content-Length)', () => {
  it.each([
    ['a chat turn (JSON)', '/api/optimized-sales/chat', 'application/json'],
    ['feedback (JSON)', '/api/analysis/feedback', 'application/json'],
    ['a voice upload (multipart)', '/api/transcribe/audio', `multipart/form-data; boundary=${BOUNDARY}`],
    ['a voice message (multipart)', '/api/conversations/voice', `multipart/form-data; boundary=${BOUNDARY}`],
  ])('is refused with 413 JSON before the body is read, and the connection closes: %s', async (_case, path, contentType) => {
    const { app } = await buildTestApp();
    const port = await listen(app);
    const answer = await announceHuge(port, path, contentType);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({ error: 'payload_too_large', message: 'The request body is too large' });
    expect(await app.db.selectFrom('messages').selectAll().execute()).toEqual([]);
  });

  it('holds JSON routes to BODY_LIMIT_BYTES and voice uploads to their own, larger limit', async () => {
    const { app } = await buildTestApp({ BODY_LIMIT_BYTES: '4096' });
    const json = await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', headers: { 'content-type': 'application/json' }, payload: 'x'.repeat(4097) });
    expect(json.statusCode).toBe(413);
    // 100 KB of recording is over the JSON limit and well within the upload limit: it reaches the
    // handler, whose decoder finds the filler after the WebM header is no audio
    const recordingUpload = await upload(app, '/api/transcribe/audio', multipartBody([audioPart(webm(100_000))]));
    expect(recordingUpload.statusCode).toBe(415);
    expect(recordingUpload.json().message).toMatch(/^The WebM recording could not be decoded/);
    const port = await listen(app);
    const overUploadLimit = await announceHuge(port, '/api/transcribe/audio', `multipart/form-data; boundary=${BOUNDARY}`, VOICE_UPLOAD_MAX_BYTES + 1);
    expect(overUploadLimit.status).toBe(413);
  });
});
