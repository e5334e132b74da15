import fs from 'node:fs';
import path from 'node:path';
import { NO_MIGRATIONS, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, sqliteOf, type Db } from './database';
import { createMigrator, migrateToLatest } from './migrate';
import { createPostgresDatabase } from './postgres';
import { tempDir } from '../test/helper';
import { createTestSchema, onPostgres } from '../test/test-database';

const MIGRATIONS = [
  '2026-11-22T04-00-00-initial',
  '2026-11-23T15-00-00-admin-indexes',
  '2026-11-23T18-00-00-turn-friendly-admin-indexes',
  '2026-11-25T01-00-00-visitors',
  '2026-11-27T09-00-00-voice-agents',
  '2026-11-28T10-00-00-admin-search-index',
  '2026-11-28T11-00-00-admin-counts',
  '2026-11-28T12-00-00-admin-search-counts',
  '2026-11-28T13-00-00-admin-funnel-counts',
  '2026-11-28T14-00-00-admin-search-gram-weeks',
];

// closed after each test; a PostgreSQL schema stays until the run is over (see createTestSchema)
const opened: Db[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

/** An empty database of the dialect under test (a PostgreSQL schema of its own). */
async function emptyDatabase(): Promise<Db> {
  if (!onPostgres) {
    const db = createDatabase({ path: path.join(tempDir(), 'migrations.db'), busyTimeoutMs: 500 });
    opened.push(db);
    return db;
  }
  const schema = await createTestSchema();
  const { db } = createPostgresDatabase({ url: schema.url, poolSize: 2, connectTimeoutMs: 5000, statementTimeoutMs: 10_000, onIdleError: () => {} });
  opened.push(db);
  return db;
}

/** The app's tables (not kysely's own) in the database's schema under test. */
async function tablesOf(db: Db): Promise<string[]> {
  const schema = onPostgres ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  return (await db.introspection.getTables()).filter((table) => schema === undefined || table.schema === schema).map((table) => table.name);
}

describe('migrations', () => {
  it('run in order on an empty database, and once only', async () => {
    const db = await emptyDatabase();
    expect(await migrateToLatest(db)).toEqual(MIGRATIONS);
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('go down to nothing and up again', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db);
    const migrator = await createMigrator(db);
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => result.migrationName)).toEqual([...MIGRATIONS].reverse());
    expect(await tablesOf(db)).toEqual([]);
    expect(await migrateToLatest(db)).toEqual(MIGRATIONS);
  });

  it.skipIf(onPostgres)('give SQLite exactly its released schema: the one from before PostgreSQL was supported, and the admin search\'s trigram table since', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db);
    const schema = sqliteOf(db).prepare('select type, name, tbl_name, sql from sqlite_master order by type, name').all();
    const released = JSON.parse(fs.readFileSync(new URL('./test/sqlite-schema.json', import.meta.url), 'utf8')) as unknown;
    expect(schema).toEqual(released);
  });

  it.runIf(onPostgres)('give PostgreSQL its own types: identity ids, timestamptz, json, keys in the C collation', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db);
    const { rows: columns } = await sql<{ table_name: string; column_name: string; data_type: string; collation_name: string | null; is_identity: string }>`
      select table_name, column_name, data_type, collation_name, is_identity from information_schema.columns
      where table_schema = current_schema() and table_name not like 'kysely%'`.execute(db);
    const column = (table: string, name: string) => columns.find((row) => row.table_name === table && row.column_name === name);
    for (const table of ['messages', 'feedback', 'leads']) expect(column(table, 'id')).toMatchObject({ data_type: 'bigint', is_identity: 'YES' });
    for (const [table, name] of [['conversations', 'created_at'], ['messages', 'timestamp'], ['visitors', 'expires_at'], ['conversations', 'lead_form_at']]) {
      expect(column(table as string, name as string)?.data_type, `${table}.${name}`).toBe('timestamp with time zone');
    }
    expect(column('conversations', 'building_details')?.data_type).toBe('json');
    expect(column('messages', 'citations')?.data_type).toBe('json');
    for (const [table, name] of [['conversations', 'id'], ['conversations', 'user_id'], ['conversations', 'project_id'], ['conversations', 'visitor_id'], ['messages', 'conversation_id'], ['collected_variables', 'name']]) {
      expect(column(table as string, name as string)?.collation_name, `${table}.${name}`).toBe('C');
    }
    const { rows: indexes } = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes where schemaname = current_schema()`.execute(db);
    const index = (name: string) => indexes.find((row) => row.indexname === name)?.indexdef;
    expect(index('conversations_created_day')).toMatch(/AT TIME ZONE 'UTC'.*::date/);
    expect(index('conversations_admin_list_started')).toMatch(/WHERE \(first_message_at IS NOT NULL\)/);
    expect(index('conversations_admin_list')).toMatch(/\(created_at DESC, id DESC, user_id, project_id\)$/);
    expect(index('conversations_message_count')).toBeUndefined(); // dropped by the turn-friendly migration
    expect(index('conversations_user_trgm')).toMatch(/USING gin \(user_id \S*gin_trgm_ops\)/);
    expect(index('conversations_project_trgm')).toMatch(/USING gin \(project_id \S*gin_trgm_ops\)/);
    expect(index('conversations_user_messages')).toBeUndefined(); // the admin counts serve the totals and top users
    expect(index('admin_user_counts_top')).toMatch(/\(conversations DESC, messages DESC, user_id\)$/);
    // the admin search's: no pending list for a search to read through
    expect(index('admin_search_users_trgm')).toMatch(/USING gin \(user_id \S*gin_trgm_ops\) WITH \(fastupdate='?off'?\)/);
    expect(index('admin_search_projects_trgm')).toMatch(/USING gin \(project_id \S*gin_trgm_ops\) WITH \(fastupdate='?off'?\)/);
    const { rows: options } = await sql<{ relname: string; reloptions: string[] | null }>`
      select relname, reloptions from pg_class where relnamespace = current_schema()::regnamespace and relname like 'admin_search_%' and relkind = 'r'`.execute(db);
    // room on each page for a count's new version, so updating it touches no index (HOT)
    expect(Object.fromEntries(options.map((row) => [row.relname, row.reloptions]))).toEqual({
      admin_search_users: ['fillfactor=70'],
      admin_search_projects: ['fillfactor=70'],
      admin_search_grams: ['fillfactor=50'],
    });
    expect(index('conversations_user_list')).toMatch(/\(user_id, created_at DESC, id DESC\) INCLUDE \(project_id, first_message_at\)$/);
    expect(index('conversations_project_list')).toMatch(/\(project_id, created_at DESC, id DESC\) INCLUDE \(user_id, first_message_at\)$/);
  });

  it.runIf(onPostgres)('count the conversations already there for the admin search and the lead funnel (the admin-search-counts and admin-funnel-counts migrations)', async () => {
    const db = await emptyDatabase();
    const migrator = await createMigrator(db);
    expect((await migrator.migrateTo('2026-11-28T11-00-00-admin-counts')).error).toBeUndefined();
    const at = '2026-11-01T00:00:00.000Z';
    await db
      .insertInto('conversations')
      .values([
        { id: 'c1', user_id: 'user-A1', project_id: 'job-1', created_at: at, first_message_at: at },
        { id: 'c2', user_id: 'user-A1', project_id: 'job-2', created_at: at },
        { id: 'c3', user_id: 'user-b', project_id: 'job-1', created_at: at, first_message_at: at },
      ])
      .execute();
    await db.updateTable('conversations').set({ lead_form_at: at }).where('id', 'in', ['c1', 'c2']).execute();
    await db
      .insertInto('leads')
      .values([1, 2].map((index) => ({ conversation_id: 'c1', name: `Lee ${index}`, email: 'lee@example.com', created_at: at })))
      .execute();
    expect(await migrateToLatest(db)).toEqual(['2026-11-28T12-00-00-admin-search-counts', '2026-11-28T13-00-00-admin-funnel-counts', '2026-11-28T14-00-00-admin-search-gram-weeks']);
    const { rows: funnel } = await sql`select sum(reached)::int as reached, sum(submitted)::int as submitted from admin_funnel_counts`.execute(db);
    expect(funnel).toEqual([{ reached: 2, submitted: 1 }]);
    const { rows: users } = await sql`select user_id, conversations::int, started::int from admin_search_users order by 1`.execute(db);
    expect(users).toEqual([{ user_id: 'user-A1', conversations: 2, started: 1 }, { user_id: 'user-b', conversations: 1, started: 1 }]);
    const { rows: projects } = await sql`select project_id, conversations::int, started::int from admin_search_projects order by 1`.execute(db);
    expect(projects).toEqual([{ project_id: 'job-1', conversations: 2, started: 2 }, { project_id: 'job-2', conversations: 1, started: 0 }]);
    const { rows: grams } = await sql`select gram, sum(conversations)::int as conversations, sum(started)::int as started from admin_search_grams
      where gram in ('a', 'A', 'a1', 'A1', 'b', '2', 'u') group by gram order by 1`.execute(db);
    expect(grams).toEqual([
      { gram: '2', conversations: 1, started: 0 },
      { gram: 'a', conversations: 2, started: 1 },
      { gram: 'a1', conversations: 2, started: 1 },
      { gram: 'b', conversations: 3, started: 2 }, // in 'job-…' too; 'user-b' with 'job-1' counted once
      { gram: 'u', conversations: 3, started: 2 },
    ]);
  });

  it.runIf(onPostgres)('count the short strings per UTC week of created_at (the admin-search-gram-weeks migration), and per string alone again down', async () => {
    const db = await emptyDatabase();
    const migrator = await createMigrator(db);
    expect((await migrator.migrateTo('2026-11-28T13-00-00-admin-funnel-counts')).error).toBeUndefined();
    // 2026-11-02 is a Monday: the last instant of the week before it, its first, and a time zone's offset
    await db
      .insertInto('conversations')
      .values([
        { id: 'c1', user_id: 'user-A1', project_id: 'job-1', created_at: '2026-11-01T23:59:59.999Z', first_message_at: '2026-11-02T00:00:00.000Z' },
        { id: 'c2', user_id: 'user-A1', project_id: 'job-2', created_at: '2026-11-02T00:00:00.000Z' },
        { id: 'c3', user_id: 'user-b', project_id: 'job-1', created_at: '2026-11-02T09:00:00.000+10:00', first_message_at: '2026-11-02T00:00:00.000Z' },
      ])
      .execute();
    expect(await migrateToLatest(db)).toEqual(['2026-11-28T14-00-00-admin-search-gram-weeks']);
    const grams = async () =>
      (await sql<{ gram: string; week: string; conversations: number; started: number }>`select gram, week::text as week, sum(conversations)::int as conversations, sum(started)::int as started
        from admin_search_grams where gram in ('a1', 'b', '2') group by gram, week having sum(conversations) <> 0 or sum(started) <> 0 order by 1, 2`.execute(db)).rows;
    expect(await grams()).toEqual([
      { gram: '2', week: '2026-11-02', conversations: 1, started: 0 },
      { gram: 'a1', week: '2026-10-26', conversations: 1, started: 1 },
      { gram: 'a1', week: '2026-11-02', conversations: 1, started: 0 },
      { gram: 'b', week: '2026-10-26', conversations: 2, started: 2 }, // c3 is 2026-11-01T23:00Z
      { gram: 'b', week: '2026-11-02', conversations: 1, started: 0 },
    ]);
    // created_at moved to another week moves its counts; within its week, nothing changes
    await db.updateTable('conversations').set({ created_at: '2026-11-09T00:00:00.000Z' }).where('id', '=', 'c2').execute();
    await db.updateTable('conversations').set({ created_at: '2026-10-26T00:00:00.000Z' }).where('id', '=', 'c3').execute();
    expect(await grams()).toEqual([
      { gram: '2', week: '2026-11-09', conversations: 1, started: 0 },
      { gram: 'a1', week: '2026-10-26', conversations: 1, started: 1 },
      { gram: 'a1', week: '2026-11-09', conversations: 1, started: 0 },
      { gram: 'b', week: '2026-10-26', conversations: 2, started: 2 },
      { gram: 'b', week: '2026-11-09', conversations: 1, started: 0 },
    ]);

    expect((await migrator.migrateTo('2026-11-28T13-00-00-admin-funnel-counts')).error).toBeUndefined();
    await db.updateTable('conversations').set({ first_message_at: '2026-11-09T00:00:00.000Z' }).where('id', '=', 'c2').execute();
    const { rows } = await sql`select gram, sum(conversations)::int as conversations, sum(started)::int as started from admin_search_grams
      where gram in ('a1', 'b', '2') group by gram order by 1`.execute(db);
    expect(rows).toEqual([
      { gram: '2', conversations: 1, started: 1 },
      { gram: 'a1', conversations: 2, started: 2 },
      { gram: 'b', conversations: 3, started: 3 },
    ]);
  });

  it.runIf(onPostgres)("keep each schema's history apart: a second schema in the database is migrated from the start", async () => {
    const first = await emptyDatabase();
    await migrateToLatest(first);
    const second = await emptyDatabase();
    expect(await migrateToLatest(second)).toEqual(MIGRATIONS);
  });
});
