import { sql, type Kysely } from 'kysely';
import { columnTypes } from './dialect';

// Frozen: a migration never imports from the app and never changes once released. PostgreSQL
// support added its column types (see dialect.ts); SQLite's schema is the released one.

/**
 * Visitors and who owns a conversation. A visitor token is stored only as its SHA-256 hash. A
 * conversation remembers the visitor whose token created it: listing a user's conversations by
 * userId answers, to an anonymous visitor, only those it created. Conversations from before have
 * no visitor: only their ids (or a token that proves their user) reach them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { key, time } = columnTypes(db);
  await db.schema
    .createTable('visitors')
    .addColumn('id', key, (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', key, (col) => col.notNull())
    .addColumn('verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('expires_at', time, (col) => col.notNull())
    .execute();
  await db.schema.alterTable('conversations').addColumn('visitor_id', key).execute();
  await sql`create index conversations_visitor on conversations (visitor_id, user_id, project_id, created_at desc) where visitor_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('conversations_visitor').execute();
  await db.schema.alterTable('conversations').dropColumn('visitor_id').execute();
  await db.schema.dropTable('visitors').execute();
}
