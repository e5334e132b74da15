import { sql } from 'kysely';
import type { AdminConversation } from '@energy-advisor/contracts';
import type { Db } from '../db/database';
import { containsPattern, trigramPhrase } from './search';
import { isStoppedReply } from '../chat/turn-records';

// SQLite's admin queries and those both databases share: `admin-queries.ts` says which is which;
// PostgreSQL's own are in `postgres-admin-queries.ts`.

/** What the admin list filters on. */
export interface AdminConversationFilter {
  /** Matches the user id or the project id: a substring, ignoring case, wildcards taken literally. */
  search?: string | undefined;
  /** Leaves out conversations with no messages. */
  hideEmpty?: boolean | undefined;
}

const COLUMNS = sql.raw('id, user_id, project_id, created_at, message_count, first_message_at, last_message_at');

/**
 * The filtered conversations as FROM and WHERE. The indexes hold only columns a chat turn never
 * changes (see the turn-friendly-admin-indexes migration), so a count or a search scans index
 * entries and a page reads just its own rows from the table. A conversation has messages exactly
 * when first_message_at is set (the turn stores set both); empty ones are left out through the
 * partial index of started conversations, named outright so SQLite never scans the table instead.
 *
 * A search of 3 characters or more that the trigram index finds in fewer than
 * {@link INDEX_MATCHES_AT_MOST} conversations starts from that index (the admin-search-index
 * migration): only the conversations it finds are read, by rowid (`not indexed` keeps SQLite from
 * walking a list index instead), and `like` checks each, so the answer is exactly the scan's (the
 * index folds case beyond ASCII). A term found more often, or shorter (it has no trigram), scans the
 * list index's entries, as every search did before: past a few thousand matches reading each by
 * rowid costs more than the scan, and a first page ends the scan early.
 */
function filtered({ search, hideEmpty }: AdminConversationFilter, phrase: string | undefined) {
  const conditions = [];
  if (hideEmpty) conditions.push(sql`first_message_at is not null`);
  if (phrase !== undefined) conditions.push(sql`rowid in (select rowid from conversations_search where conversations_search match ${phrase})`);
  if (search !== undefined && search !== '') {
    const pattern = containsPattern(search);
    conditions.push(sql`(user_id like ${pattern} escape '\\' or project_id like ${pattern} escape '\\')`);
  }
  const table =
    phrase !== undefined
      ? sql`conversations not indexed`
      : hideEmpty
        ? sql`conversations indexed by conversations_admin_list_started`
        : sql`conversations`;
  return conditions.length === 0 ? table : sql`${table} where ${sql.join(conditions, sql` and `)}`;
}

/** Up to how many conversations the trigram index may find for a search to start from it (see {@link filtered}). */
export const INDEX_MATCHES_AT_MOST = 4000;

/**
 * The trigram query a search starts from, or undefined when it scans: no trigram (a short term), or
 * the index finds the term in {@link INDEX_MATCHES_AT_MOST} conversations or more (it stops counting there).
 */
async function indexPhrase(db: Db, search: string | undefined): Promise<string | undefined> {
  const phrase = search === undefined || search === '' ? undefined : trigramPhrase(search);
  if (phrase === undefined) return undefined;
  const { rows } = await sql<{ found: number }>`select count(*) as found from (
      select rowid from conversations_search where conversations_search match ${phrase} limit ${INDEX_MATCHES_AT_MOST})`.execute(db);
  return Number(rows[0]?.found ?? 0) < INDEX_MATCHES_AT_MOST ? phrase : undefined;
}

/** One page of conversations, newest first. */
export async function listAdminConversations(
  db: Db,
  filter: AdminConversationFilter,
  page: { limit: number; offset: number },
): Promise<AdminConversation[]> {
  // the page is found on index entries alone; only its own rows are read from the table
  const { rows } = await sql<AdminConversation>`select ${COLUMNS} from conversations where rowid in (
      select rowid from ${filtered(filter, await indexPhrase(db, filter.search))} order by created_at desc, id desc limit ${page.limit} offset ${page.offset})
    order by created_at desc, id desc`.execute(db);
  return rows;
}

/** How many conversations the filter matches (an SQL count, never rows loaded into JavaScript). */
export async function countAdminConversations(db: Db, filter: AdminConversationFilter): Promise<number> {
  const { rows } = await sql<{ count: number }>`select count(*) as count from ${filtered(filter, await indexPhrase(db, filter.search))}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** A transcript's messages, oldest first, each with the newest feedback given on it and, on a stopped reply, `stopped`. */
export async function listTranscriptMessages(db: Db, conversationId: string) {
  const rows = await db
    .selectFrom('messages as m')
    .select([
      'm.id',
      'm.sender',
      'm.content',
      'm.timestamp',
      'm.model_used',
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
  return rows.map(({ model_used, ...message }) => ({ ...message, ...(isStoppedReply(model_used) && { stopped: true as const }) }));
}
