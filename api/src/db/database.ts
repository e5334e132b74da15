import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
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
}

/**
 * Opens SQLite in WAL mode. synchronous=FULL: an acknowledged lead or message survives power loss,
 * not only a process crash (better-sqlite3 defaults to NORMAL under WAL). The busy timeout is short
 * because the driver is synchronous and a long wait would block the event loop.
 */
export function createDatabase(options: DatabaseOptions): Db {
  if (options.path !== ':memory:') fs.mkdirSync(path.dirname(options.path), { recursive: true });
  const sqlite = new SQLite(options.path, { timeout: options.busyTimeoutMs });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
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
