import Type, { type Static } from 'typebox';
import { IdentifierSchema, MessageTextSchema } from './primitives';

/** POST /api/{product}/query, /api/langchain/query, /api/gemini/query, voice-agent test-smart-api. */
export const ProviderQueryRequestSchema = Type.Object({
  query: MessageTextSchema,
  projectId: Type.Optional(IdentifierSchema),
  userId: Type.Optional(IdentifierSchema),
});
export type ProviderQueryRequest = Static<typeof ProviderQueryRequestSchema>;

/** The provider-query result. */
export const ProviderQueryResultSchema = Type.Object({
  content: Type.String(),
  usedApi: Type.Boolean(),
  apiData: Type.Optional(Type.Unknown()),
  apiError: Type.Optional(Type.String()),
  shouldUseApi: Type.Boolean(),
  processingTimeMs: Type.Number(),
  missingApiKey: Type.Boolean(),
  debug: Type.Optional(Type.Unknown()),
});
export type ProviderQueryResult = Static<typeof ProviderQueryResultSchema>;

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
});
export type QueryResult = Static<typeof QueryResultSchema>;

/** POST /api/voice-agent/create */
export const VoiceAgentCreateRequestSchema = Type.Object({ projectId: IdentifierSchema });
export type VoiceAgentCreateRequest = Static<typeof VoiceAgentCreateRequestSchema>;
export const VoiceAgentSchema = Type.Object({
  success: Type.Boolean(),
  agent: Type.Object({ id: Type.String() }),
});
export type VoiceAgent = Static<typeof VoiceAgentSchema>;
