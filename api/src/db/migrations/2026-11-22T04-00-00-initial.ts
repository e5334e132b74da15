import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { columnTypes, onPostgres } from './dialect';

// Frozen: a migration never imports from the app and never changes once released. PostgreSQL
// support added its branches (see dialect.ts); SQLite's schema is the released one.

export async function up(db: Kysely<any>): Promise<void> {
  const { key, time, json } = columnTypes(db);
  const postgres = onPostgres(db);
  /** An id the database numbers: SQLite's integer primary key, PostgreSQL's bigint identity. */
  const numberedId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    postgres
      ? table.addColumn('id', 'bigint', (col) => col.generatedByDefaultAsIdentity().primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

  await db.schema
    .createTable('conversations')
    .addColumn('id', key, (col) => col.primaryKey())
    .addColumn('user_id', key, (col) => col.notNull())
    .addColumn('project_id', key, (col) => col.notNull())
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('building_details', json, (col) => col.notNull().defaultTo('{}'))
    .addColumn('message_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('first_message_at', time)
    .addColumn('last_message_at', time)
    .addColumn('lead_form_at', time)
    .execute();
  await db.schema.createIndex('conversations_user_created').on('conversations').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createIndex('conversations_user_project_created')
    .on('conversations')
    .columns(['user_id', 'project_id', 'created_at'])
    .execute();
  await db.schema.createIndex('conversations_created').on('conversations').column('created_at').execute();

  await numberedId(db.schema.createTable('messages'))
    .addColumn('conversation_id', key, (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender', 'text', (col) => col.notNull().check(sql`sender in ('user', 'assistant')`))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('timestamp', time, (col) => col.notNull())
    .addColumn('citations', json, (col) => col.notNull().defaultTo('[]'))
    .addColumn('audio_url', 'text')
    .addColumn('image_url', 'text')
    .addColumn('model_used', 'text')
    .execute();
  await db.schema
    .createIndex('messages_conversation_timestamp')
    .on('messages')
    .columns(['conversation_id', 'timestamp', 'id'])
    .execute();

  await numberedId(db.schema.createTable('feedback'))
    .addColumn('conversation_id', key, (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('message_id', postgres ? 'bigint' : 'integer', (col) => col.references('messages.id').onDelete('set null'))
    .addColumn('user_feedback', 'text', (col) => col.notNull())
    .addColumn('previous_message', 'text')
    .addColumn('created_at', time, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('feedback_message').on('feedback').column('message_id').execute();
  await db.schema.createIndex('feedback_conversation').on('feedback').column('conversation_id').execute();

  await numberedId(db.schema.createTable('leads'))
    .addColumn('conversation_id', key, (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', time, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('leads_conversation').on('leads').column('conversation_id').execute();
  await db.schema.createIndex('leads_created').on('leads').column('created_at').execute();

  await db.schema
    .createTable('collected_variables')
    .addColumn('conversation_id', key, (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('name', key, (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('advisor', 'lead', 'host')`))
    .addColumn('updated_at', time, (col) => col.notNull())
    .addPrimaryKeyConstraint('collected_variables_pk', ['conversation_id', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['collected_variables', 'leads', 'feedback', 'messages', 'conversations']) {
    await db.schema.dropTable(table).execute();
  }
}
