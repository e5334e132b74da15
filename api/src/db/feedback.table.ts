import type { Generated, Insertable, Selectable } from 'kysely';

/** feedback: a visitor's note on an assistant reply. */
export interface FeedbackTable {
  id: Generated<number>;
  conversation_id: string;
  /** The message the feedback is about; null when the client named none (messageId 0). */
  message_id: number | null;
  user_feedback: string;
  previous_message: string | null;
  created_at: string;
}

export type FeedbackRow = Selectable<FeedbackTable>;
export type NewFeedback = Insertable<FeedbackTable>;
