import { sql, type Kysely } from 'kysely';
import { onPostgres } from './dialect';

// Frozen: a migration never imports from the app and never changes once released.

/**
 * PostgreSQL only (SQLite's analytics stay aggregates over its indexes): the admin analytics read
 * small tables of counts kept exact by triggers on `conversations`, in the same transaction as the
 * write that changes them, instead of aggregating every conversation.
 *
 * - `admin_day_counts`: per UTC day a conversation started, its conversations, messages and started
 *   ones (those with a first message). A day's counts are spread over 16 rows (`shard`, the writing
 *   connection's process id modulo 16), so chat turns on different connections never wait on one
 *   row; the readers sum them.
 * - `admin_user_counts`: per user, conversations and messages, indexed in the top users' order.
 *
 * A chat turn's update (message_count, last_message_at, first_message_at) fires the update trigger;
 * a conversation created fires the insert trigger; a delete takes its counts away. TRUNCATE fires
 * none: whoever truncates `conversations` truncates these tables too (the tests empty every table).
 * `admin_counts_rebuild()` recounts everything (the seed's bulk load uses it).
 *
 * The (user_id, message_count) index, which served the totals and the top users, goes: with it
 * gone no index holds a column a turn changes, so a turn's update can be HOT (no index touched:
 * the table's fill factor leaves room on each page for the new row version).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`create table admin_day_counts (
    day date not null,
    shard smallint not null,
    conversations bigint not null default 0,
    messages bigint not null default 0,
    started bigint not null default 0,
    primary key (day, shard))`.execute(db);
  await sql`create table admin_user_counts (
    user_id text collate "C" primary key,
    conversations bigint not null default 0,
    messages bigint not null default 0)`.execute(db);
  await sql`create index admin_user_counts_top on admin_user_counts (conversations desc, messages desc, user_id)`.execute(db);

  // adds counts (negative to take them away) for one conversation's day and user
  await sql`create function admin_counts_add(p_day date, p_user text, p_conversations bigint, p_messages bigint, p_started bigint)
    returns void language sql as $$
      insert into admin_day_counts as d (day, shard, conversations, messages, started)
      values (p_day, pg_backend_pid() % 16, p_conversations, p_messages, p_started)
      on conflict (day, shard) do update set conversations = d.conversations + excluded.conversations,
        messages = d.messages + excluded.messages, started = d.started + excluded.started;
      insert into admin_user_counts as u (user_id, conversations, messages) values (p_user, p_conversations, p_messages)
      on conflict (user_id) do update set conversations = u.conversations + excluded.conversations, messages = u.messages + excluded.messages;
    $$`.execute(db);
  await sql`create function admin_counts_on_conversations() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.user_id = new.user_id and old.created_at = new.created_at then
        perform admin_counts_add((new.created_at at time zone 'UTC')::date, new.user_id, 0, new.message_count - old.message_count,
          (new.first_message_at is not null)::int - (old.first_message_at is not null)::int);
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        perform admin_counts_add((old.created_at at time zone 'UTC')::date, old.user_id, -1, -old.message_count, -(old.first_message_at is not null)::int);
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        perform admin_counts_add((new.created_at at time zone 'UTC')::date, new.user_id, 1, new.message_count, (new.first_message_at is not null)::int);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger conversations_admin_counts_write after insert or delete on conversations
    for each row execute function admin_counts_on_conversations()`.execute(db);
  await sql`create trigger conversations_admin_counts_update after update on conversations for each row
    when ((old.user_id, old.created_at, old.message_count, old.first_message_at is null)
      is distinct from (new.user_id, new.created_at, new.message_count, new.first_message_at is null))
    execute function admin_counts_on_conversations()`.execute(db);
  await sql`create function admin_counts_rebuild() returns void language sql as $$
      delete from admin_day_counts;
      delete from admin_user_counts;
      insert into admin_day_counts (day, shard, conversations, messages, started)
        select (created_at at time zone 'UTC')::date, 0, count(*), coalesce(sum(message_count), 0), count(*) filter (where first_message_at is not null)
        from conversations group by 1;
      insert into admin_user_counts (user_id, conversations, messages)
        select user_id, count(*), coalesce(sum(message_count), 0) from conversations group by user_id;
    $$`.execute(db);
  await sql`select admin_counts_rebuild()`.execute(db);

  await db.schema.dropIndex('conversations_user_messages').execute();
  await sql`alter table conversations set (fillfactor = 85)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`alter table conversations reset (fillfactor)`.execute(db);
  await db.schema.createIndex('conversations_user_messages').on('conversations').columns(['user_id', 'message_count']).execute();
  await sql`drop trigger conversations_admin_counts_update on conversations`.execute(db);
  await sql`drop trigger conversations_admin_counts_write on conversations`.execute(db);
  for (const fn of ['admin_counts_rebuild()', 'admin_counts_on_conversations()', 'admin_counts_add(date, text, bigint, bigint, bigint)']) {
    await sql`drop function ${sql.raw(fn)}`.execute(db);
  }
  await db.schema.dropTable('admin_user_counts').execute();
  await db.schema.dropTable('admin_day_counts').execute();
}
