import { createRequire } from 'node:module';
import path from 'node:path';
import { inject } from 'vitest';
import { REPO_ROOT } from './server';

/** The part of better-sqlite3 the browser tests use. */
interface ReadOnlyDatabase {
  prepare(sql: string): { all(...params: unknown[]): unknown[]; get(...params: unknown[]): unknown };
  close(): void;
}

type DatabaseConstructor = new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => ReadOnlyDatabase;

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
