import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { tempDir, testDatabaseEnv } from '../test/helper';
import { BOUNDARY, audioPart, multipartBody, upload } from '../test/multipart';
import { listen, rawClient } from '../test/raw-http';
import type { App } from '../types';

interface LogLine {
  level: number;
  msg: string;
  code?: string;
  err?: { stack?: string };
}

const WARN = 40;
const ERROR = 50;

/** The app with its log captured at info, listening on a free port; closed after the test. */
async function loggedApp(lines: LogLine[]): Promise<{ app: App; port: number }> {
  const dir = tempDir();
  const config = loadConfig({
    ...(await testDatabaseEnv()),
    WEB_DIST_DIR: dir,
    WIDGET_DIST_DIR: dir,
    ADVISOR_WORKERS: '0',
    SQLITE_CHECKPOINTS: 'inline',
    CHAT_RATE_LIMIT_PER_MINUTE: '3',
  });
  const app = await buildApp(config, { logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } } });
  const port = await listen(app);
  return { app, port };
}

/** Sends the start of an upload, then drops the connection. */
async function abortedUpload(port: number) {
  const client = rawClient(port);
  await client.connected;
  const start = multipartBody([audioPart()], { close: false }).subarray(0, 300);
  client.socket.write(`POST /api/transcribe/audio HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: 100000\r\n\r\n`);
  client.socket.write(start);
  client.socket.destroy();
}

/** Opens the socket and sends a frame with an opcode that does not exist. */
async function invalidFrame(port: number) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('open', () => resolve()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  (socket as unknown as { _socket: import('node:net').Socket })._socket.write(Buffer.from([0x83, 0x80, 0, 0, 0, 0]));
  await closed;
}

describe('what a client can cause is logged at warn or info, without a stack', () => {
  it('an invalid socket frame, an aborted upload, a bad multipart body, validation errors and other 4xx', async () => {
    const lines: LogLine[] = [];
    const { app, port } = await loggedApp(lines);

    await invalidFrame(port);
    await abortedUpload(port);
    await expect.poll(() => lines.some((line) => /aborted|closed before/i.test(line.msg))).toBe(true);
    await expect.poll(() => lines.some((line) => /socket/i.test(line.msg) && line.level === WARN)).toBe(true);

    const answers = [
      await upload(app, '/api/transcribe/audio', multipartBody([audioPart()]), 'multipart/form-data'),
      await upload(app, '/api/transcribe/audio', multipartBody([audioPart(Buffer.from('not audio'), 'audio/webm')])),
      await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: 42 } }),
      await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', headers: { 'content-type': 'application/json' }, payload: '{"message":' }),
      await app.inject({ method: 'GET', url: '/api/no-such-route' }),
      await app.inject({ method: 'POST', url: '/api/analysis/feedback', headers: { 'idempotency-key': 'x'.repeat(201) }, payload: {} }),
      await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: 'Hi' } }),
      await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: 'Hi again' } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 415, 400, 400, 404, 400, 200, 429]);

    for (const code of ['bad_request', 'unsupported_media_type', 'validation_error', 'not_found', 'rate_limited']) {
      expect(lines.some((line) => line.code === code && line.level < WARN + 1), code).toBe(true);
    }
    expect(lines.filter((line) => line.level >= ERROR)).toEqual([]);
    expect(lines.filter((line) => line.err?.stack !== undefined || JSON.stringify(line).includes('    at '))).toEqual([]);
  });
});
