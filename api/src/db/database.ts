import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql, type SqliteDatabase } from 'kysely';
import { LockingSqliteDialect } from './locking-dialect';
import { WriteLock } from './write-lock';
import { prepared } from './statements';
import type { ConversationTable } from './conversation.table';
import type { MessageTable } from './message.table';
import type { FeedbackTable } from './feedback.table';
import type { LeadTable } from './lead.table';
import type { CollectedVariableTable } from './collected-variable.table';
import type { VisitorTable } from './visitor.table';
import type { VoiceAgentTable } from './voice-agent.table';

/** The whole database, one interface: table name → row type. */
export interface Database {
  conversations: ConversationTable;
  messages: MessageTable;
  feedback: FeedbackTable;
  leads: LeadTable;
  collected_variables: CollectedVariableTable;
  visitors: VisitorTable;
  voice_agents: VoiceAgentTable;
}

export type Db = Kysely<Database>;

/** A raw connection: what the repositories' synchronous functions run on (the event loop's or a turn worker's). */
export type Sqlite = SQLite.Database;

export interface DatabaseOptions {
  path: string;
  busyTimeoutMs: number;
  /** NORMAL (default): WAL commits survive a process crash; FULL: also power loss, at an fsync per commit. */
  synchronous?: 'NORMAL' | 'FULL';
  /** The write lock shared with the threads that write this file (see `write-lock.ts`); a new one by default. */
  writeLock?: WriteLock;
  /** SQLite's page cache for this connection (KiB); 64 MiB by default. */
  pageCacheKib?: number;
}

/** The pragmas every connection of the app sets on the database file (the event loop's and the workers'). */
export function openConnection(options: DatabaseOptions): SQLite.Database {
  if (options.path !== ':memory:') fs.mkdirSync(path.dirname(options.path), { recursive: true });
  const sqlite = new SQLite(options.path, { timeout: options.busyTimeoutMs });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${options.synchronous ?? 'NORMAL'}`);
  sqlite.pragma('foreign_keys = ON');
  // The default page cache is 2 MiB: a chat history read then goes to the OS for most of its pages.
  sqlite.pragma(`cache_size = -${options.pageCacheKib ?? PAGE_CACHE_KIB}`);
  sqlite.pragma(`mmap_size = ${MMAP_BYTES}`);
  return sqlite;
}

/**
 * Opens SQLite in WAL mode. With synchronous=NORMAL an acknowledged write survives a crash of the
 * process but the last commits may roll back after a power loss or OS crash; FULL closes that gap
 * with an fsync per commit (several times slower on most disks). The busy timeout is short because
 * the driver is synchronous and a long wait would block the event loop. kysely's writes first take
 * the write lock shared with the turn workers (see `write-lock.ts`, `locking-dialect.ts`), so in
 * this process SQLite's busy wait only ever meets other processes.
 */
export function createDatabase(options: DatabaseOptions): Db {
  const sqlite = openConnection(options);
  const lock = options.writeLock ?? new WriteLock();
  const statements = withStatementCache(sqlite);
  const dialect = new LockingSqliteDialect(
    { database: statements.database },
    { sqlite, lock, timeoutMs: options.busyTimeoutMs, writes: statements.writes },
  );
  const db = new Kysely<Database>({ dialect });
  connections.set(db, { sqlite, lock });
  return db;
}

const connections = new WeakMap<Db, { sqlite: SQLite.Database; lock: WriteLock }>();

/** The write lock of a database opened by {@link createDatabase}: raw writers on its connection take it too. */
export function writeLockOf(db: Db): WriteLock {
  const connection = connections.get(db);
  if (!connection) throw new Error('writeLockOf: this database was not opened by createDatabase');
  return connection.lock;
}

/**
 * The better-sqlite3 connection behind a database opened by {@link createDatabase}, for the
 * repositories' synchronous functions (prepared statements).
 */
export function sqliteOf(db: Db): Sqlite {
  const connection = connections.get(db);
  if (!connection) throw new Error('sqliteOf: this database was not opened by createDatabase');
  return connection.sqlite;
}

/**
 * Runs `work` (synchronous statements on the raw connection of `db`) outside any kysely
 * transaction. kysely transactions on this one connection span awaits, and a raw statement must
 * never land inside one: while one is open, `work` waits for kysely's connection lock like any
 * query. Otherwise it runs at once, which costs a chat turn far less than taking that lock (the
 * work is synchronous, so nothing can begin a transaction while it runs).
 */
export function outsideTransactions<T>(db: Db, work: () => T): Promise<T> {
  if (sqliteOf(db).inTransaction) return db.connection().execute(async () => work());
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error);
  }
}

/** SQLite's page cache per connection (KiB). */
const PAGE_CACHE_KIB = 64 * 1024;
/** Reads through a memory map up to this size, without a system call per page. */
const MMAP_BYTES = 256 * 1024 * 1024;

/** SQLite calls BEGIN read-only (the writes come after it); it takes the write lock all the same. */
const BEGIN = /^\s*begin\b/i;

/**
 * Kysely's SQLite driver prepares every query anew; preparing costs more than running most of
 * ours. Statements are reused per SQL text (kysely's SQL has placeholders, so the texts repeat).
 * `writes` tells from the prepared statement whether a text writes.
 */
function withStatementCache(sqlite: SQLite.Database): { database: SqliteDatabase; writes: (text: string) => boolean } {
  const prepare = (text: string) => prepared(sqlite, text);
  return {
    database: { close: () => sqlite.close(), prepare },
    writes: (text) => BEGIN.test(text) || !prepare(text).readonly,
  };
}

/**
 * Runs `work` in a write transaction that takes the write lock up front (BEGIN IMMEDIATE), so two
 * writers never deadlock upgrading a read lock.
 */
export async function writeTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
