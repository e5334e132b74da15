import Type, { type Static } from 'typebox';
import {
  CitationSchema,
  ConversationIdSchema,
  IdentifierSchema,
  MessageTextSchema,
  TimestampSchema,
} from './primitives';
import { PipelineStepSchema, ProviderFallbackSchema, ProviderNameSchema, ToolCallSchema } from './providers';

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
  /** A conversation of the caller's (its id is the capability); else the newest their visitor token reaches. */
  conversationId: Type.Optional(ConversationIdSchema),
  /** The back end that plans and answers; ADVISOR_PROVIDER's when absent. */
  provider: Type.Optional(ProviderNameSchema),
});
export type ReasoningPlanRequest = Static<typeof ReasoningPlanRequestSchema>;

/** One tool call that ran: what was asked (`query`) and what it answered. */
const ApiCallSchema = ToolCallSchema;

/** How a plan was made: by rules (offline) or by the model with tool calls. */
export const PlannerSchema = Type.Union([Type.Literal('rule-based'), Type.Literal('model')]);
export type Planner = Static<typeof PlannerSchema>;

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
  /** Always sent: the answer written after the plan ran (the Response view). */
  content: Type.Optional(Type.String()),
  /** Always sent. */
  planner: Type.Optional(PlannerSchema),
  /** Always sent: who planned and wrote, e.g. "openai:o4-mini" or "local-advisor (rule-based planner)". */
  model_used: Type.Optional(Type.String()),
  missingApiKey: Type.Optional(Type.Boolean()),
  fallback: Type.Optional(ProviderFallbackSchema),
  processingTimeMs: Type.Optional(Type.Number()),
  steps: Type.Optional(Type.Array(PipelineStepSchema)),
  citations: Type.Optional(Type.Array(CitationSchema)),
});
export type PlanResponse = Static<typeof PlanResponseSchema>;

/** POST /api/chain/query and /api/chain/plan */
export const ChainRequestSchema = Type.Object({
  query: MessageTextSchema,
  projectId: Type.Optional(IdentifierSchema),
  userId: Type.Optional(IdentifierSchema),
  /** A conversation of the caller's (its id is the capability); else the newest their visitor token reaches. */
  conversationId: Type.Optional(ConversationIdSchema),
  /** The back end that plans and answers; ADVISOR_PROVIDER's when absent. */
  provider: Type.Optional(ProviderNameSchema),
});
export type ChainRequest = Static<typeof ChainRequestSchema>;

/** The knowledge-base articles a run read. */
const RagDataSchema = Type.Object({
  count: Type.Integer(),
  /** Always sent. */
  articles: Type.Optional(Type.Array(Type.Object({ id: Type.String(), title: Type.String(), score: Type.Number() }))),
});

/** The chain response. */
export const ChainResponseSchema = Type.Object({
  content: Type.String(),
  reasoning: Type.Array(Type.String()),
  processingTimeMs: Type.Number(),
  debug: Type.Object({
    apiCalls: Type.Array(ApiCallSchema),
    ragData: RagDataSchema,
  }),
  /** Always sent: the plan that ran, step by step. */
  plan: Type.Optional(Type.Array(Type.String())),
  /** Always sent. */
  planner: Type.Optional(PlannerSchema),
  /** Always sent. */
  model_used: Type.Optional(Type.String()),
  missingApiKey: Type.Optional(Type.Boolean()),
  fallback: Type.Optional(ProviderFallbackSchema),
  steps: Type.Optional(Type.Array(PipelineStepSchema)),
  citations: Type.Optional(Type.Array(CitationSchema)),
});
export type ChainResponse = Static<typeof ChainResponseSchema>;

/** The chain plan result: what the agent would call, planned but not run. */
export const ChainPlanResultSchema = Type.Object({
  reasoning: Type.String(),
  wouldUseApi: Type.Boolean(),
  plannedApiCalls: Type.Array(Type.String()),
  /** Always sent: the plan, step by step. */
  plan: Type.Optional(Type.Array(Type.String())),
  /** Always sent. */
  planner: Type.Optional(PlannerSchema),
  /** Always sent. */
  model_used: Type.Optional(Type.String()),
  missingApiKey: Type.Optional(Type.Boolean()),
  fallback: Type.Optional(ProviderFallbackSchema),
  processingTimeMs: Type.Optional(Type.Number()),
});
export type ChainPlanResult = Static<typeof ChainPlanResultSchema>;

export const ChainAnswerSchema = Type.Object({
  success: Type.Boolean(),
  result: Type.Optional(Type.Union([ChainResponseSchema, ChainPlanResultSchema])),
  error: Type.Optional(Type.String()),
});
export type ChainAnswer = Static<typeof ChainAnswerSchema>;

/** POST /api/chain/query answers a chain response; the union above stays for callers typed by it. */
export const ChainQueryAnswerSchema = Type.Object({
  success: Type.Boolean(),
  result: Type.Optional(ChainResponseSchema),
  error: Type.Optional(Type.String()),
});
export type ChainQueryAnswer = Static<typeof ChainQueryAnswerSchema>;

/** POST /api/chain/plan answers a chain plan result. */
export const ChainPlanAnswerSchema = Type.Object({
  success: Type.Boolean(),
  result: Type.Optional(ChainPlanResultSchema),
  error: Type.Optional(Type.String()),
});
export type ChainPlanAnswer = Static<typeof ChainPlanAnswerSchema>;
