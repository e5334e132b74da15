import {
  API_ROUTES,
  ErrorBodySchema,
  ReasoningAnswerSchema,
  ReasoningMessageRequestSchema,
} from '@energy-advisor/contracts';
import type { App } from '../types';
import { chatRateLimit } from '../plugins/rate-limits';
import { runChatTurn } from '../chat/chat-turn';
import { requireUserConversation } from '../chat/resolve-conversation';

/** POST /api/reasoning-message: the advisor's answer as a reasoning answer (the widget's fallback call). */
export default async function reasoningRoutes(app: App) {
  app.post(
    API_ROUTES.reasoningMessage,
    {
      config: chatRateLimit(app.config.chatRateLimitPerMinute),
      schema: {
        body: ReasoningMessageRequestSchema,
        response: { 200: ReasoningAnswerSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { content, projectId, userId, conversationId } = request.body;
      const conversation = await requireUserConversation(app.db, { conversationId, userId, projectId });
      const turn = await runChatTurn(app, { conversation, message: content.trim() });
      return {
        id: turn.assistantMessage.id,
        userMessageId: turn.userMessage.id,
        content: turn.content,
        timestamp: turn.assistantMessage.timestamp,
        citations: turn.reply.citations,
        conversationId: conversation.id,
      };
    },
  );
}
