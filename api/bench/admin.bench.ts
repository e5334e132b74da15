/**
 * The admin API at 100,000 conversations and 1,000,000 messages: p50 and p99 of the list (first,
 * middle and last page; with search; with hideEmpty; both), the analytics, a transcript and the
 * leads, each through the whole app (routing, auth, validation, SQL, serialisation) by inject.
 * Seeds a database in the temp dir on first run and reuses it. Prints figures; asserts nothing.
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

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;

async function main() {
  await ensureDatabase();
  const config = loadConfig({ DATABASE_PATH: DATABASE, LOG_LEVEL: 'silent', ADMIN_TOKEN: TOKEN, ADMIN_RATE_LIMIT_PER_MINUTE: '0' });
  const app = await buildApp(config, { logger: false });
  const headers = { authorization: `Bearer ${TOKEN}` };
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response.json();
  };

  const totals = await get('/api/admin/analytics');
  const { totalPages } = await get('/api/admin/conversations');
  const nonEmpty = await get('/api/admin/conversations?hideEmpty=true');
  const searched = await get('/api/admin/conversations?search=user-00');
  const [someone] = (await get(`/api/admin/conversations?page=${Math.ceil(totalPages / 2)}&hideEmpty=true`)).conversations;
  console.log(
    `database: ${totals.totalConversations.toLocaleString('en-AU')} conversations, ${totals.totalMessages.toLocaleString('en-AU')} messages, ` +
      `${totals.emptyConversations.toLocaleString('en-AU')} empty; ${totalPages} pages (${nonEmpty.totalPages} non-empty; ${searched.totalPages} matching "user-00")`,
  );

  const cases: [string, string][] = [
    ['list, first page', '/api/admin/conversations?page=1&limit=20'],
    ['list, middle page', `/api/admin/conversations?page=${Math.ceil(totalPages / 2)}&limit=20`],
    ['list, last page', `/api/admin/conversations?page=${totalPages}&limit=20`],
    ['list, hideEmpty, first page', '/api/admin/conversations?page=1&limit=20&hideEmpty=true'],
    ['list, hideEmpty, last page', `/api/admin/conversations?page=${nonEmpty.totalPages}&limit=20&hideEmpty=true`],
    ['list, search "user-00" (many matches)', '/api/admin/conversations?page=1&limit=20&search=user-00'],
    ['list, search, last page', `/api/admin/conversations?page=${searched.totalPages}&limit=20&search=user-00`],
    ['list, search "JOB-1042" + hideEmpty', '/api/admin/conversations?page=1&limit=20&search=JOB-1042&hideEmpty=true'],
    ['list, search with no match', '/api/admin/conversations?page=1&limit=20&search=nobody%25here'],
    ['analytics', '/api/admin/analytics'],
    ['transcript', `/api/admin/conversations/${someone.id}/transcript`],
    ['leads, first page', '/api/admin/leads'],
  ];

  console.log(`\n| request (${RUNS} runs each) | p50 | p99 |\n| --- | --- | --- |`);
  for (const [name, url] of cases) {
    for (let warm = 0; warm < 3; warm += 1) await get(url);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await get(url);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`| ${name} | ${quantile(times, 0.5).toFixed(1)} ms | ${quantile(times, 0.99).toFixed(1)} ms |`);
  }
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
