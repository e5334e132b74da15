import type { Citation, SalesMessage } from '@energy-advisor/contracts';
import type { Db, Sqlite } from '../db/database';
import type { MessageRow } from '../db/message.table';
import { prepared } from '../db/statements';

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

/** The message with this id in this conversation, or undefined (also for an id no message can have). */
export async function findMessageInConversation(db: Db, input: { id: number; conversationId: string }) {
  // PostgreSQL refuses a number past bigint in a comparison; no message has such an id anyway
  if (!Number.isSafeInteger(input.id)) return undefined;
  return db
    .selectFrom('messages')
    .select(['id'])
    .where('id', '=', input.id)
    .where('conversation_id', '=', input.conversationId)
    .executeTakeFirst();
}

/** The newest `limit` messages of a conversation as the advisor reads them, newest first. */
export function recentMessages(sqlite: Sqlite, conversationId: string, limit: number): SalesMessage[] {
  return prepared<[string, number], SalesMessage>(
    sqlite,
    'select sender as role, content from messages where conversation_id = ? order by timestamp desc, id desc limit ?',
  ).all(conversationId, limit);
}

/** A message to store: what was said, by whom, when, with its sources and the model that wrote it. */
export interface NewMessage {
  sender: 'user' | 'assistant';
  content: string;
  timestamp: string;
  citations?: Citation[];
  modelUsed?: string | null;
}

/**
 * Stores a message; answers its id. No RETURNING: the stored row is known but for its id, and
 * reading the content back costs as much as writing it.
 */
export function insertMessage(sqlite: Sqlite, conversationId: string, message: NewMessage): number {
  const { lastInsertRowid } = prepared(
    sqlite,
    'insert into messages (conversation_id, sender, content, timestamp, citations, model_used) values (?, ?, ?, ?, ?, ?)',
  ).run(conversationId, message.sender, message.content, message.timestamp, JSON.stringify(message.citations ?? []), message.modelUsed ?? null);
  return Number(lastInsertRowid);
}
