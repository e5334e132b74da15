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
import { IDEMPOTENT_ROUTE_CONFIG } from '../plugins/idempotency';
import { resolveConversation } from '../chat/resolve-conversation';
import { requestVisitor } from '../identity/request-visitor';
import { conversationAccess } from '../identity/conversation-access';

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema, 429: ErrorBodySchema };

/** What both calls send: the message, who sends it, and the conversation if one is named. */
interface MessageRequest {
  content: string;
  projectId: string;
  userId: string;
  conversationId?: string | null | undefined;
}

/**
 * A visitor's message in a conversation of theirs, answered by the advisor: the conversation named
 * (a 404 unless it is the user's), else the newest on the project that the visitor's token reaches,
 * else a new one (always, without a token). Both
 * messages are stored in one transaction. POST /api/conversations/message answers the stored
 * reply; POST /api/reasoning-message (the widget's fallback call) the same as a reasoning answer.
 */
export default async function conversationMessageRoutes(app: App) {
  async function answer(request: { body: MessageRequest; headers: { authorization?: string | undefined } }): Promise<PostMessageAnswer> {
    const { content, projectId, userId, conversationId } = request.body;
    const visitor = await requestVisitor(app.storage.visitors, request.headers.authorization);
    const id = await resolveConversation(app.db, {
      conversationId,
      userId,
      projectId,
      named: 'owner',
      // the newest conversation is continued only for a visitor who may reach it
      reuse: visitor && conversationAccess(visitor, userId),
      visitorId: visitor?.id,
    });
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

  const config = { ...chatRateLimit(app.config.chatRateLimitPerMinute), ...IDEMPOTENT_ROUTE_CONFIG };
  app.post(API_ROUTES.conversationMessage, { config, schema: { body: PostMessageRequestSchema, response: { 200: PostMessageAnswerSchema, ...errors } } }, answer);
  app.post(API_ROUTES.reasoningMessage, { config, schema: { body: ReasoningMessageRequestSchema, response: { 200: ReasoningAnswerSchema, ...errors } } }, answer);
}
