import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as initial from './migrations/2026-11-22T04-00-00-initial';
import * as adminIndexes from './migrations/2026-11-23T15-00-00-admin-indexes';
import * as turnFriendlyAdminIndexes from './migrations/2026-11-23T18-00-00-turn-friendly-admin-indexes';
import * as visitors from './migrations/2026-11-25T01-00-00-visitors';
import * as voiceAgents from './migrations/2026-11-27T09-00-00-voice-agents';

/** Every migration, by timestamped name. A new one is added here and never edited afterwards. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22T04-00-00-initial': initial,
  '2026-11-23T15-00-00-admin-indexes': adminIndexes,
  '2026-11-23T18-00-00-turn-friendly-admin-indexes': turnFriendlyAdminIndexes,
  '2026-11-25T01-00-00-visitors': visitors,
  '2026-11-27T09-00-00-voice-agents': voiceAgents,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; throws (and the server does not start) if a migration fails. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw new Error('Database migration failed', { cause: error });
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
