import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

// Frozen with the migrations that use it: imports nothing from the app.

/**
 * Whether a migration runs on PostgreSQL; otherwise it runs on SQLite, exactly as it did before
 * PostgreSQL was supported (the SQLite branches are the released migrations, unchanged).
 */
export function onPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The column types that differ. SQLite keeps text for all three. On PostgreSQL: ids and names
 * that are compared, sorted and searched are text in the "C" collation (byte order, as SQLite
 * sorts them, whatever the database's locale; `ilike` then folds ASCII letters only, as SQLite's
 * `like` does); times are timestamptz; JSON documents are `json` (checked on the way in, kept as
 * written: nothing queries inside them, and `jsonb` would reorder their keys).
 */
export function columnTypes(db: Kysely<any>): { key: 'text' | RawBuilder<unknown>; time: 'text' | 'timestamptz'; json: 'text' | 'json' } {
  return onPostgres(db) ? { key: sql`text collate "C"`, time: 'timestamptz', json: 'json' } : { key: 'text', time: 'text', json: 'text' };
}
