import { describe, expect, it } from 'vitest';
import { buildTestApp, visitorToken } from '../test/helper';
import { twoInstances } from '../redis/test/two-instances';
import { keysUnder, sharedRedisForTest } from '../redis/test/test-redis';
import { freezableRedisProxy } from '../redis/test/redis-proxy';
import type { App } from '../types';

const chat = (app: App, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: 'Hi' }, headers });
const newConversation = (app: App) => app.inject({ method: 'POST', url: '/api/conversations', payload: { userId: 'u', projectId: 'p' } });
const signIn = (app: App) => app.inject({ method: 'POST', url: '/api/admin/session', payload: { token: 'wrong-token-but-counted' } });

describe('rate limits in Redis', () => {
  it('count each budget across instances: requests spread over A and B spend one budget', async () => {
    const { a, b, redis, prefix } = await twoInstances({ CHAT_RATE_LIMIT_PER_MINUTE: '3', CONVERSATION_RATE_LIMIT_PER_MINUTE: '2', ADMIN_SIGN_IN_RATE_LIMIT_PER_MINUTE: '2' });
    expect([(await chat(a)).statusCode, (await chat(b)).statusCode, (await chat(a)).statusCode]).toEqual([200, 200, 200]);
    const refused = await chat(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many messages: try again in \d+ s$/);
    expect((await chat(a)).statusCode).toBe(429);

    expect([(await newConversation(b)).statusCode, (await newConversation(a)).statusCode, (await newConversation(b)).statusCode]).toEqual([201, 201, 429]);
    // an admin route's own limit (sign-in attempts) counts across instances too
    expect([(await signIn(a)).statusCode, (await signIn(b)).statusCode, (await signIn(a)).statusCode]).toEqual([401, 401, 429]);

    const keys = await keysUnder(redis, `${prefix}rate:`);
    expect(keys).toEqual(expect.arrayContaining([`${prefix}rate:chat|127.0.0.1`, `${prefix}rate:conversation|127.0.0.1`, `${prefix}rate:POST /api/admin/session|127.0.0.1`]));
    expect(Number(await redis.get(`${prefix}rate:chat|127.0.0.1`))).toBe(5);
    expect(await redis.pttl(`${prefix}rate:chat|127.0.0.1`)).toBeGreaterThan(50_000);
  });

  it("count a visitor token's budget across instances", async () => {
    const { a, b } = await twoInstances({ CHAT_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' });
    const visitor = await visitorToken(a, { userId: 'u' });
    const statuses = [];
    for (const [index, app] of [a, b, a, b].entries()) statuses.push((await chat(app, { ...visitor.headers, 'x-forwarded-for': `203.0.113.${index + 1}` })).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('count in the instance while Redis does not answer (no request waits past the command timeout), and in Redis again after', async () => {
    const proxy = await freezableRedisProxy();
    const { env, redis, prefix } = sharedRedisForTest();
    const { app } = await buildTestApp({ ...env, REDIS_URL: proxy.url, REDIS_COMMAND_TIMEOUT_MS: '1500', CHAT_RATE_LIMIT_PER_MINUTE: '2' });
    expect((await chat(app)).statusCode).toBe(200);

    proxy.freeze();
    const started = Date.now();
    expect((await chat(app)).statusCode).toBe(200);
    // bounded by the 1.5 s command timeout, not Redis's own (none: it would wait for ever); the
    // margin is for a loaded machine
    expect(Date.now() - started).toBeLessThan(6000);
    // counted in memory from here: this instance still refuses past the budget, at once
    expect((await chat(app)).statusCode).toBe(200);
    const local = Date.now();
    expect((await chat(app)).statusCode).toBe(429);
    // well inside the command timeout: the refusal did not wait for Redis
    expect(Date.now() - local).toBeLessThan(1000);

    proxy.thaw();
    proxy.cut();
    await redis.del(`${prefix}rate:chat|127.0.0.1`);
    await expect.poll(async () => {
      await chat(app);
      return Number(await redis.get(`${prefix}rate:chat|127.0.0.1`) ?? 0);
    }, { interval: 300 }).toBeGreaterThan(0);
  });
});
