import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databasePath).toBe(path.resolve(REPO_ROOT, 'data/energy-advisor.db'));
    expect(config.logLevel).toBe('info');
    expect(config.requestTimeoutMs).toBeGreaterThan(0);
    expect(config.sqliteBusyTimeoutMs).toBeLessThanOrEqual(1000);
  });

  it('reads overrides from the environment', () => {
    const config = loadConfig({ PORT: '8080', HOST: '127.0.0.1', DATABASE_PATH: '/tmp/x.db', LOG_LEVEL: 'warn' });
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', databasePath: '/tmp/x.db', logLevel: 'warn' });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('reads the admin settings: no token by default (the app then generates one), limits per minute', () => {
    expect(loadConfig({}).admin).toEqual({ token: undefined, rateLimitPerMinute: 300, signInRateLimitPerMinute: 10, cookieSecure: 'auto' });
    const config = loadConfig({ ADMIN_TOKEN: 'a-long-enough-admin-token', ADMIN_RATE_LIMIT_PER_MINUTE: '0', ADMIN_SIGN_IN_RATE_LIMIT_PER_MINUTE: '5' });
    expect(config.admin).toEqual({ token: 'a-long-enough-admin-token', rateLimitPerMinute: 0, signInRateLimitPerMinute: 5, cookieSecure: 'auto' });
    expect(() => loadConfig({ ADMIN_COOKIE_SECURE: 'yes' })).toThrow(/ADMIN_COOKIE_SECURE/);
    expect(() => loadConfig({ ADMIN_TOKEN: 'has spaces in the admin token' })).toThrow(/ADMIN_TOKEN/);
    expect(() => loadConfig({ ADMIN_SIGN_IN_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/ADMIN_SIGN_IN_RATE_LIMIT_PER_MINUTE/);
  });

  it('runs the engine in one worker per spare core (at most two) unless ADVISOR_WORKERS says otherwise', () => {
    expect(loadConfig({}).advisorWorkers).toBe(Math.min(2, Math.max(0, os.availableParallelism() - 1)));
    expect(loadConfig({ ADVISOR_WORKERS: '0' }).advisorWorkers).toBe(0);
    expect(loadConfig({ ADVISOR_WORKERS: '4' }).advisorWorkers).toBe(4);
    expect(() => loadConfig({ ADVISOR_WORKERS: '17' })).toThrow(/ADVISOR_WORKERS/);
    expect(() => loadConfig({ ADVISOR_WORKERS: 'many' })).toThrow(/ADVISOR_WORKERS/);
  });

  it('checkpoints SQLite in a worker unless SQLITE_CHECKPOINTS=inline', () => {
    expect(loadConfig({}).sqliteCheckpoints).toBe('background');
    expect(loadConfig({ SQLITE_CHECKPOINTS: 'inline' }).sqliteCheckpoints).toBe('inline');
    expect(() => loadConfig({ SQLITE_CHECKPOINTS: 'sometimes' })).toThrow(/SQLITE_CHECKPOINTS/);
  });

  it('reads the rate budgets (0 turns one off) and SERVE_SOURCE_MAPS (off by default)', () => {
    expect(loadConfig({})).toMatchObject({
      chatRateLimitPerMinute: 60,
      conversationRateLimitPerMinute: 30,
      buildingDetailsRateLimitPerMinute: 60,
      leadRateLimitPerMinute: 10,
      feedbackRateLimitPerMinute: 30,
      voiceRateLimitPerMinute: 20,
      serveSourceMaps: false,
    });
    expect(loadConfig({ LEAD_RATE_LIMIT_PER_MINUTE: '0', SERVE_SOURCE_MAPS: 'true' })).toMatchObject({ leadRateLimitPerMinute: 0, serveSourceMaps: true });
    expect(() => loadConfig({ FEEDBACK_RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(/FEEDBACK_RATE_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ SERVE_SOURCE_MAPS: 'yes' })).toThrow(/SERVE_SOURCE_MAPS/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('reads TRUST_PROXY as a number of proxies or their addresses, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16 ::1' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
    for (const value of ['true', '0', '99', 'proxy.example', '*']) expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
  });
  it('keeps everything in process without REDIS_URL, and reads the Redis and drain settings', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({}).shutdownDrainTimeoutMs).toBe(25_000);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2', REDIS_COMMAND_TIMEOUT_MS: '250', SHUTDOWN_DRAIN_TIMEOUT_MS: '0' })).toMatchObject({
      redis: { url: 'redis://127.0.0.1:6379/2', keyPrefix: 'energy-advisor:', commandTimeoutMs: 250, connectTimeoutMs: 5000 },
      shutdownDrainTimeoutMs: 0,
    });
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal:6380', REDIS_KEY_PREFIX: 'ea-prod:' }).redis).toMatchObject({ keyPrefix: 'ea-prod:' });
  });

  it('refuses a REDIS_URL that is not redis:// or rediss:// without repeating it (it may hold a password)', () => {
    for (const value of ['127.0.0.1:6379', 'http://user:s3cret@cache:6379', 'redis://:s3cret@cache:6379/not-a-db', 'not a url']) {
      expect(() => loadConfig({ REDIS_URL: value }), value).toThrow(/REDIS_URL/);
      expect(() => loadConfig({ REDIS_URL: value }), value).not.toThrow(/s3cret/);
    }
    expect(() => loadConfig({ REDIS_URL: 'redis://cache', REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
    expect(() => loadConfig({ REDIS_URL: 'redis://cache', REDIS_COMMAND_TIMEOUT_MS: '0' })).toThrow(/REDIS_COMMAND_TIMEOUT_MS/);
  });
});
