import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { StorageDialect } from '../storage/storage';

/**
 * The database the tests run on: SQLite, or PostgreSQL when TEST_DATABASE=postgres (the `api-pg`
 * project in vitest.config.ts sets it). Test files read it only to skip what one database lacks.
 */
export const testDialect: StorageDialect = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
export const onPostgres = testDialect === 'postgres';

/** The PostgreSQL server and database the tests make their schemas in (trust auth on the project's machines). */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/** Every test schema's name starts with this and the pid of the process that made it (see postgres-global-setup.ts). */
export const TEST_SCHEMA_PREFIX = 'ea_test_';

/** One small pool per test process, for making and dropping schemas; it lets the process exit when idle. */
let adminPool: pg.Pool | undefined;
const admin = () => (adminPool ??= new pg.Pool({ connectionString: TEST_POSTGRES_URL, max: 2, idleTimeoutMillis: 1000, allowExitOnIdle: true }));

/** The URL of a database whose tables live in `schema` (every connection's search_path). */
export function schemaUrl(schema: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.href;
}

/** A new, empty PostgreSQL schema; `drop` removes it with everything in it. */
export async function createTestSchema(): Promise<{ schema: string; url: string; drop: () => Promise<void> }> {
  const schema = `${TEST_SCHEMA_PREFIX}${process.pid}_${randomBytes(6).toString('hex')}`;
  await admin().query(`create schema ${schema}`);
  return { schema, url: schemaUrl(schema), drop: async () => void (await admin().query(`drop schema if exists ${schema} cascade`)) };
}

/**
 * The settings of a fresh, empty database for a test app: a SQLite file in `dir`, or a new
 * PostgreSQL schema. Apps built with the same settings share the database. `drop` removes the
 * schema (nothing for SQLite: the directory goes with the test); call it after the apps closed.
 */
export async function freshTestDatabase(dir: string): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (!onPostgres) return { env: { DATABASE_PATH: path.join(dir, 'test.db') }, drop: async () => {} };
  const { url, drop } = await createTestSchema();
  return { env: { DATABASE_URL: url, DATABASE_POOL_SIZE: '4' }, drop };
}
