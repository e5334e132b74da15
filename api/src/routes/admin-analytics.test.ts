import { describe, expect, it } from 'vitest';
import type { AdminAnalytics } from '@energy-advisor/contracts';
import { adminAnalytics, windowStart } from '../admin/analytics';
import { adminGet, buildAdminApp, seedConversation } from '../admin/test/fixtures';

const day = (offset: number, now = new Date()) => new Date(now.getTime() - offset * 86_400_000).toISOString();

describe('GET /api/admin/analytics', () => {
  it('answers zeros on an empty database', async () => {
    const { app } = await buildAdminApp();
    const response = await adminGet(app, '/api/admin/analytics');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalConversations: 0,
      totalMessages: 0,
      averageMessages: 0,
      emptyConversations: 0,
      emptyPercentage: 0,
      topUsers: [],
      conversationsByDay: [],
      leadFunnel: { reachedLeadForm: 0, leadsSubmitted: 0, conversionRate: 0 },
    });
  });

  it('totals, averages, the empty share, top users, days and the lead funnel', async () => {
    const { app } = await buildAdminApp();
    await seedConversation(app.db, { userId: 'ann', createdAt: day(0), messages: 4, leadForm: true, lead: { name: 'Ann', email: 'ann@example.com' } });
    await seedConversation(app.db, { userId: 'ann', createdAt: day(0), messages: 2, leadForm: true });
    await seedConversation(app.db, { userId: 'ann', createdAt: day(1), messages: 0 });
    await seedConversation(app.db, { userId: 'bob', createdAt: day(1), messages: 6, leadForm: true });
    await seedConversation(app.db, { userId: 'cat', createdAt: day(40), messages: 3 });
    await seedConversation(app.db, { userId: 'dan', createdAt: day(2), messages: 0 });
    const body = (await adminGet(app, '/api/admin/analytics')).json<AdminAnalytics>();
    expect(body).toMatchObject({
      totalConversations: 6,
      totalMessages: 15,
      averageMessages: 2.5,
      emptyConversations: 2,
      emptyPercentage: 33.3,
      leadFunnel: { reachedLeadForm: 3, leadsSubmitted: 1, conversionRate: 33.3 },
    });
    expect(body.topUsers).toEqual([
      { user_id: 'ann', conversation_count: 3, total_messages: 6 },
      { user_id: 'bob', conversation_count: 1, total_messages: 6 },
      { user_id: 'cat', conversation_count: 1, total_messages: 3 },
      { user_id: 'dan', conversation_count: 1, total_messages: 0 },
    ]);
    // The 40-day-old conversation is outside the last 30 days.
    expect(body.conversationsByDay).toEqual([
      { date: day(0).slice(0, 10), count: 2 },
      { date: day(1).slice(0, 10), count: 2 },
      { date: day(2).slice(0, 10), count: 1 },
    ]);
  });

  it('lists at most 10 top users', async () => {
    const { app } = await buildAdminApp();
    for (let index = 0; index < 12; index += 1) await seedConversation(app.db, { userId: `user-${String(index).padStart(2, '0')}`, createdAt: day(0) });
    const body = (await adminGet(app, '/api/admin/analytics')).json<AdminAnalytics>();
    expect(body.topUsers).toHaveLength(10);
    expect(body.topUsers[0]?.user_id).toBe('user-00');
  });

  it('counts the last 30 days from UTC midnight 29 days ago', async () => {
    const now = new Date('2026-11-23T15:00:00.000Z');
    expect(windowStart(now, 30)).toBe('2026-10-25T00:00:00.000Z');
    const { app } = await buildAdminApp();
    await seedConversation(app.db, { createdAt: '2026-10-25T00:00:00.000Z' });
    await seedConversation(app.db, { createdAt: '2026-10-24T23:59:59.999Z' });
    const analytics = await adminAnalytics(app.storage.admin, now);
    expect(analytics.conversationsByDay).toEqual([{ date: '2026-10-25', count: 1 }]);
  });
});
