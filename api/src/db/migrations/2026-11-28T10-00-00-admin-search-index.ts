import { sql, type Kysely } from 'kysely';
import { onPostgres } from './dialect';

// Frozen: a migration never imports from the app and never changes once released.

/**
 * An index for the admin search (a substring of the user id or the project id, ignoring ASCII
 * case), so that a search no longer scans every conversation.
 *
 * PostgreSQL: trigram GIN indexes (`pg_trgm`) on both columns, which `ilike '%term%'` uses for
 * terms of 3 characters or more. The extension lives in whichever schema first created it in the
 * database (another deployment's or test run's, perhaps), so its operator class is named with that
 * schema; `down` leaves the extension installed, as others in the database may use it. A chat turn
 * changes neither column, so its update leaves these indexes alone (a HOT update).
 *
 * SQLite: an FTS5 table with the trigram tokenizer over the same two columns, its content read
 * from `conversations` (by rowid; nothing is stored twice), kept in step by triggers on insert,
 * delete and an update of either column (a chat turn's updates name neither, so they fire none).
 * The trigram tokenizer folds case for all of Unicode, SQLite's `like` for ASCII only: the queries
 * check `like` on the rows the index finds, so both answer the same.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (onPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
    const ops = sql`${sql.id(rows[0]?.schema ?? 'public')}.gin_trgm_ops`;
    await sql`create index conversations_user_trgm on conversations using gin (user_id ${ops})`.execute(db);
    await sql`create index conversations_project_trgm on conversations using gin (project_id ${ops})`.execute(db);
    return;
  }
  await sql`create virtual table conversations_search using fts5(
    user_id, project_id, content = 'conversations', content_rowid = 'rowid', tokenize = 'trigram')`.execute(db);
  await sql`create trigger conversations_search_insert after insert on conversations begin
    insert into conversations_search (rowid, user_id, project_id) values (new.rowid, new.user_id, new.project_id);
  end`.execute(db);
  await sql`create trigger conversations_search_delete after delete on conversations begin
    insert into conversations_search (conversations_search, rowid, user_id, project_id) values ('delete', old.rowid, old.user_id, old.project_id);
  end`.execute(db);
  await sql`create trigger conversations_search_update after update of user_id, project_id on conversations begin
    insert into conversations_search (conversations_search, rowid, user_id, project_id) values ('delete', old.rowid, old.user_id, old.project_id);
    insert into conversations_search (rowid, user_id, project_id) values (new.rowid, new.user_id, new.project_id);
  end`.execute(db);
  await sql`insert into conversations_search (conversations_search) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (onPostgres(db)) {
    await db.schema.dropIndex('conversations_project_trgm').execute();
    await db.schema.dropIndex('conversations_user_trgm').execute();
    return;
  }
  for (const trigger of ['conversations_search_update', 'conversations_search_delete', 'conversations_search_insert']) {
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table conversations_search`.execute(db);
}
