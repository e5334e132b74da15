import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { onPostgres } from '../test/test-database';
import type { App } from '../types';
import { buildAdminApp } from './test/fixtures';

/** The figures the admin reads, worked out from every conversation (what the kept counts must equal). */
async function direct(db: Db, sinceDay: string) {
  const { rows: [totals] } = await sql<{ conversations: number; messages: number; started: number }>`
    select count(*) as conversations, coalesce(sum(message_count), 0) as messages, count(first_message_at) as started from conversations`.execute(db);
  const { rows: users } = await sql<{ user_id: string; conversation_count: number; total_messages: number }>`
    select user_id, count(*) as conversation_count, sum(message_count) as total_messages from conversations
    group by user_id order by 2 desc, 3 desc, user_id limit 10`.execute(db);
  const { rows: days } = await sql<{ date: string; count: number }>`
    select (created_at at time zone 'UTC')::date as date, count(*) as count from conversations
    where (created_at at time zone 'UTC')::date >= ${sinceDay}::date group by 1 order by 1 desc`.execute(db);
  const order = async (hideEmpty: boolean) =>
    (await sql<{ id: string }>`select id from conversations ${hideEmpty ? sql`where first_message_at is not null` : sql``}
      order by created_at desc, id desc`.execute(db)).rows.map((row) => row.id);
  return {
    totals: { conversations: Number(totals?.conversations), messages: Number(totals?.messages), empty: Number(totals?.conversations) - Number(totals?.started) },
    users,
    days,
    all: await order(false),
    started: await order(true),
  };
}

/**
 * The admin search's kept counts (the admin-search-counts and admin-search-gram-weeks migrations),
 * rows of nothing left out, and the same worked out from every conversation: per user id, per
 * project id, per string of 1 or 2 characters and UTC week of created_at (its shards summed).
 */
export async function searchCounts(db: Db) {
  const read = async (query: ReturnType<typeof sql<{ key: string; conversations: string; started: string }>>) =>
    (await query.execute(db)).rows.map((row) => ({ key: row.key, conversations: Number(row.conversations), started: Number(row.started) }));
  const kept = {
    users: await read(sql`select user_id as key, conversations, started from admin_search_users where conversations <> 0 or started <> 0 order by 1`),
    projects: await read(sql`select project_id as key, conversations, started from admin_search_projects where conversations <> 0 or started <> 0 order by 1`),
    grams: await read(sql`select gram || ' ' || week as key, sum(conversations) as conversations, sum(started) as started from admin_search_grams
      group by gram, week having sum(conversations) <> 0 or sum(started) <> 0 order by 1`),
  };
  const direct = {
    users: await read(sql`select user_id as key, count(*) as conversations, count(first_message_at) as started from conversations group by 1 order by 1`),
    projects: await read(sql`select project_id as key, count(*) as conversations, count(first_message_at) as started from conversations group by 1 order by 1`),
    grams: await read(sql`select gram || ' ' || admin_search_week(created_at) as key, count(*) as conversations, count(first_message_at) as started
      from conversations, admin_search_grams_of(user_id, project_id) gram group by 1 order by 1`),
  };
  return { kept, direct };
}

/** The same figures through the app's admin queries, the lists read page by page. */
async function kept(app: App, sinceDay: string, pageSize: number) {
  const admin = app.storage.admin;
  const pages = async (hideEmpty: boolean) => {
    const total = await admin.countConversations({ hideEmpty });
    const ids: string[] = [];
    for (let offset = 0; offset < total; offset += pageSize) {
      ids.push(...(await admin.listConversations({ hideEmpty }, { limit: pageSize, offset })).map((row) => row.id));
    }
    return ids;
  };
  return {
    totals: await admin.conversationTotals(),
    users: await admin.topUsers(10),
    days: await admin.conversationsByDay(sinceDay),
    all: await pages(false),
    started: await pages(true),
  };
}

describe.runIf(onPostgres)('PostgreSQL admin counts', () => {
  it('stay exact through new conversations, chat turns, a changed user or project, lead forms, leads and deletes, and page the list as ORDER BY/OFFSET does', { timeout: 120_000 }, async () => {
    const { app } = await buildAdminApp();
    const db = app.db;
    const start = Date.parse('2026-10-01T00:00:00.000Z');
    const ids: string[] = [];
    for (let index = 0; index < 150; index += 1) {
      const id = randomUUID();
      ids.push(id);
      // 12 users; 40 days, several conversations a day, some at the same instant (ties: id order)
      const createdAt = new Date(start + Math.floor((index * 7919) % 40) * 86_400_000 + (index % 5) * 3_600_000).toISOString();
      await db.insertInto('conversations').values({ id, user_id: `user-${index % 12}`, project_id: 'p', created_at: createdAt }).execute();
    }
    // chat turns as the turn store writes them: counters up, the first message's time set once (100
    // conversations of the 150 get some, a few of them several)
    for (let turn = 0; turn < 100; turn += 1) {
      const id = ids[(turn * 31) % 100] as string;
      const at = new Date(start + 50 * 86_400_000 + turn * 1000).toISOString();
      await sql`update conversations set message_count = message_count + 2, last_message_at = ${at},
        first_message_at = coalesce(first_message_at, ${at}) where id = ${id}`.execute(db);
    }
    await db.updateTable('conversations').set({ user_id: 'user-moved' }).where('id', 'in', ids.slice(0, 9)).execute();
    await db.updateTable('conversations').set({ project_id: 'Project-Moved' }).where('id', 'in', ids.slice(5, 15)).execute();
    await db.updateTable('conversations').set({ created_at: '2026-11-20T12:00:00.000Z' }).where('id', '=', ids[20] as string).execute();
    // within its UTC week (the search's counts stay), and to another week with a first turn at once
    await sql`update conversations set created_at = created_at + interval '1 minute' where id = ${ids[21] as string}`.execute(db);
    await sql`update conversations set created_at = '2026-09-14T00:00:00.000Z', first_message_at = coalesce(first_message_at, '2026-11-21T00:00:00.000Z')
      where id = ${ids[12] as string}`.execute(db);
    await db.deleteFrom('conversations').where('id', 'in', ids.slice(100, 110)).execute();

    const sinceDay = '2026-10-15';
    const want = await direct(db, sinceDay);
    expect(want.started.length).toBeGreaterThan(0);
    expect(want.started.length).toBeLessThan(want.all.length);
    for (const pageSize of [1, 7, 20, 1000]) expect(await kept(app, sinceDay, pageSize)).toEqual(want);

    // a rebuild counts the same
    await sql`select admin_counts_rebuild()`.execute(db);
    expect(await kept(app, sinceDay, 20)).toEqual(want);

    // the lead funnel: the form shown on 40 conversations (one hidden again), leads sent several to a
    // conversation in one statement and in two, one deleted, one moved to another conversation, one
    // going with its conversation
    await db.updateTable('conversations').set({ lead_form_at: '2026-11-21T00:00:00.000Z' }).where('id', 'in', ids.slice(20, 60)).execute();
    await db.updateTable('conversations').set({ lead_form_at: null }).where('id', '=', ids[59] as string).execute();
    const lead = (index: number) => ({ conversation_id: ids[index] as string, name: 'Lee', email: 'lee@example.com', created_at: '2026-11-21T00:00:00.000Z' });
    await db.insertInto('leads').values([lead(20), lead(20), lead(21)]).execute();
    for (let index = 22; index < 30; index += 1) await db.insertInto('leads').values(lead(index)).execute();
    await db.insertInto('leads').values(lead(22)).execute();
    await db.deleteFrom('leads').where('conversation_id', '=', ids[21] as string).execute();
    const [twice] = await db.selectFrom('leads').select('id').where('conversation_id', '=', ids[20] as string).orderBy('id').limit(1).execute();
    await db.deleteFrom('leads').where('id', '=', twice?.id as number).execute();
    await db.updateTable('leads').set({ conversation_id: ids[31] as string }).where('conversation_id', '=', ids[23] as string).execute();
    await db.updateTable('leads').set({ name: 'Lee Moved' }).where('conversation_id', '=', ids[25] as string).execute();
    await db.deleteFrom('conversations').where('id', '=', ids[24] as string).execute();
    // two leads of one conversation sent at once: the second waits for the first to commit, then sees it
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstWritten = () => {};
    const written = new Promise<void>((resolve) => (firstWritten = resolve));
    const first = db.transaction().execute(async (trx) => {
      await trx.insertInto('leads').values(lead(40)).execute();
      firstWritten();
      await held;
    });
    await written;
    const second = db.transaction().execute(async (trx) => {
      await trx.insertInto('leads').values(lead(40)).execute();
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([first, second]);

    const { rows: [funnel] } = await sql<{ reached: string; submitted: string }>`
      select (select count(*) from conversations where lead_form_at is not null) as reached,
        (select count(distinct conversation_id) from leads) as submitted`.execute(db);
    const wantFunnel = { reachedLeadForm: Number(funnel?.reached), leadsSubmitted: Number(funnel?.submitted) };
    expect(wantFunnel).toEqual({ reachedLeadForm: 38, leadsSubmitted: 9 }); // 20, 22, 25–29, 31 and 40
    expect(await app.storage.admin.leadFunnelCounts()).toEqual(wantFunnel);
    await sql`select admin_funnel_counts_rebuild()`.execute(db);
    expect(await app.storage.admin.leadFunnelCounts()).toEqual(wantFunnel);

    const search = await searchCounts(db);
    expect(search.kept).toEqual(search.direct);
    const weeksOf = (gram: string) => search.kept.grams.filter((row) => row.key.startsWith(`${gram} `));
    expect(weeksOf('pr').reduce((total, row) => total + row.conversations, 0)).toBe(10); // 'Project-Moved', lower-cased
    expect(weeksOf('us').length).toBeGreaterThan(5); // 40 days of conversations, and 2026-09-14 and 2026-11-20
    await sql`select admin_search_counts_rebuild()`.execute(db);
    expect((await searchCounts(db)).kept).toEqual(search.direct);
  });
});
