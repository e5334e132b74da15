import { sql, type Kysely } from 'kysely';
import { onPostgres } from './dialect';

// Frozen: a migration never imports from the app and never changes once released. PostgreSQL
// support added its branch (see dialect.ts); SQLite's schema is the released one.

/**
 * Indexes for the admin area at 100,000 conversations and 1,000,000 messages. The list reads only
 * covering indexes (newest first, with or without empty conversations), so a page, its count and a
 * search scan index entries rather than table rows; analytics aggregate over narrow indexes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index conversations_admin_list on conversations
    (created_at desc, id desc, user_id, project_id, message_count, first_message_at, last_message_at)`.execute(db);
  await sql`create index conversations_admin_list_nonempty on conversations
    (created_at desc, id desc, user_id, project_id, message_count, first_message_at, last_message_at)
    where message_count > 0`.execute(db);
  await db.schema.createIndex('conversations_user_messages').on('conversations').columns(['user_id', 'message_count']).execute();
  await db.schema.createIndex('conversations_message_count').on('conversations').column('message_count').execute();
  // the UTC day a conversation started: the ISO text's first ten characters on SQLite, the
  // timestamptz's date in UTC on PostgreSQL
  if (onPostgres(db)) await sql`create index conversations_created_day on conversations (((created_at at time zone 'UTC')::date))`.execute(db);
  else await sql`create index conversations_created_day on conversations (substr(created_at, 1, 10))`.execute(db);
  await sql`create index conversations_lead_form on conversations (lead_form_at) where lead_form_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'conversations_lead_form',
    'conversations_created_day',
    'conversations_message_count',
    'conversations_user_messages',
    'conversations_admin_list_nonempty',
    'conversations_admin_list',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
}
