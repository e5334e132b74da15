import { sql } from 'kysely';
import type { AdminConversation } from '@energy-advisor/contracts';
import type { Db } from '../db/database';
import { sharedAdminQueries, type AdminQueries } from './admin-queries';
import type { AdminConversationFilter } from './conversation-queries';
import type { LeadExportRow } from './lead-queries';
import { containsPattern } from './search';

/**
 * The filter as a WHERE clause. The search is `ilike` on columns in the "C" collation (see the
 * migrations' dialect.ts), which folds ASCII letters only, as SQLite's `like` does; `%`, `_` and
 * `\` in the term are escaped. A conversation has messages exactly when first_message_at is set;
 * the partial index of started conversations serves that filter.
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

/** The UTC day of a timestamptz: the expression of the conversations_created_day index. */
const CREATED_DAY = sql`(created_at at time zone 'UTC')::date`;

const variable = (name: string) =>
  sql`(select value from collected_variables v where v.conversation_id = l.conversation_id and v.name = ${name}) as ${sql.ref(name)}`;

/** PostgreSQL's admin queries: the planner picks the indexes; counts are one pass each. */
export function postgresAdminQueries(db: Db): AdminQueries {
  return {
    ...sharedAdminQueries(db),

    async countConversations(filter) {
      const { rows } = await sql<{ count: number }>`select count(*) as count from conversations ${where(filter)}`.execute(db);
      return Number(rows[0]?.count ?? 0);
    },

    async listConversations(filter, page) {
      const { rows } = await sql<AdminConversation>`
        select id, user_id, project_id, created_at, message_count, first_message_at, last_message_at
        from conversations ${where(filter)}
        order by created_at desc, id desc limit ${page.limit} offset ${page.offset}`.execute(db);
      return rows;
    },

    async conversationTotals() {
      const { rows } = await sql<{ conversations: number; messages: number; started: number }>`
        select count(*) as conversations, coalesce(sum(message_count), 0) as messages,
          count(*) filter (where first_message_at is not null) as started
        from conversations`.execute(db);
      const row = rows[0];
      const conversations = Number(row?.conversations ?? 0);
      return { conversations, messages: Number(row?.messages ?? 0), empty: conversations - Number(row?.started ?? 0) };
    },

    async conversationsByDay(sinceDay) {
      const { rows } = await sql<{ date: string; count: number }>`
        select ${CREATED_DAY} as date, count(*) as count from conversations
        where ${CREATED_DAY} >= ${sinceDay}::date
        group by ${CREATED_DAY} order by ${CREATED_DAY} desc`.execute(db);
      return rows;
    },

    async leadExportRows() {
      const { rows } = await sql<LeadExportRow>`
        select l.created_at, l.name, l.email,
          ${sql.join(['location', 'climate_zone', 'project_type', 'dwelling_type'].map(variable))},
          c.user_id, c.project_id, l.conversation_id
        from leads l join conversations c on c.id = l.conversation_id
        order by l.created_at desc, l.id desc`.execute(db);
      return rows;
    },
  };
}
