import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import type { ConversationTable } from './conversation.table';
import type { MessageTable } from './message.table';
import type { FeedbackTable } from './feedback.table';
import type { LeadTable } from './lead.table';
import type { CollectedVariableTable } from './collected-variable.table';

/** The whole database, one interface: table name → row type. */
export interface Database {
  conversations: ConversationTable;
  messages: MessageTable;
  feedback: FeedbackTable;
  leads: LeadTable;
  collected_variables: CollectedVariableTable;
}

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  path: string;
  busyTimeoutMs: number;
  /** NORMAL (default): WAL commits survive a process crash; FULL: also power loss, at an fsync per commit. */
  synchronous?: 'NORMAL' | 'FULL';
}

/**
 * Opens SQLite in WAL mode. With synchronous=NORMAL an acknowledged write survives a crash of the
 * process but the last commits may roll back after a power loss or OS crash; FULL closes that gap
 * with an fsync per commit (several times slower on most disks). The busy timeout is short because
 * the driver is synchronous and a long wait would block the event loop.
 */
export function createDatabase(options: DatabaseOptions): Db {
  if (options.path !== ':memory:') fs.mkdirSync(path.dirname(options.path), { recursive: true });
  const sqlite = new SQLite(options.path, { timeout: options.busyTimeoutMs });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${options.synchronous ?? 'NORMAL'}`);
  sqlite.pragma('foreign_keys = ON');
  // The default page cache is 2 MiB: a chat history read then goes to the OS for most of its pages.
  sqlite.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  sqlite.pragma(`mmap_size = ${MMAP_BYTES}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  connections.set(db, sqlite);
  return db;
}

const connections = new WeakMap<Db, SQLite.Database>();

/**
 * The better-sqlite3 connection behind a database opened by {@link createDatabase}, for the few hot
 * paths that run prepared statements directly (see `chat/turn-store.ts`).
 */
export function sqliteOf(db: Db): SQLite.Database {
  const sqlite = connections.get(db);
  if (!sqlite) throw new Error('sqliteOf: this database was not opened by createDatabase');
  return sqlite;
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

/** How many prepared statements are kept: the app has a few dozen query shapes. */
const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely's SQLite driver prepares every query anew; preparing costs more than running most of
 * ours. Statements are reused per SQL text (kysely's SQL has placeholders, so the texts repeat).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
        statements.set(text, statement);
      }
      return statement;
    },
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
