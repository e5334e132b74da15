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
const admin = () =>
  (adminPool ??= new pg.Pool({ connectionString: TEST_POSTGRES_URL, max: 2, idleTimeoutMillis: 1000, allowExitOnIdle: true, options: '-c lock_timeout=5000' }));

/** The URL of a database whose tables live in `schema` (every connection's search_path). */
export function schemaUrl(schema: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.href;
}

/**
 * A new, empty PostgreSQL schema. Test schemas are never dropped while tests run (a test may still
 * hold a connection to one); the api-pg project's global setup drops them once their process has
 * gone (postgres-global-setup.ts).
 */
export async function createTestSchema(): Promise<{ schema: string; url: string }> {
  const schema = `${TEST_SCHEMA_PREFIX}${process.pid}_${randomBytes(6).toString('hex')}`;
  await admin().query(`create schema ${schema}`);
  return { schema, url: schemaUrl(schema) };
}

/** Schemas of this process whose test ended: migrated, emptied, ready for the next test app. */
const emptied: string[] = [];

/**
 * The settings of a fresh, empty database for a test app: a SQLite file in `dir`, or a PostgreSQL
 * schema of its own. Apps built with the same settings share the database. `release` empties it
 * for a later test (nothing for SQLite: the directory goes with the test); call it after the apps
 * closed.
 *
 * A schema is migrated once and then reused, emptied, by the next tests of the process: migrating a
 * new schema costs PostgreSQL about 0.3 s, emptying one a few milliseconds, and the app sees the
 * same empty, migrated database either way (ids start at 1 again). The migrations themselves are
 * tested on new schemas (`db/migrations.test.ts`).
 */
export async function freshTestDatabase(dir: string): Promise<{ env: Record<string, string>; release: () => Promise<void> }> {
  if (!onPostgres) return { env: { DATABASE_PATH: path.join(dir, 'test.db') }, release: async () => {} };
  const schema = emptied.pop() ?? (await createTestSchema()).schema;
  return { env: { DATABASE_URL: schemaUrl(schema), DATABASE_POOL_SIZE: '4' }, release: () => empty(schema) };
}

/**
 * Truncates a schema's tables (restarting their ids) and keeps it for the next test; one no app
 * migrated is left for the end of the run (see {@link createTestSchema}).
 */
async function empty(schema: string): Promise<void> {
  const { rows } = await admin().query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = $1 and tablename not like 'kysely%'",
    [schema],
  );
  if (rows.length === 0) return;
  try {
    await admin().query(`truncate ${rows.map(({ name }) => `${schema}.${name}`).join(', ')} restart identity cascade`);
  } catch {
    // a session the test left open still holds a lock (lock_timeout): not reused, dropped after the run
    return;
  }
  emptied.push(schema);
}
