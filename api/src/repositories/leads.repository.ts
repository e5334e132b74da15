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
