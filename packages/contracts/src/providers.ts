import Type, { type Static } from 'typebox';
import { CitationSchema, ConversationIdSchema, IdentifierSchema, MessageTextSchema, NonBlankString } from './primitives';

/** Every advisor back end by its stable name (ADVISOR_PROVIDER): the offline advisor and the OpenAI-compatible ones. */
export const ProviderNameSchema = Type.Union([Type.Literal('local'), Type.Literal('openai'), Type.Literal('grok'), Type.Literal('gemini')], {
  description: 'an advisor back end: local (the offline advisor), openai, grok or gemini',
});
export type ProviderName = Static<typeof ProviderNameSchema>;

/**
 * What POST /api/{product}/query runs: a back end by name (our own pipeline calling that model
 * directly), `traditional` (the same pipeline on the back end the body names, or the default) or
 * `langchain` (a LangChain.js pipeline on the back end the body names, or the default).
 */
export const QueryProductSchema = Type.Union(
  [
    Type.Literal('local'),
    Type.Literal('openai'),
    Type.Literal('grok'),
    Type.Literal('gemini'),
    Type.Literal('traditional'),
    Type.Literal('langchain'),
  ],
  { description: 'a back end by name, traditional or langchain' },
);
export type QueryProduct = Static<typeof QueryProductSchema>;

export const QueryProductParamsSchema = Type.Object({ product: QueryProductSchema });
export type QueryProductParams = Static<typeof QueryProductParamsSchema>;

/** POST /api/{product}/query, /api/langchain/query, /api/gemini/query, voice-agent test-smart-api. */
export const ProviderQueryRequestSchema = Type.Object({
  query: MessageTextSchema,
  projectId: Type.Optional(IdentifierSchema),
  userId: Type.Optional(IdentifierSchema),
  /**
   * The back end that answers, where the path does not name one (traditional, langchain, the smart
   * API test); ADVISOR_PROVIDER's when absent.
   */
  provider: Type.Optional(ProviderNameSchema),
  /** A conversation of the caller's (its id is the capability): its collected details inform the answer. */
  conversationId: Type.Optional(ConversationIdSchema),
});
export type ProviderQueryRequest = Static<typeof ProviderQueryRequestSchema>;

/** One step of a pipeline and the time it really took. */
export const PipelineStepSchema = Type.Object({
  name: Type.String({ description: 'e.g. analyse, lookup, retrieve, prompt, model, parse' }),
  processingTimeMs: Type.Number(),
  detail: Type.Optional(Type.String()),
});
export type PipelineStep = Static<typeof PipelineStepSchema>;

/** Why the back end asked for could not answer, when the offline advisor answered in its place. */
export const ProviderFallbackSchema = Type.Object({
  /** The back end that failed or is not configured. */
  provider: Type.String(),
  /** missing_key, timeout, idle, http_status, malformed, network or aborted. */
  reason: Type.String(),
  /** The HTTP status the endpoint answered, when it answered one (401: the key is invalid). */
  status: Type.Optional(Type.Integer()),
  /** What happened, in words safe to show (never a key or an upstream message). */
  message: Type.String(),
});
export type ProviderFallback = Static<typeof ProviderFallbackSchema>;

/**
 * The provider-query result. `usedApi`/`shouldUseApi`/`apiData`/`apiError` are about our own lookup
 * API (a climate zone for the place the query names); `missingApiKey` is true when the back end asked
 * for has no key (the offline advisor then answered, and `model_used` and `fallback` say so).
 */
export const ProviderQueryResultSchema = Type.Object({
  content: Type.String(),
  usedApi: Type.Boolean(),
  apiData: Type.Optional(Type.Unknown()),
  apiError: Type.Optional(Type.String()),
  shouldUseApi: Type.Boolean(),
  processingTimeMs: Type.Number(),
  missingApiKey: Type.Boolean(),
  debug: Type.Optional(Type.Unknown()),
  /** Always sent: the back end asked for (openai, grok, gemini, local). */
  provider: Type.Optional(Type.String()),
  /** Always sent: traditional (our pipeline) or chain (LangChain.js). */
  approach: Type.Optional(Type.Union([Type.Literal('traditional'), Type.Literal('chain')])),
  /** Always sent: who wrote the answer, e.g. "openai:gpt-4o" or "local-advisor (fallback: gemini missing_key)". */
  model_used: Type.Optional(Type.String()),
  /** Always sent: true when the offline advisor wrote the answer. */
  offline: Type.Optional(Type.Boolean()),
  /** Sent when the back end asked for could not answer. */
  fallback: Type.Optional(ProviderFallbackSchema),
  /** Always sent: each step of the pipeline with its real duration. */
  steps: Type.Optional(Type.Array(PipelineStepSchema)),
  /** Always sent: the knowledge-base articles the answer was written from. */
  citations: Type.Optional(Type.Array(CitationSchema)),
});
export type ProviderQueryResult = Static<typeof ProviderQueryResultSchema>;

/** One back end as GET /api/providers lists it (never a key). */
export const ProviderInfoSchema = Type.Object({
  name: ProviderNameSchema,
  model: Type.String(),
  /** offline (no network, no key) or openai-compatible. */
  kind: Type.Union([Type.Literal('offline'), Type.Literal('openai-compatible')]),
  /** Whether its key is set (the offline advisor needs none). */
  configured: Type.Boolean(),
  /** Whether it answers requests that name no back end (ADVISOR_PROVIDER). */
  default: Type.Boolean(),
  /** The environment variable to set when not configured, e.g. GEMINI_API_KEY. */
  missingKey: Type.Optional(Type.String()),
});
export type ProviderInfo = Static<typeof ProviderInfoSchema>;

/** GET /api/providers */
export const ProvidersAnswerSchema = Type.Object({
  default: ProviderNameSchema,
  /** The model the reasoning agent uses on the OpenAI back end (REASONING_MODEL). */
  reasoningModel: Type.String(),
  providers: Type.Array(ProviderInfoSchema),
});
export type ProvidersAnswer = Static<typeof ProvidersAnswerSchema>;

export const ProviderParamsSchema = Type.Object({ name: ProviderNameSchema });
export type ProviderParams = Static<typeof ProviderParamsSchema>;

/**
 * POST /api/providers/{name}/check: one cheap authenticated call (list models). `status` valid: the
 * key was accepted; invalid: refused (401/403); missing_key: none is set; unreachable: no usable
 * answer (network, timeout, another status, a body that is no model list).
 */
export const ProviderCheckAnswerSchema = Type.Object({
  name: ProviderNameSchema,
  model: Type.String(),
  status: Type.Union([Type.Literal('valid'), Type.Literal('invalid'), Type.Literal('missing_key'), Type.Literal('unreachable')]),
  /** status is valid. */
  valid: Type.Boolean(),
  missingApiKey: Type.Boolean(),
  /** What the check found, safe to show (never the key or the endpoint's own error text). */
  message: Type.String(),
  /** Whether the configured model is among the models the key may use (sent when the list was read). */
  modelAvailable: Type.Optional(Type.Boolean()),
  processingTimeMs: Type.Number(),
  checkedAt: Type.String(),
});
export type ProviderCheckAnswer = Static<typeof ProviderCheckAnswerSchema>;

/** One call of a tool (our own API's lookups, the knowledge base, the caller's conversation) that really ran. */
export const ToolCallSchema = Type.Object({
  /** What was asked, e.g. "GET /api/climate-zones/3350". */
  query: Type.String(),
  response: Type.Unknown(),
  /** The tool's name, e.g. climate_zone_lookup. */
  tool: Type.Optional(Type.String()),
  /** The endpoint it called, e.g. /api/climate-zones/{postcode}. */
  endpoint: Type.Optional(Type.String()),
  /** Whether it answered (false: `response` holds the error). */
  ok: Type.Optional(Type.Boolean()),
  processingTimeMs: Type.Optional(Type.Number()),
});
export type ToolCall = Static<typeof ToolCallSchema>;

/** The query result of the voice-agent smart API test. */
export const QueryResultSchema = Type.Object({
  result: Type.Union([
    Type.Object({
      type: Type.Literal('apiResponse'),
      endpoint: Type.String(),
      reasoning: Type.String(),
      data: Type.Unknown(),
    }),
    Type.Object({ type: Type.Literal('needMoreInfo'), whatToAsk: Type.String() }),
  ]),
  aiResponse: Type.String(),
  timestamp: Type.String(),
  success: Type.Boolean(),
  error: Type.Optional(Type.String()),
  /** Always sent: who planned and wrote the answer. */
  model_used: Type.Optional(Type.String()),
  /** Always sent: rule-based (offline) or model (tool calls). */
  planner: Type.Optional(Type.String()),
  missingApiKey: Type.Optional(Type.Boolean()),
  processingTimeMs: Type.Optional(Type.Number()),
  /** Always sent: every tool call that ran, with its query and response. */
  apiCalls: Type.Optional(Type.Array(ToolCallSchema)),
});
export type QueryResult = Static<typeof QueryResultSchema>;

/** A voice of the offline speech (flite): awb (the default), rms, slt, kal. */
export const VoiceAgentVoiceSchema = Type.Union([Type.Literal('awb'), Type.Literal('rms'), Type.Literal('slt'), Type.Literal('kal')]);
export type VoiceAgentVoice = Static<typeof VoiceAgentVoiceSchema>;

/** POST /api/voice-agent/create */
export const VoiceAgentCreateRequestSchema = Type.Object({
  projectId: IdentifierSchema,
  /** Default awb. */
  voice: Type.Optional(VoiceAgentVoiceSchema),
  /** What the agent says first; a greeting for the project by default. */
  greeting: Type.Optional(NonBlankString({ maxLength: 500 })),
  /** The back end that answers for it; ADVISOR_PROVIDER's by default. */
  provider: Type.Optional(ProviderNameSchema),
});
export type VoiceAgentCreateRequest = Static<typeof VoiceAgentCreateRequestSchema>;

/** A stored voice agent. */
export const VoiceAgentDetailsSchema = Type.Object({
  id: Type.String(),
  /** Always sent. */
  projectId: Type.Optional(Type.String()),
  /** Always sent. */
  voice: Type.Optional(Type.String()),
  /** Always sent. */
  greeting: Type.Optional(Type.String()),
  /** Always sent: the back end that answers for it. */
  provider: Type.Optional(Type.String()),
  /** Always sent: that back end's model. */
  model: Type.Optional(Type.String()),
  /** Always sent. */
  createdAt: Type.Optional(Type.String()),
});
export type VoiceAgentDetails = Static<typeof VoiceAgentDetailsSchema>;

/** GET /api/voice-agent/{id}: an agent's id is a random UUID. */
export const VoiceAgentParamsSchema = Type.Object({
  id: Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', description: 'voice agent id (UUID)' }),
});
export type VoiceAgentParams = Static<typeof VoiceAgentParamsSchema>;

export const VoiceAgentSchema = Type.Object({
  success: Type.Boolean(),
  agent: VoiceAgentDetailsSchema,
});
export type VoiceAgent = Static<typeof VoiceAgentSchema>;
