import { createRequire } from 'node:module';
import path from 'node:path';
import { inject } from 'vitest';
import { REPO_ROOT } from './server';
import type { seedConversations } from '../api/scripts/seed-data';

/** A writable better-sqlite3 connection (the api package's driver). */
export type WritableDatabase = Parameters<typeof seedConversations>[0];

/** The part of better-sqlite3 the browser tests use. */
interface ReadOnlyDatabase {
  prepare(sql: string): { all(...params: unknown[]): unknown[]; get(...params: unknown[]): unknown };
  close(): void;
}

type DatabaseConstructor = new (file: string, options: { readonly: boolean; fileMustExist: boolean; timeout?: number }) => ReadOnlyDatabase;

/**
 * Runs `read` against the e2e server's SQLite file, opened read-only (the server keeps writing in
 * WAL mode, so a reader sees every committed row). better-sqlite3 is the api package's driver.
 */
export function readDatabase<T>(read: (db: ReadOnlyDatabase) => T): T {
  const requireFromApi = createRequire(path.join(REPO_ROOT, 'api', 'package.json'));
  const Database = requireFromApi('better-sqlite3') as DatabaseConstructor;
  const db = new Database(inject('databasePath'), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/**
 * Runs `write` against the e2e server's SQLite file with a writable connection, for tests that
 * need data the UI cannot create (e.g. hundreds of conversations). WAL mode lets the server keep
 * reading meanwhile; the connection waits up to 5 s for the server's write lock.
 */
export function writeDatabase<T>(write: (db: WritableDatabase) => T): T {
  const requireFromApi = createRequire(path.join(REPO_ROOT, 'api', 'package.json'));
  const Database = requireFromApi('better-sqlite3') as new (file: string, options: object) => WritableDatabase;
  const db = new Database(inject('databasePath'), { fileMustExist: true, timeout: 5000 });
  try {
    return write(db);
  } finally {
    db.close();
  }
}

/** A conversation as the e2e server stored it. */
export interface StoredConversation {
  id: string;
  projectId: string;
  /** The visitor whose token created it (null: created without a token). */
  visitorId: string | null;
}

/**
 * The conversations the e2e server stored for `userId`, newest first, read from its database: what
 * a browser may list depends on its visitor token, the file holds them all.
 */
export function storedConversations(userId: string): StoredConversation[] {
  return readDatabase(
    (db) =>
      db
        .prepare('SELECT id, project_id AS projectId, visitor_id AS visitorId FROM conversations WHERE user_id = ? ORDER BY created_at DESC')
        .all(userId) as StoredConversation[],
  );
}
