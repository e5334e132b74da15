import type { Db } from '../db/database';
import { notFound } from '../errors';
import { createConversation, findNewestConversation, findUserConversation } from '../repositories/conversations.repository';

/** Which conversation a visitor's message goes to, and how the route chooses it. */
export interface ConversationChoice {
  /** The conversation the client named, if any. */
  conversationId?: string | null | undefined;
  userId: string;
  projectId: string;
  /**
   * 'owner': a named conversation must be the user's (else 404); 'any': a named id is taken as it
   * is (the chat turn answers 404 when there is no such conversation).
   */
  named: 'owner' | 'any';
  /** With none named: 'newest' continues the user's newest on the project (else starts one); 'new' always starts one. */
  otherwise: 'newest' | 'new';
}

/**
 * The id of the conversation a visitor's message goes to, for every chat route (the sales chat,
 * the conversation and reasoning messages, the workflow webhook): the one named, else the user's
 * newest on the project, or a new one.
 */
export async function resolveConversation(db: Db, choice: ConversationChoice): Promise<string> {
  const { conversationId, userId, projectId } = choice;
  if (conversationId) {
    if (choice.named === 'any') return conversationId;
    const owned = await findUserConversation(db, { id: conversationId, userId });
    if (!owned) throw notFound('Conversation');
    return owned.id;
  }
  const newest = choice.otherwise === 'newest' ? await findNewestConversation(db, { userId, projectId }) : undefined;
  return (newest ?? (await createConversation(db, { userId, projectId }))).id;
}
