import {
  ErrorBodySchema,
  ProviderQueryRequestSchema,
  ProviderQueryResultSchema,
  QueryProductParamsSchema,
  type CollectedVariables,
  type ProviderName,
  type ProviderQueryResult,
  type QueryProduct,
} from '@energy-advisor/contracts';
import type { App } from '../types';
import { chatRateLimit } from '../plugins/rate-limits';
import { notFound } from '../errors';
import { findConversation } from '../repositories/conversations.repository';
import { runChainPipeline } from '../pipelines/chain-pipeline';
import { runTraditionalPipeline } from '../pipelines/traditional-pipeline';
import { OFFLINE_BACKEND_NAME } from '../providers/offline/offline-backend';
import { callerTools, requestSignal } from './agent-context';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema, 429: ErrorBodySchema };

/** The back end a product names, else the one the body names, else the default. */
function providerOf(product: QueryProduct, named: ProviderName | undefined, fallback: ProviderName): ProviderName {
  return product === 'traditional' || product === 'langchain' ? (named ?? fallback) : product;
}

/**
 * POST /api/{product}/query: one query through one pipeline, for the comparison pages. A back end's
 * name (local, openai, grok, gemini) or `traditional` runs our own pipeline (the model called
 * directly); `langchain` the LangChain.js pipeline. A back end without its key, or one that fails,
 * is answered by the offline advisor and the result says so (`missingApiKey`, `fallback`, `model_used`).
 */
export default async function providerQueryRoutes(app: App) {
  app.post(
    '/api/:product/query',
    {
      config: chatRateLimit(app.config.chatRateLimitPerMinute),
      schema: { params: QueryProductParamsSchema, body: ProviderQueryRequestSchema, response: { 200: ProviderQueryResultSchema, ...errors } },
    },
    async (request, reply): Promise<ProviderQueryResult> => {
      const { product } = request.params;
      const { query, userId, projectId, conversationId } = request.body;
      const provider = providerOf(product, request.body.provider, app.config.providers.provider);
      const collected = await conversationDetails(app, conversationId);
      const { run } = await callerTools(app, request, { userId, projectId, conversationId });
      const signal = requestSignal(reply);
      const text = query.trim();
      if (product === 'langchain') {
        return runChainPipeline(
          { engine: app.engine, offline: app.backends.get(OFFLINE_BACKEND_NAME), settings: app.config.providers, run, collected, signal },
          { query: text, provider },
        );
      }
      return runTraditionalPipeline({ engine: app.engine, backend: app.backends.get(provider), run, collected, signal }, { query: text, provider });
    },
  );
}

/** What a conversation the caller named has collected (its id is the capability); 404 for an unknown id. */
export async function conversationDetails(app: App, conversationId: string | undefined): Promise<CollectedVariables> {
  if (conversationId === undefined) return {};
  if (!(await findConversation(app.db, conversationId))) throw notFound('Conversation');
  return app.storage.collectedVariables(conversationId);
}
