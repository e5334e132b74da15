import type { AdminConversation, AdminLead } from '@energy-advisor/contracts';
import type { Db } from '../db/database';
import { countAdminConversations, listAdminConversations, listTranscriptMessages, type AdminConversationFilter } from './conversation-queries';
import { conversationTotals, conversationsByDay, leadFunnelCounts, topUsers } from './analytics-queries';
import { countAdminLeads, leadExportRows, listAdminLeads, type LeadExportRow } from './lead-queries';

/** A transcript's message as the admin reads it, with the newest feedback given on it. */
export type TranscriptMessage = Awaited<ReturnType<typeof listTranscriptMessages>>[number];

/**
 * What the admin API reads, one implementation per database (see `storage/`): the lists and
 * counts are tuned to each database's indexes, the rest is the same SQL on both.
 */
export interface AdminQueries {
  /** How many conversations the filter matches. */
  countConversations(filter: AdminConversationFilter): Promise<number>;
  /** One page of conversations, newest first. */
  listConversations(filter: AdminConversationFilter, page: { limit: number; offset: number }): Promise<AdminConversation[]>;
  /** How many conversations the filter matches and one page of them (none past the end), as the admin list answers. */
  pageConversations(filter: AdminConversationFilter, page: { limit: number; offset: number }): Promise<{ total: number; conversations: AdminConversation[] }>;
  transcriptMessages(conversationId: string): Promise<TranscriptMessage[]>;
  /** Conversations, messages, and conversations without messages. */
  conversationTotals(): Promise<{ conversations: number; messages: number; empty: number }>;
  /** The users with the most conversations (ties: more messages first, then user id). */
  topUsers(limit: number): Promise<{ user_id: string; conversation_count: number; total_messages: number }[]>;
  /** Conversations started per UTC day from `sinceDay` (YYYY-MM-DD), newest day first. */
  conversationsByDay(sinceDay: string): Promise<{ date: string; count: number }[]>;
  /** Conversations that showed the lead form, and conversations with a lead. */
  leadFunnelCounts(): Promise<{ reachedLeadForm: number; leadsSubmitted: number }>;
  /** One page of leads, newest first. */
  listLeads(page: { limit: number; offset: number }): Promise<AdminLead[]>;
  countLeads(): Promise<number>;
  /** Every lead, newest first, as the CSV export writes it. */
  leadExportRows(): Promise<LeadExportRow[]>;
}

/** The admin queries whose SQL is the same on SQLite and PostgreSQL. */
export function sharedAdminQueries(db: Db): Pick<AdminQueries, 'transcriptMessages' | 'topUsers' | 'leadFunnelCounts' | 'listLeads' | 'countLeads'> {
  return {
    transcriptMessages: (conversationId) => listTranscriptMessages(db, conversationId),
    topUsers: (limit) => topUsers(db, limit),
    leadFunnelCounts: () => leadFunnelCounts(db),
    listLeads: (page) => listAdminLeads(db, page),
    countLeads: () => countAdminLeads(db),
  };
}

/** SQLite's admin queries: index hints, rowid lookups, and the export read in one synchronous call. */
export function sqliteAdminQueries(db: Db): AdminQueries {
  return {
    ...sharedAdminQueries(db),
    countConversations: (filter) => countAdminConversations(db, filter),
    listConversations: (filter, page) => listAdminConversations(db, filter, page),
    async pageConversations(filter, page) {
      // counting first spares the page query when nothing is there (no match, or past the end)
      const total = await countAdminConversations(db, filter);
      return { total, conversations: page.offset < total ? await listAdminConversations(db, filter, page) : [] };
    },
    conversationTotals: () => conversationTotals(db),
    conversationsByDay: (sinceDay) => conversationsByDay(db, sinceDay),
    leadExportRows: async () => leadExportRows(db),
  };
}
