import type { Db } from '../db/database';
import type { ConversationRow } from '../db/conversation.table';
import {
  createConversation,
  findNewestConversation,
  findUserConversation,
} from '../repositories/conversations.repository';

/**
 * The conversation a user's message goes to: the one named (only if it is the user's), else the
 * newest of the user on the project, else a new one. Undefined when a named one is not the user's.
 */
export async function resolveUserConversation(
  db: Db,
  input: { conversationId?: string | null | undefined; userId: string; projectId: string },
): Promise<ConversationRow | undefined> {
  if (input.conversationId) return findUserConversation(db, { id: input.conversationId, userId: input.userId });
  return (
    (await findNewestConversation(db, { userId: input.userId, projectId: input.projectId })) ??
    (await createConversation(db, { userId: input.userId, projectId: input.projectId }))
  );
}
