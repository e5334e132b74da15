import { sql, type Kysely } from 'kysely';
import { onPostgres } from './dialect';

// Frozen: a migration never imports from the app and never changes once released.

/**
 * PostgreSQL only (SQLite counts its lead funnel on its indexes): the analytics' lead funnel reads
 * two counts kept exact by triggers, in the same transaction as the write that changes them, instead
 * of counting the conversations that showed the lead form and the distinct conversations with a lead.
 *
 * `admin_funnel_counts`: `reached` (conversations with lead_form_at set) and `submitted`
 * (conversations with at least one lead), spread over 16 shards (the writing connection's process
 * id modulo 16) as the per-day counts are; the readers sum them.
 *
 * - `conversations`: a new or deleted conversation with the lead form shown, or an update that shows
 *   it (once per conversation), adds or takes away one `reached`; a chat turn's other updates fire
 *   nothing (the triggers' WHEN).
 * - `leads`: per statement (so a statement writing several leads of one conversation counts it
 *   once), each conversation whose leads it changed is counted in or out as it gained its first
 *   lead or lost its last. Writers of one conversation's leads take turns on a transaction-level
 *   advisory lock (in the conversations' order, so never in a cycle) and look after taking it, so
 *   two leads sent at once count one conversation once: the lead routes write in READ COMMITTED,
 *   where each statement of the trigger sees what the other committed.
 *
 * TRUNCATE fires none: whoever truncates `conversations` or `leads` truncates this table too.
 * `admin_funnel_counts_rebuild()` recounts both (the seed's bulk load uses it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`create table admin_funnel_counts (
    shard smallint primary key,
    reached bigint not null default 0,
    submitted bigint not null default 0)`.execute(db);
  // PL/pgSQL keeps the statement's plan for the connection's life (an SQL function is planned on every call)
  await sql`create function admin_funnel_counts_add(p_reached bigint, p_submitted bigint) returns void language plpgsql as $$
    begin
      insert into admin_funnel_counts as f (shard, reached, submitted) values (pg_backend_pid() % 16, p_reached, p_submitted)
      on conflict (shard) do update set reached = f.reached + excluded.reached, submitted = f.submitted + excluded.submitted;
    end $$`.execute(db);

  await sql`create function admin_funnel_counts_on_conversations() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.lead_form_at is not null then perform admin_funnel_counts_add(-1, 0); end if;
      if tg_op in ('UPDATE', 'INSERT') and new.lead_form_at is not null then perform admin_funnel_counts_add(1, 0); end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger conversations_admin_funnel_insert after insert on conversations for each row
    when (new.lead_form_at is not null) execute function admin_funnel_counts_on_conversations()`.execute(db);
  await sql`create trigger conversations_admin_funnel_delete after delete on conversations for each row
    when (old.lead_form_at is not null) execute function admin_funnel_counts_on_conversations()`.execute(db);
  await sql`create trigger conversations_admin_funnel_update after update on conversations for each row
    when ((old.lead_form_at is null) is distinct from (new.lead_form_at is null)) execute function admin_funnel_counts_on_conversations()`.execute(db);

  // one function for the three statement triggers; each branch names only its own transition tables
  await sql`create function admin_funnel_counts_on_leads() returns trigger language plpgsql as $$
    declare
      change bigint;
    begin
      if tg_op = 'INSERT' then
        perform pg_advisory_xact_lock(hashtext('admin_funnel_counts'), hashtext(conversation_id))
          from (select distinct conversation_id from added order by 1) touched;
        select count(*) into change from (select distinct conversation_id from added) touched
          where not exists (select 1 from leads l where l.conversation_id = touched.conversation_id and l.id not in (select id from added));
      elsif tg_op = 'DELETE' then
        perform pg_advisory_xact_lock(hashtext('admin_funnel_counts'), hashtext(conversation_id))
          from (select distinct conversation_id from removed order by 1) touched;
        select -count(*) into change from (select distinct conversation_id from removed) touched
          where not exists (select 1 from leads l where l.conversation_id = touched.conversation_id);
      else
        perform pg_advisory_xact_lock(hashtext('admin_funnel_counts'), hashtext(conversation_id))
          from (select conversation_id from added union select conversation_id from removed order by 1) touched;
        -- has a lead now, less had one before (a lead this statement left alone, or one it changed)
        select coalesce(sum(
          (exists (select 1 from leads l where l.conversation_id = touched.conversation_id))::int
          - (exists (select 1 from leads l where l.conversation_id = touched.conversation_id and l.id not in (select id from added))
             or exists (select 1 from removed r where r.conversation_id = touched.conversation_id))::int), 0)
        into change from (select conversation_id from added union select conversation_id from removed) touched;
      end if;
      if change <> 0 then perform admin_funnel_counts_add(0, change); end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger leads_admin_funnel_insert after insert on leads referencing new table as added
    for each statement execute function admin_funnel_counts_on_leads()`.execute(db);
  await sql`create trigger leads_admin_funnel_delete after delete on leads referencing old table as removed
    for each statement execute function admin_funnel_counts_on_leads()`.execute(db);
  await sql`create trigger leads_admin_funnel_update after update on leads referencing old table as removed new table as added
    for each statement execute function admin_funnel_counts_on_leads()`.execute(db);

  await sql`create function admin_funnel_counts_rebuild() returns void language sql as $$
      delete from admin_funnel_counts;
      insert into admin_funnel_counts (shard, reached, submitted)
        select 0, (select count(*) from conversations where lead_form_at is not null), (select count(distinct conversation_id) from leads);
    $$`.execute(db);
  await sql`select admin_funnel_counts_rebuild()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!onPostgres(db)) return;
  for (const [trigger, table] of [
    ['leads_admin_funnel_update', 'leads'],
    ['leads_admin_funnel_delete', 'leads'],
    ['leads_admin_funnel_insert', 'leads'],
    ['conversations_admin_funnel_update', 'conversations'],
    ['conversations_admin_funnel_delete', 'conversations'],
    ['conversations_admin_funnel_insert', 'conversations'],
  ] as const) {
    await sql`drop trigger ${sql.id(trigger)} on ${sql.id(table)}`.execute(db);
  }
  for (const fn of ['admin_funnel_counts_rebuild()', 'admin_funnel_counts_on_leads()', 'admin_funnel_counts_on_conversations()', 'admin_funnel_counts_add(bigint, bigint)']) {
    await sql`drop function ${sql.raw(fn)}`.execute(db);
  }
  await db.schema.dropTable('admin_funnel_counts').execute();
}
