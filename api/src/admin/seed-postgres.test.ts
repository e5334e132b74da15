import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { seedPostgres } from '../../scripts/seed-postgres';
import { createPostgresDatabase } from '../db/postgres';
import { migrateToLatest } from '../db/migrate';
import { createTestSchema, onPostgres } from '../test/test-database';

const closes: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closes.splice(0)) await close();
});

/** A new schema, migrated; its URL and a client on it. */
async function migratedSchema() {
  const schema = await createTestSchema();
  const { db } = createPostgresDatabase({ url: schema.url, poolSize: 2, connectTimeoutMs: 5000, statementTimeoutMs: 60_000, onIdleError: () => {} });
  await migrateToLatest(db);
  await db.destroy();
  const client = new pg.Client({ connectionString: schema.url });
  await client.connect();
  closes.push(() => client.end());
  const one = async <T>(query: string) => (await client.query(query)).rows[0] as T;
  return { url: schema.url, client, one };
}

/** The schema's indexes and constraints, as definitions. */
async function structure(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ definition: string }>(`
    select indexdef as definition from pg_indexes where schemaname = current_schema()
    union all select conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where connamespace = current_schema()::regnamespace
    order by 1`);
  return rows.map((row) => row.definition);
}

/** How far the admin counts (the admin-counts, admin-search-counts and admin-funnel-counts migrations) are from the conversations and leads: all zero when exact. */
async function adminCountsOff(one: <T>(query: string) => Promise<T>) {
  const off = await one<Record<string, string>>(`select
      (select coalesce(sum(conversations), 0) from admin_day_counts) - (select count(*) from conversations) as conversations,
      (select coalesce(sum(messages), 0) from admin_day_counts) - (select coalesce(sum(message_count), 0) from conversations) as messages,
      (select coalesce(sum(started), 0) from admin_day_counts) - (select count(first_message_at) from conversations) as started,
      (select count(*) from (select user_id, conversations, messages from admin_user_counts where conversations > 0
        except select user_id, count(*), sum(message_count) from conversations group by user_id) d) as users,
      (select count(*) from (select user_id, conversations, started from admin_search_users where conversations > 0
        except select user_id, count(*), count(first_message_at) from conversations group by user_id) d) as search_users,
      (select count(*) from (select project_id, conversations, started from admin_search_projects where conversations > 0
        except select project_id, count(*), count(first_message_at) from conversations group by project_id) d) as search_projects,
      (select coalesce(sum(reached), 0) from admin_funnel_counts) - (select count(lead_form_at) from conversations) as reached,
      (select coalesce(sum(submitted), 0) from admin_funnel_counts) - (select count(distinct conversation_id) from leads) as submitted`);
  return Object.fromEntries(Object.entries(off).map(([key, value]) => [key, Number(value)]));
}

describe.runIf(onPostgres)('seedPostgres (pnpm seed on PostgreSQL)', () => {
  it('fills empty tables through COPY with conversations whose counters match their messages, and rebuilds every index and key', async () => {
    const { url, client, one } = await migratedSchema();
    const before = await structure(client);
    const now = new Date('2026-11-23T00:00:00.000Z');
    const progress: number[] = [];
    const done = await seedPostgres(url, { conversations: 12_000, messagesPer: 10, seed: 1, now }, (step) => progress.push(step.conversations));
    expect(progress).toEqual([10_000, 12_000]);
    expect(await structure(client)).toEqual(before);

    const totals = await one<{ conversations: number; messages: string; empty: string; users: string; oldest: Date; newest: Date }>(
      `select count(*)::int as conversations, sum(message_count) as messages, count(*) filter (where message_count = 0) as empty,
         count(distinct user_id) as users, min(created_at) as oldest, max(created_at) as newest from conversations`,
    );
    expect(totals.conversations).toBe(12_000);
    expect(Number(totals.messages)).toBe(done.messages);
    expect(Number((await one<{ count: string }>('select count(*) from messages')).count)).toBe(done.messages);
    expect(Number(totals.empty) / 12_000).toBeGreaterThan(0.08);
    expect(Number(totals.users)).toBeGreaterThan(1000);
    expect(totals.oldest.getTime()).toBeGreaterThanOrEqual(now.getTime() - 90 * 86_400_000);
    expect(totals.newest.getTime()).toBeLessThanOrEqual(now.getTime());
    const mismatched = await one<{ count: string }>(
      `select count(*) from conversations c left join lateral (select count(*) as n, min("timestamp") as first, max("timestamp") as last
         from messages m where m.conversation_id = c.id) m on true
       where c.message_count != m.n or c.first_message_at is distinct from m.first or c.last_message_at is distinct from m.last`,
    );
    expect(Number(mismatched.count)).toBe(0);
    // the admin counts (their triggers off for the bulk load) are counted once from the rows, and on again
    expect(await adminCountsOff(one)).toEqual({ conversations: 0, messages: 0, started: 0, users: 0, search_users: 0, search_projects: 0, reached: 0, submitted: 0 });
    expect(Number((await one<{ enabled: string }>("select count(*) filter (where tgenabled = 'O') as enabled from pg_trigger where tgname like 'conversations_admin_counts%' and tgrelid = (current_schema() || '.conversations')::regclass")).enabled)).toBe(2);
    // feedback is on assistant messages of its own conversation
    const feedback = await one<{ total: string; misplaced: string }>(
      `select count(*) as total, count(*) filter (where m.id is null or m.sender != 'assistant' or m.conversation_id != f.conversation_id) as misplaced
       from feedback f left join messages m on m.id = f.message_id`,
    );
    expect(Number(feedback.total)).toBeGreaterThan(0);
    expect(Number(feedback.misplaced)).toBe(0);
    const leads = await one<{ reached: string; leads: string }>(
      'select (select count(*) from conversations where lead_form_at is not null) as reached, (select count(*) from leads) as leads',
    );
    expect(Number(leads.leads)).toBeGreaterThan(0);
    expect(Number(leads.leads)).toBeLessThan(Number(leads.reached));
    // the planner knows the rows (VACUUM ANALYZE ran)
    expect(Number((await one<{ rows: number }>("select reltuples as rows from pg_class where relname = 'messages' and relnamespace = current_schema()::regnamespace")).rows)).toBeGreaterThan(0);
  });

  it('leaves nothing behind when it fails (indexes and keys included), and adds to tables that have rows with their indexes in place', async () => {
    const { url, client, one } = await migratedSchema();
    const before = await structure(client);
    // a statement that fails after the bulk load dropped the indexes: the whole seed rolls back
    await client.query('create function seed_fails() returns trigger language plpgsql as $$ begin raise exception $m$boom$m$; end $$');
    await client.query('create trigger seed_fails before insert on leads for each statement execute function seed_fails()');
    await expect(seedPostgres(url, { conversations: 3000, messagesPer: 6, seed: 4 })).rejects.toThrow(/boom/);
    expect(await structure(client)).toEqual(before);
    expect(Number((await one<{ count: string }>('select count(*) from conversations')).count)).toBe(0);
    await client.query('drop trigger seed_fails on leads');

    const first = await seedPostgres(url, { conversations: 500, messagesPer: 6, seed: 2 });
    const second = await seedPostgres(url, { conversations: 700, messagesPer: 6, seed: 3 });
    expect(await structure(client)).toEqual(before);
    expect(Number((await one<{ count: string }>('select count(*) from conversations')).count)).toBe(1200);
    expect(Number((await one<{ count: string }>('select count(*) from messages')).count)).toBe(first.messages + second.messages);
    expect(await adminCountsOff(one)).toEqual({ conversations: 0, messages: 0, started: 0, users: 0, search_users: 0, search_projects: 0, reached: 0, submitted: 0 });
  });
});
