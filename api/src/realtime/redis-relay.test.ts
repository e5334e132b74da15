import { once } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { ServerSocketMessage, StreamingChunkMessage } from '@energy-advisor/contracts';
import { buildTestApp, createConversation, testDatabaseEnv } from '../test/helper';
import { sharedRedisForTest } from '../redis/test/test-redis';
import { freezableRedisProxy } from '../redis/test/redis-proxy';
import { listenForSockets, twoInstances } from '../redis/test/two-instances';

/** A socket that records every frame; `registered` once the server confirmed the conversation. */
async function follow(url: string, conversationId: string) {
  const socket = new WebSocket(url);
  const frames: ServerSocketMessage[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as ServerSocketMessage));
  await once(socket, 'open');
  socket.send(JSON.stringify({ type: 'register', clientId: 'test', conversationId }));
  await expect.poll(() => frames.some((frame) => frame.type === 'registered' || frame.type === 'error')).toBe(true);
  return { socket, frames };
}

/** Two instances on one Redis, B's connection through a proxy a test can cut; a socket on B follows a conversation of A's. */
async function secondBehindProxy() {
  const proxy = await freezableRedisProxy();
  const { env } = sharedRedisForTest();
  const database = await testDatabaseEnv();
  const { app: a } = await buildTestApp({ ...env, ...database });
  const { app: b } = await buildTestApp({ ...env, ...database, REDIS_URL: proxy.url });
  const conversationId = await createConversation(a, 'u', 'p');
  const onB = await follow(await listenForSockets(b), conversationId);
  return { proxy, a, b, conversationId, onB };
}

const chunksOf = (frames: ServerSocketMessage[]) => frames.filter((frame): frame is StreamingChunkMessage => frame.type === 'streamingChunk');

describe('socket fan-out over Redis', () => {
  it('streams a turn answered on instance A to a socket on instance B, and once to a socket on A', async () => {
    const { a, b } = await twoInstances();
    const [urlA, urlB] = [await listenForSockets(a), await listenForSockets(b)];
    const conversationId = await createConversation(a, 'u', 'p');
    const onB = await follow(urlB, conversationId);
    const onA = await follow(urlA, conversationId);
    expect(onB.frames.at(-1)).toEqual({ type: 'registered', conversationId });

    const response = await a.inject({
      method: 'POST',
      url: '/api/optimized-sales/chat',
      payload: { message: 'How can I reduce condensation on my windows?', conversationId },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ advice: string; citations: unknown[] }>();

    for (const { frames } of [onB, onA]) {
      await expect.poll(() => chunksOf(frames).some((chunk) => chunk.isComplete)).toBe(true);
      const stages = frames.flatMap((frame) => (frame.type === 'thinking_update' ? [frame.stage] : []));
      expect(stages).toEqual(['Reading your message', 'Searching the knowledge base', 'Writing the answer']);
      const chunks = chunksOf(frames);
      expect(chunks.slice(0, -1).map((chunk) => chunk.content).join('')).toBe(answer.advice);
      expect(chunks.at(-1)).toMatchObject({ conversationId, isComplete: true, content: '', citations: answer.citations });
    }
    expect(chunksOf(onA.frames)).toEqual(chunksOf(onB.frames));
    onA.socket.close(1000);
    onB.socket.close(1000);
  });

  it('stops sending a conversation to an instance once its last socket there has gone', async () => {
    const { a, b, redis, prefix } = await twoInstances();
    const urlB = await listenForSockets(b);
    const conversationId = await createConversation(a, 'u', 'p');
    const channel = `${prefix}socket:${conversationId}`;
    const onB = await follow(urlB, conversationId);
    const subscribers = async () => ((await redis.pubsub('NUMSUB', channel)) as [string, number])[1];
    expect(await subscribers()).toBe(1);
    onB.socket.close(1000);
    await expect.poll(subscribers).toBe(0);
    expect(a.hub.listening(conversationId)).toBe(true);
  });

  it('follows its conversations again after its Redis connection was cut', async () => {
    const { proxy, a, b, conversationId, onB } = await secondBehindProxy();
    expect((await b.inject({ method: 'GET', url: '/api/health' })).json().redis).toBe('ok');

    proxy.cut();
    await expect.poll(async () => (await b.inject({ method: 'GET', url: '/api/health' })).json().redis).toBe('ok');
    // the conversation is followed again once the connection is back: a turn on A reaches B's socket
    await expect
      .poll(async () => {
        await a.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: 'Any rebates for heat pumps?', conversationId } });
        return chunksOf(onB.frames).some((chunk) => chunk.isComplete);
      })
      .toBe(true);
    onB.socket.close(1000);
  });

  it('subscribes again when its first subscribe on the reconnected connection fails (a command timeout)', async () => {
    const { proxy, a, b, conversationId, onB } = await secondBehindProxy();
    const subscriber = b.redis?.subscriber;
    if (!subscriber) throw new Error('instance B has no Redis');
    const subscribe = vi.spyOn(subscriber, 'subscribe').mockRejectedValueOnce(new Error('Command timed out'));

    proxy.cut();
    await expect.poll(() => subscribe.mock.calls.length).toBeGreaterThan(1);
    await expect
      .poll(async () => {
        await a.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: 'Any rebates for heat pumps?', conversationId } });
        return chunksOf(onB.frames).some((chunk) => chunk.isComplete);
      })
      .toBe(true);
    onB.socket.close(1000);
  });

  it('answers the turn when Redis cannot publish, and tells a socket that cannot follow across instances to retry', async () => {
    const { a, b } = await twoInstances();
    const urlB = await listenForSockets(b);
    const conversationId = await createConversation(a, 'u', 'p');
    a.redis?.commands.disconnect();
    const response = await a.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: 'Is double glazing worth it?', conversationId } });
    expect(response.statusCode).toBe(200);

    b.redis?.subscriber.disconnect();
    const onB = await follow(urlB, conversationId);
    expect(onB.frames.at(-1)).toEqual({ type: 'error', message: 'Could not register now, please try again' });
    expect(b.hub.socketCount(conversationId)).toBe(0);
    onB.socket.close(1000);
  });
});
