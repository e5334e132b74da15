import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { sharedRedisForTest } from '../redis/test/test-redis';
import { freezableRedisProxy } from '../redis/test/redis-proxy';

describe('GET /api/health', () => {
  it('answers ok with the database checked, Redis not configured, speech and draining', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok', redis: 'not_configured', draining: false, advisor: 'local' });
    expect(response.json().version).toMatch(/^\d+\.\d+\.\d+/);
    expect(response.json().speech).toEqual({
      recognition: app.speech.stt.available ? 'ok' : 'unavailable',
      synthesis: app.speech.tts.available ? 'ok' : 'unavailable',
    });
  });

  it('answers 503 JSON when the database is gone', async () => {
    const { app } = await buildTestApp();
    await app.db.destroy();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'service_unavailable', message: 'The database is not available' });
  });

  it('reports Redis, and degraded (still ready) within the command timeout while Redis does not answer', async () => {
    const proxy = await freezableRedisProxy();
    const { env } = sharedRedisForTest();
    const { app } = await buildTestApp({ ...env, REDIS_URL: proxy.url, REDIS_COMMAND_TIMEOUT_MS: '1000' });
    // a first command can outlast a short timeout on a loaded machine: ask until Redis has answered once
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/health' })).json().redis, { timeout: 10_000 })
      .toBe('ok');

    proxy.freeze();
    const started = Date.now();
    const degraded = await app.inject({ method: 'GET', url: '/api/health' });
    // bounded by the 1 s command timeout, not Redis's own (none: it would wait for ever); the
    // margin is for a loaded machine
    expect(Date.now() - started).toBeLessThan(6000);
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toMatchObject({ status: 'degraded', database: 'ok', redis: 'unavailable' });
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);

    proxy.thaw();
    proxy.cut();
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/health' })).json().redis, { timeout: 10_000 })
      .toBe('ok');
  });

  it('stops the start, naming REDIS_URL but not its value, when Redis does not answer', async () => {
    const proxy = await freezableRedisProxy();
    proxy.freeze();
    const { env } = sharedRedisForTest();
    const url = proxy.url.replace('redis://', 'redis://:s3cret@');
    const started = Date.now();
    const failed = buildTestApp({ ...env, REDIS_URL: url, REDIS_CONNECT_TIMEOUT_MS: '300' });
    await expect(failed).rejects.toThrow(/^Redis at REDIS_URL could not be reached/);
    await expect(failed).rejects.not.toThrow(/s3cret/);
    expect(Date.now() - started).toBeLessThan(6000);
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 while the instance takes work', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });
});
