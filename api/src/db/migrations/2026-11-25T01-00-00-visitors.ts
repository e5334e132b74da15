import { sql, type Kysely } from 'kysely';

// Frozen: a migration never imports from the app and never changes once released.

/**
 * Visitors and who owns a conversation. A visitor token is stored only as its SHA-256 hash. A
 * conversation remembers the visitor whose token created it: listing a user's conversations by
 * userId answers, to an anonymous visitor, only those it created. Conversations from before have
 * no visitor: only their ids (or a token that proves their user) reach them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('visitors')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('conversations').addColumn('visitor_id', 'text').execute();
  await sql`create index conversations_visitor on conversations (visitor_id, user_id, project_id, created_at desc) where visitor_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('conversations_visitor').execute();
  await db.schema.alterTable('conversations').dropColumn('visitor_id').execute();
  await db.schema.dropTable('visitors').execute();
}
