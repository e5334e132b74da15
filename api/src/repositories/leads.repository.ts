import type { Db } from '../db/database';

export async function insertLead(db: Db, input: { conversationId: string; name: string; email: string }): Promise<number> {
  const row = await db
    .insertInto('leads')
    .values({ conversation_id: input.conversationId, name: input.name, email: input.email, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
