import { buildWhenConnected } from '../redis/test/build-when-connected';
import { describe, expect, it } from 'vitest';
import { TOKEN } from './test/fixtures';
import { twoInstances } from '../redis/test/two-instances';
import { keysUnder } from '../redis/test/test-redis';
import { freezableRedisProxy } from '../redis/test/redis-proxy';
import { sharedRedisForTest } from '../redis/test/test-redis';
import type { App } from '../types';

const signIn = async (app: App) => {
  const response = await app.inject({ method: 'POST', url: '/api/admin/session', payload: { token: TOKEN } });
  expect(response.statusCode).toBe(200);
  return { cookie: String(response.headers['set-cookie']).split(';')[0] as string };
};
const analytics = (app: App, headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/admin/analytics', headers });

describe('admin sessions in Redis', () => {
  it('accepts a session signed in on A on B, and refuses it on both once signed out on A', async () => {
    const { a, b, redis, prefix } = await twoInstances({ ADMIN_TOKEN: TOKEN });
    const session = await signIn(a);
    expect((await analytics(b, session)).statusCode).toBe(200);
    const [key] = await keysUnder(redis, `${prefix}admin-session:`);
    expect(key).toBeDefined();
    expect(key).not.toContain(session.cookie.split('=')[1]);
    expect(await redis.pttl(key as string)).toBeGreaterThan(11 * 60 * 60 * 1000);

    const signOut = await a.inject({ method: 'DELETE', url: '/api/admin/session', headers: session });
    expect(signOut.statusCode).toBe(200);
    expect((await analytics(b, session)).statusCode).toBe(401);
    expect((await analytics(a, session)).statusCode).toBe(401);
    expect(await keysUnder(redis, `${prefix}admin-session:`)).toEqual([]);
  });

  it('answers 503 (never lets a cookie in, never hangs) while Redis does not answer; the bearer token still works', async () => {
    const proxy = await freezableRedisProxy();
    const { env } = sharedRedisForTest();
    const { app } = await buildWhenConnected({ ...env, REDIS_URL: proxy.url, REDIS_COMMAND_TIMEOUT_MS: '200', ADMIN_TOKEN: TOKEN });
    const session = await signIn(app);
    proxy.freeze();
    const started = Date.now();
    const refused = await analytics(app, session);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: 'service_unavailable', message: 'Admin sign-in is not available right now, please retry shortly' });
    expect(refused.headers['retry-after']).toBe('1');
    expect(Date.now() - started).toBeLessThan(4000);
    expect((await app.inject({ method: 'POST', url: '/api/admin/session', payload: { token: TOKEN } })).statusCode).toBe(503);
    expect((await analytics(app, { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);

    proxy.thaw();
    proxy.cut();
    await expect.poll(async () => (await analytics(app, session)).statusCode).toBe(200);
  });
});
