import type SQLite from 'better-sqlite3';

const byConnection = new WeakMap<SQLite.Database, Map<string, SQLite.Statement>>();

/** How many prepared statements a connection keeps: the app has a few dozen query shapes. */
const STATEMENTS_PER_CONNECTION = 256;

/**
 * The statement of `text` on this connection, prepared on first use and kept (the oldest dropped
 * past {@link STATEMENTS_PER_CONNECTION}): preparing costs more than running most of our queries.
 * Kysely's queries (see `database.ts`) and the repositories' own statements share this cache, on
 * every connection (the event loop's and each turn worker's).
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
    if (statements.size >= STATEMENTS_PER_CONNECTION) statements.delete(statements.keys().next().value as string);
    statements.set(text, statement);
  }
  return statement as SQLite.Statement<Parameters, Row>;
}
