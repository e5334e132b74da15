import { randomUUID } from 'node:crypto';
import { sqliteOf, type Db } from '../../db/database';
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

/** Inserts a conversation straight into the database, with counters as the chat turn keeps them. */
export function seedConversation(db: Db, input: SeedConversation): string {
  const sqlite = sqliteOf(db);
  const id = randomUUID();
  const count = input.messages ?? 0;
  const stamp = (index: number) => new Date(Date.parse(input.createdAt) + (index + 1) * 60_000).toISOString();
  sqlite
    .prepare(
      `insert into conversations (id, user_id, project_id, created_at, message_count, first_message_at, last_message_at, lead_form_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      input.userId ?? 'user-456',
      input.projectId ?? 'project-123',
      input.createdAt,
      count,
      count > 0 ? stamp(0) : null,
      count > 0 ? stamp(count - 1) : null,
      input.leadForm || input.lead ? stamp(Math.max(0, count - 1)) : null,
    );
  const insert = sqlite.prepare('insert into messages (conversation_id, sender, content, timestamp) values (?, ?, ?, ?)');
  for (let index = 0; index < count; index += 1) {
    insert.run(id, index % 2 === 0 ? 'user' : 'assistant', `message ${index + 1}`, stamp(index));
  }
  if (input.lead) {
    sqlite
      .prepare('insert into leads (conversation_id, name, email, created_at) values (?, ?, ?, ?)')
      .run(id, input.lead.name, input.lead.email, stamp(count));
  }
  return id;
}

/** `n` conversations a minute apart, newest last, named user-<i> / project-<i>. */
export function seedMany(db: Db, n: number, start = '2026-11-01T00:00:00.000Z'): string[] {
  return Array.from({ length: n }, (_, index) =>
    seedConversation(db, {
      userId: `user-${index}`,
      projectId: `project-${index}`,
      createdAt: new Date(Date.parse(start) + index * 60_000).toISOString(),
      messages: index % 3 === 0 ? 0 : 2,
    }),
  );
}

export { randomUUID };
