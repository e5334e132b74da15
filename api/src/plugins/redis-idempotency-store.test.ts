import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { twoInstances } from '../redis/test/two-instances';
import { keysUnder, sharedRedisForTest } from '../redis/test/test-redis';
import { freezableRedisProxy } from '../redis/test/redis-proxy';
import { connectSharedRedis } from '../redis/shared-redis';
import { buildWhenConnected } from '../redis/test/build-when-connected';
import Fastify from 'fastify';
import { loadConfig, type RedisSettings } from '../config';
import type { App } from '../types';
import { createRedisIdempotencyStore } from './redis-idempotency-store';


const messages = async (app: App) => Number((await app.db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const turn = { content: 'Which insulation for a cold floor?', projectId: 'project-123', userId: 'user-456' };
const send = (app: App, key: string, payload: object = turn) =>
  app.inject({ method: 'POST', url: '/api/conversations/message', payload, headers: { 'idempotency-key': key } });

describe('Idempotency-Key answers in Redis', () => {
  it('replays on B the answer A gave, stores the turn once, and refuses the key with another body on either', async () => {
    const { a, b, redis, prefix } = await twoInstances();
    const first = await send(a, 'retry-1');
    expect(first.statusCode).toBe(200);
    const retry = await send(b, 'retry-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(await messages(a)).toBe(2);

    expect((await send(b, 'retry-1', { ...turn, content: 'Something else' })).statusCode).toBe(409);
    expect((await send(a, 'retry-1', { ...turn, content: 'Something else' })).statusCode).toBe(409);
    const [key] = await keysUnder(redis, `${prefix}idempotency:`);
    expect(await redis.hget(key as string, 'state')).toBe('done');
    expect(await redis.pttl(key as string)).toBeGreaterThan(23 * 60 * 60 * 1000);
  });

  it('runs a request sent to A and B at once only once: the one that arrives second waits and replays', async () => {
    const { a, b } = await twoInstances();
    const answers = await Promise.all([send(a, 'double-click'), send(b, 'double-click')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.body).toBe(answers[1]?.body);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(await messages(a)).toBe(2);
  });

  it('holds a key while its request runs, however long; frees it once the instance that held it died (its claim expires)', async () => {
    const { env, redis, prefix } = sharedRedisForTest();
    // (commands given 5 s, not the default 500 ms: on a loaded machine a heartbeat or the completion that
    // timed out lost the claim, and this test is of the claim, not of the timeout, tested below)
    const shared = await connectSharedRedis(loadConfig({ ...env, REDIS_COMMAND_TIMEOUT_MS: '5000' }).redis as RedisSettings, Fastify({ logger: false }).log);
    try {
      // a claim of 3 s renewed by its heartbeat, held twice as long: 300 ms, then 1 s, lapsed in CI when the
      // event loop stalled under load (the heartbeat renews every lockMs / 3; the default lock is 30 s)
      const running = createRedisIdempotencyStore(shared, { ttlMs: 60_000, lockMs: 3_000 });
      const waiting = createRedisIdempotencyStore(shared, { ttlMs: 60_000, lockMs: 3_000 });
      expect(await running.claim('slow', 'f')).toEqual({ outcome: 'run' });
      let settled = false;
      const retry = waiting.claim('slow', 'f').finally(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      expect(settled).toBe(false);
      await running.complete('slow', { statusCode: 200, contentType: undefined, body: 'done' });
      expect(await retry).toEqual({ outcome: 'replay', answer: { statusCode: 200, contentType: undefined, body: 'done' } });

      // (a claim of 1.5 s: one of 300 ms lapsed before the look below on a machine loaded by other work)
      const dead = createRedisIdempotencyStore(shared, { ttlMs: 60_000, lockMs: 1_500 });
      const alive = createRedisIdempotencyStore(shared, { ttlMs: 60_000, lockMs: 1_500 });
      expect(await dead.claim('k', 'f')).toEqual({ outcome: 'run' });
      // (timed from the dead claim: on a loaded machine the two commands below may take part of its 1.5 s)
      const claimedAt = Date.now();
      // the dead instance's heartbeat stops with it: here, its key loses the expiry extension
      const key = `${prefix}idempotency:${createHash('sha256').update('k').digest('base64url')}`;
      expect(await redis.hget(key, 'state')).toBe('running');
      await redis.hset(key, 'owner', 'an instance that died');
      expect(await alive.claim('k', 'f')).toEqual({ outcome: 'run' });
      expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(1_400);
      await alive.complete('k', { statusCode: 201, contentType: 'application/json', body: '{"ok":true}' });
      expect(await dead.claim('k', 'f')).toEqual({ outcome: 'replay', answer: { statusCode: 201, contentType: 'application/json', body: '{"ok":true}' } });
      await dead.release('k');
    } finally {
      await shared.close();
    }
  });

  it('answers 503 within the command timeout while Redis does not answer; requests without a key go on', async () => {
    const proxy = await freezableRedisProxy();
    const { env } = sharedRedisForTest();
    // connecting runs a first command under the 200 ms timeout, which a loaded machine can outlast
    // (seen once in CI): try again a few times before the outage starts
    const { app } = await buildWhenConnected({ ...env, REDIS_URL: proxy.url, REDIS_COMMAND_TIMEOUT_MS: '200' });
    proxy.freeze();
    const started = Date.now();
    const refused = await send(app, 'during-outage');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: 'service_unavailable', message: 'Idempotency-Key is not available right now, please retry shortly' });
    // bounded by the 200 ms command timeout, not Redis's own (none: it would wait for ever); the
    // margin is for a loaded machine
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await messages(app)).toBe(0);
    expect((await app.inject({ method: 'POST', url: '/api/conversations/message', payload: turn })).statusCode).toBe(200);

    proxy.thaw();
    proxy.cut();
    await expect.poll(async () => (await send(app, 'during-outage')).statusCode).toBe(200);
    expect((await send(app, 'during-outage')).headers['idempotent-replayed']).toBe('true');
  });
});
