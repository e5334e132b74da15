import { sql } from 'kysely';
import type { AdminConversation } from '@energy-advisor/contracts';
import type { Db } from '../db/database';
import { containsPattern } from '../admin/search';

/** What the admin list filters on (spec §2.12, §5). */
export interface AdminConversationFilter {
  /** Matches the user id or the project id: a substring, ignoring case, wildcards taken literally. */
  search?: string | undefined;
  /** Leaves out conversations with no messages. */
  hideEmpty?: boolean | undefined;
}

function filtered(db: Db, { search, hideEmpty }: AdminConversationFilter) {
  // Both variants read a covering index (see the admin-indexes migration); the WHERE on
  // message_count must be written exactly as the partial index's for SQLite to choose it.
  let query = db.selectFrom('conversations');
  if (hideEmpty) query = query.where(sql<boolean>`message_count > 0`);
  if (search !== undefined && search !== '') {
    const pattern = containsPattern(search);
    query = query.where(sql<boolean>`(user_id like ${pattern} escape '\\' or project_id like ${pattern} escape '\\')`);
  }
  return query;
}

/** One page of conversations, newest first. */
export async function listAdminConversations(
  db: Db,
  filter: AdminConversationFilter,
  page: { limit: number; offset: number },
): Promise<AdminConversation[]> {
  return filtered(db, filter)
    .select(['id', 'user_id', 'project_id', 'created_at', 'message_count', 'first_message_at', 'last_message_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** How many conversations the filter matches (an SQL count, never rows loaded into JavaScript). */
export async function countAdminConversations(db: Db, filter: AdminConversationFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A transcript's messages, oldest first, each with the newest feedback given on it. */
export async function listTranscriptMessages(db: Db, conversationId: string) {
  return db
    .selectFrom('messages as m')
    .select([
      'm.id',
      'm.sender',
      'm.content',
      'm.timestamp',
      (eb) =>
        eb
          .selectFrom('feedback as f')
          .select('f.user_feedback')
          .whereRef('f.message_id', '=', 'm.id')
          .orderBy('f.id', 'desc')
          .limit(1)
          .as('feedback'),
    ])
    .where('m.conversation_id', '=', conversationId)
    .orderBy('m.timestamp', 'asc')
    .orderBy('m.id', 'asc')
    .execute();
}
