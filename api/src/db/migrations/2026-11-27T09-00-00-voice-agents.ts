import type { Kysely } from 'kysely';
import { columnTypes } from './dialect';

// Frozen: a migration never imports from the app and never changes once released. PostgreSQL
// support added its column types (see dialect.ts); SQLite's schema is the released one.

/**
 * Voice agents of the agent test page: one per POST /api/voice-agent/create, for a project, with
 * the voice it speaks in, its greeting and the advisor back end that answers for it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { key, time } = columnTypes(db);
  await db.schema
    .createTable('voice_agents')
    .addColumn('id', key, (col) => col.primaryKey())
    .addColumn('project_id', key, (col) => col.notNull())
    .addColumn('voice', 'text', (col) => col.notNull())
    .addColumn('greeting', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('model', 'text', (col) => col.notNull())
    .addColumn('visitor_id', key)
    .addColumn('created_at', time, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('voice_agents_project').on('voice_agents').columns(['project_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('voice_agents_project').execute();
  await db.schema.dropTable('voice_agents').execute();
}
