import Type, { type Static } from 'typebox';
import {
  CitationSchema,
  ConversationIdSchema,
  IdentifierSchema,
  MessageTextSchema,
  TimestampSchema,
} from './primitives';

/** POST /api/reasoning-message: the fallback the widget uses when the sales chat fails. */
export const ReasoningMessageRequestSchema = Type.Object({
  projectId: IdentifierSchema,
  projectIdType: Type.Optional(Type.String({ maxLength: 50 })),
  userId: IdentifierSchema,
  content: MessageTextSchema,
  mode: Type.Optional(Type.String({ maxLength: 50 })),
  conversationId: Type.Optional(Type.Union([ConversationIdSchema, Type.Null()])),
});
export type ReasoningMessageRequest = Static<typeof ReasoningMessageRequestSchema>;

/** The reasoning answer. */
export const ReasoningAnswerSchema = Type.Object({
  /** The stored id of the reply. */
  id: Type.Union([Type.Integer(), Type.String()]),
  /** The stored id of the visitor's message, when it was stored. */
  userMessageId: Type.Optional(Type.Union([Type.Integer(), Type.String()])),
  content: Type.String(),
  timestamp: TimestampSchema,
  audioUrl: Type.Optional(Type.String()),
  imageUrl: Type.Optional(Type.String()),
  citations: Type.Array(CitationSchema),
  conversationId: Type.Optional(ConversationIdSchema),
});
export type ReasoningAnswer = Static<typeof ReasoningAnswerSchema>;

/** POST /api/reasoning-core/plan */
export const ReasoningPlanRequestSchema = Type.Object({
  message: MessageTextSchema,
  projectId: Type.Optional(IdentifierSchema),
  userId: Type.Optional(IdentifierSchema),
});
export type ReasoningPlanRequest = Static<typeof ReasoningPlanRequestSchema>;

const ApiCallSchema = Type.Object({ query: Type.String(), response: Type.Unknown() });

/** The plan response. */
export const PlanResponseSchema = Type.Object({
  plan: Type.Array(Type.String()),
  needsApi: Type.Boolean(),
  suggestedEndpoints: Type.Array(Type.String()),
  debug: Type.Object({
    reasoning: Type.String(),
    apiCalls: Type.Array(ApiCallSchema),
    ragData: Type.Unknown(),
  }),
});
export type PlanResponse = Static<typeof PlanResponseSchema>;

/** POST /api/chain/query and /api/chain/plan */
export const ChainRequestSchema = Type.Object({ query: MessageTextSchema });
export type ChainRequest = Static<typeof ChainRequestSchema>;

/** The chain response. */
export const ChainResponseSchema = Type.Object({
  content: Type.String(),
  reasoning: Type.Array(Type.String()),
  processingTimeMs: Type.Number(),
  debug: Type.Object({
    apiCalls: Type.Array(ApiCallSchema),
    ragData: Type.Object({ count: Type.Integer() }),
  }),
});
export type ChainResponse = Static<typeof ChainResponseSchema>;

/** The chain plan result. */
export const ChainPlanResultSchema = Type.Object({
  reasoning: Type.String(),
  wouldUseApi: Type.Boolean(),
  plannedApiCalls: Type.Array(Type.String()),
});
export type ChainPlanResult = Static<typeof ChainPlanResultSchema>;

export const ChainAnswerSchema = Type.Object({
  success: Type.Boolean(),
  result: Type.Optional(Type.Union([ChainResponseSchema, ChainPlanResultSchema])),
  error: Type.Optional(Type.String()),
});
export type ChainAnswer = Static<typeof ChainAnswerSchema>;
