import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('database settings', () => {
  it('stays on SQLite without DATABASE_URL', () => {
    expect(loadConfig({}).postgres).toBeUndefined();
  });

  it('reads DATABASE_URL and the pool settings', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://app:pw@db.internal:5432/energy?sslmode=require',
      DATABASE_POOL_SIZE: '4',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '3000',
    });
    expect(config.postgres).toEqual({
      url: 'postgresql://app:pw@db.internal:5432/energy?sslmode=require',
      poolSize: 4,
      connectTimeoutMs: 2000,
      statementTimeoutMs: 3000,
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/test' }).postgres).toMatchObject({ poolSize: 10, connectTimeoutMs: 5000, statementTimeoutMs: 10_000 });
  });

  it('refuses a DATABASE_URL that names no PostgreSQL database, without repeating it (it may hold a password)', () => {
    for (const value of ['mysql://user:s3cret@db/energy', 'postgres://user:s3cret@db', 'user:s3cret@db/energy', 'not a url s3cret']) {
      expect(() => loadConfig({ DATABASE_URL: value }), value).toThrow(/DATABASE_URL/);
      expect(() => loadConfig({ DATABASE_URL: value }), value).not.toThrow(/s3cret/);
    }
  });

  it('refuses a pool size or timeout out of range', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '5' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });
});
