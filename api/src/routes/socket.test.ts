import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_MAX_PAYLOAD, type ServerSocketMessage } from '@energy-advisor/contracts';
import { buildTestApp, createConversation } from '../test/helper';
import { SOCKET_MAX_CONVERSATIONS, SOCKET_RATE_LIMIT } from './socket';

async function listeningApp(env: Record<string, string> = {}) {
  const { app } = await buildTestApp(env);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { app, url: `ws://127.0.0.1:${address.port}/ws` };
}

/** A socket client that queues every frame so a test can await the next one. */
async function connect(url: string, options: WebSocket.ClientOptions = {}) {
  const socket = new WebSocket(url, options);
  const frames: ServerSocketMessage[] = [];
  const waiters: ((message: ServerSocketMessage) => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerSocketMessage;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else frames.push(message);
  });
  await once(socket, 'open');
  const next = () =>
    new Promise<ServerSocketMessage>((resolve) => {
      const queued = frames.shift();
      if (queued) return resolve(queued);
      waiters.push(resolve);
    });
  return { socket, next, send: (value: unknown) => socket.send(JSON.stringify(value)) };
}

describe('/ws', () => {
  it('greets with a connection id, registers, answers client_ready and receives published messages', async () => {
    const { app, url } = await listeningApp();
    const conversationId = await createConversation(app);
    const client = await connect(url);
    const connected = await client.next();
    expect(connected).toMatchObject({ type: 'connected', connectionId: expect.any(String) });
    client.send({ type: 'register', clientId: 'widget-1', conversationId });
    expect(await client.next()).toEqual({ type: 'registered', conversationId });
    client.send({ type: 'client_ready', clientId: 'widget-1', connectionId: (connected as { connectionId: string }).connectionId });
    expect(await client.next()).toMatchObject({ type: 'ready' });

    expect(app.hub.publishThinking(conversationId, 'Looking up your climate zone')).toBe(1);
    expect(await client.next()).toEqual({ type: 'thinking_update', conversationId, stage: 'Looking up your climate zone' });
    app.hub.publishChunk(conversationId, { messageId: 7, content: 'Hello', isComplete: false });
    app.hub.publishChunk(conversationId, { messageId: 7, content: '', isComplete: true, citations: [{ id: 'ncc-2022' }] });
    expect(await client.next()).toMatchObject({ type: 'streamingChunk', messageId: 7, content: 'Hello', isComplete: false });
    expect(await client.next()).toMatchObject({ type: 'streamingChunk', isComplete: true, citations: [{ id: 'ncc-2022' }] });
    client.socket.close(1000);
  });

  it('publishes only to the sockets of that conversation and forgets closed sockets', async () => {
    const { app, url } = await listeningApp();
    const mine = await createConversation(app, 'a');
    const theirs = await createConversation(app, 'b');
    const a = await connect(url);
    const b = await connect(url);
    await a.next();
    await b.next();
    a.send({ type: 'register', clientId: 'a', conversationId: mine });
    b.send({ type: 'register', clientId: 'b', conversationId: theirs });
    await a.next();
    await b.next();
    expect(app.hub.publishThinking(mine, 'Thinking')).toBe(1);
    expect(await a.next()).toMatchObject({ stage: 'Thinking' });
    a.socket.close(1000);
    await once(a.socket, 'close');
    await expect.poll(() => app.hub.socketCount(mine)).toBe(0);
    expect(app.hub.publishThinking(mine, 'Nobody listens')).toBe(0);
    expect(app.hub.socketCount(theirs)).toBe(1);
    b.socket.close(1000);
  });

  it('answers an error frame for malformed or unknown messages and stays open', async () => {
    const { url } = await listeningApp();
    const client = await connect(url);
    await client.next();
    client.socket.send('not json');
    expect(await client.next()).toMatchObject({ type: 'error' });
    client.send({ type: 'register', clientId: 'x', conversationId: 'not-a-uuid' });
    expect(await client.next()).toMatchObject({ type: 'error' });
    client.send({ type: 'shutdown' });
    expect(await client.next()).toMatchObject({ type: 'error' });
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.close(1000);
  });

  it('closes a socket that sends a frame over the size limit (1009)', async () => {
    const { url } = await listeningApp();
    const client = await connect(url);
    await client.next();
    client.socket.send('x'.repeat(SOCKET_MAX_PAYLOAD + 1));
    const [code] = await once(client.socket, 'close');
    expect(code).toBe(1009);
  });

  it('closes a socket that floods messages (1008)', async () => {
    const { url } = await listeningApp();
    const client = await connect(url);
    await client.next();
    for (let i = 0; i <= SOCKET_RATE_LIMIT.messages; i += 1) client.socket.send('{}');
    const [code] = await once(client.socket, 'close');
    expect(code).toBe(1008);
  });

  it('drops a socket that stops answering pings', async () => {
    const { url } = await listeningApp({ WS_PING_INTERVAL_MS: '100' });
    const healthy = await connect(url);
    const dead = await connect(url, { autoPong: false });
    const [code] = await once(dead.socket, 'close');
    expect(code).toBe(1006);
    expect(healthy.socket.readyState).toBe(WebSocket.OPEN);
    healthy.socket.close(1000);
  });

  it('refuses a handshake from a foreign browser origin (403), and lets in its own pages, the allowed origins and non-browsers', async () => {
    const { url } = await listeningApp({ ALLOWED_ORIGINS: 'https://builder.example', ALLOWED_PARENT_ORIGINS: 'https://portal.example' });
    const refused = new WebSocket(url, { origin: 'https://attacker.example' });
    refused.on('error', () => undefined); // the refusal ends the handshake: expected
    const [, response] = await once(refused, 'unexpected-response');
    expect(response.statusCode).toBe(403);
    response.resume();
    refused.terminate();
    const own = new URL(url.replace('ws:', 'http:')).origin;
    for (const origin of [own, 'https://builder.example', 'https://portal.example', undefined]) {
      const client = await connect(url, origin === undefined ? {} : { origin });
      expect(await client.next(), String(origin)).toMatchObject({ type: 'connected' });
      client.socket.close(1000);
    }
  });

  it('follows only conversations a socket proves by an existing id, and a few of them at most', async () => {
    const { app, url } = await listeningApp();
    const client = await connect(url);
    await client.next();
    client.send({ type: 'register', clientId: 'x', conversationId: '00000000-0000-4000-8000-000000000000' });
    expect(await client.next()).toEqual({ type: 'error', message: 'No such conversation' });
    const ids = await Promise.all(Array.from({ length: SOCKET_MAX_CONVERSATIONS + 1 }, (_, index) => createConversation(app, `u-${index}`)));
    for (const conversationId of ids.slice(0, SOCKET_MAX_CONVERSATIONS)) {
      client.send({ type: 'register', clientId: 'x', conversationId });
      expect(await client.next()).toEqual({ type: 'registered', conversationId });
    }
    // following one again is free; a new one past the allowance closes the socket
    client.send({ type: 'register', clientId: 'x', conversationId: ids[0] });
    expect(await client.next()).toEqual({ type: 'registered', conversationId: ids[0] });
    client.send({ type: 'register', clientId: 'x', conversationId: ids.at(-1) });
    const [code] = await once(client.socket, 'close');
    expect(code).toBe(1008);
    expect(app.hub.socketCount(ids.at(-1) as string)).toBe(0);
  });
});
