import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { App } from '../../types';
import { buildTestApp } from '../../test/helper';

/** The admin token of the test apps. */
export const TOKEN = 'test-admin-token-0123456789';
export const AUTH = { authorization: `Bearer ${TOKEN}` };

/** A test app with a known admin token. */
export async function buildAdminApp(env: Record<string, string> = {}) {
  return buildTestApp({ ADMIN_TOKEN: TOKEN, ...env });
}

/** GET an admin path with the bearer token. */
export async function adminGet(app: App, url: string) {
  return app.inject({ method: 'GET', url, headers: AUTH });
}

export interface SeedConversation {
  userId?: string;
  projectId?: string;
  createdAt: string;
  /** Messages, alternating user and assistant, one minute apart from createdAt. */
  messages?: number;
  leadForm?: boolean;
  lead?: { name: string; email: string };
}

/** Inserts a conversation straight into the database, with counters as the chat turn keeps them (kysely: either database). */
export async function seedConversation(db: Db, input: SeedConversation): Promise<string> {
  const id = randomUUID();
  const count = input.messages ?? 0;
  const stamp = (index: number) => new Date(Date.parse(input.createdAt) + (index + 1) * 60_000).toISOString();
  await db
    .insertInto('conversations')
    .values({
      id,
      user_id: input.userId ?? 'user-456',
      project_id: input.projectId ?? 'project-123',
      created_at: input.createdAt,
      message_count: count,
      first_message_at: count > 0 ? stamp(0) : null,
      last_message_at: count > 0 ? stamp(count - 1) : null,
      lead_form_at: input.leadForm || input.lead ? stamp(Math.max(0, count - 1)) : null,
    })
    .execute();
  if (count > 0) {
    await db
      .insertInto('messages')
      .values(
        Array.from({ length: count }, (_, index) => ({
          conversation_id: id,
          sender: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
          content: `message ${index + 1}`,
          timestamp: stamp(index),
        })),
      )
      .execute();
  }
  if (input.lead) {
    await db.insertInto('leads').values({ conversation_id: id, name: input.lead.name, email: input.lead.email, created_at: stamp(count) }).execute();
  }
  return id;
}

/** `n` conversations a minute apart, newest last, named user-<i> / project-<i>. */
export async function seedMany(db: Db, n: number, start = '2026-11-01T00:00:00.000Z'): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < n; index += 1) {
    ids.push(
      await seedConversation(db, {
        userId: `user-${index}`,
        projectId: `project-${index}`,
        createdAt: new Date(Date.parse(start) + index * 60_000).toISOString(),
        messages: index % 3 === 0 ? 0 : 2,
      }),
    );
  }
  return ids;
}

export { randomUUID };
