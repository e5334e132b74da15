import type { Sqlite } from '../db/database';

/** Feedback repeated within this long (same conversation, message and text) is not stored again. */
export const FEEDBACK_REPEAT_WINDOW_MS = 10 * 60 * 1000;

export interface FeedbackInput {
  conversationId: string;
  messageId: number | null;
  /** Trimmed. */
  userFeedback: string;
  previousMessage: string | null;
}

/**
 * Stores a feedback unless it repeats one: feedback with the same conversation, the same message
 * (or none, both times) and the same trimmed text as one stored in the last
 * {@link FEEDBACK_REPEAT_WINDOW_MS} is the same feedback sent twice (a double click, a retry
 * without an Idempotency-Key), so the stored row is answered instead (`created: false`). The text
 * it answered (previousMessage) does not make it different. Runs in one synchronous transaction
 * (`app.commits.run`), so two copies sent at once store one row.
 */
export function storeFeedbackOnce(sqlite: Sqlite, feedback: FeedbackInput, now = new Date()): { id: number; created: boolean } {
  const since = new Date(now.getTime() - FEEDBACK_REPEAT_WINDOW_MS).toISOString();
  const earlier = sqlite
    .prepare<[string, number | null, string, string], { id: number }>(
      `select id from feedback where conversation_id = ? and message_id is ? and user_feedback = ? and created_at >= ?
       order by id desc limit 1`,
    )
    .get(feedback.conversationId, feedback.messageId, feedback.userFeedback, since);
  if (earlier) return { id: earlier.id, created: false };
  const { lastInsertRowid } = sqlite
    .prepare('insert into feedback (conversation_id, message_id, user_feedback, previous_message, created_at) values (?, ?, ?, ?, ?)')
    .run(feedback.conversationId, feedback.messageId, feedback.userFeedback, feedback.previousMessage, now.toISOString());
  return { id: Number(lastInsertRowid), created: true };
}
