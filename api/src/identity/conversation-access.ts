import type { ConversationAccess } from '../repositories/conversations.repository';
import type { Visitor } from './visitor-tokens';

/**
 * User ids many visitors share (the widget's and the screens' fallbacks when the host names no
 * user): a visitor token never proves one of them, so a list by one answers only the caller's own.
 */
export const SHARED_USER_IDS: ReadonlySet<string> = new Set(['anonymous', 'default-user', 'test-user']);

/**
 * Which of `userId`'s conversations a visitor may list or continue: all of them when an identity
 * token proved that user (and it is not a shared id), else only those this visitor created.
 */
export function conversationAccess(visitor: Visitor, userId: string): ConversationAccess {
  return visitor.verified && visitor.userId === userId && !SHARED_USER_IDS.has(userId)
    ? { kind: 'user' }
    : { kind: 'visitor', visitorId: visitor.id };
}
