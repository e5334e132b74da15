import { sql, type Kysely } from 'kysely';
import type { AdminConversation } from '@energy-advisor/contracts';
import type { Database, Db } from '../db/database';
import type { AdminConversationFilter } from './conversation-queries';
import { containsPattern } from './search';

// PostgreSQL's admin list and its count. Unfiltered (or filtered on hideEmpty alone) they read the
// per-day counts the admin-counts migration's triggers keep; a search reads the counts per user id,
// project id and short string (per week of created_at) the admin-search-counts and
// admin-search-gram-weeks migrations' triggers keep (see there).

const COLUMNS = sql.raw('id, user_id, project_id, created_at, message_count, first_message_at, last_message_at');

const searching = (filter: AdminConversationFilter): filter is AdminConversationFilter & { search: string } =>
  filter.search !== undefined && filter.search !== '';

/** The longest term counted whole in `admin_search_grams` (code points): a longer one is found through the ids' trigram indexes. */
const GRAM_MAX_LENGTH = 2;

const isShort = (term: string) => [...term].length <= GRAM_MAX_LENGTH;

/**
 * What one matching conversation costs a page, in the units of one list index entry walked (about
 * 1 µs): gathering the matches from the per-user and per-project indexes and sorting them costs
 * about 3.5 times as much per match as walking the list index past one entry (measured at 1 M
 * conversations).
 */
const GATHER_COST_PER_MATCH = 3.5;

/**
 * The search as `ilike` on columns in the "C" collation (see the migrations' dialect.ts), which
 * folds ASCII letters only, as SQLite's `like` does; `%`, `_` and `\` in the term are escaped.
 */
const matching = (column: string, term: string) => sql`${sql.ref(column)} ilike ${containsPattern(term)} escape '\\'`;

/** The column of the kept counts the filter counts: every conversation, or the started ones. */
const counted = (filter: AdminConversationFilter) => sql.raw(filter.hideEmpty ? 'started' : 'conversations');

/** The conversations in the list, the filter's search aside (every one, or the started ones): a sum over the per-day counts. */
async function listed(db: Kysely<Database>, filter: AdminConversationFilter): Promise<number> {
  const { rows } = await sql<{ count: string }>`select coalesce(sum(${counted(filter)}), 0)::bigint as count from admin_day_counts`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/**
 * How many conversations a search matches, from the kept counts. A term of 1 or 2 characters: the
 * sum of its rows in `admin_search_grams`, one per week and shard (they count every conversation
 * whose user id or project id holds the string, ASCII letters lower-cased as `ilike` folds them).
 * A longer one: the matching user ids' conversations plus the matching project ids', found through
 * the trigram indexes of the distinct ids, less those counted twice (a matching user id and a
 * matching project id).
 */
async function searchMatches(db: Kysely<Database>, filter: AdminConversationFilter & { search: string }): Promise<number> {
  const column = counted(filter);
  if (isShort(filter.search)) {
    const { rows } = await sql<{ count: string }>`
      select coalesce(sum(${column}), 0)::bigint as count from admin_search_grams where gram = lower(${filter.search}::text collate "C")`.execute(db);
    return Number(rows[0]?.count ?? 0);
  }
  // the sums alone first: a broad term matches most ids, and a sum over them runs as a parallel scan,
  // where gathering them for the overlap would take several times as long
  const { rows } = await sql<{ users: string; projects: string }>`
    select (select coalesce(sum(${column}), 0) from admin_search_users where ${matching('user_id', filter.search)} and ${column} > 0)::bigint as users,
      (select coalesce(sum(${column}), 0) from admin_search_projects where ${matching('project_id', filter.search)} and ${column} > 0)::bigint as projects`.execute(db);
  const users = Number(rows[0]?.users ?? 0);
  const projects = Number(rows[0]?.projects ?? 0);
  return users > 0 && projects > 0 ? users + projects - (await countedTwice(db, filter)) : users + projects;
}

/** The conversations a search matches on both their user id and their project id (counted once in each sum). */
async function countedTwice(db: Kysely<Database>, filter: AdminConversationFilter & { search: string }): Promise<number> {
  const column = counted(filter);
  const started = filter.hideEmpty ? sql`and c.first_message_at is not null` : sql``;
  const { rows } = await sql<{ twice: string }>`
    with u as materialized (select user_id from admin_search_users where ${matching('user_id', filter.search)} and ${column} > 0),
      p as materialized (select project_id from admin_search_projects where ${matching('project_id', filter.search)} and ${column} > 0)
    select count(*)::bigint as twice from conversations c
    where c.user_id in (select user_id from u) and c.project_id in (select project_id from p) ${started}`.execute(db);
  return Number(rows[0]?.twice ?? 0);
}

/** How many conversations the filter matches: without a search, a sum over the per-day counts. */
export async function countPostgresConversations(db: Db, filter: AdminConversationFilter): Promise<number> {
  return searching(filter) ? searchMatches(db, filter) : listed(db, filter);
}

/**
 * One page of conversations, newest first, and how many the filter matches, from one snapshot (a
 * repeatable-read transaction: the triggers keep the counts in the same transactions as the rows).
 */
export async function pagePostgresConversations(
  db: Db,
  filter: AdminConversationFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; conversations: AdminConversation[] }> {
  if (!searching(filter)) {
    const total = await listed(db, filter);
    return { total, conversations: page.offset < total ? await unfilteredPage(db, filter, page) : [] };
  }
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const stretches = await searchStretches(trx, filter);
      const total = sum(stretches.map((stretch) => stretch.matches));
      if (page.offset >= total) return { total, conversations: [] };
      // a term every listed conversation holds (the ids' common prefix) pages as the list itself
      if (total === sum(stretches.map((stretch) => stretch.listed))) return { total, conversations: await unfilteredPage(trx, filter, page) };
      return { total, conversations: await searchPage(trx, filter, page, stretches) };
    });
}

/** One page of conversations, newest first (see {@link pagePostgresConversations}). */
export async function listPostgresConversations(
  db: Db,
  filter: AdminConversationFilter,
  page: { limit: number; offset: number },
): Promise<AdminConversation[]> {
  return (await pagePostgresConversations(db, filter, page)).conversations;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * A stretch of the list: its conversations listed (the filter's search aside) and those the search
 * matches. `week` is the Monday (UTC) of a week of created_at, or null for the whole list.
 */
interface Stretch {
  week: string | null;
  listed: number;
  matches: number;
}

/**
 * The search's stretches, newest first: a term of 1 or 2 characters per UTC week (its kept counts
 * per week in `admin_search_grams`, the listed ones per week summed from the per-day counts); a
 * longer one has no counts per week, so the whole list is its one stretch.
 */
async function searchStretches(trx: Kysely<Database>, filter: AdminConversationFilter & { search: string }): Promise<Stretch[]> {
  if (!isShort(filter.search)) return [{ week: null, listed: await listed(trx, filter), matches: await searchMatches(trx, filter) }];
  const column = counted(filter);
  const { rows } = await sql<{ week: string; listed: string; matches: string }>`
    with listed as (
      select admin_search_week(day::timestamp at time zone 'UTC') as week, sum(${column}) as listed from admin_day_counts group by 1
    ), matched as (
      select week, sum(${column}) as matches from admin_search_grams where gram = lower(${filter.search}::text collate "C") group by week
    )
    select l.week::text as week, l.listed::bigint as listed, coalesce(m.matches, 0)::bigint as matches
    from listed l left join matched m on m.week = l.week
    where l.listed > 0
    order by l.week desc`.execute(trx);
  return rows.map((row) => ({ week: row.week, listed: Number(row.listed), matches: Number(row.matches) }));
}

/**
 * A walk along the list index to a page: `direction` of (created_at, id), from the end of `week`
 * (down, created_at before the next week) or its start (up, created_at in it or later), or from
 * either end of the list (`week` null); `offset` matches skipped, `limit` taken; `entries`, the
 * index entries it is estimated to read.
 */
interface Walk {
  direction: 'asc' | 'desc';
  week: string | null;
  offset: number;
  limit: number;
  entries: number;
}

/**
 * The walk to the page at `offset` (below the stretches' matches) that reads the fewest index
 * entries, a stretch's matches taken as spread evenly over its listed conversations: down from the
 * end of the stretch holding the page's first row, past the matches before it in that stretch, or
 * up from the start of the stretch holding its last row. With the whole list as one stretch these
 * are the walks from the newest and from the oldest conversation; with weeks, a walk reads at most
 * about one week's conversations before the page's own.
 */
function cheapestWalk(stretches: readonly Stretch[], { limit, offset }: { limit: number; offset: number }): Walk {
  const end = Math.min(offset + limit, sum(stretches.map((stretch) => stretch.matches)));
  let best: Walk | undefined;
  let before = 0; // the matches in newer stretches
  for (const { week, listed: listedCount, matches } of stretches) {
    const after = before + matches;
    const perMatch = matches > 0 ? listedCount / matches : 0;
    const walks: Walk[] = [];
    if (before <= offset && offset < after) walks.push({ direction: 'desc', week, offset: offset - before, limit: end - offset, entries: (end - before) * perMatch });
    if (before < end && end <= after) walks.push({ direction: 'asc', week, offset: after - end, limit: end - offset, entries: (after - offset) * perMatch });
    for (const walk of walks) if (best === undefined || walk.entries < best.entries) best = walk;
    before = after;
  }
  if (best === undefined) throw new RangeError(`offset ${offset} is past the stretches' ${before} matches`);
  return best;
}

/**
 * A page of a search's matches, read whichever way reads the fewest index entries: walked along
 * the list index ({@link cheapestWalk}), checking each entry's ids with `ilike`, or (3 characters
 * or more) gathered from the per-user and per-project indexes of the matching ids and sorted:
 * every match (a search matching few conversations, or a middle page). A middle page of a longer
 * term that is broad (but not every conversation) walks far: see bench/README.md.
 */
async function searchPage(
  trx: Kysely<Database>,
  filter: AdminConversationFilter & { search: string },
  { limit, offset }: { limit: number; offset: number },
  stretches: Stretch[],
): Promise<AdminConversation[]> {
  const walk = cheapestWalk(stretches, { limit, offset });
  const gathered = isShort(filter.search) ? Infinity : sum(stretches.map((stretch) => stretch.matches)) * GATHER_COST_PER_MATCH;
  const ids = gathered < walk.entries ? await gatheredIds(trx, filter, limit, offset) : await walkedIds(trx, filter, walk);
  if (ids.length === 0) return [];
  const { rows } = await sql<AdminConversation>`select ${COLUMNS} from conversations where id = any(${ids}::text[])`.execute(trx);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The page's ids walked along the list index (the started conversations' one with hideEmpty) as
 * `walk` says, on index entries alone, newest first. The planner would rather read the trigram
 * indexes and sort every match (what this replaces), so it is told not to for this transaction:
 * no sequential or bitmap scan, no sort, no parallel workers.
 */
async function walkedIds(trx: Kysely<Database>, filter: AdminConversationFilter & { search: string }, walk: Walk) {
  await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true),
    set_config('enable_sort', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`.execute(trx);
  const order = sql.raw(walk.direction);
  // a week is 7 days from its Monday (the admin-search-gram-weeks migration's admin_search_week)
  const from =
    walk.week === null
      ? sql``
      : walk.direction === 'desc'
        ? sql`created_at < (${walk.week}::date + 7)::timestamp at time zone 'UTC' and`
        : sql`created_at >= ${walk.week}::date::timestamp at time zone 'UTC' and`;
  const { rows } = await sql<{ id: string }>`
    select id from conversations
    where ${from} ${filter.hideEmpty ? sql`first_message_at is not null and` : sql``} (${matching('user_id', filter.search)} or ${matching('project_id', filter.search)})
    order by created_at ${order}, id ${order} limit ${walk.limit} offset ${walk.offset}`.execute(trx);
  const ids = rows.map((row) => row.id);
  return walk.direction === 'desc' ? ids : ids.reverse();
}

/**
 * The page's ids among every match, gathered from the per-user and per-project list indexes of the
 * user and project ids that match (found through their trigram indexes), sorted newest first; a
 * conversation both its ids match is taken with its user's.
 */
async function gatheredIds(trx: Kysely<Database>, filter: AdminConversationFilter & { search: string }, limit: number, offset: number) {
  const column = counted(filter);
  const started = filter.hideEmpty ? sql`and c.first_message_at is not null` : sql``;
  const { rows } = await sql<{ id: string }>`
    with u as materialized (select user_id from admin_search_users where ${matching('user_id', filter.search)} and ${column} > 0),
      p as materialized (select project_id from admin_search_projects where ${matching('project_id', filter.search)} and ${column} > 0)
    select id from (
      select c.created_at, c.id from u join conversations c on c.user_id = u.user_id ${started}
      union all
      select c.created_at, c.id from p join conversations c on c.project_id = p.project_id ${started}
      where not exists (select 1 from u where u.user_id = c.user_id)
    ) matched
    order by created_at desc, id desc limit ${limit} offset ${offset}`.execute(trx);
  return rows.map((row) => row.id);
}

/**
 * One page of every conversation (or every started one), newest first. An OFFSET deep in a
 * million conversations would walk every row before it: the per-day counts say which UTC day the
 * page starts in and how many of that day's conversations come before it, so the walk starts at
 * that day's end and skips at most one day's conversations, on index entries alone (only the
 * page's own rows are read). Counts and rows come from one statement, so one snapshot: the
 * triggers keep the counts in the same transactions as the rows.
 */
async function unfilteredPage(db: Kysely<Database>, filter: AdminConversationFilter, page: { limit: number; offset: number }): Promise<AdminConversation[]> {
  const column = counted(filter);
  const started = filter.hideEmpty ? sql`and first_message_at is not null` : sql``;
  const { rows } = await sql<AdminConversation>`
    with days as (
      select day, sum(${column})::bigint as n from admin_day_counts group by day having sum(${column}) > 0
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
