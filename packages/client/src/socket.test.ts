import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { SOCKET_PATH } from '@energy-advisor/contracts/constants';
import type { ServerSocketMessage } from '@energy-advisor/contracts';
import { createSocketClient, parseServerMessage, reconnectDelay, socketUrl, type SocketClient, type SocketStatus } from './index';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A real ws server on 127.0.0.1; records the frames it receives and the connections it accepts. */
async function startSocketServer(onConnection: (socket: WebSocket) => void = () => {}) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: SOCKET_PATH });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const received: unknown[] = [];
  const connections: WebSocket[] = [];
  server.on('connection', (socket) => {
    connections.push(socket);
    socket.on('message', (data) => received.push(JSON.parse(String(data))));
    onConnection(socket);
  });
  cleanups.push(() => new Promise((resolve) => server.close(resolve)), () => connections.forEach((s) => s.terminate()));
  const { port } = server.address() as AddressInfo;
  return { url: socketUrl(`http://127.0.0.1:${port}`), received, connections };
}

/** An HTTP server that refuses every socket upgrade with 503, counting the attempts. */
async function startRefusingServer() {
  const attempts: number[] = [];
  const server: Server = createServer();
  server.on('upgrade', (_request, socket) => {
    attempts.push(Date.now());
    socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: socketUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`), attempts };
}

function open(url: string, options: { initialDelayMs?: number } = {}) {
  const messages: ServerSocketMessage[] = [];
  const statuses: SocketStatus[] = [];
  const logger = { warn: vi.fn() };
  const client: SocketClient = createSocketClient({
    url,
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    WebSocketImpl: WebSocket,
    logger,
    ...options,
  });
  cleanups.push(() => client.close());
  return { client, messages, statuses, logger };
}

/**
 * Waits on real I/O (setImmediate is never faked here) until `check` holds. No deadline of its own:
 * a busy machine only makes it slower, and the test's timeout catches a hang.
 */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

describe('reconnectDelay', () => {
  it('is 2000 ms × 1.5^attempt', () => {
    expect([0, 1, 2, 3, 4].map(reconnectDelay)).toEqual([2000, 3000, 4500, 6750, 10125]);
  });
});

describe('socketUrl', () => {
  it.each([
    ['http://localhost:3000', 'ws://localhost:3000/ws'],
    ['https://advisor.example.com/', 'wss://advisor.example.com/ws'],
    ['https://example.com/advisor', 'wss://example.com/advisor/ws'],
  ])('maps %s to %s', (base, expected) => {
    expect(socketUrl(base)).toBe(expected);
  });
});

describe('parseServerMessage', () => {
  it('accepts known message types and rejects the rest', () => {
    expect(parseServerMessage('{"type":"thinking_update","stage":"Searching"}')).toEqual({
      type: 'thinking_update',
      stage: 'Searching',
    });
    for (const bad of ['not json', '42', 'null', '{"type":"shutdown"}', '{"stage":"x"}', new Uint8Array([1])]) {
      expect(parseServerMessage(bad)).toBeUndefined();
    }
  });
});

describe('createSocketClient', () => {
  it('receives typed messages, ignores bad frames and sends register', async () => {
    const server = await startSocketServer((socket) => {
      socket.send(JSON.stringify({ type: 'connected', connectionId: 'c-1' }));
      socket.send('this is not json');
      socket.send(JSON.stringify({ type: 'streamingChunk', messageId: 7, content: 'Hel', isComplete: false }));
    });
    const { client, messages, statuses, logger } = open(server.url);
    expect(client.send({ type: 'register', clientId: 'a', conversationId: 'x' })).toBe(false);
    await until(() => messages.length === 2);
    expect(messages).toEqual([
      { type: 'connected', connectionId: 'c-1' },
      { type: 'streamingChunk', messageId: 7, content: 'Hel', isComplete: false },
    ]);
    expect(logger.warn).toHaveBeenCalledWith('socket: ignored a malformed frame');
    const register = { type: 'register', clientId: 'widget-1', conversationId: '0b9c1f7e-8a4d-4e2b-9c61-3f5d2a7b8e90' } as const;
    expect(client.send(register)).toBe(true);
    await until(() => server.received.length === 1);
    expect(server.received).toEqual([register]);
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('reconnects 2 s after the server drops the socket', async () => {
    const server = await startSocketServer((socket) => {
      if (server.connections.length === 1) socket.terminate();
      else socket.send(JSON.stringify({ type: 'ready', connectionId: 'c-2' }));
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, messages, statuses } = open(server.url);
    await vi.advanceTimersByTimeAsync(0);
    await until(() => client.status === 'reconnecting');
    await vi.advanceTimersByTimeAsync(1999);
    expect(client.status).toBe('reconnecting');
    expect(server.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.status).toBe('connecting');
    await until(() => messages.length === 1);
    expect(server.connections).toHaveLength(2);
    expect(messages).toEqual([{ type: 'ready', connectionId: 'c-2' }]);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'connecting', 'open']);
  });

  it('reconnects after 1001 (an instance going away while it drains), with the usual delay', async () => {
    const server = await startSocketServer((socket) => {
      if (server.connections.length === 1) socket.close(1001, 'Server going away');
      else socket.send(JSON.stringify({ type: 'connected', connectionId: 'c-2' }));
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, messages, statuses } = open(server.url);
    await vi.advanceTimersByTimeAsync(0);
    await until(() => client.status === 'reconnecting');
    await vi.advanceTimersByTimeAsync(reconnectDelay(0));
    await until(() => messages.length === 1);
    expect(server.connections).toHaveLength(2);
    expect(messages).toEqual([{ type: 'connected', connectionId: 'c-2' }]);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'connecting', 'open']);
  });

  it('does not reconnect after a normal close (1000)', async () => {
    const code = 1000;
    const server = await startSocketServer((socket) => socket.close(code, 'bye'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, statuses } = open(server.url);
    await vi.advanceTimersByTimeAsync(0);
    await until(() => client.status === 'closed');
    await vi.advanceTimersByTimeAsync(60_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(server.connections).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'open', 'closed']);
  });

  it('retries 5 times with growing delays, then gives up', async () => {
    const server = await startRefusingServer();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, logger } = open(server.url);
    await vi.advanceTimersByTimeAsync(0);
    await until(() => client.status === 'reconnecting');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await vi.advanceTimersByTimeAsync(reconnectDelay(attempt) - 1);
      expect(client.status).toBe('reconnecting');
      await vi.advanceTimersByTimeAsync(1);
      expect(client.status).toBe('connecting');
      await until(() => client.status !== 'connecting');
      expect(server.attempts).toHaveLength(attempt + 2);
    }
    expect(client.status).toBe('failed');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.attempts).toHaveLength(6);
    expect(logger.warn).toHaveBeenCalledWith('socket: error', expect.anything());
  });

  it('restores the retry budget after a successful open', async () => {
    const server = await startSocketServer((socket) => socket.terminate());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client } = open(server.url);
    await vi.advanceTimersByTimeAsync(0);
    for (let drop = 1; drop <= 7; drop += 1) {
      await until(() => client.status === 'reconnecting' && server.connections.length === drop);
      await vi.advanceTimersByTimeAsync(reconnectDelay(0));
    }
    await until(() => server.connections.length === 8);
    expect(client.status).not.toBe('failed');
  });

  it('close() sends a normal close and never reconnects', async () => {
    const closeCodes: number[] = [];
    const server = await startSocketServer((socket) => socket.on('close', (code) => closeCodes.push(code)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, statuses } = open(server.url);
    await vi.advanceTimersByTimeAsync(0);
    await until(() => client.status === 'open');
    client.close();
    await until(() => closeCodes.length === 1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(closeCodes).toEqual([1000]);
    expect(server.connections).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'open', 'closed']);
  });

  it('waits initialDelayMs before the first connect', async () => {
    const server = await startSocketServer();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client } = open(server.url, { initialDelayMs: 2000 });
    await vi.advanceTimersByTimeAsync(1999);
    const settle = performance.now() + 50;
    await until(() => performance.now() > settle);
    expect(server.connections).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => client.status === 'open');
    expect(server.connections).toHaveLength(1);
  });

  it('connects at once on connectNow during the initial delay, and only once', async () => {
    const server = await startSocketServer();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client } = open(server.url, { initialDelayMs: 2000 });
    client.connectNow();
    await until(() => client.status === 'open');
    expect(server.connections).toHaveLength(1);
    client.connectNow();
    await vi.advanceTimersByTimeAsync(2000);
    const settle = performance.now() + 50;
    await until(() => performance.now() > settle);
    expect(server.connections).toHaveLength(1);
  });
});
