import Type, { type Static } from 'typebox';
import { ConversationIdSchema, NonBlankString } from './primitives';

/**
 * POST /api/analysis/feedback. messageId is numeric; when a string is given its digits are
 * extracted ("msg-42" → 42), and 0 (no digits) means "not attached to a message".
 */
export const FeedbackRequestSchema = Type.Object({
  conversationId: ConversationIdSchema,
  messageId: Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 200 })]),
  userFeedback: NonBlankString({ maxLength: 4000 }),
  previousMessage: Type.Optional(Type.String({ maxLength: 20000 })),
});
export type FeedbackRequest = Static<typeof FeedbackRequestSchema>;

export const FeedbackAnswerSchema = Type.Object({
  success: Type.Boolean(),
  id: Type.Integer(),
  messageId: Type.Integer(),
});
export type FeedbackAnswer = Static<typeof FeedbackAnswerSchema>;

