import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';
import { IDEMPOTENCY_TTL_MS, IDEMPOTENT_ROUTE_CONFIG, idempotency } from './idempotency';
import { createMemoryIdempotencyStore, type IdempotencyStore } from './idempotency-store';
import { createRedisIdempotencyStore } from './redis-idempotency-store';
import { connectSharedRedis } from '../redis/shared-redis';
import { sharedRedisForTest } from '../redis/test/test-redis';
import { loadConfig, type RedisSettings } from '../config';

const apps: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  while (apps.length > 0) await apps.pop()?.close();
});

/**
 * An app with one idempotent route that counts its runs and answers 201 with the run number; a
 * body `{ fail: true }` makes it fail (500), `{ gate: true }` holds it until `open()`.
 */
const memoryStore = () => createMemoryIdempotencyStore({ ttlMs: IDEMPOTENCY_TTL_MS, maxEntries: 100, maxChars: 1_000_000 });

/** A Redis store under this test's own prefix (REDIS_URL, shared by every instance), closed after the test. */
async function redisStore(): Promise<IdempotencyStore> {
  const { env } = sharedRedisForTest();
  const shared = await connectSharedRedis(loadConfig(env).redis as RedisSettings, Fastify({ logger: false }).log);
  apps.push(shared);
  return createRedisIdempotencyStore(shared, { ttlMs: IDEMPOTENCY_TTL_MS });
}

/** The behaviour below holds for either store. */
const STORES = [
  { name: 'in memory', make: async () => memoryStore() },
  { name: 'in Redis', make: redisStore },
];

async function countingApp(store: IdempotencyStore = memoryStore()) {
  const app = Fastify({ logger: false });
  apps.push(app);
  await app.register(errorHandler);
  await app.register(idempotency, { store });
  let runs = 0;
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let entered = () => {};
  const running = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const handler = async (request: { body: unknown }, reply: { code: (status: number) => { send: (body: unknown) => unknown } }) => {
    runs += 1;
    const body = request.body as { fail?: boolean; gate?: boolean };
    entered();
    if (body.gate) await gate;
    if (body.fail) throw new Error('the database is on fire');
    return reply.code(201).send({ run: runs });
  };
  app.post('/api/things', { config: IDEMPOTENT_ROUTE_CONFIG }, handler);
  app.post('/api/other-things', { config: IDEMPOTENT_ROUTE_CONFIG }, handler);
  app.post('/api/plain', handler);
  const post = (body: object, headers: Record<string, string> = {}, url = '/api/things', remoteAddress?: string) =>
    app.inject({ method: 'POST', url, payload: body, headers, ...(remoteAddress && { remoteAddress }) });
  return { app, post, runs: () => runs, open, running };
}

const KEY = { 'idempotency-key': 'order-5f0c2a' };

describe.each(STORES)('Idempotency-Key, answers kept $name', ({ make }) => {
  it('replays the first answer, status and body, without running the handler again', async () => {
    const { post, runs } = await countingApp(await make());
    const first = await post({ name: 'Sam' }, KEY);
    const again = await post({ name: 'Sam' }, KEY);
    const third = await post({ name: 'Sam' }, KEY);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ run: 1 });
    for (const replay of [again, third]) {
      expect(replay.statusCode).toBe(201);
      expect(replay.body).toBe(first.body);
      expect(replay.headers['content-type']).toBe(first.headers['content-type']);
      expect(replay.headers['idempotent-replayed']).toBe('true');
    }
    expect(runs()).toBe(1);
  });

  it('makes a repeat that arrives while the first is running wait for it, then replay it', async () => {
    const inner = await make();
    let claims = 0;
    let secondClaim = () => {};
    const secondClaimed = new Promise<void>((resolve) => {
      secondClaim = resolve;
    });
    const store: IdempotencyStore = {
      ...inner,
      claim: (key, fingerprint) => {
        claims += 1;
        if (claims === 2) secondClaim();
        return inner.claim(key, fingerprint);
      },
    };
    const { post, runs, open, running } = await countingApp(store);
    const first = post({ gate: true }, KEY);
    await running;
    const second = post({ gate: true }, KEY);
    // the repeat has asked for the key while the first still holds it
    await secondClaimed;
    open();
    const [one, two] = await Promise.all([first, second]);
    expect(runs()).toBe(1);
    expect(two.statusCode).toBe(201);
    expect(two.body).toBe(one.body);
    expect(two.headers['idempotent-replayed']).toBe('true');
  });

  it('keeps clients apart: another IP or another token with the same key runs its own request', async () => {
    const { post, runs } = await countingApp(await make());
    await post({ name: 'Sam' }, KEY);
    const otherIp = await post({ name: 'Sam' }, KEY, '/api/things', '203.0.113.9');
    const withToken = await post({ name: 'Sam' }, { ...KEY, authorization: 'Bearer visitor-a' });
    const otherToken = await post({ name: 'Sam' }, { ...KEY, authorization: 'Bearer visitor-b' });
    const sameToken = await post({ name: 'Sam' }, { ...KEY, authorization: 'Bearer visitor-a' });
    expect([otherIp, withToken, otherToken].map((answer) => answer.json().run)).toEqual([2, 3, 4]);
    expect(sameToken.json()).toEqual({ run: 3 });
    expect(runs()).toBe(4);
  });

  it('keeps routes apart', async () => {
    const { post, runs } = await countingApp(await make());
    await post({ name: 'Sam' }, KEY);
    const other = await post({ name: 'Sam' }, KEY, '/api/other-things');
    expect(other.json()).toEqual({ run: 2 });
    expect(runs()).toBe(2);
  });

  it('answers 409 for the same key with another body, and runs nothing', async () => {
    const { post, runs } = await countingApp(await make());
    await post({ name: 'Sam' }, KEY);
    const reused = await post({ name: 'Eve' }, KEY);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ error: 'conflict', message: 'This Idempotency-Key was already used for a different request' });
    expect(runs()).toBe(1);
  });

  it.each([
    ['longer than 200 characters', 'k'.repeat(201)],
    ['empty', ''],
    ['with a control character', 'key\u0001'],
    ['with a non-ASCII character', 'clé'],
  ])('answers 400 for a key %s, and runs nothing', async (_case, key) => {
    const { post, runs } = await countingApp(await make());
    const response = await post({ name: 'Sam' }, { 'idempotency-key': key });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: 'Idempotency-Key must be 1 to 200 printable characters' });
    expect(runs()).toBe(0);
  });

  it('accepts a key of exactly 200 printable characters', async () => {
    const { post } = await countingApp(await make());
    expect((await post({ name: 'Sam' }, { 'idempotency-key': `${'k'.repeat(199)}~` })).statusCode).toBe(201);
  });

  it('does not keep a 5xx: a retry with the key runs again', async () => {
    const { post, runs } = await countingApp(await make());
    expect((await post({ fail: true }, KEY)).statusCode).toBe(500);
    expect((await post({ fail: true }, KEY)).statusCode).toBe(500);
    expect(runs()).toBe(2);
  });

  it('changes nothing without the header, or on a route without the flag', async () => {
    const { post, runs } = await countingApp(await make());
    await post({ name: 'Sam' });
    await post({ name: 'Sam' });
    await post({ name: 'Sam' }, KEY, '/api/plain');
    await post({ name: 'Sam' }, KEY, '/api/plain');
    expect(runs()).toBe(4);
  });
});

describe('the in-memory idempotency store', () => {
  it('replays for the TTL and no longer (by its clock)', async () => {
    let now = 1_000_000;
    const store = createMemoryIdempotencyStore({ ttlMs: IDEMPOTENCY_TTL_MS, maxEntries: 10, maxChars: 10_000, now: () => now });
    expect(await store.claim('k', 'f')).toEqual({ outcome: 'run' });
    await store.complete('k', { statusCode: 201, contentType: 'application/json', body: '{}' });
    now += IDEMPOTENCY_TTL_MS - 1;
    expect((await store.claim('k', 'f')).outcome).toBe('replay');
    now += 2;
    expect(await store.claim('k', 'f')).toEqual({ outcome: 'run' });
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const store = createMemoryIdempotencyStore({ ttlMs: IDEMPOTENCY_TTL_MS, maxEntries: 2, maxChars: 10_000 });
    for (const key of ['a', 'b', 'c']) {
      await store.claim(key, 'f');
      await store.complete(key, { statusCode: 201, contentType: undefined, body: key });
    }
    expect((await store.claim('a', 'f')).outcome).toBe('run');
    expect((await store.claim('c', 'f')).outcome).toBe('replay');
  });

  it('lets the next request run once the holder releases the key', async () => {
    const store = createMemoryIdempotencyStore({ ttlMs: IDEMPOTENCY_TTL_MS, maxEntries: 2, maxChars: 10_000 });
    await store.claim('k', 'f');
    const waiting = store.claim('k', 'f');
    await store.release('k');
    expect(await waiting).toEqual({ outcome: 'run' });
  });
});
