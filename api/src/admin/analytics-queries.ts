import { sql } from 'kysely';
import type { Db } from '../db/database';

// SQLite's admin queries and those both databases share: `admin-queries.ts` says which is which;
// PostgreSQL's own are in `postgres-admin-queries.ts`.

/**
 * Conversation and message totals: one aggregate over the (user_id, message_count) index, and the
 * started conversations counted on their partial index (a conversation has messages exactly when
 * first_message_at is set).
 */
export async function conversationTotals(db: Db) {
  const row = await db
    .selectFrom('conversations')
    .select([
      (eb) => eb.fn.countAll<number>().as('conversations'),
      sql<number>`coalesce(sum(message_count), 0)`.as('messages'),
    ])
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ count: number }>`
    select count(*) as count from conversations indexed by conversations_admin_list_started
    where first_message_at is not null`.execute(db);
  const started = Number(rows[0]?.count ?? 0);
  return { conversations: Number(row.conversations), messages: Number(row.messages), empty: Number(row.conversations) - started };
}

/** The users with the most conversations (ties: more messages first, then user id). */
export async function topUsers(db: Db, limit: number) {
  return db
    .selectFrom('conversations')
    .select([
      'user_id',
      (eb) => eb.fn.countAll<number>().as('conversation_count'),
      sql<number>`sum(message_count)`.as('total_messages'),
    ])
    .groupBy('user_id')
    .orderBy('conversation_count', 'desc')
    .orderBy('total_messages', 'desc')
    .orderBy('user_id', 'asc')
    .limit(limit)
    .execute();
}

/**
 * Conversations started per UTC day from `sinceDay` (YYYY-MM-DD), newest day first. The day is the
 * expression of the conversations_created_day index, so the grouping walks that index in order.
 */
export async function conversationsByDay(db: Db, sinceDay: string) {
  const { rows } = await sql<{ date: string; count: number }>`
    select substr(created_at, 1, 10) as date, count(*) as count from conversations
    where substr(created_at, 1, 10) >= ${sinceDay}
    group by substr(created_at, 1, 10) order by substr(created_at, 1, 10) desc`.execute(db);
  return rows;
}

/** The lead funnel: conversations that showed the lead form, and conversations with a lead. */
export async function leadFunnelCounts(db: Db) {
  const reached = await db
    .selectFrom('conversations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('lead_form_at', 'is not', null)
    .executeTakeFirstOrThrow();
  const submitted = await db
    .selectFrom('leads')
    .select(sql<number>`count(distinct conversation_id)`.as('count'))
    .executeTakeFirstOrThrow();
  return { reachedLeadForm: Number(reached.count), leadsSubmitted: Number(submitted.count) };
}
