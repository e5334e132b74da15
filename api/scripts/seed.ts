import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { loadConfig, ConfigError } from '../src/config';
import { createDatabase, sqliteOf } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { createPostgresDatabase } from '../src/db/postgres';
import { seedConversations, type SeedOptions, type SeedProgress } from './seed-data';
import { seedPostgres } from './seed-postgres';

const USAGE = `Usage: pnpm seed -- --conversations N --messages-per M [--database FILE|postgres://…] [--seed S]

Fills the database with N generated conversations of about M messages each: varied users and
projects, dates over the last 90 days, some empty, some with leads and feedback. The database is
DATABASE_URL's PostgreSQL (through COPY) when set, else the SQLite file DATABASE_PATH; --database
names either instead.`;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new ConfigError(`--${name} must be a whole number of at least 1, got "${value}"`);
  return Number(value);
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      conversations: { type: 'string' },
      'messages-per': { type: 'string' },
      database: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const conversations = positive('conversations', values.conversations, 1000);
  const messagesPer = positive('messages-per', values['messages-per'], 10);
  const seed = positive('seed', values.seed, 42);
  const database = values.database;
  const named = database === undefined ? {} : /^postgres(ql)?:\/\//.test(database) ? { DATABASE_URL: database } : { DATABASE_PATH: database, DATABASE_URL: undefined };
  const config = loadConfig({ ...process.env, ...named });
  const options: SeedOptions = { conversations, messagesPer, seed };
  const bar = new cliProgress.SingleBar(
    { format: 'seeding [{bar}] {percentage}% | {value}/{total} conversations | {messages} messages | {eta_formatted} left', hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  const started = performance.now();
  bar.start(conversations, 0, { messages: 0 });
  const onProgress = (progress: SeedProgress) => bar.update(progress.conversations, { messages: progress.messages.toLocaleString('en-AU') });
  let done: SeedProgress;
  let into: string;
  if (config.postgres) {
    const { url, poolSize, connectTimeoutMs } = config.postgres;
    const { db } = createPostgresDatabase({ url, poolSize, connectTimeoutMs, statementTimeoutMs: 600_000, onIdleError: () => undefined });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    done = await seedPostgres(url, options, onProgress);
    const { hostname, port, pathname } = new URL(url);
    into = `PostgreSQL at ${hostname}:${port || 5432}, database ${decodeURIComponent(pathname.slice(1))}`;
  } else {
    const db = createDatabase({ path: config.databasePath, busyTimeoutMs: 5000, synchronous: 'NORMAL' });
    await migrateToLatest(db);
    const sqlite = sqliteOf(db);
    // A seed run that dies is simply run again: no fsync per batch.
    sqlite.pragma('synchronous = OFF');
    done = seedConversations(sqlite, options, onProgress);
    sqlite.pragma('optimize');
    await db.destroy();
    into = config.databasePath;
  }
  bar.stop();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seeded ${done.conversations.toLocaleString('en-AU')} conversations and ${done.messages.toLocaleString('en-AU')} messages into ${into} in ${seconds} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  console.error(USAGE);
  process.exit(1);
});
