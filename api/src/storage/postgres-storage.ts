import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { CollectedVariables } from '@energy-advisor/contracts';
import type { PostgresSettings } from '../config';
import type { Db } from '../db/database';
import type { VisitorRow } from '../db/visitor.table';
import { createPostgresDatabase } from '../db/postgres';
import { databaseFailure } from '../db/postgres-errors';
import { migrateToLatest } from '../db/migrate';
import { PostgresTurnStore } from '../chat/postgres-turn-store';
import { postgresAdminQueries } from '../admin/postgres-admin-queries';
import type { VisitorStore } from '../identity/visitor-tokens';
import { FEEDBACK_REPEAT_WINDOW_MS, type FeedbackInput, type LeadInput, type Storage } from './storage';

/**
 * PostgreSQL, for several instances: a pg pool (DATABASE_POOL_SIZE connections at most, with
 * connection and statement timeouts), kysely on it, and transactions where a write is more than
 * one statement. Concurrency is the database's: a write that must see the one before it (a lead or
 * feedback sent twice at once, on two instances) first locks its conversation's row. Nothing of
 * SQLite's machinery (write lock, group commit, checkpoints, turn workers) runs here.
 */
export async function openPostgresStorage(settings: PostgresSettings, log: Pick<FastifyBaseLogger, 'warn'>): Promise<Storage> {
  const { db } = createPostgresDatabase({
    ...settings,
    onIdleError: (error) => log.warn({ err: error }, 'a PostgreSQL connection of the pool failed; it is replaced on next use'),
  });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    // the migration's own failure wraps the statement's
    const unavailable = [error, (error as Error).cause].find((candidate) => databaseFailure(candidate) === 'unavailable') as Error | undefined;
    if (!unavailable) throw error;
    const reason = unavailable.cause instanceof Error ? unavailable.cause.message : unavailable.message;
    throw new Error(`PostgreSQL cannot be reached at ${where(settings.url)}: ${reason}`, { cause: error });
  }
  return {
    dialect: 'postgres',
    db,
    turns: new PostgresTurnStore(db),
    visitors: visitorStore(db),
    admin: postgresAdminQueries(db),
    collectedVariables: (conversationId) => collectedVariables(db, conversationId),
    saveLead: (lead) => saveLead(db, lead),
    saveFeedbackOnce: (feedback, now) => saveFeedbackOnce(db, feedback, now),
    async setMessageAudioUrl({ id, audioUrl }) {
      await db.updateTable('messages').set({ audio_url: audioUrl }).where('id', '=', id).execute();
    },
    startTurnWorkers: () => undefined,
    close: () => db.destroy(),
  };
}

/** Host, port and database of a DATABASE_URL, never its user or password. */
function where(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || 5432}, database ${decodeURIComponent(pathname.slice(1))} (DATABASE_URL)`;
}

function visitorStore(db: Db): VisitorStore {
  return {
    findByTokenHash: (tokenHash) => db.selectFrom('visitors').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),
    async insert(visitor: VisitorRow) {
      await db.insertInto('visitors').values(visitor).execute();
    },
    async replaceToken({ id, token_hash, verified, expires_at }) {
      await db.updateTable('visitors').set({ token_hash, verified, expires_at }).where('id', '=', id).execute();
    },
    async deleteExpired(now) {
      const result = await db.deleteFrom('visitors').where('expires_at', '<', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

async function collectedVariables(db: Db, conversationId: string): Promise<CollectedVariables> {
  const rows = await db
    .selectFrom('collected_variables')
    .select(['name', 'value'])
    .where('conversation_id', '=', conversationId)
    .orderBy('name')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/**
 * Marking the lead form first locks the conversation's row, so a second copy of the lead (another
 * request, another instance) waits for this transaction and then finds the lead stored.
 */
async function saveLead(db: Db, { conversationId, name, email, at }: LeadInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('conversations').set({ lead_form_at: sql`coalesce(lead_form_at, ${at})` }).where('id', '=', conversationId).execute();
    const stored = await trx
      .selectFrom('leads')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .where('name', '=', name)
      .where('email', '=', email)
      .executeTakeFirst();
    if (!stored) await trx.insertInto('leads').values({ conversation_id: conversationId, name, email, created_at: at }).execute();
    await trx
      .insertInto('collected_variables')
      .values(Object.entries({ name, email }).map(([key, value]) => ({ conversation_id: conversationId, name: key, value, source: 'lead' as const, updated_at: at })))
      .onConflict((conflict) =>
        conflict.columns(['conversation_id', 'name']).doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          source: eb.ref('excluded.source'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  });
}

/** The conversation's row is locked first, so two copies sent at once (on any instances) store one row. */
async function saveFeedbackOnce(db: Db, feedback: FeedbackInput, now = new Date()): Promise<{ id: number; created: boolean }> {
  const since = new Date(now.getTime() - FEEDBACK_REPEAT_WINDOW_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('conversations').select('id').where('id', '=', feedback.conversationId).forNoKeyUpdate().execute();
    const earlier = await trx
      .selectFrom('feedback')
      .select('id')
      .where('conversation_id', '=', feedback.conversationId)
      .where((eb) => (feedback.messageId === null ? eb('message_id', 'is', null) : eb('message_id', '=', feedback.messageId)))
      .where('user_feedback', '=', feedback.userFeedback)
      .where('created_at', '>=', since)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (earlier) return { id: earlier.id, created: false };
    const inserted = await trx
      .insertInto('feedback')
      .values({
        conversation_id: feedback.conversationId,
        message_id: feedback.messageId,
        user_feedback: feedback.userFeedback,
        previous_message: feedback.previousMessage,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: inserted.id, created: true };
  });
}
