import {
  API_ROUTES,
  ErrorBodySchema,
  FeedbackAnswerSchema,
  FeedbackRequestSchema,
  feedbackMessageId,
} from '@energy-advisor/contracts';
import type { App } from '../types';
import { notFound } from '../errors';
import { feedbackRateLimit } from '../plugins/rate-limits';
import { IDEMPOTENT_ROUTE_CONFIG } from '../plugins/idempotency';
import { findConversation } from '../repositories/conversations.repository';
import { findMessageInConversation } from '../repositories/messages.repository';

/**
 * POST /api/analysis/feedback: stores a visitor's feedback, attached to the message it is about.
 * messageId 0 (or a string with no digits) stores it against the conversation only. New feedback
 * answers 201; the same feedback sent again shortly after answers 200 with the stored row (see
 * `Storage.saveFeedbackOnce`), and a repeated Idempotency-Key replays the first answer. Posts spend from the
 * feedback budget (FEEDBACK_RATE_LIMIT_PER_MINUTE).
 */
export default async function feedbackRoutes(app: App) {
  app.post(
    API_ROUTES.feedback,
    {
      config: { ...feedbackRateLimit(app.config.feedbackRateLimitPerMinute), ...IDEMPOTENT_ROUTE_CONFIG },
      schema: {
        body: FeedbackRequestSchema,
        response: { 200: FeedbackAnswerSchema, 201: FeedbackAnswerSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { conversationId, userFeedback, previousMessage } = request.body;
      const messageId = feedbackMessageId(request.body.messageId);
      if (!(await findConversation(app.db, conversationId))) throw notFound('Conversation');
      if (messageId !== 0 && !(await findMessageInConversation(app.db, { id: messageId, conversationId }))) {
        throw notFound('Message');
      }
      const stored = await app.storage.saveFeedbackOnce({
        conversationId,
        messageId: messageId === 0 ? null : messageId,
        userFeedback: userFeedback.trim(),
        previousMessage: previousMessage ?? null,
      });
      return reply.code(stored.created ? 201 : 200).send({ success: true, id: stored.id, messageId });
    },
  );
}
