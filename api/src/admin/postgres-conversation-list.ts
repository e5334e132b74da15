import { sql } from 'kysely';
import type { AdminConversation } from '@energy-advisor/contracts';
import type { Db } from '../db/database';
import type { AdminConversationFilter } from './conversation-queries';
import { containsPattern } from './search';

// PostgreSQL's admin list and its count. Unfiltered (or filtered on hideEmpty alone) they read the
// per-day counts the admin-counts migration's triggers keep; a search reads the trigram indexes.

const COLUMNS = sql.raw('id, user_id, project_id, created_at, message_count, first_message_at, last_message_at');

const searching = (filter: AdminConversationFilter) => filter.search !== undefined && filter.search !== '';

/**
 * The filter as a WHERE clause. The search is `ilike` on columns in the "C" collation (see the
 * migrations' dialect.ts), which folds ASCII letters only, as SQLite's `like` does; `%`, `_` and
 * `\` in the term are escaped. A term of 3 characters or more is found through the trigram
 * indexes (the admin-search-index migration); a shorter one has no trigram and PostgreSQL scans.
 * A conversation has messages exactly when first_message_at is set.
 */
function where({ search, hideEmpty }: AdminConversationFilter) {
  const conditions = [];
  if (hideEmpty) conditions.push(sql`first_message_at is not null`);
  if (search !== undefined && search !== '') {
    const pattern = containsPattern(search);
    conditions.push(sql`(user_id ilike ${pattern} escape '\\' or project_id ilike ${pattern} escape '\\')`);
  }
  return conditions.length === 0 ? sql`` : sql`where ${sql.join(conditions, sql` and `)}`;
}

/** How many conversations the filter matches: without a search, a sum over the per-day counts. */
export async function countPostgresConversations(db: Db, filter: AdminConversationFilter): Promise<number> {
  const { rows } = searching(filter)
    ? await sql<{ count: number }>`select count(*) as count from conversations ${where(filter)}`.execute(db)
    : await sql<{ count: number }>`select coalesce(sum(${sql.raw(filter.hideEmpty ? 'started' : 'conversations')}), 0)::bigint as count
        from admin_day_counts`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/**
 * One page of conversations, newest first. A search's matches are few enough to sort. Without
 * one, an OFFSET deep in a million conversations would walk every row before it: the per-day
 * counts say which UTC day the page starts in and how many of that day's conversations come
 * before it, so the walk starts at that day's end and skips at most one day's conversations,
 * on index entries alone (only the page's own rows are read). Counts and rows come from one
 * statement, so one snapshot: the triggers keep the counts in the same transactions as the rows.
 */
export async function listPostgresConversations(
  db: Db,
  filter: AdminConversationFilter,
  page: { limit: number; offset: number },
): Promise<AdminConversation[]> {
  if (searching(filter)) {
    const { rows } = await sql<AdminConversation>`
      select ${COLUMNS} from conversations ${where(filter)}
      order by created_at desc, id desc limit ${page.limit} offset ${page.offset}`.execute(db);
    return rows;
  }
  const counted = sql.raw(filter.hideEmpty ? 'started' : 'conversations');
  const started = filter.hideEmpty ? sql`and first_message_at is not null` : sql``;
  const { rows } = await sql<AdminConversation>`
    with days as (
      select day, sum(${counted})::bigint as n from admin_day_counts group by day having sum(${counted}) > 0
    ), placed as (
      select day, (sum(n) over (order by day desc) - n)::bigint as before from days
    ), start as (
      select day, before from placed where before <= ${page.offset} order by day limit 1
    )
    select ${COLUMNS} from conversations where id in (
      select id from conversations
      where created_at < (select (day + 1)::timestamp at time zone 'UTC' from start) ${started}
      order by created_at desc, id desc
      limit ${page.limit} offset (${page.offset}::bigint - (select before from start))
    )
    order by created_at desc, id desc`.execute(db);
  return rows;
}
