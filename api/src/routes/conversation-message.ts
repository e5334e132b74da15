import {
  API_ROUTES,
  DEFAULT_ASSISTANT_REPLY,
  ErrorBodySchema,
  PostMessageAnswerSchema,
  PostMessageRequestSchema,
} from '@energy-advisor/contracts';
import type { App } from '../types';
import { writeTransaction } from '../db/database';
import { notFound } from '../errors';
import {
  createConversation,
  findNewestConversation,
  findUserConversation,
} from '../repositories/conversations.repository';
import { insertMessage } from '../repositories/messages.repository';

/**
 * POST /api/conversations/message: stores the visitor's message and the assistant's reply in one
 * transaction. The reply is the spec's default text until the advisor is wired in.
 */
export default async function conversationMessageRoutes(app: App) {
  app.post(
    API_ROUTES.conversationMessage,
    {
      schema: {
        body: PostMessageRequestSchema,
        response: { 200: PostMessageAnswerSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { content, projectId, userId, conversationId } = request.body;
      return writeTransaction(app.db, async (trx) => {
        const conversation = conversationId
          ? await findUserConversation(trx, { id: conversationId, userId })
          : ((await findNewestConversation(trx, { userId, projectId })) ??
            (await createConversation(trx, { userId, projectId })));
        if (!conversation) throw notFound('Conversation');
        const userMessage = await insertMessage(trx, { conversationId: conversation.id, sender: 'user', content });
        const reply = await insertMessage(trx, {
          conversationId: conversation.id,
          sender: 'assistant',
          content: DEFAULT_ASSISTANT_REPLY,
          modelUsed: 'default-reply',
        });
        return {
          id: reply.id,
          userMessageId: userMessage.id,
          conversationId: conversation.id,
          content: reply.content,
          timestamp: reply.timestamp,
          citations: [],
        };
      });
    },
  );
}
