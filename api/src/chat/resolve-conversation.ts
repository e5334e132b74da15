import type { Db } from '../db/database';
import { notFound } from '../errors';
import {
  createConversation,
  findNewestConversation,
  findUserConversation,
  type ConversationAccess,
} from '../repositories/conversations.repository';

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
  /**
   * With none named: which of the user's conversations on the project the caller may continue
   * (the newest of them); undefined, or none of them: a new one is started.
   */
  reuse?: ConversationAccess | undefined;
  /** The visitor whose token came with the request: a new conversation is theirs. */
  visitorId?: string | undefined;
}

/**
 * The id of the conversation a visitor's message goes to, for every chat route (the sales chat,
 * the conversation and reasoning messages, the workflow webhook): the one named, else the newest
 * the caller may continue, else a new one.
 */
export async function resolveConversation(db: Db, choice: ConversationChoice): Promise<string> {
  const { conversationId, userId, projectId, reuse } = choice;
  if (conversationId) {
    if (choice.named === 'any') return conversationId;
    const owned = await findUserConversation(db, { id: conversationId, userId });
    if (!owned) throw notFound('Conversation');
    return owned.id;
  }
  const newest = reuse ? await findNewestConversation(db, { userId, projectId, access: reuse }) : undefined;
  return (newest ?? (await createConversation(db, { userId, projectId, visitorId: choice.visitorId }))).id;
}
