import { sql, type Kysely } from 'kysely';
import { onPostgres } from './dialect';

// Frozen: a migration never imports from the app and never changes once released.

/**
 * PostgreSQL only: the admin search's counts per string of 1 or 2 characters (`admin_search_grams`,
 * the admin-search-counts migration) are kept per UTC week of the conversations' created_at too,
 * keyed (gram, week, shard), `week` the Monday (UTC) the week starts. A page deep in a short
 * term's matches then walks the list index from the week that holds it, as the unfiltered list
 * jumps to its day, instead of from the newest or oldest conversation (half the list for a middle
 * page). A week, not a month or a day (measured at 1 M conversations over 90 days, 16 shards): a
 * month leaves up to half a month's conversations to walk (about 40 ms), a day makes the counts
 * 15 times as many rows (200 MB, and twice the time to sum a term's) for a walk about as short.
 *
 * A conversation still writes one upsert per gram, now to its week's row. The update trigger fires
 * also when created_at moves to another week (nothing in the app changes it, but SQL may), taking
 * the counts from the old week's rows and adding them to the new week's. `admin_search_week()` is
 * the bucket's one definition; `admin_search_counts_rebuild()` recounts everything as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`drop trigger conversations_admin_search_update on conversations`.execute(db);
  await sql`drop table admin_search_grams`.execute(db);
  await sql`drop function admin_search_counts_add(text, text, bigint, bigint)`.execute(db);

  await sql`create table admin_search_grams (
    gram text collate "C" not null,
    week date not null,
    shard smallint not null,
    conversations bigint not null default 0,
    started bigint not null default 0,
    primary key (gram, week, shard)) with (fillfactor = 50)`.execute(db);
  await sql`create function admin_search_week(p_at timestamptz) returns date language sql immutable parallel safe as $$
      select date_trunc('week', p_at at time zone 'UTC')::date
    $$`.execute(db);

  // as before (see the admin-search-counts migration: PL/pgSQL keeps its plans; the grams in order),
  // every row in the conversation's week
  await sql`create function admin_search_counts_add(p_user text, p_project text, p_created_at timestamptz, p_conversations bigint, p_started bigint)
    returns void language plpgsql as $$
    begin
      if p_conversations <> 0 then
        insert into admin_search_users as u (user_id, conversations, started) values (p_user, p_conversations, p_started)
        on conflict (user_id) do update set conversations = u.conversations + excluded.conversations, started = u.started + excluded.started;
        insert into admin_search_projects as p (project_id, conversations, started) values (p_project, p_conversations, p_started)
        on conflict (project_id) do update set conversations = p.conversations + excluded.conversations, started = p.started + excluded.started;
      else
        update admin_search_users set started = started + p_started where user_id = p_user;
        update admin_search_projects set started = started + p_started where project_id = p_project;
      end if;
      insert into admin_search_grams as g (gram, week, shard, conversations, started)
      select distinct substr(v, i, n), admin_search_week(p_created_at), pg_backend_pid() % 16, p_conversations, p_started
      from (values (lower(p_user collate "C")), (lower(p_project collate "C"))) ids (v),
        generate_series(1, length(v)) i, (values (1), (2)) lengths (n)
      where i + n - 1 <= length(v)
      order by 1
      on conflict (gram, week, shard) do update set conversations = g.conversations + excluded.conversations, started = g.started + excluded.started;
    end $$`.execute(db);
  // a first turn (only whether it started changes) adds to `started` once; a changed user id,
  // project id or week takes the old row's counts away and adds the new one's; created_at moved
  // within its week changes nothing
  await sql`create or replace function admin_search_counts_on_conversations() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.user_id = new.user_id and old.project_id = new.project_id
        and admin_search_week(old.created_at) = admin_search_week(new.created_at) then
        if (old.first_message_at is null) = (new.first_message_at is null) then return null; end if;
        perform admin_search_counts_add(new.user_id, new.project_id, new.created_at, 0,
          (new.first_message_at is not null)::int - (old.first_message_at is not null)::int);
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        perform admin_search_counts_add(old.user_id, old.project_id, old.created_at, -1, -(old.first_message_at is not null)::int);
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        perform admin_search_counts_add(new.user_id, new.project_id, new.created_at, 1, (new.first_message_at is not null)::int);
      end if;
      return null;
    end $$`.execute(db);
  // plain columns in WHEN, which every update of a conversation (every chat turn) evaluates: a call
  // of admin_search_week there is inlined again for each statement, its body parsed (25-30 µs an
  // update, measured); the function above tells a move within the week
  await sql`create trigger conversations_admin_search_update after update on conversations for each row
    when ((old.user_id, old.project_id, old.first_message_at is null, old.created_at)
      is distinct from (new.user_id, new.project_id, new.first_message_at is null, new.created_at))
    execute function admin_search_counts_on_conversations()`.execute(db);

  await sql`create or replace function admin_search_counts_rebuild() returns void language sql as $$
      delete from admin_search_users;
      delete from admin_search_projects;
      delete from admin_search_grams;
      insert into admin_search_users (user_id, conversations, started)
        select user_id, count(*), count(first_message_at) from conversations group by user_id;
      insert into admin_search_projects (project_id, conversations, started)
        select project_id, count(*), count(first_message_at) from conversations group by project_id;
      ${COUNT_GRAMS_PER_WEEK};
    $$`.execute(db);
  // the grams alone: the ids' counts stay as they are
  await COUNT_GRAMS_PER_WEEK.execute(db);
  await sql`analyze admin_search_grams`.execute(db);
}

/** Back to one row per gram and shard, and the admin-search-counts migration's functions and trigger as it made them. */
export async function down(db: Kysely<any>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`drop trigger conversations_admin_search_update on conversations`.execute(db);
  await sql`drop table admin_search_grams`.execute(db);
  await sql`drop function admin_search_counts_add(text, text, timestamptz, bigint, bigint)`.execute(db);

  await sql`create table admin_search_grams (
    gram text collate "C" not null,
    shard smallint not null,
    conversations bigint not null default 0,
    started bigint not null default 0,
    primary key (gram, shard)) with (fillfactor = 50)`.execute(db);
  await sql`create function admin_search_counts_add(p_user text, p_project text, p_conversations bigint, p_started bigint)
    returns void language plpgsql as $$
    begin
      if p_conversations <> 0 then
        insert into admin_search_users as u (user_id, conversations, started) values (p_user, p_conversations, p_started)
        on conflict (user_id) do update set conversations = u.conversations + excluded.conversations, started = u.started + excluded.started;
        insert into admin_search_projects as p (project_id, conversations, started) values (p_project, p_conversations, p_started)
        on conflict (project_id) do update set conversations = p.conversations + excluded.conversations, started = p.started + excluded.started;
      else
        update admin_search_users set started = started + p_started where user_id = p_user;
        update admin_search_projects set started = started + p_started where project_id = p_project;
      end if;
      insert into admin_search_grams as g (gram, shard, conversations, started)
      select distinct substr(v, i, n), pg_backend_pid() % 16, p_conversations, p_started
      from (values (lower(p_user collate "C")), (lower(p_project collate "C"))) ids (v),
        generate_series(1, length(v)) i, (values (1), (2)) lengths (n)
      where i + n - 1 <= length(v)
      order by 1
      on conflict (gram, shard) do update set conversations = g.conversations + excluded.conversations, started = g.started + excluded.started;
    end $$`.execute(db);
  await sql`create or replace function admin_search_counts_on_conversations() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.user_id = new.user_id and old.project_id = new.project_id then
        perform admin_search_counts_add(new.user_id, new.project_id, 0,
          (new.first_message_at is not null)::int - (old.first_message_at is not null)::int);
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        perform admin_search_counts_add(old.user_id, old.project_id, -1, -(old.first_message_at is not null)::int);
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        perform admin_search_counts_add(new.user_id, new.project_id, 1, (new.first_message_at is not null)::int);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger conversations_admin_search_update after update on conversations for each row
    when ((old.user_id, old.project_id, old.first_message_at is null) is distinct from (new.user_id, new.project_id, new.first_message_at is null))
    execute function admin_search_counts_on_conversations()`.execute(db);
  await sql`create or replace function admin_search_counts_rebuild() returns void language sql as $$
      delete from admin_search_users;
      delete from admin_search_projects;
      delete from admin_search_grams;
      insert into admin_search_users (user_id, conversations, started)
        select user_id, count(*), count(first_message_at) from conversations group by user_id;
      insert into admin_search_projects (project_id, conversations, started)
        select project_id, count(*), count(first_message_at) from conversations group by project_id;
      ${COUNT_GRAMS};
    $$`.execute(db);
  await sql`drop function admin_search_week(timestamptz)`.execute(db);
  await COUNT_GRAMS.execute(db);
  await sql`analyze admin_search_grams`.execute(db);
}

/** Counts every conversation into the empty `admin_search_grams`, per gram and week, in shard 0. */
const COUNT_GRAMS_PER_WEEK = sql`insert into admin_search_grams (gram, week, shard, conversations, started)
  select gram, week, 0, sum(conversations), sum(started)
  from (select user_id, project_id, admin_search_week(created_at) as week, count(*) as conversations, count(first_message_at) as started
        from conversations group by 1, 2, 3) pairs,
    admin_search_grams_of(user_id, project_id) gram
  group by gram, week`;

/** The admin-search-counts migration's count of every conversation per gram, in shard 0. */
const COUNT_GRAMS = sql`insert into admin_search_grams (gram, shard, conversations, started)
  select gram, 0, sum(conversations), sum(started)
  from (select user_id, project_id, count(*) as conversations, count(first_message_at) as started
        from conversations group by user_id, project_id) pairs,
    admin_search_grams_of(user_id, project_id) gram
  group by gram`;
