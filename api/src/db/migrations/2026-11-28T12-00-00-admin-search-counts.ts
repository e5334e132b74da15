import { sql, type Kysely } from 'kysely';
import { onPostgres } from './dialect';

// Frozen: a migration never imports from the app and never changes once released.

/**
 * PostgreSQL only (SQLite's search stays as the admin-search-index migration made it): the admin
 * search (a substring of the user id or the project id, ASCII letters in either case) answers from
 * small tables of counts kept exact by triggers on `conversations`, in the same transaction as the
 * write that changes them, instead of re-checking and counting every matching conversation.
 *
 * - `admin_search_users`, `admin_search_projects`: every distinct user id and project id, with its
 *   conversations and started ones (those with a first message), and a trigram index, so a term of
 *   3 characters or more finds the matching ids (a few thousand rows, where the conversations'
 *   trigram indexes found tens of thousands of conversations, each re-checked in the table).
 * - `admin_search_grams`: per string of 1 or 2 characters (code points; ASCII letters lower-cased,
 *   as `ilike` folds them in the "C" collation) the conversations whose user id or project id holds
 *   it, and the started ones: a search that short has no trigram, and its count is one row's sum.
 *   Its rows are spread over 16 shards (the writing connection's process id modulo 16) as the
 *   per-day counts are: every new conversation adds to the grams 'e', 'r', '-' ….
 * - `conversations_user_list`, `conversations_project_list`: a user's or a project's conversations
 *   newest first, with what the search's page needs (no column a chat turn changes but
 *   first_message_at, set once), so a page of the matching ids' conversations reads index entries.
 *
 * The triggers fire on a new conversation, a deleted one, and an update that changes its user id,
 * project id, or whether it has started (its first turn): a chat turn's other updates fire none.
 * TRUNCATE fires none: whoever truncates `conversations` truncates these tables too.
 * `admin_search_counts_rebuild()` recounts everything (the seed's bulk load uses it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!onPostgres(db)) return;
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const ops = sql`${sql.id(rows[0]?.schema ?? 'public')}.gin_trgm_ops`;

  // fill factor 70: a count's update finds room on its row's page, so it touches no index (HOT);
  // fastupdate off: a new id goes into the trigram index at once, never into a pending list that
  // every search would then read through
  for (const [table, column] of [['admin_search_users', 'user_id'], ['admin_search_projects', 'project_id']] as const) {
    await sql`create table ${sql.id(table)} (
      ${sql.id(column)} text collate "C" primary key,
      conversations bigint not null default 0,
      started bigint not null default 0) with (fillfactor = 70)`.execute(db);
    await sql`create index ${sql.id(`${table}_trgm`)} on ${sql.id(table)} using gin (${sql.id(column)} ${ops}) with (fastupdate = off)`.execute(db);
  }
  await sql`create table admin_search_grams (
    gram text collate "C" not null,
    shard smallint not null,
    conversations bigint not null default 0,
    started bigint not null default 0,
    primary key (gram, shard)) with (fillfactor = 50)`.execute(db);

  await sql`create index conversations_user_list on conversations (user_id, created_at desc, id desc) include (project_id, first_message_at)`.execute(db);
  await sql`create index conversations_project_list on conversations (project_id, created_at desc, id desc) include (user_id, first_message_at)`.execute(db);

  // the distinct strings of 1 and 2 characters in either id, ASCII letters lower-cased, in order
  // (the upserts lock their rows in that order, so two writers never wait on each other in a cycle)
  await sql`create function admin_search_grams_of(p_user text, p_project text) returns setof text
    language sql immutable parallel safe as $$
      select distinct substr(v, i, n) from (values (lower(p_user collate "C")), (lower(p_project collate "C"))) ids (v),
        generate_series(1, length(v)) i, (values (1), (2)) lengths (n)
      where i + n - 1 <= length(v)
      order by 1
    $$`.execute(db);

  // adds counts (negative to take them away) for one conversation's user and project. PL/pgSQL, not
  // SQL: it keeps its statements' plans for the connection's life (an SQL function with several
  // statements is planned again on every call, several times the cost of the writes themselves);
  // for the same reason the grams are worked out here rather than through admin_search_grams_of
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
  // a first turn (only whether it started changes) adds to `started` once; a changed user or project
  // id takes the old ids' counts away and adds the new ones'
  await sql`create function admin_search_counts_on_conversations() returns trigger language plpgsql as $$
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
  await sql`create trigger conversations_admin_search_write after insert or delete on conversations
    for each row execute function admin_search_counts_on_conversations()`.execute(db);
  await sql`create trigger conversations_admin_search_update after update on conversations for each row
    when ((old.user_id, old.project_id, old.first_message_at is null) is distinct from (new.user_id, new.project_id, new.first_message_at is null))
    execute function admin_search_counts_on_conversations()`.execute(db);

  await sql`create function admin_search_counts_rebuild() returns void language sql as $$
      delete from admin_search_users;
      delete from admin_search_projects;
      delete from admin_search_grams;
      insert into admin_search_users (user_id, conversations, started)
        select user_id, count(*), count(first_message_at) from conversations group by user_id;
      insert into admin_search_projects (project_id, conversations, started)
        select project_id, count(*), count(first_message_at) from conversations group by project_id;
      insert into admin_search_grams (gram, shard, conversations, started)
        select gram, 0, sum(conversations), sum(started)
        from (select user_id, project_id, count(*) as conversations, count(first_message_at) as started
              from conversations group by user_id, project_id) pairs,
          admin_search_grams_of(user_id, project_id) gram
        group by gram;
    $$`.execute(db);
  await sql`select admin_search_counts_rebuild()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`drop trigger conversations_admin_search_update on conversations`.execute(db);
  await sql`drop trigger conversations_admin_search_write on conversations`.execute(db);
  for (const fn of ['admin_search_counts_rebuild()', 'admin_search_counts_on_conversations()', 'admin_search_counts_add(text, text, bigint, bigint)', 'admin_search_grams_of(text, text)']) {
    await sql`drop function ${sql.raw(fn)}`.execute(db);
  }
  await db.schema.dropIndex('conversations_project_list').execute();
  await db.schema.dropIndex('conversations_user_list').execute();
  for (const table of ['admin_search_grams', 'admin_search_projects', 'admin_search_users']) await db.schema.dropTable(table).execute();
}
