/**
 * The "chain" side of the approach comparison: a real LangChain.js pipeline of @langchain/core
 * runnables. A map runs the retriever over our knowledge base (formatted as context), our API's
 * place lookup and the question side by side; a chat prompt; the chat model; a string parser:
 *
 *   { context: KnowledgeBaseRetriever | formatDocuments, place: lookup, question } → ChatPromptTemplate → model → StringOutputParser
 *
 * With a key the model is @langchain/openai's ChatOpenAI on the back end's OpenAI-compatible
 * endpoint (no retries, the advisor's deadline); offline, or without a key, it is the offline
 * advisor wrapped as a LangChain chat model, and the result says so. When the keyed model fails, the
 * same chain runs again with the offline model and `fallback` says why. Step timings come from the
 * run's own callbacks. No run is ever traced to LangSmith (langchain/untraced.ts).
 */
import { StringOutputParser } from '@langchain/core/output_parsers';
import { ChatPromptTemplate } from '@langchain/core/prompts';
import { RunnableLambda, RunnableMap, RunnablePassthrough, RunnableSequence } from '@langchain/core/runnables';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { Document } from '@langchain/core/documents';
import { ChatOpenAI } from '@langchain/openai';
import type { Citation, CollectedVariables, PipelineStep, ProviderFallback, ProviderName, ProviderQueryResult } from '@energy-advisor/contracts';
import type { AdvisorEngine } from '../advisor/engine';
import type { AdvisorBackend } from '../providers/backend';
import { REQUEST_TIMEOUT_MS } from '../providers/openai-client';
import { ProviderError, describeFailure } from '../providers/provider-error';
import type { ProviderSettings } from '../providers/settings';
import { createTurnGuard, type TurnGuard } from '../providers/turn-guard';
import { KnowledgeBaseRetriever, formatDocuments } from './langchain/knowledge-retriever';
import { OfflineAdvisorChatModel } from './langchain/offline-chat-model';
import { StepTimer } from './langchain/step-timer';
import { untraced } from './langchain/untraced';
import { lookupError, lookUpPlace, type PlaceLookup } from './place-lookup';
import { summariseResult } from './tool-findings';
import type { ToolRunner } from './tools';

/** Articles the retriever hands to the prompt. */
export const CHAIN_ARTICLES = 4;

const SYSTEM_PROMPT = [
  'You are the Energy Advisor, an Australian home energy efficiency advisor for homeowners and builders',
  '(NCC climate zones, NatHERS star ratings, insulation, glazing, heating, cooling, hot water, solar).',
  'Answer ONLY from the knowledge base articles and the place lookup given below. If they do not cover the',
  'question, say so briefly; if it is not about home energy, steer back politely. Never invent figures, prices,',
  'rebates or ratings; a figure you give is indicative. Write two to five sentences of plain English, Australian spelling.',
].join(' ');

const PROMPT = ChatPromptTemplate.fromMessages([
  ['system', SYSTEM_PROMPT],
  ['system', 'What the visitor told us so far:\n{profile}\n\nPlace lookup (our climate zone API):\n{place}\n\nKnowledge base articles (your only source of facts):\n{context}'],
  ['human', '{question}'],
]);

/** What the chain pipeline needs. */
export interface ChainDeps {
  engine: AdvisorEngine;
  offline: AdvisorBackend;
  settings: ProviderSettings;
  run: ToolRunner;
  /** What the caller's conversation collected (none without one). */
  collected: CollectedVariables;
  signal?: AbortSignal | undefined;
}

/** The runnables of one chain and what they saw. */
interface Chain {
  invoke(question: string, timer: StepTimer, signal: AbortSignal | undefined): Promise<string>;
  documents: () => Document[];
  lookup: () => PlaceLookup | undefined;
  describe: string[];
}

function buildChain(deps: ChainDeps, model: BaseChatModel): Chain {
  let documents: Document[] = [];
  let lookup: PlaceLookup | undefined;
  const zone = Number(deps.collected['climate_zone']) || null;
  const state = deps.collected['state'] ?? null;
  const retriever = new KnowledgeBaseRetriever((query) => deps.engine.searchKnowledge(query, { limit: CHAIN_ARTICLES, zone, state }));
  const profile = Object.entries(deps.collected)
    .filter(([key]) => key !== 'name' && key !== 'email')
    .map(([key, value]) => `- ${key}: ${value}`)
    .join('\n');

  const chain = RunnableSequence.from([
    RunnableMap.from({
      context: retriever.pipe(
        RunnableLambda.from((found: Document[]) => {
          documents = found;
          return formatDocuments(found);
        }),
      ),
      place: RunnableLambda.from(async (question: string, config) => {
        lookup = await lookUpPlace(deps.engine, deps.run, question, config?.signal);
        return lookup.result ? summariseResult(lookup.result) : 'The question names no place.';
      }).withConfig({ runName: 'lookup' }),
      question: new RunnablePassthrough<string>(),
      profile: RunnableLambda.from(() => profile || '- nothing yet'),
    }),
    PROMPT.withConfig({ runName: 'prompt' }),
    model.withConfig({ runName: 'model' }),
    new StringOutputParser().withConfig({ runName: 'parse' }),
  ]).withConfig({ runName: 'energy-advisor-chain' });

  return {
    // never traced to LangSmith, whatever LANGCHAIN_TRACING_V2 / LANGSMITH_TRACING say (untraced.ts)
    invoke: (question, timer, signal) => untraced(() => chain.invoke(question, { callbacks: [timer], ...(signal && { signal }) })),
    documents: () => documents,
    lookup: () => lookup,
    describe: [
      'RunnableMap { context: KnowledgeBaseRetriever → formatDocuments, place: climate zone lookup (our API), question, profile }',
      'ChatPromptTemplate',
      model instanceof OfflineAdvisorChatModel ? 'OfflineAdvisorChatModel (the offline advisor as a LangChain chat model)' : 'ChatOpenAI (@langchain/openai)',
      'StringOutputParser',
    ],
  };
}

/** Runs the LangChain pipeline on the back end named. */
export async function runChainPipeline(deps: ChainDeps, request: { query: string; provider: ProviderName }): Promise<ProviderQueryResult> {
  const started = performance.now();
  const { query, provider } = request;
  const steps: PipelineStep[] = [];
  let fallback: ProviderFallback | undefined;
  const describe: string[][] = [];

  if (provider !== 'local') {
    const endpoint = deps.settings.endpoints[provider];
    if (endpoint.apiKey === undefined) {
      fallback = { provider, reason: 'missing_key', message: describeFailure({ provider, reason: 'missing_key' }, endpoint.apiKeyVariable) };
    } else {
      const model = new ChatOpenAI({
        model: endpoint.model,
        apiKey: endpoint.apiKey,
        maxRetries: 0,
        timeout: REQUEST_TIMEOUT_MS,
        useResponsesApi: false,
        // explicit values stop the SDK reading OPENAI_ORG_ID and the like from the environment
        configuration: { baseURL: endpoint.baseURL, organization: null, project: null },
      });
      const chain = buildChain(deps, model);
      describe.push(chain.describe);
      const timer = new StepTimer();
      const guard = createTurnGuard({ provider, deadlineMs: deps.settings.deadlineMs, idleTimeoutMs: deps.settings.deadlineMs, callerSignal: deps.signal });
      try {
        const content = (await chain.invoke(query, timer, guard.signal)).trim();
        guard.throwIfAborted();
        if (content === '') throw new ProviderError(provider, 'malformed', `${provider}: the answer had no content`);
        const citations = chain.documents().map((document): Citation => ({ id: String(document.metadata['id']), type: 'knowledge', title: String(document.metadata['title']) }));
        return result({ query, provider, content, citations, steps: timer.steps(), lookup: chain.lookup(), documents: chain.documents(), describe, started, model_used: `${provider}:${endpoint.model} (LangChain)` });
      } catch (error) {
        const failure = chainFailure(provider, error, guard);
        if (failure.reason === 'aborted' && deps.signal?.aborted) throw failure;
        fallback = { provider, reason: failure.reason, ...(failure.status !== undefined && { status: failure.status }), message: describeFailure(failure) };
        steps.push(...timer.steps());
      } finally {
        guard.dispose();
      }
    }
  }

  const offlineModel = new OfflineAdvisorChatModel(deps.offline, deps.collected);
  const chain = buildChain(deps, offlineModel);
  describe.push(chain.describe);
  const timer = new StepTimer(fallback && fallback.reason !== 'missing_key' ? 'offline fallback' : '');
  const content = await chain.invoke(query, timer, deps.signal);
  const label = 'local-advisor (LangChain Runnable)';
  return result({
    query,
    provider,
    content,
    citations: offlineModel.lastReply?.citations ?? [],
    steps: [...steps, ...timer.steps()],
    lookup: chain.lookup(),
    documents: chain.documents(),
    describe,
    started,
    model_used: fallback ? `${label} (fallback: ${fallback.provider} ${fallback.reason}${fallback.status ? ` ${fallback.status}` : ''})` : label,
    fallback,
  });
}

function result(input: {
  query: string;
  provider: string;
  content: string;
  citations: Citation[];
  steps: PipelineStep[];
  lookup: PlaceLookup | undefined;
  documents: Document[];
  describe: string[][];
  started: number;
  model_used: string;
  fallback?: ProviderFallback | undefined;
}): ProviderQueryResult {
  const { lookup, fallback } = input;
  const apiError = lookup ? lookupError(lookup) : undefined;
  return {
    content: input.content,
    usedApi: lookup?.result?.ok === true,
    ...(lookup?.result && { apiData: lookup.result.response }),
    ...(apiError !== undefined && { apiError }),
    shouldUseApi: lookup?.shouldUseApi ?? false,
    processingTimeMs: Math.round((performance.now() - input.started) * 100) / 100,
    missingApiKey: fallback?.reason === 'missing_key',
    provider: input.provider,
    approach: 'chain',
    model_used: input.model_used,
    offline: input.model_used.startsWith('local-advisor'),
    ...(fallback && { fallback }),
    steps: input.steps,
    citations: input.citations,
    debug: {
      runnables: input.describe.at(-1),
      retrieved: input.documents.map((document) => ({ id: document.metadata['id'], title: document.metadata['title'], score: document.metadata['score'] })),
      lookup: lookup?.result ?? null,
    },
  };
}

/** A failed keyed chain as a ProviderError: our own abort first, then the endpoint's status, then what LangChain threw. */
function chainFailure(provider: string, error: unknown, guard: TurnGuard): ProviderError {
  if (error instanceof ProviderError) return error;
  const failure = guard.toProviderError(error);
  if (failure.reason !== 'network') return failure;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError') return new ProviderError(provider, 'timeout', `${provider}: no response before the request timeout`, { cause: error });
  // a body that is no completion leaves LangChain without a generation to read
  if (error instanceof TypeError || error instanceof SyntaxError) return new ProviderError(provider, 'malformed', `${provider}: the answer is not a chat completion`, { cause: error });
  return failure;
}
