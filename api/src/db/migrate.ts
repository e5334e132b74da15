import { Migrator, PostgresAdapter, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as initial from './migrations/2026-11-22T04-00-00-initial';
import * as adminIndexes from './migrations/2026-11-23T15-00-00-admin-indexes';
import * as turnFriendlyAdminIndexes from './migrations/2026-11-23T18-00-00-turn-friendly-admin-indexes';
import * as visitors from './migrations/2026-11-25T01-00-00-visitors';
import * as voiceAgents from './migrations/2026-11-27T09-00-00-voice-agents';
import * as adminSearchIndex from './migrations/2026-11-28T10-00-00-admin-search-index';
import * as adminCounts from './migrations/2026-11-28T11-00-00-admin-counts';
import * as adminSearchCounts from './migrations/2026-11-28T12-00-00-admin-search-counts';
import * as adminFunnelCounts from './migrations/2026-11-28T13-00-00-admin-funnel-counts';
import * as adminSearchGramWeeks from './migrations/2026-11-28T14-00-00-admin-search-gram-weeks';

/** Every migration, by timestamped name. A new one is added here and never edited afterwards. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22T04-00-00-initial': initial,
  '2026-11-23T15-00-00-admin-indexes': adminIndexes,
  '2026-11-23T18-00-00-turn-friendly-admin-indexes': turnFriendlyAdminIndexes,
  '2026-11-25T01-00-00-visitors': visitors,
  '2026-11-27T09-00-00-voice-agents': voiceAgents,
  '2026-11-28T10-00-00-admin-search-index': adminSearchIndex,
  '2026-11-28T11-00-00-admin-counts': adminCounts,
  '2026-11-28T12-00-00-admin-search-counts': adminSearchCounts,
  '2026-11-28T13-00-00-admin-funnel-counts': adminFunnelCounts,
  '2026-11-28T14-00-00-admin-search-gram-weeks': adminSearchGramWeeks,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the schema up to date; throws (and the server does not start) if a migration fails. On
 * PostgreSQL the migrations' own tables are looked for in the schema the connection works in
 * (the first of its search_path): otherwise kysely would find them in any schema of the database,
 * and take another deployment's (or test's) history for this one's.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results } = await (await createMigrator(db)).migrateToLatest();
  if (error) throw new Error('Database migration failed', { cause: error });
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** kysely's migrator over every migration, its own tables in the connection's schema (see {@link migrateToLatest}). */
export async function createMigrator(db: Db): Promise<Migrator> {
  const migrationTableSchema = db.getExecutor().adapter instanceof PostgresAdapter ? await currentSchema(db) : undefined;
  return new Migrator({ db, provider, ...(migrationTableSchema !== undefined && { migrationTableSchema }) });
}

/** The schema new tables go to on PostgreSQL. */
async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: the search_path names no schema that exists');
  return schema;
}
