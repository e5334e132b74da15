import type { Sqlite } from '../db/database';
import { prepared } from '../db/statements';

/**
 * The newest feedback of a conversation on a message (null: on none, both times) with this text,
 * stored at `since` or later; its id, or undefined.
 */
export function findRecentFeedback(
  sqlite: Sqlite,
  input: { conversationId: string; messageId: number | null; userFeedback: string; since: string },
): number | undefined {
  return prepared<[string, number | null, string, string], { id: number }>(
    sqlite,
    `select id from feedback where conversation_id = ? and message_id is ? and user_feedback = ? and created_at >= ?
     order by id desc limit 1`,
  ).get(input.conversationId, input.messageId, input.userFeedback, input.since)?.id;
}

/** Stores feedback; answers its id. */
export function insertFeedback(
  sqlite: Sqlite,
  input: { conversationId: string; messageId: number | null; userFeedback: string; previousMessage: string | null; at: string },
): number {
  const { lastInsertRowid } = prepared(
    sqlite,
    'insert into feedback (conversation_id, message_id, user_feedback, previous_message, created_at) values (?, ?, ?, ?, ?)',
  ).run(input.conversationId, input.messageId, input.userFeedback, input.previousMessage, input.at);
  return Number(lastInsertRowid);
}
