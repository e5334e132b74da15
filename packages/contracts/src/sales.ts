import Type, { type Static } from 'typebox';
import { SalesMessageSchema } from './message';
import {
  CitationSchema,
  CollectedVariablesSchema,
  ConversationIdSchema,
  IdentifierSchema,
  MessageTextSchema,
  NonBlankString,
} from './primitives';
import { ProviderNameSchema } from './providers';

/** POST /api/optimized-sales/chat: one chat turn. Earlier messages travel as `conversation`. */
export const SalesChatRequestSchema = Type.Object({
  message: MessageTextSchema,
  conversationId: Type.Optional(Type.Union([ConversationIdSchema, Type.Null()])),
  projectId: Type.Optional(IdentifierSchema),
  userId: Type.Optional(IdentifierSchema),
  conversation: Type.Optional(Type.Array(SalesMessageSchema, { maxItems: 200 })),
  history: Type.Optional(Type.Array(SalesMessageSchema, { maxItems: 200 })),
  /** The back end that answers this turn; ADVISOR_PROVIDER's when absent. */
  provider: Type.Optional(ProviderNameSchema),
});
export type SalesChatRequest = Static<typeof SalesChatRequestSchema>;

/** The sales advice answer. */
export const SalesAdviceAnswerSchema = Type.Object({
  advice: Type.String(),
  next_question: Type.String(),
  content: Type.String(),
  citations: Type.Array(CitationSchema),
  conversation_id: ConversationIdSchema,
  collected_variables: CollectedVariablesSchema,
  model_used: Type.String(),
  is_lead_form: Type.Boolean(),
  /** The stored id of the visitor's message (what feedback names). */
  user_message_id: Type.Integer(),
  /** The stored id of the reply (what feedback names). */
  assistant_message_id: Type.Integer(),
});
export type SalesAdviceAnswer = Static<typeof SalesAdviceAnswerSchema>;

/** POST /api/optimized-sales/lead */
export const LeadRequestSchema = Type.Object({
  name: NonBlankString({ maxLength: 200 }),
  email: Type.String({ format: 'email', maxLength: 320 }),
  conversationId: ConversationIdSchema,
});
export type LeadRequest = Static<typeof LeadRequestSchema>;

export const LeadAnswerSchema = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
});
export type LeadAnswer = Static<typeof LeadAnswerSchema>;

/** A captured lead. */
export const LeadSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  conversationId: ConversationIdSchema,
  createdAt: Type.String(),
});
export type Lead = Static<typeof LeadSchema>;

/**
 * POST /api/grok-chat/chat: the two-model comparison page; answers the sales advice answer, written by
 * Grok (or by the offline advisor, labelled in `model_used`, when Grok has no key or fails).
 */
export const GrokChatRequestSchema = Type.Object({
  message: MessageTextSchema,
  conversation: Type.Optional(Type.Array(SalesMessageSchema, { maxItems: 200 })),
  conversationId: Type.Optional(Type.Union([ConversationIdSchema, Type.Null()])),
  projectId: Type.Optional(IdentifierSchema),
  userId: Type.Optional(IdentifierSchema),
});
export type GrokChatRequest = Static<typeof GrokChatRequestSchema>;
