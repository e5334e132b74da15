import {
  API_ROUTES,
  ErrorBodySchema,
  FeedbackAnswerSchema,
  FeedbackRequestSchema,
  feedbackMessageId,
} from '@energy-advisor/contracts';
import type { App } from '../types';
import { notFound } from '../errors';
import { findConversation } from '../repositories/conversations.repository';
import { findMessageInConversation } from '../repositories/messages.repository';
import { insertFeedback } from '../repositories/feedback.repository';

/**
 * POST /api/analysis/feedback: stores a visitor's feedback, attached to the message it is about.
 * messageId 0 (or a string with no digits) stores it against the conversation only.
 */
export default async function feedbackRoutes(app: App) {
  app.post(
    API_ROUTES.feedback,
    {
      schema: {
        body: FeedbackRequestSchema,
        response: { 201: FeedbackAnswerSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { conversationId, userFeedback, previousMessage } = request.body;
      const messageId = feedbackMessageId(request.body.messageId);
      if (!(await findConversation(app.db, conversationId))) throw notFound('Conversation');
      if (messageId !== 0 && !(await findMessageInConversation(app.db, { id: messageId, conversationId }))) {
        throw notFound('Message');
      }
      const id = await insertFeedback(app.db, {
        conversationId,
        messageId: messageId === 0 ? null : messageId,
        userFeedback: userFeedback.trim(),
        previousMessage: previousMessage ?? null,
      });
      return reply.code(201).send({ success: true, id, messageId });
    },
  );
}
