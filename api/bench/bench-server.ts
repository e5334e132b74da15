/**
 * A server for the benchmark, started in its own process so the load generator does not share its
 * event loop. `baseline`: a bare Fastify route doing one SQLite insert and one select. `chat`: the
 * real app (on SQLite, or on PostgreSQL: see `chat()`). Prints the port on stdout, then serves until killed; each SIGUSR2 prints the figures
 * since the one before (see below).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import SQLite from 'better-sqlite3';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const mode = process.argv[2];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'energy-advisor-bench-'));
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
// On SIGUSR2: the figures since the last SIGUSR2 (or the first measured request) as one JSON line,
// then counting starts again. The figures: requests answered, the server's CPU time (user +
// system; a figure the load generator's own CPU use on a shared machine does not distort) and the
// CPU time of the event loop's thread alone: with the engine in worker threads the process's CPU
// is spread over threads, and the one thread every request passes through is the event loop's
// (Linux: /proc/self/task/<pid>/stat, in clock ticks of 10 ms).
let answered = 0;
let cpuAtMark = process.cpuUsage();
let loopAtMark = 0;
function mainThreadCpuMicros(): number {
  try {
    const fields = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}
process.on('SIGUSR2', () => {
  const cpu = process.cpuUsage(cpuAtMark);
  const loop = mainThreadCpuMicros();
  console.log(JSON.stringify({ answered, cpuMicros: cpu.user + cpu.system, loopBusyMicros: loop - loopAtMark }));
  answered = 0;
  cpuAtMark = process.cpuUsage();
  loopAtMark = loop;
});
process.on('SIGTERM', () => process.exit(0));

async function baseline() {
  const sqlite = new SQLite(path.join(dir, 'baseline.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${loadConfig(process.env).sqliteSynchronous}`);
  sqlite.exec('create table items (id integer primary key, body text not null)');
  const insert = sqlite.prepare('insert into items (body) values (?)');
  const select = sqlite.prepare('select id, body from items where id = ?');
  const app = Fastify({ logger: false });
  app.post('/baseline', async (request) => {
    const { lastInsertRowid } = insert.run(JSON.stringify(request.body));
    return select.get(lastInsertRowid);
  });
  return app;
}

/**
 * The real app on a SQLite file of its own, or with BENCH_DATABASE_URL on that PostgreSQL database
 * (BENCH_REDIS_URL and BENCH_REDIS_KEY_PREFIX: sharing a Redis with other instances, as a deployment of
 * several does).
 */
async function chat() {
  const env = process.env;
  return buildApp(
    loadConfig({
      DATABASE_PATH: path.join(dir, 'chat.db'),
      DATABASE_URL: env.BENCH_DATABASE_URL,
      REDIS_URL: env.BENCH_REDIS_URL,
      REDIS_KEY_PREFIX: env.BENCH_REDIS_KEY_PREFIX,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dir, 'none'),
      SQLITE_SYNCHRONOUS: env.SQLITE_SYNCHRONOUS,
      CHAT_RATE_LIMIT_PER_MINUTE: '0',
      CONVERSATION_RATE_LIMIT_PER_MINUTE: '0',
      ADVISOR_WORKERS: env.ADVISOR_WORKERS,
      SQLITE_CHECKPOINTS: env.SQLITE_CHECKPOINTS,
    }),
    { logger: false },
  );
}

const app: FastifyInstance = mode === 'baseline' ? await baseline() : ((await chat()) as unknown as FastifyInstance);
app.addHook('onResponse', async (request) => {
  if (!request.url.startsWith('/api/conversations')) answered += 1;
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(typeof address === 'object' && address ? address.port : 0);
