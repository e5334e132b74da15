import { sql } from 'kysely';
import type { Db } from '../db/database';
import { sharedAdminQueries, type AdminQueries } from './admin-queries';
import type { LeadExportRow } from './lead-queries';
import { countPostgresConversations, listPostgresConversations, pagePostgresConversations } from './postgres-conversation-list';

const variable = (name: string) =>
  sql`(select value from collected_variables v where v.conversation_id = l.conversation_id and v.name = ${name}) as ${sql.ref(name)}`;

/** PostgreSQL's admin queries: the list, its search and the analytics read counts kept by triggers (see the migrations). */
export function postgresAdminQueries(db: Db): AdminQueries {
  return {
    ...sharedAdminQueries(db),

    countConversations: (filter) => countPostgresConversations(db, filter),
    listConversations: (filter, page) => listPostgresConversations(db, filter, page),
    pageConversations: (filter, page) => pagePostgresConversations(db, filter, page),

    // the analytics read the counts the admin-counts migration's triggers keep (see there): a few
    // rows per day and an index in the top users' order, whatever the number of conversations
    async conversationTotals() {
      const { rows } = await sql<{ conversations: number; messages: number; started: number }>`
        select coalesce(sum(conversations), 0)::bigint as conversations, coalesce(sum(messages), 0)::bigint as messages,
          coalesce(sum(started), 0)::bigint as started
        from admin_day_counts`.execute(db);
      const row = rows[0];
      const conversations = Number(row?.conversations ?? 0);
      return { conversations, messages: Number(row?.messages ?? 0), empty: conversations - Number(row?.started ?? 0) };
    },

    async topUsers(limit) {
      const { rows } = await sql<{ user_id: string; conversation_count: number; total_messages: number }>`
        select user_id, conversations as conversation_count, messages as total_messages from admin_user_counts
        where conversations > 0 order by conversations desc, messages desc, user_id limit ${limit}`.execute(db);
      return rows;
    },

    async conversationsByDay(sinceDay) {
      const { rows } = await sql<{ date: string; count: number }>`
        select day as date, sum(conversations)::bigint as count from admin_day_counts
        where day >= ${sinceDay}::date group by day having sum(conversations) > 0 order by day desc`.execute(db);
      return rows;
    },

    // the lead funnel reads the counts the admin-funnel-counts migration's triggers keep
    async leadFunnelCounts() {
      const { rows } = await sql<{ reached: string; submitted: string }>`
        select coalesce(sum(reached), 0)::bigint as reached, coalesce(sum(submitted), 0)::bigint as submitted from admin_funnel_counts`.execute(db);
      return { reachedLeadForm: Number(rows[0]?.reached ?? 0), leadsSubmitted: Number(rows[0]?.submitted ?? 0) };
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
