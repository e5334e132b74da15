/**
 * The admin API on SQLite at 100,000 conversations and 1,000,000 messages (the requests: see
 * admin-cases.ts). Seeds a database in the temp dir on first run and reuses it. Prints figures;
 * asserts nothing. PostgreSQL's is admin-postgres.bench.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, sqliteOf } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedConversations } from '../scripts/seed-data';
import { benchAdminRequests } from './admin-cases';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100_000);
const MESSAGES_PER = 12; // about 1,000,000 messages: 12 a conversation, 12 % of conversations empty
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const TOKEN = 'bench-admin-token-0123456789';
const DATABASE = path.join(os.tmpdir(), `energy-advisor-admin-bench-${CONVERSATIONS}.db`);

async function ensureDatabase() {
  if (fs.existsSync(DATABASE)) return;
  const db = createDatabase({ path: DATABASE, busyTimeoutMs: 5000 });
  await migrateToLatest(db);
  const sqlite = sqliteOf(db);
  sqlite.pragma('synchronous = OFF');
  const started = performance.now();
  process.stdout.write(`seeding ${CONVERSATIONS.toLocaleString('en-AU')} conversations into ${DATABASE} ...`);
  const done = seedConversations(sqlite, { conversations: CONVERSATIONS, messagesPer: MESSAGES_PER, seed: 7 });
  sqlite.pragma('optimize');
  await db.destroy();
  console.log(` ${done.messages.toLocaleString('en-AU')} messages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  await ensureDatabase();
  const config = loadConfig({ DATABASE_PATH: DATABASE, LOG_LEVEL: 'silent', ADMIN_TOKEN: TOKEN, ADMIN_RATE_LIMIT_PER_MINUTE: '0' });
  const app = await buildApp(config, { logger: false });
  await benchAdminRequests(app, TOKEN, RUNS, 'SQLite');
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
