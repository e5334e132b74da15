import type SQLite from 'better-sqlite3';

const byConnection = new WeakMap<SQLite.Database, Map<string, SQLite.Statement>>();

/**
 * The statement of `text` on this connection, prepared on first use and kept: preparing costs more
 * than running most of our queries, and the repositories' functions run on several connections
 * (the event loop's and each turn worker's).
 */
export function prepared<Parameters extends unknown[] = unknown[], Row = unknown>(
  sqlite: SQLite.Database,
  text: string,
): SQLite.Statement<Parameters, Row> {
  let statements = byConnection.get(sqlite);
  if (!statements) {
    statements = new Map();
    byConnection.set(sqlite, statements);
  }
  let statement = statements.get(text);
  if (!statement) {
    statement = sqlite.prepare(text);
    statements.set(text, statement);
  }
  return statement as SQLite.Statement<Parameters, Row>;
}
