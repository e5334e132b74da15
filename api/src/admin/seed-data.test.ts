import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedConversations } from '../../scripts/seed-data';
import { createDatabase, sqliteOf } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { tempDir } from '../test/helper';

describe('seedConversations (pnpm seed)', () => {
  it('generates realistic conversations whose counters match their messages', async () => {
    const db = createDatabase({ path: path.join(tempDir(), 'seed.db'), busyTimeoutMs: 500 });
    try {
      await migrateToLatest(db);
      const sqlite = sqliteOf(db);
      const now = new Date('2026-11-23T00:00:00.000Z');
      const progress: number[] = [];
      const done = seedConversations(sqlite, { conversations: 12_000, messagesPer: 10, seed: 1, now }, (step) => progress.push(step.conversations));
      expect(progress.at(-1)).toBe(12_000);
      expect(progress.length).toBeGreaterThan(1);

      const one = <T>(query: string) => sqlite.prepare(query).get() as T;
      const totals = one<{ conversations: number; messages: number; empty: number; users: number; projects: number; oldest: string; newest: string }>(
        `select count(*) as conversations, sum(message_count) as messages, sum(message_count = 0) as empty,
           count(distinct user_id) as users, count(distinct project_id) as projects, min(created_at) as oldest, max(created_at) as newest
         from conversations`,
      );
      expect(totals.conversations).toBe(12_000);
      expect(totals.messages).toBe(done.messages);
      expect(one<{ count: number }>('select count(*) as count from messages').count).toBe(done.messages);
      expect(totals.empty / totals.conversations).toBeGreaterThan(0.08);
      expect(totals.empty / totals.conversations).toBeLessThan(0.16);
      expect(totals.users).toBeGreaterThan(1000);
      expect(totals.projects).toBeGreaterThan(500);
      expect(Date.parse(totals.oldest)).toBeGreaterThanOrEqual(now.getTime() - 90 * 86_400_000);
      expect(Date.parse(totals.newest)).toBeLessThanOrEqual(now.getTime());

      // Every conversation's counters agree with its messages, as the chat keeps them.
      const mismatched = one<{ count: number }>(
        `select count(*) as count from conversations c where message_count != (select count(*) from messages m where m.conversation_id = c.id)
           or coalesce(first_message_at, '') != coalesce((select min(timestamp) from messages m where m.conversation_id = c.id), '')
           or coalesce(last_message_at, '') != coalesce((select max(timestamp) from messages m where m.conversation_id = c.id), '')`,
      );
      expect(mismatched.count).toBe(0);

      const funnel = one<{ reached: number; leads: number; feedback: number }>(
        `select (select count(*) from conversations where lead_form_at is not null) as reached,
           (select count(*) from leads) as leads, (select count(*) from feedback) as feedback`,
      );
      expect(funnel.reached).toBeGreaterThan(100);
      expect(funnel.leads).toBeGreaterThan(0);
      expect(funnel.leads).toBeLessThan(funnel.reached);
      expect(funnel.feedback).toBeGreaterThan(0);
    } finally {
      await db.destroy();
    }
  });
});
