import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerSocketMessage } from '@energy-advisor/contracts';
import { buildTestApp, createConversation } from '../test/helper';
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../providers/test/fake-openai-server';
import type { App } from '../types';
import { drainAndClose } from './drain';

const servers: FakeOpenAIServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** A listening app whose turns take `delayMs` (an AI back end slow to answer), with a conversation. */
async function slowTurnsApp(delayMs: number) {
  const server = await startFakeOpenAIServer();
  servers.push(server);
  server.respondWith({ type: 'slow-first-byte', delayMs, content: '{"advice":"Insulate the ceiling first, then seal the gaps around the windows.","collected_variables":{}}' });
  const { app } = await buildTestApp({ ADVISOR_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseURL });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const conversationId = await createConversation(app, 'u', 'p');
  return { app, server, port, conversationId };
}

/** A socket following the conversation, recording its frames and how it was closed. */
async function follow(port: number, conversationId: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
  const frames: ServerSocketMessage[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as ServerSocketMessage));
  await once(socket, 'open');
  socket.send(JSON.stringify({ type: 'register', clientId: 'widget', conversationId }));
  await expect.poll(() => frames.some((frame) => frame.type === 'registered')).toBe(true);
  return { frames, closed };
}

const postTurn = (port: number, conversationId: string) =>
  fetch(`http://127.0.0.1:${port}/api/optimized-sales/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'Where do I start with a cold house?', conversationId }),
  });

const ready = async (app: App) => (await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode;

describe('draining for a load balancer (SIGTERM)', () => {
  it('fails readiness, refuses new connections, lets the in-flight turn finish and stream, then closes sockets with 1001', async () => {
    const { app, server, port, conversationId } = await slowTurnsApp(1500);
    expect(await ready(app)).toBe(200);
    const socket = await follow(port, conversationId);
    const turn = postTurn(port, conversationId);
    await expect.poll(() => server.requests.length).toBe(1);

    const drained = drainAndClose(app, 10_000);
    const readiness = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toEqual({ error: 'service_unavailable', message: 'This instance is shutting down' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok', draining: true });
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    const answer = await turn;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('connection')).toBe('close');
    expect(((await answer.json()) as { advice: string }).advice).toBe('Insulate the ceiling first, then seal the gaps around the windows.');
    expect(await drained).toBe(true);

    // the socket got the whole streamed reply before it was closed, with 'going away'
    expect(socket.frames.some((frame) => frame.type === 'streamingChunk' && frame.isComplete)).toBe(true);
    expect(await socket.closed).toEqual({ code: 1001, reason: 'Server going away' });
  });

  it('gives in-flight requests SHUTDOWN_DRAIN_TIMEOUT_MS at most, then cuts them and closes anyway', async () => {
    const { app, server, port, conversationId } = await slowTurnsApp(3000);
    const socket = await follow(port, conversationId);
    const turn = postTurn(port, conversationId).then(
      (response) => response.status,
      () => 'connection cut',
    );
    await expect.poll(() => server.requests.length).toBe(1);
    const started = Date.now();
    expect(await drainAndClose(app, 300)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(await turn).toBe('connection cut');
    expect((await socket.closed).code).toBe(1001);
  });

  it('answers readiness 503 when the database does not answer', async () => {
    const { app } = await buildTestApp();
    await app.db.destroy();
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'service_unavailable', message: 'The database is not available' });
  });
});
