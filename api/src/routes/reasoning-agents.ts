import {
  API_ROUTES,
  ChainPlanAnswerSchema,
  ChainQueryAnswerSchema,
  ChainRequestSchema,
  ErrorBodySchema,
  PlanResponseSchema,
  ReasoningPlanRequestSchema,
  type ChainPlanAnswer,
  type ChainQueryAnswer,
  type PlanResponse,
} from '@energy-advisor/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../types';
import { chatRateLimit } from '../plugins/rate-limits';
import { runReasoningAgent, type AgentRun } from '../pipelines/reasoning-agent';
import { isApiTool } from '../pipelines/rule-planner';
import type { ToolResult } from '../pipelines/tools';
import { OFFLINE_BACKEND_NAME } from '../providers/offline/offline-backend';
import { callerTools, requestSignal } from './agent-context';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema, 429: ErrorBodySchema };

/** The knowledge the run read (its knowledge searches' articles). */
export function ragData(results: readonly ToolResult[]) {
  const searches = results.filter((result) => result.tool === 'knowledge_search');
  const articles = searches.flatMap((result) =>
    result.ok ? ((result.response as { articles?: { id: string; title: string; score: number }[] }).articles ?? []) : [],
  );
  const unique = [...new Map(articles.map((article) => [article.id, { id: article.id, title: article.title, score: article.score }])).values()];
  return { count: unique.length, articles: unique, queries: searches.map((result) => result.query) };
}

/**
 * The chain-of-reasoning agent (POST /api/chain/query runs a query, /api/chain/plan plans it without
 * running the calls) and the reasoning-core planner (POST /api/reasoning-core/plan plans, runs and
 * answers, with the debug view). See pipelines/reasoning-agent.ts.
 */
export default async function reasoningAgentRoutes(app: App) {
  const config = chatRateLimit(app.config.chatRateLimitPerMinute);

  async function agent(
    request: FastifyRequest,
    reply: FastifyReply,
    input: { query: string; userId?: string | undefined; projectId?: string | undefined; conversationId?: string | undefined; provider?: 'local' | 'openai' | 'grok' | 'gemini' | undefined },
    mode: 'plan' | 'answer',
  ): Promise<AgentRun> {
    const { run, context } = await callerTools(app, request, input);
    return runReasoningAgent(
      { engine: app.engine, offline: app.backends.get(OFFLINE_BACKEND_NAME), settings: app.config.providers, run, context, signal: requestSignal(reply) },
      { query: input.query.trim(), provider: input.provider ?? app.config.providers.provider, mode },
    );
  }

  app.post(
    API_ROUTES.chainQuery,
    { config, schema: { body: ChainRequestSchema, response: { 200: ChainQueryAnswerSchema, ...errors } } },
    async (request, reply): Promise<ChainQueryAnswer> => {
      const run = await agent(request, reply, request.body, 'answer');
      return {
        success: true,
        result: {
          content: run.content,
          reasoning: [run.reasoning, ...run.findings],
          processingTimeMs: run.processingTimeMs,
          debug: { apiCalls: run.results.filter(isApiTool), ragData: ragData(run.results) },
          plan: run.plan,
          planner: run.planner,
          model_used: run.model_used,
          missingApiKey: run.missingApiKey,
          ...(run.fallback && { fallback: run.fallback }),
          steps: run.steps,
          citations: run.citations,
        },
      };
    },
  );

  app.post(
    API_ROUTES.chainPlan,
    { config, schema: { body: ChainRequestSchema, response: { 200: ChainPlanAnswerSchema, ...errors } } },
    async (request, reply): Promise<ChainPlanAnswer> => {
      const run = await agent(request, reply, request.body, 'plan');
      const { plannedApiCalls } = run;
      return {
        success: true,
        result: {
          reasoning: run.reasoning,
          wouldUseApi: plannedApiCalls.length > 0,
          plannedApiCalls,
          plan: run.plan,
          planner: run.planner,
          model_used: run.model_used,
          missingApiKey: run.missingApiKey,
          ...(run.fallback && { fallback: run.fallback }),
          processingTimeMs: run.processingTimeMs,
        },
      };
    },
  );

  app.post(
    API_ROUTES.reasoningPlan,
    { config, schema: { body: ReasoningPlanRequestSchema, response: { 200: PlanResponseSchema, ...errors } } },
    async (request, reply): Promise<PlanResponse> => {
      const { message, ...rest } = request.body;
      const run = await agent(request, reply, { query: message, ...rest }, 'answer');
      const apiCalls = run.results.filter(isApiTool);
      return {
        plan: run.plan,
        needsApi: run.planned.some(isApiTool),
        suggestedEndpoints: run.plannedApiCalls,
        debug: { reasoning: [run.reasoning, ...run.findings].join('\n'), apiCalls, ragData: ragData(run.results) },
        content: run.content,
        planner: run.planner,
        model_used: run.model_used,
        missingApiKey: run.missingApiKey,
        ...(run.fallback && { fallback: run.fallback }),
        processingTimeMs: run.processingTimeMs,
        steps: run.steps,
        citations: run.citations,
      };
    },
  );
}
