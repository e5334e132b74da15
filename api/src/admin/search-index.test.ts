import { randomUUID } from 'node:crypto';
import { PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { onPostgres } from '../test/test-database';
import type { App } from '../types';
import { INDEX_MATCHES_AT_MOST } from './conversation-queries';
import { pagePostgresConversations } from './postgres-conversation-list';
import { buildAdminApp } from './test/fixtures';

/** mulberry32: the same generated data on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T };
}

// Pieces of ids: ASCII in both cases, LIKE's wildcards and escape, FTS5's quote, and letters whose
// case SQLite's LIKE does not fold but Unicode does (é/É, ß/ẞ, the Kelvin sign K folds to k).
const PIECES = ['user', 'USER', 'Us', '-', '0', '00', '42', 'job', 'JOB-1042', 'abc', 'AbC', '%', '_', '\\', '"', ' ', 'é', 'É', 'ß', 'ẞ', '\u212a', 'k', 'İ', 'i'];

const DAY = 86_400_000;

const asciiLower = (text: string) => text.replace(/[A-Z]/g, (char) => char.toLowerCase());
/** The admin search's rule: a substring of the user id or the project id, ASCII letters in either case. */
const matches = (row: { user_id: string; project_id: string }, term: string) =>
  asciiLower(row.user_id).includes(asciiLower(term)) || asciiLower(row.project_id).includes(asciiLower(term));

/** The conversations' ids the admin queries find for `term`, and their count, newest first. */
async function search(app: App, term: string, hideEmpty = false) {
  const count = await app.storage.admin.countConversations({ search: term, hideEmpty });
  const rows = await app.storage.admin.listConversations({ search: term, hideEmpty }, { limit: 10_000, offset: 0 });
  return { count, ids: rows.map((row) => row.id) };
}

type Row = { id: string; user_id: string; project_id: string; created_at: string; first_message_at: string | null };

async function allRows(db: Db): Promise<Row[]> {
  return db.selectFrom('conversations').select(['id', 'user_id', 'project_id', 'created_at', 'first_message_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** What the search must answer, worked out in JavaScript from every row. */
function expected(rows: Row[], term: string, hideEmpty = false) {
  const ids = rows.filter((row) => matches(row, term) && (!hideEmpty || row.first_message_at !== null)).map((row) => row.id);
  return { count: ids.length, ids };
}

describe('the admin search index', () => {
  it('finds exactly what the LIKE search finds, short terms, wildcards, quotes and non-ASCII letters included', { timeout: 120_000 }, async () => {
    const { app } = await buildAdminApp();
    const generate = random(20);
    const id = () => Array.from({ length: 1 + generate.int(4) }, () => generate.pick(PIECES)).join('');
    const start = Date.parse('2026-10-01T00:00:00.000Z');
    for (let index = 0; index < 300; index += 1) {
      const createdAt = new Date(start + index * 60_000).toISOString();
      await app.db
        .insertInto('conversations')
        .values({ id: randomUUID(), user_id: id(), project_id: id(), created_at: createdAt, first_message_at: index % 4 === 0 ? null : createdAt })
        .execute();
    }
    let rows = await allRows(app.db);
    const terms = new Set(['%', '_', '\\', '%_', '"', '""', 'k', 'K', '\u212a', 'é', 'É', 'ß', 'us', 'U', '0', '00', '-1', 'nobody', 'job-1042', 'ABC', 'c%_', 'b\\"']);
    for (let index = 0; index < 120; index += 1) {
      const source = generate.pick(rows);
      const text = generate.next() < 0.5 ? source.user_id : source.project_id;
      const from = generate.int(text.length);
      const term = text.slice(from, from + 1 + generate.int(6));
      // some terms in another case: ASCII flipped (still a match), or upper-cased whole (é -> É: not one for LIKE)
      terms.add(generate.next() < 0.3 ? term.toUpperCase() : generate.next() < 0.5 ? term.replace(/[a-z]/g, (char) => char.toUpperCase()) : term);
    }
    const check = async () => {
      for (const term of terms) {
        if (term === '') continue;
        expect(await search(app, term), `search ${JSON.stringify(term)}`).toEqual(expected(rows, term));
        expect(await search(app, term, true), `search ${JSON.stringify(term)}, hideEmpty`).toEqual(expected(rows, term, true));
      }
    };
    await check();

    // the index follows changed project ids and deleted conversations
    for (const row of rows.filter((_, index) => index % 7 === 0)) {
      await app.db.updateTable('conversations').set({ project_id: `moved-${row.project_id.toUpperCase()}` }).where('id', '=', row.id).execute();
    }
    for (const row of rows.filter((_, index) => index % 11 === 5)) await app.db.deleteFrom('conversations').where('id', '=', row.id).execute();
    // and is left alone by a chat turn's counters
    await app.db.updateTable('conversations').set({ message_count: 2, last_message_at: '2026-11-01T00:00:00.000Z' }).execute();
    rows = await allRows(app.db);
    terms.add('moved-').add('MOVED-JOB');
    await check();
  });

  it('pages every search as ORDER BY created_at DESC, id DESC with LIMIT and OFFSET does, counts included', { timeout: 300_000 }, async () => {
    const { app } = await buildAdminApp();
    const generate = random(7);
    // 80 instants over 11 UTC weeks (PostgreSQL keeps a short term's counts per week): in each of 10
    // weeks its Monday's first instant, the millisecond before it (the week before's last) and after,
    // and others through the week
    const monday = Date.parse('2026-09-07T00:00:00.000Z');
    const inWeek = [-1, 0, 1, 3_600_000, 2 * DAY, 3.5 * DAY, 5 * DAY, 7 * DAY - 3_600_000];
    const instants = Array.from({ length: 80 }, (_, index) => monday + Math.floor(index / 8) * 7 * DAY + (inWeek[index % 8] as number));
    // 400 conversations over them (ties: id order), most users and projects in several
    for (let index = 0; index < 400; index += 1) {
      const createdAt = new Date(generate.pick(instants)).toISOString();
      await app.db
        .insertInto('conversations')
        .values({
          id: randomUUID(),
          user_id: generate.next() < 0.1 ? `rare-${index}` : `user-${generate.int(40)}`,
          project_id: generate.next() < 0.5 ? `job-${1000 + generate.int(30)}` : `Project-${generate.int(60)}`,
          created_at: createdAt,
          first_message_at: generate.next() < 0.2 ? null : createdAt,
        })
        .execute();
    }
    const rows = await allRows(app.db);
    // broad and narrow, short and long, matching users, projects or both: on PostgreSQL each read
    // of a page (walked from the newest, from the oldest, from a week's end or start, or gathered
    // from the matching ids) is met, and a page of one row starts and ends at each week's edges
    for (const term of ['u', 'J', '7', 'R-', '-1', 'user-', 'USER-1', 'job-10', '-10', 'rare-', 'rare-12', 'ject-5', 'e', 'nobody']) {
      for (const hideEmpty of [false, true]) {
        const want = expected(rows, term, hideEmpty).ids;
        for (const limit of ['rare-', 'u', '7'].includes(term) ? [1, 7] : [7]) {
          for (let offset = 0; offset <= want.length; offset += limit) {
            const page = await app.storage.admin.pageConversations({ search: term, hideEmpty }, { limit, offset });
            expect(page.total, `${term} hideEmpty=${hideEmpty}`).toBe(want.length);
            expect(page.conversations.map((row) => row.id), `${term} hideEmpty=${hideEmpty} limit ${limit} offset ${offset}`).toEqual(want.slice(offset, offset + limit));
          }
        }
      }
    }
  });

  it.runIf(onPostgres)("walks a short term's middle page on PostgreSQL from the week that holds it", async () => {
    const { app } = await buildAdminApp();
    const monday = Date.parse('2026-09-07T00:00:00.000Z');
    // 12 weeks of 30 conversations, every other one matching "k7"
    const conversations = Array.from({ length: 360 }, (_, index) => ({
      id: randomUUID(),
      user_id: index % 2 === 0 ? `user-k7-${index}` : `user-${index}`,
      project_id: 'job-1',
      created_at: new Date(monday + Math.floor(index / 30) * 7 * DAY + (index % 30) * 3_600_000).toISOString(),
    }));
    await app.db.insertInto('conversations').values(conversations).execute();
    const statements: { sql: string; parameters: readonly unknown[] }[] = [];
    const compiler = new PostgresQueryCompiler();
    const recorded = app.db.withPlugin({
      transformQuery: ({ node, queryId }) => {
        statements.push(compiler.compileQuery(node, queryId));
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const want = expected(await allRows(app.db), 'K7').ids;
    expect(want.length).toBe(180);
    // the match at position p (newest first) is conversation 2 × (179 − p), of week ⌊(179 − p) / 15⌋
    const weekOf = (position: number) => new Date(monday + Math.floor((179 - position) / 15) * 7 * DAY).toISOString().slice(0, 10);
    for (const offset of [0, 80, 85, 89, 90, 95, 100, 170]) {
      statements.length = 0;
      const page = await pagePostgresConversations(recorded, { search: 'K7' }, { limit: 10, offset });
      expect(page.conversations.map((row) => row.id), `offset ${offset}`).toEqual(want.slice(offset, offset + 10));
      // the walk's bound: the end of the week holding the page's first row, or the start of the week holding its last
      const walk = statements.find((statement) => statement.sql.includes('order by created_at'));
      const bound = walk?.sql.match(/created_at (<|>=) \(?\$(\d+)::date/);
      expect(bound && [bound[1], walk?.parameters[Number(bound[2]) - 1]], `offset ${offset}`).toBeOneOf([
        ['<', weekOf(offset)],
        ['>=', weekOf(Math.min(offset + 9, 179))],
      ]);
    }
  });

  it.skipIf(onPostgres)('answers a SQLite search of 3 characters or more from the trigram table, a shorter one or one found thousands of times by a scan', async () => {
    const { app } = await buildAdminApp();
    await app.db.insertInto('conversations').values({ id: randomUUID(), user_id: 'user-abc', project_id: 'p', created_at: '2026-11-01T00:00:00.000Z' }).execute();
    expect((await search(app, 'abc')).count).toBe(1);
    // emptied, the index finds nothing: the 3-character search was its answer; 'ab' never asked it
    await sql`insert into conversations_search (conversations_search) values ('delete-all')`.execute(app.db);
    expect((await search(app, 'abc')).count).toBe(0);
    expect((await search(app, 'ab')).count).toBe(1);

    // a term the index finds in INDEX_MATCHES_AT_MOST conversations or more scans: the 4,100 new rows
    // are in the index (its triggers), the one above is not, and 'common' finds them all by the scan
    const rows = Array.from({ length: 4100 }, (_, index) => ({ id: randomUUID(), user_id: `common-${index}`, project_id: 'p', created_at: '2026-11-02T00:00:00.000Z' }));
    for (let start = 0; start < rows.length; start += 500) await app.db.insertInto('conversations').values(rows.slice(start, start + 500)).execute();
    expect(INDEX_MATCHES_AT_MOST).toBeLessThan(4100);
    expect((await search(app, 'COMMON')).count).toBe(4100);
    expect((await search(app, 'common-1')).count).toBe(1111); // 1, 10-19, 100-199, 1000-1999: from the index
    expect((await search(app, 'abc')).count).toBe(0);
    expect((await search(app, 'r-a')).count).toBe(0);
    await sql`insert into conversations_search (conversations_search) values ('rebuild')`.execute(app.db);
    expect((await search(app, 'ABC')).count).toBe(1);
  });

  it.runIf(onPostgres)('gives PostgreSQL trigram indexes that ilike uses', async () => {
    const { app } = await buildAdminApp();
    const conversations = Array.from({ length: 2000 }, (_, index) => ({ id: randomUUID(), user_id: `user-${index}`, project_id: `job-${index % 97}`, created_at: '2026-11-01T00:00:00.000Z' }));
    for (let start = 0; start < conversations.length; start += 100) await app.db.insertInto('conversations').values(conversations.slice(start, start + 100)).execute();
    // as autovacuum would: the index's pending list merged, the table's statistics taken
    await sql`vacuum analyze conversations`.execute(app.db);
    const { rows } = await app.db.connection().execute(async (connection) => {
      await sql`set enable_seqscan = off`.execute(connection);
      const plan = await sql<{ 'QUERY PLAN': string }>`explain select count(*) from conversations
        where user_id ilike '%abc%' escape '\\' or project_id ilike '%abc%' escape '\\'`.execute(connection);
      await sql`reset enable_seqscan`.execute(connection);
      return plan;
    });
    const text = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Bitmap Index Scan on conversations_user_trgm/);
    expect(text).toMatch(/Bitmap Index Scan on conversations_project_trgm/);
  });
});
