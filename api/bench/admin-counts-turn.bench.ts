/**
 * What the admin counts and trigram indexes (migrations 2026-11-28) cost a chat turn on PostgreSQL:
 * two schemas in the local `test` database, one migrated up to the migrations before them and one
 * to the latest, each seeded with the same 20,000 conversations, then a turn's write (two messages
 * inserted, the conversation's counters updated: the turn store's statement) on one connection,
 * the schemas taken in turn round after round so the machine's drift hits both alike. Prints the
 * median time per turn write of each and their ratio; asserts nothing. Not part of `pnpm bench`.
 * BENCH_SYNC_COMMIT=off leaves the commits' wait for the disk out.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createMigrator } from '../src/db/migrate';
import { createPostgresDatabase } from '../src/db/postgres';
import { seedPostgres } from '../scripts/seed-postgres';

const BASE = process.env.BENCH_TURN_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const CONVERSATIONS = 20_000;
const TURNS = Number(process.env.BENCH_TURNS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** The last migration of the "before" schema (BENCH_TURN_BEFORE, e.g. 2026-11-28T11-00-00-admin-counts to time only the later ones). */
const BEFORE = process.env.BENCH_TURN_BEFORE ?? '2026-11-27T09-00-00-voice-agents';
/**
 * BENCH_TURN_NEW=1: each turn opens a new conversation first (its insert, then its first turn, which
 * sets first_message_at): the writes on which the admin search's and funnel's triggers fire.
 */
const NEW_CONVERSATIONS = process.env.BENCH_TURN_NEW === '1';

const schemaUrl = (schema: string) => {
  const url = new URL(BASE);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.href;
};

async function prepare(admin: pg.Client, schema: string, target: string | undefined) {
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.query(`create schema ${schema}`);
  const { db } = createPostgresDatabase({ url: schemaUrl(schema), poolSize: 2, connectTimeoutMs: 5000, statementTimeoutMs: 600_000, onIdleError: () => undefined });
  const migrator = await createMigrator(db);
  const result = target === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  if (result.error) throw result.error;
  await db.destroy();
  await seedPostgres(schemaUrl(schema), { conversations: CONVERSATIONS, messagesPer: 12, seed: 11 });
}

/** One round: TURNS turn writes on conversations picked the same way in both schemas; µs per turn. */
async function round(client: pg.Client, ids: string[], offset: number): Promise<number> {
  const started = performance.now();
  for (let turn = 0; turn < TURNS; turn += 1) {
    const at = new Date().toISOString();
    let id = ids[(offset + turn * 7919) % ids.length] as string;
    if (NEW_CONVERSATIONS) {
      id = randomUUID();
      await client.query('insert into conversations (id, user_id, project_id, created_at) values ($1, $2, $3, $4)', [
        id,
        `user-${(offset * TURNS + turn) % 5000}`,
        `job-${(offset * TURNS + turn) % 3000}`,
        at,
      ]);
    }
    await client.query(
      `with inserted as (
         insert into messages (conversation_id, sender, content, timestamp, citations, model_used)
         values ($1, 'user', 'How do I get 7 stars?', $2, '[]', null), ($1, 'assistant', 'Start with the ceiling insulation.', $2, '[]', 'local-advisor')
         returning id
       ), counted as (
         update conversations set message_count = message_count + 2, last_message_at = $2,
           first_message_at = coalesce(first_message_at, $2), lead_form_at = coalesce(lead_form_at, null)
         where id = $1 returning message_count
       )
       select (select json_agg(id order by id) from inserted) as ids, (select message_count from counted) as count`,
      [id, at],
    );
  }
  return ((performance.now() - started) * 1000) / TURNS;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function main() {
  const admin = new pg.Client({ connectionString: BASE });
  await admin.connect();
  const schemas = { before: 'bench_turn_before', after: 'bench_turn_after' } as const;
  try {
    process.stdout.write(`seeding two schemas of ${CONVERSATIONS.toLocaleString('en-AU')} conversations ...`);
    await prepare(admin, schemas.before, BEFORE);
    await prepare(admin, schemas.after, undefined);
    console.log(' done');
    const clients = { before: new pg.Client({ connectionString: schemaUrl(schemas.before) }), after: new pg.Client({ connectionString: schemaUrl(schemas.after) }) };
    await clients.before.connect();
    await clients.after.connect();
    // BENCH_SYNC_COMMIT=off: commits not waited for on disk, so the statements' own work shows
    if (process.env.BENCH_SYNC_COMMIT === 'off') for (const client of Object.values(clients)) await client.query('set synchronous_commit = off');
    // the seed draws new uuids: the same conversations are picked by their rank in time
    const { rows: afterRows } = await clients.after.query<{ id: string }>('select id from conversations order by created_at, id');
    const { rows: beforeRows } = await clients.before.query<{ id: string }>('select id from conversations order by created_at, id');
    const ids = { before: beforeRows.map((row) => row.id), after: afterRows.map((row) => row.id) };
    const times = { before: [] as number[], after: [] as number[] };
    await round(clients.before, ids.before, 0); // warm-up
    await round(clients.after, ids.after, 0);
    for (let index = 1; index <= ROUNDS; index += 1) {
      times.before.push(await round(clients.before, ids.before, index));
      times.after.push(await round(clients.after, ids.after, index));
      console.log(`round ${index}: before ${times.before.at(-1)?.toFixed(0)} µs, after ${times.after.at(-1)?.toFixed(0)} µs per turn write${NEW_CONVERSATIONS ? ' (a new conversation and its first turn)' : ''}`);
    }
    const { rows: [hot] } = await clients.after.query<{ hot: string; updates: string }>(
      "select n_tup_hot_upd as hot, n_tup_upd as updates from pg_stat_user_tables where relname = 'conversations' and schemaname = current_schema()",
    );
    console.log(
      `turn write on PostgreSQL${NEW_CONVERSATIONS ? ', each a new conversation and its first turn' : ''} (${TURNS} a round, median of ${ROUNDS} rounds; before: up to ${BEFORE}): before ${median(times.before).toFixed(0)} µs, ` +
        `after ${median(times.after).toFixed(0)} µs (${((median(times.after) / median(times.before)) * 100).toFixed(0)} %); ` +
        `HOT updates after: ${hot?.hot} of ${hot?.updates}`,
    );
    await clients.before.end();
    await clients.after.end();
  } finally {
    for (const schema of Object.values(schemas)) await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
