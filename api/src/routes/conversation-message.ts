import {
  API_ROUTES,
  ErrorBodySchema,
  PostMessageAnswerSchema,
  PostMessageRequestSchema,
} from '@energy-advisor/contracts';
import type { App } from '../types';
import { chatRateLimit } from '../plugins/rate-limits';
import { runChatTurn } from '../chat/chat-turn';
import { requireUserConversation } from '../chat/resolve-conversation';

/**
 * POST /api/conversations/message: stores the visitor's message and the advisor's reply (advice
 * joined with the next question). Without conversationId the user's newest conversation on the
 * project is used, or one is created.
 */
export default async function conversationMessageRoutes(app: App) {
  app.post(
    API_ROUTES.conversationMessage,
    {
      config: chatRateLimit(app.config.chatRateLimitPerMinute),
      schema: {
        body: PostMessageRequestSchema,
        response: { 200: PostMessageAnswerSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { content, projectId, userId, conversationId } = request.body;
      const conversation = await requireUserConversation(app.db, { conversationId, userId, projectId });
      const turn = await runChatTurn(app, { conversation, message: content.trim() });
      return {
        id: turn.assistantMessage.id,
        userMessageId: turn.userMessage.id,
        conversationId: conversation.id,
        content: turn.content,
        timestamp: turn.assistantMessage.timestamp,
        citations: turn.reply.citations,
      };
    },
  );
}
