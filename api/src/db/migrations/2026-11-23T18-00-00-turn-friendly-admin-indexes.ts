import { sql, type Kysely } from 'kysely';

// Frozen: a migration never imports from the app and never changes once released.

/**
 * Admin indexes that a chat turn does not rewrite. Every turn updates its conversation's
 * message_count and last_message_at; an index holding those columns (the covering list indexes,
 * the message_count index) had its entry deleted and re-inserted on every turn, which cost more
 * than the rest of the turn's writes together. The list indexes now hold only columns that never
 * change (a page reads its 20 rows from the table); "has messages" is `first_message_at is not
 * null`, which a turn sets once (see chat/turn-store.ts); totals read (user_id, message_count).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const index of ['conversations_admin_list', 'conversations_admin_list_nonempty', 'conversations_message_count']) {
    await db.schema.dropIndex(index).execute();
  }
  await sql`create index conversations_admin_list on conversations (created_at desc, id desc, user_id, project_id)`.execute(db);
  // first_message_at is in it so that SQLite checks the filter on index entries; only the one
  // update that sets it (once per conversation) touches this index
  await sql`create index conversations_admin_list_started on conversations
    (created_at desc, id desc, user_id, project_id, first_message_at) where first_message_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('conversations_admin_list_started').execute();
  await db.schema.dropIndex('conversations_admin_list').execute();
  await sql`create index conversations_admin_list on conversations
    (created_at desc, id desc, user_id, project_id, message_count, first_message_at, last_message_at)`.execute(db);
  await sql`create index conversations_admin_list_nonempty on conversations
    (created_at desc, id desc, user_id, project_id, message_count, first_message_at, last_message_at)
    where message_count > 0`.execute(db);
  await db.schema.createIndex('conversations_message_count').on('conversations').column('message_count').execute();
}
