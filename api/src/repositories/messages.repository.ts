import type { Citation } from '@energy-advisor/contracts';
import type { Db } from '../db/database';
import type { MessageRow } from '../db/message.table';

export interface NewMessageInput {
  conversationId: string;
  sender: 'user' | 'assistant';
  content: string;
  citations?: Citation[];
  audioUrl?: string | null;
  imageUrl?: string | null;
  modelUsed?: string | null;
  timestamp?: string;
}

/**
 * Stores a message and keeps the conversation's counters (message_count, first/last message time)
 * in step. Call it inside a write transaction when several writes belong together.
 */
export async function insertMessage(db: Db, input: NewMessageInput): Promise<MessageRow> {
  const timestamp = input.timestamp ?? new Date().toISOString();
  const row = await db
    .insertInto('messages')
    .values({
      conversation_id: input.conversationId,
      sender: input.sender,
      content: input.content,
      timestamp,
      citations: JSON.stringify(input.citations ?? []),
      audio_url: input.audioUrl ?? null,
      image_url: input.imageUrl ?? null,
      model_used: input.modelUsed ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable('conversations')
    .set((eb) => ({
      message_count: eb('message_count', '+', 1),
      first_message_at: eb.fn.coalesce('first_message_at', eb.val(timestamp)),
      last_message_at: timestamp,
    }))
    .where('id', '=', input.conversationId)
    .execute();
  return row;
}

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

/** The newest `limit` messages of a conversation (sender and content only), oldest first. */
export async function listRecentMessages(
  db: Db,
  conversationId: string,
  limit: number,
): Promise<Pick<MessageRow, 'sender' | 'content'>[]> {
  const rows = await db
    .selectFrom('messages')
    .select(['sender', 'content'])
    .where('conversation_id', '=', conversationId)
    .orderBy('timestamp', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}
