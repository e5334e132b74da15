import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { loadConfig, ConfigError } from '../src/config';
import { createDatabase, sqliteOf } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedConversations } from './seed-data';

const USAGE = `Usage: pnpm seed -- --conversations N --messages-per M [--database FILE] [--seed S]

Fills the database (DATABASE_PATH, or --database) with N generated conversations of about M messages
each: varied users and projects, dates over the last 90 days, some empty, some with leads and feedback.`;

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
  const config = loadConfig({ ...process.env, ...(values.database ? { DATABASE_PATH: values.database } : {}) });

  const db = createDatabase({ path: config.databasePath, busyTimeoutMs: 5000, synchronous: 'NORMAL' });
  await migrateToLatest(db);
  const sqlite = sqliteOf(db);
  // A seed run that dies is simply run again: no fsync per batch.
  sqlite.pragma('synchronous = OFF');
  const bar = new cliProgress.SingleBar(
    { format: 'seeding [{bar}] {percentage}% | {value}/{total} conversations | {messages} messages | {eta_formatted} left', hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  const started = performance.now();
  bar.start(conversations, 0, { messages: 0 });
  const done = seedConversations(sqlite, { conversations, messagesPer, seed }, (progress) =>
    bar.update(progress.conversations, { messages: progress.messages.toLocaleString('en-AU') }),
  );
  bar.stop();
  sqlite.pragma('optimize');
  await db.destroy();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seeded ${done.conversations.toLocaleString('en-AU')} conversations and ${done.messages.toLocaleString('en-AU')} messages into ${config.databasePath} in ${seconds} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  console.error(USAGE);
  process.exit(1);
});
