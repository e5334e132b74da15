import type { Db } from '../db/database';
import type { MessageRow } from '../db/message.table';

/** A conversation's messages, oldest first. */
export async function listMessages(db: Db, conversationId: string): Promise<MessageRow[]> {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('timestamp', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function findMessageInConversation(db: Db, input: { id: number; conversationId: string }) {
  return db
    .selectFrom('messages')
    .select(['id'])
    .where('id', '=', input.id)
    .where('conversation_id', '=', input.conversationId)
    .executeTakeFirst();
}
