import pg from 'pg';
import { Kysely } from 'kysely';
import { CurrentSchemaPostgresDialect } from './current-schema-dialect';
import type { Database, Db } from './database';
import { guardedPool } from './postgres-errors';

/** How the app connects to PostgreSQL (from DATABASE_URL and its settings). */
export interface PostgresOptions {
  /** postgres://…; `?options=-c search_path=…` picks a schema (the tests give each app its own). */
  url: string;
  /** At most this many connections. */
  poolSize: number;
  /** A connection not made by then fails instead of waiting for ever (pg's default). */
  connectTimeoutMs: number;
  /** The server cancels a statement that runs longer, and ends a transaction left idle that long. */
  statementTimeoutMs: number;
  /**
   * An idle connection of the pool failed (the server restarted, the network dropped it). pg emits
   * it on the pool, where an unhandled 'error' event would end the process; the pool replaces
   * the connection on the next checkout.
   */
  onIdleError: (error: Error) => void;
}

/** PostgreSQL's type ids whose text the app reads as SQLite gives it (see {@link typeParser}). */
const INT8 = 20;
const JSON_TYPE = 114;
const DATE = 1082;
const TIMESTAMPTZ = 1184;

/** `YYYY-MM-DD HH:MM:SS[.ffffff]+00`, PostgreSQL's ISO output of a timestamptz in UTC. */
const UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamptz as the app stores and compares it on SQLite: an ISO string with milliseconds in
 * UTC (`2026-11-22T04:00:00.000Z`). The session's time zone is UTC (see {@link createPostgresDatabase});
 * any other offset still reads right, through Date.
 */
export function isoTimestamp(text: string): string {
  const utc = UTC_TIMESTAMP.exec(text);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  return new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();
}

/**
 * The app's rows look the same on both databases: counts and bigint ids are numbers (pg gives
 * strings, as an int8 can pass 2^53; ours never come near), JSON columns are the text that was
 * stored (pg would parse them, and the app parses them itself), timestamps are ISO strings, dates
 * `YYYY-MM-DD`. Per pool, not pg's global parsers, so other users of pg in the process see pg's
 * defaults.
 */
function typeParser(oid: number, format?: string): (value: string) => unknown {
  if (format !== 'binary') {
    if (oid === INT8) return Number;
    if (oid === JSON_TYPE || oid === DATE) return (value) => value;
    if (oid === TIMESTAMPTZ) return isoTimestamp;
  }
  return pg.types.getTypeParser(oid, format as 'text');
}

/**
 * kysely over a pg pool. Every connection runs with the statement timeout, the same timeout for a
 * transaction left idle (a stuck request must not hold row locks), TCP keep-alive (a dead server
 * is noticed), and its time zone in UTC. Connections are made on demand, at most `poolSize`. A
 * connection that cannot be made or breaks fails as `DatabaseUnavailableError` (see `postgres-errors.ts`).
 */
export function createPostgresDatabase(options: PostgresOptions): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
    idle_in_transaction_session_timeout: options.statementTimeoutMs,
    keepAlive: true,
    application_name: 'energy-advisor',
    types: { getTypeParser: typeParser as typeof pg.types.getTypeParser },
  });
  pool.on('error', options.onIdleError);
  // one statement per new connection, before any of the app's (a client runs its queries in order)
  pool.on('connect', (client) => {
    client.query("set time zone 'UTC'").catch(() => {
      // the connection failed: the query waiting behind this one fails with the cause
    });
  });
  const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool: guardedPool(pool) }) });
  return { db, pool };
}
