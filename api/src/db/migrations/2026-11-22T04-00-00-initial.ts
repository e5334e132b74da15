import { sql, type Kysely } from 'kysely';

// Frozen: a migration never imports from the app and never changes once released.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('building_details', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('message_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('first_message_at', 'text')
    .addColumn('last_message_at', 'text')
    .addColumn('lead_form_at', 'text')
    .execute();
  await db.schema.createIndex('conversations_user_created').on('conversations').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createIndex('conversations_user_project_created')
    .on('conversations')
    .columns(['user_id', 'project_id', 'created_at'])
    .execute();
  await db.schema.createIndex('conversations_created').on('conversations').column('created_at').execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('conversation_id', 'text', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender', 'text', (col) => col.notNull().check(sql`sender in ('user', 'assistant')`))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('timestamp', 'text', (col) => col.notNull())
    .addColumn('citations', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('audio_url', 'text')
    .addColumn('image_url', 'text')
    .addColumn('model_used', 'text')
    .execute();
  await db.schema
    .createIndex('messages_conversation_timestamp')
    .on('messages')
    .columns(['conversation_id', 'timestamp', 'id'])
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('conversation_id', 'text', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('message_id', 'integer', (col) => col.references('messages.id').onDelete('set null'))
    .addColumn('user_feedback', 'text', (col) => col.notNull())
    .addColumn('previous_message', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('feedback_message').on('feedback').column('message_id').execute();
  await db.schema.createIndex('feedback_conversation').on('feedback').column('conversation_id').execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('conversation_id', 'text', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('leads_conversation').on('leads').column('conversation_id').execute();
  await db.schema.createIndex('leads_created').on('leads').column('created_at').execute();

  await db.schema
    .createTable('collected_variables')
    .addColumn('conversation_id', 'text', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('advisor', 'lead', 'host')`))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('collected_variables_pk', ['conversation_id', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['collected_variables', 'leads', 'feedback', 'messages', 'conversations']) {
    await db.schema.dropTable(table).execute();
  }
}
