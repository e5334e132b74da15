import {
  API_ROUTES,
  ErrorBodySchema,
  PostMessageAnswerSchema,
  PostMessageRequestSchema,
  ReasoningAnswerSchema,
  ReasoningMessageRequestSchema,
  type PostMessageAnswer,
} from '@energy-advisor/contracts';
import type { App } from '../types';
import { chatRateLimit } from '../plugins/rate-limits';
import { resolveConversation } from '../chat/resolve-conversation';

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

/** What both calls send: the message, who sends it, and the conversation if one is named. */
interface MessageRequest {
  content: string;
  projectId: string;
  userId: string;
  conversationId?: string | null | undefined;
}

/**
 * A visitor's message in a conversation of theirs, answered by the advisor: the conversation named
 * (a 404 unless it is the user's), else the user's newest on the project, else a new one. Both
 * messages are stored in one transaction. POST /api/conversations/message answers the stored
 * reply; POST /api/reasoning-message (the widget's fallback call) the same as a reasoning answer.
 */
export default async function conversationMessageRoutes(app: App) {
  async function answer(request: { body: MessageRequest }): Promise<PostMessageAnswer> {
    const { content, projectId, userId, conversationId } = request.body;
    const id = await resolveConversation(app.db, { conversationId, userId, projectId, named: 'owner', otherwise: 'newest' });
    const turn = await app.chat.run({ conversationId: id, message: content.trim(), backend: app.backends.get() });
    return {
      id: turn.assistantMessage.id,
      userMessageId: turn.userMessage.id,
      conversationId: id,
      content: turn.content,
      timestamp: turn.assistantMessage.timestamp,
      citations: turn.reply.citations,
    };
  }

  const config = chatRateLimit(app.config.chatRateLimitPerMinute);
  app.post(API_ROUTES.conversationMessage, { config, schema: { body: PostMessageRequestSchema, response: { 200: PostMessageAnswerSchema, ...errors } } }, answer);
  app.post(API_ROUTES.reasoningMessage, { config, schema: { body: ReasoningMessageRequestSchema, response: { 200: ReasoningAnswerSchema, ...errors } } }, answer);
}
