import { once } from 'node:events';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { conversationGenerator, type SeedOptions, type SeedProgress, type SeedSink } from './seed-data';

/** Conversations per COPY batch (one transaction each). */
const BATCH = 10_000;

/** A value in COPY's text format: `\N` for null; backslash, tab, newline and carriage return escaped. */
function field(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (char) => (char === '\\' ? '\\\\' : char === '\t' ? '\\t' : char === '\n' ? '\\n' : '\\r')) : value;
}
const line = (values: (string | number | null)[]) => `${values.map(field).join('\t')}\n`;

/** One batch's rows as COPY text, per table. */
class Batch implements SeedSink {
  conversationRows: string[] = [];
  messageRows: string[] = [];
  feedbackRows: string[] = [];
  variableRows: string[] = [];
  leadRows: string[] = [];

  conversation(row: Parameters<SeedSink['conversation']>[0]): void {
    this.conversationRows.push(line([row.id, row.userId, row.projectId, row.createdAt, row.messageCount, row.firstMessageAt, row.lastMessageAt, row.leadFormAt]));
  }
  message(row: Parameters<SeedSink['message']>[0]): void {
    this.messageRows.push(line([row.conversationId, row.sender, row.content, row.timestamp, row.modelUsed]));
  }
  feedback(row: Parameters<SeedSink['feedback']>[0]): void {
    this.feedbackRows.push(line([row.conversationId, row.messageTimestamp, row.userFeedback, row.previousMessage, row.createdAt]));
  }
  variable(row: Parameters<SeedSink['variable']>[0]): void {
    this.variableRows.push(line([row.conversationId, row.name, row.value, row.source, row.updatedAt]));
  }
  lead(row: Parameters<SeedSink['lead']>[0]): void {
    this.leadRows.push(line([row.conversationId, row.name, row.email, row.createdAt]));
  }
}

/** Streams rows into `COPY <target> FROM STDIN` on the client, in chunks, honouring back-pressure. */
async function copy(client: pg.ClientBase, target: string, rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  const stream = client.query(copyFrom(`copy ${target} from stdin`));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  for (let start = 0; start < rows.length; start += 2000) {
    if (!stream.write(rows.slice(start, start + 2000).join(''))) await once(stream, 'drain');
  }
  stream.end();
  await done;
}

/** Writes one batch: the conversations first (the messages refer to them, when their foreign key is in place). */
async function write(client: pg.ClientBase, batch: Batch): Promise<void> {
  await copy(client, 'conversations (id, user_id, project_id, created_at, message_count, first_message_at, last_message_at, lead_form_at)', batch.conversationRows);
  await copy(client, 'messages (conversation_id, sender, content, "timestamp", model_used)', batch.messageRows);
  await copy(client, 'collected_variables (conversation_id, name, value, source, updated_at)', batch.variableRows);
  await copy(client, 'leads (conversation_id, name, email, created_at)', batch.leadRows);
  await copy(client, 'seed_feedback (conversation_id, message_at, user_feedback, previous_message, created_at)', batch.feedbackRows);
}

/** The tables the seed fills; the bulk load rebuilds the indexes of the first two. */
const SEEDED = ['conversations', 'messages', 'feedback', 'leads', 'collected_variables'];

/**
 * For a load into empty tables: drops the conversations' and messages' indexes (all but those of
 * a primary key or unique constraint) and the messages' foreign keys, and answers the statements
 * that make them again from their own definitions. Building an index over a table once is several
 * times faster than keeping it up to date row by row.
 */
async function dropForBulkLoad(client: pg.ClientBase): Promise<string[]> {
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
    where t.relnamespace = current_schema()::regnamespace and t.relname in ('conversations', 'messages')
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`);
  const { rows: keys } = await client.query<{ name: string; definition: string }>(`
    select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
    where contype = 'f' and conrelid = (quote_ident(current_schema()) || '.messages')::regclass`);
  for (const { name } of indexes) await client.query(`drop index ${pg.escapeIdentifier(name)}`);
  for (const { name } of keys) await client.query(`alter table messages drop constraint ${pg.escapeIdentifier(name)}`);
  return [
    ...indexes.map(({ definition }) => definition),
    ...keys.map(({ name, definition }) => `alter table messages add constraint ${pg.escapeIdentifier(name)} ${definition}`),
  ];
}

/**
 * Turns the admin counts' triggers off for the load (the admin-counts, admin-search-counts and
 * admin-funnel-counts migrations), whether the tables are empty or not, and answers the statements
 * that turn them on again and recount from the rows. Kept row by row, one transaction would update
 * the same count rows (a day's, the string 'e' …) once per conversation, each update walking every
 * earlier version of its row that the transaction left: slower and slower as the load goes on.
 */
async function countsOffForBulkLoad(client: pg.ClientBase): Promise<string[]> {
  const { rows: [counts] } = await client.query<{ kept: boolean; search: boolean; funnel: boolean }>(
    `select to_regproc('admin_counts_rebuild') is not null as kept, to_regproc('admin_search_counts_rebuild') is not null as search,
      to_regproc('admin_funnel_counts_rebuild') is not null as funnel`,
  );
  if (counts?.kept) await client.query('alter table conversations disable trigger user');
  if (counts?.funnel) await client.query('alter table leads disable trigger leads_admin_funnel_insert');
  return [
    ...(counts?.kept ? ['alter table conversations enable trigger user', 'select admin_counts_rebuild()'] : []),
    ...(counts?.search ? ['select admin_search_counts_rebuild()'] : []),
    ...(counts?.funnel ? ['alter table leads enable trigger leads_admin_funnel_insert', 'select admin_funnel_counts_rebuild()'] : []),
  ];
}

const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Fills a migrated PostgreSQL database (`url`, its search_path naming the schema) with generated
 * conversations, the same generator as SQLite's (see `seed-data.ts`), through COPY, all in one
 * transaction: a seed that fails or is killed leaves nothing behind. Batches of {@link BATCH}
 * conversations; the next batch is generated while PostgreSQL stores the one before. Into empty
 * tables (a new database) the indexes are built after the rows ({@link dropForBulkLoad}); the admin
 * counts are recounted after the rows either way ({@link countsOffForBulkLoad}). Feedback
 * names its message by conversation and timestamp and gets the message's id at the end. The commit
 * is not waited for on disk (`synchronous_commit = off`). Ends with VACUUM ANALYZE, so the planner
 * knows the new rows and index-only scans see their pages as visible.
 */
export async function seedPostgres(url: string, options: SeedOptions, onProgress: (progress: SeedProgress) => void = () => {}): Promise<SeedProgress> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("set synchronous_commit = off; set time zone 'UTC'; set maintenance_work_mem = '256MB'");
    await client.query('begin');
    await client.query(`create temporary table seed_feedback (conversation_id text collate "C", message_at timestamptz, user_feedback text,
      previous_message text, created_at timestamptz) on commit drop`);
    const { rows: [state] } = await client.query<{ empty: boolean }>(
      `select ${SEEDED.map((table) => `not exists (select 1 from ${table})`).join(' and ')} as empty`,
    );
    const rebuild = [...(state?.empty ? await dropForBulkLoad(client) : []), ...(await countsOffForBulkLoad(client))];

    const { next, progress } = conversationGenerator(options);
    let writing: Promise<void> = Promise.resolve();
    while (progress.conversations < options.conversations) {
      const batch = new Batch();
      const size = Math.min(BATCH, options.conversations - progress.conversations);
      for (let index = 0; index < size; index += 1) {
        next(batch);
        // lets the socket take the previous batch's rows meanwhile
        if (index % 500 === 499) await yieldToIo();
      }
      await writing;
      const reported = { ...progress };
      writing = write(client, batch).then(() => onProgress(reported));
      writing.catch(() => undefined); // awaited (and thrown) before the next batch or at the end
    }
    await writing;
    for (const statement of rebuild) await client.query(statement);
    await client.query(`insert into feedback (conversation_id, message_id, user_feedback, previous_message, created_at)
      select s.conversation_id, m.id, s.user_feedback, s.previous_message, s.created_at
      from seed_feedback s join messages m on m.conversation_id = s.conversation_id and m."timestamp" = s.message_at and m.sender = 'assistant'`);
    await client.query('commit');
    for (const table of SEEDED) await client.query(`vacuum (analyze) ${table}`);
    // the kept counts, recounted above: without statistics the planner takes a broad search term
    // for a narrow one (a trigram index scan over most ids, where a parallel scan is twice as fast)
    const { rows: kept } = await client.query<{ name: string }>(`select relname as name from pg_class
      where relkind = 'r' and relnamespace = current_schema()::regnamespace and relname like 'admin\\_%'`);
    for (const { name } of kept) await client.query(`vacuum (analyze) ${pg.escapeIdentifier(name)}`);
    return progress;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
