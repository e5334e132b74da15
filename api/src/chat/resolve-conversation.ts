import type { Db } from '../db/database';
import { notFound } from '../errors';
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

/** As {@link resolveUserConversation}, but a named conversation that is not the user's is a 404. */
export async function requireUserConversation(
  db: Db,
  input: { conversationId?: string | null | undefined; userId: string; projectId: string },
): Promise<ConversationRow> {
  const conversation = await resolveUserConversation(db, input);
  if (!conversation) throw notFound('Conversation');
  return conversation;
}
