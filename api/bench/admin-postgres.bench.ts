/**
 * The admin API on PostgreSQL at 1,000,000 conversations and about 10,000,000 messages (the
 * requests: see admin-cases.ts). The database (BENCH_DATABASE_URL, default the local server's
 * `energy_advisor_bench`) is created when missing, migrated, seeded through COPY on first run
 * (several minutes) and reused after. When PostgreSQL does not answer it says so and exits 0, so
 * that `pnpm bench` goes on. Prints figures; asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateToLatest } from '../src/db/migrate';
import { createPostgresDatabase } from '../src/db/postgres';
import { seedPostgres } from '../scripts/seed-postgres';
import { benchAdminRequests } from './admin-cases';

const URL_TEXT = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/energy_advisor_bench';
const CONVERSATIONS = Number(process.env.BENCH_PG_CONVERSATIONS ?? 1_000_000);
const MESSAGES_PER = 12; // about 10 messages a conversation on average, 12 % of conversations empty
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const TOKEN = 'bench-admin-token-0123456789';

/** Creates the bench database when missing; false when PostgreSQL does not answer. */
async function ensureDatabaseExists(url: URL): Promise<boolean> {
  const name = decodeURIComponent(url.pathname.slice(1));
  const maintenance = new URL(url.href);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.href, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    console.log(`PostgreSQL admin bench skipped: PostgreSQL does not answer at ${url.hostname}:${url.port || 5432} (${(error as Error).message})`);
    return false;
  }
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database ${pg.escapeIdentifier(name)}`);
    return true;
  } finally {
    await client.end();
  }
}

/** Migrates the bench database and seeds it when it has no conversations yet. */
async function ensureSeeded(url: string): Promise<void> {
  const { db } = createPostgresDatabase({ url, poolSize: 2, connectTimeoutMs: 5000, statementTimeoutMs: 3_600_000, onIdleError: () => undefined });
  try {
    const started = performance.now();
    const migrated = await migrateToLatest(db);
    if (migrated.length > 0) console.log(`migrated ${migrated.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const seeded = await db.selectFrom('conversations').select('id').limit(1).executeTakeFirst();
    if (seeded !== undefined) return;
  } finally {
    await db.destroy();
  }
  const started = performance.now();
  process.stdout.write(`seeding ${CONVERSATIONS.toLocaleString('en-AU')} conversations into PostgreSQL (once; reused after) ...`);
  const done = await seedPostgres(url, { conversations: CONVERSATIONS, messagesPer: MESSAGES_PER, seed: 7 });
  console.log(` ${done.messages.toLocaleString('en-AU')} messages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const url = new URL(URL_TEXT);
  if (!(await ensureDatabaseExists(url))) return;
  await ensureSeeded(url.href);
  const config = loadConfig({ DATABASE_URL: url.href, LOG_LEVEL: 'silent', ADMIN_TOKEN: TOKEN, ADMIN_RATE_LIMIT_PER_MINUTE: '0' });
  const app = await buildApp(config, { logger: false });
  await benchAdminRequests(app, TOKEN, RUNS, 'PostgreSQL');
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
