import {
  API_ROUTES,
  ErrorBodySchema,
  ProviderQueryRequestSchema,
  QueryResultSchema,
  VoiceAgentCreateRequestSchema,
  VoiceAgentParamsSchema,
  VoiceAgentSchema,
  type QueryResult,
  type VoiceAgent,
} from '@energy-advisor/contracts';
import type { App } from '../types';
import type { VoiceAgentRow } from '../db/voice-agent.table';
import { notFound } from '../errors';
import { chatRateLimit, conversationRateLimit } from '../plugins/rate-limits';
import { requestVisitor } from '../identity/request-visitor';
import { createVoiceAgent, findVoiceAgent } from '../repositories/voice-agents.repository';
import { runReasoningAgent } from '../pipelines/reasoning-agent';
import { smartApiResult } from '../pipelines/smart-api';
import { OFFLINE_BACKEND_NAME } from '../providers/offline/offline-backend';
import { callerTools, requestSignal } from './agent-context';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema, 429: ErrorBodySchema };

/** The voice a new agent speaks in: the offline speech's default voice. */
export const DEFAULT_AGENT_VOICE = 'awb';

/** A new agent's greeting when none is given. */
export const defaultGreeting = (projectId: string) =>
  `G'day! I'm your architectural energy assistant for project ${projectId}. Ask me about star ratings, insulation, windows or heating for your home.`;

function presentAgent(row: VoiceAgentRow): VoiceAgent {
  return {
    success: true,
    agent: { id: row.id, projectId: row.project_id, voice: row.voice, greeting: row.greeting, provider: row.provider, model: row.model, createdAt: row.created_at },
  };
}

/**
 * The agent test page: POST /api/voice-agent/create stores a voice agent for a project (voice,
 * greeting, back end) and GET /api/voice-agent/{id} reads it back; POST
 * /api/voice-agent/test/test-smart-api answers the §3 query result for a question.
 */
export default async function agentTestRoutes(app: App) {
  app.post(
    API_ROUTES.voiceAgentCreate,
    {
      config: conversationRateLimit(app.config.conversationRateLimitPerMinute),
      schema: { body: VoiceAgentCreateRequestSchema, response: { 201: VoiceAgentSchema, ...errors } },
    },
    async (request, reply) => {
      const { projectId, voice, greeting, provider } = request.body;
      const visitor = await requestVisitor(app.storage.visitors, request.headers.authorization);
      const backend = app.backends.get(provider);
      const row = await createVoiceAgent(app.db, {
        projectId,
        voice: voice ?? DEFAULT_AGENT_VOICE,
        greeting: greeting?.trim() ?? defaultGreeting(projectId),
        provider: backend.name,
        model: backend.model,
        visitorId: visitor?.id,
      });
      return reply.code(201).send(presentAgent(row));
    },
  );

  app.get(
    '/api/voice-agent/:id',
    { schema: { params: VoiceAgentParamsSchema, response: { 200: VoiceAgentSchema, 400: ErrorBodySchema, 404: ErrorBodySchema } } },
    async (request) => {
      const row = await findVoiceAgent(app.db, request.params.id);
      if (!row) throw notFound('Voice agent');
      return presentAgent(row);
    },
  );

  app.post(
    API_ROUTES.voiceAgentSmartApi,
    {
      config: chatRateLimit(app.config.chatRateLimitPerMinute),
      schema: { body: ProviderQueryRequestSchema, response: { 200: QueryResultSchema, ...errors } },
    },
    async (request, reply): Promise<QueryResult> => {
      const { query, userId, projectId, conversationId, provider } = request.body;
      const { run: runTool, context } = await callerTools(app, request, { userId, projectId, conversationId });
      const text = query.trim();
      const run = await runReasoningAgent(
        { engine: app.engine, offline: app.backends.get(OFFLINE_BACKEND_NAME), settings: app.config.providers, run: runTool, context, signal: requestSignal(reply) },
        { query: text, provider: provider ?? app.config.providers.provider, mode: 'answer' },
      );
      return {
        result: smartApiResult(app.engine, text, run),
        aiResponse: run.content,
        timestamp: new Date().toISOString(),
        success: true,
        ...(run.fallback && { error: run.fallback.message }),
        model_used: run.model_used,
        planner: run.planner,
        missingApiKey: run.missingApiKey,
        processingTimeMs: run.processingTimeMs,
        apiCalls: run.results,
      };
    },
  );
}
