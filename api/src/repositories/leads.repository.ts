import type { Sqlite } from '../db/database';
import { prepared } from '../db/statements';

/** Stores a lead; answers its id. */
export function insertLead(sqlite: Sqlite, input: { conversationId: string; name: string; email: string; at: string }): number {
  const { lastInsertRowid } = prepared(sqlite, 'insert into leads (conversation_id, name, email, created_at) values (?, ?, ?, ?)').run(
    input.conversationId,
    input.name,
    input.email,
    input.at,
  );
  return Number(lastInsertRowid);
}

/** Whether the conversation already has this very lead (the same name and e-mail). */
export function hasLead(sqlite: Sqlite, input: { conversationId: string; name: string; email: string }): boolean {
  return (
    prepared<[string, string, string], { found: number }>(sqlite, 'select 1 as found from leads where conversation_id = ? and name = ? and email = ?').get(
      input.conversationId,
      input.name,
      input.email,
    ) !== undefined
  );
}
