import type { Db } from '../db/database';

export async function insertFeedback(
  db: Db,
  input: { conversationId: string; messageId: number | null; userFeedback: string; previousMessage?: string | null },
): Promise<number> {
  const row = await db
    .insertInto('feedback')
    .values({
      conversation_id: input.conversationId,
      message_id: input.messageId,
      user_feedback: input.userFeedback,
      previous_message: input.previousMessage ?? null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
