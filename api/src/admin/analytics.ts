import { ADMIN_LIMITS, type AdminAnalytics } from '@energy-advisor/contracts';
import type { AdminQueries } from './admin-queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A percentage to one decimal place; 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/** The first moment (UTC midnight) of the last `days` days, today included. */
export function windowStart(now: Date, days: number): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS).toISOString();
}

/** The admin analytics (totals, top users, conversations by day) and the lead funnel, every figure an SQL aggregate. */
export async function adminAnalytics(queries: AdminQueries, now = new Date()): Promise<AdminAnalytics> {
  const [totals, users, days, funnel] = await Promise.all([
    queries.conversationTotals(),
    queries.topUsers(ADMIN_LIMITS.topUsers),
    queries.conversationsByDay(windowStart(now, ADMIN_LIMITS.daysCounted).slice(0, 10)),
    queries.leadFunnelCounts(),
  ]);
  return {
    totalConversations: totals.conversations,
    totalMessages: totals.messages,
    averageMessages: totals.conversations === 0 ? 0 : Math.round((totals.messages / totals.conversations) * 100) / 100,
    emptyConversations: totals.empty,
    emptyPercentage: percent(totals.empty, totals.conversations),
    topUsers: users.map((user) => ({
      user_id: user.user_id,
      conversation_count: Number(user.conversation_count),
      total_messages: Number(user.total_messages),
    })),
    conversationsByDay: days.map((day) => ({ date: day.date, count: Number(day.count) })),
    leadFunnel: {
      reachedLeadForm: funnel.reachedLeadForm,
      leadsSubmitted: funnel.leadsSubmitted,
      conversionRate: Math.min(100, percent(funnel.leadsSubmitted, funnel.reachedLeadForm)),
    },
  };
}
