/**
 * The "traditional" side of the comparison: our own pipeline calling the model directly, as the chat
 * does. The offline analysis (gazetteer, details, retrieval), our API's climate-zone lookup for the
 * place the query names, then the back end (the OpenAI-compatible model through the openai SDK,
 * behind the offline fallback; or the offline advisor) writes the answer. Each step is timed.
 */
import type { CollectedVariables, PipelineStep, ProviderName, ProviderQueryResult } from '@energy-advisor/contracts';
import type { AdvisorEngine } from '../advisor/engine';
import type { AdvisorBackend } from '../providers/backend';
import { describeFailure } from '../providers/provider-error';
import { lookupError, lookUpPlace } from './place-lookup';
import type { ToolRunner } from './tools';

/** What the traditional pipeline needs. */
export interface TraditionalDeps {
  engine: AdvisorEngine;
  /** The back end asked for, as the chat uses it (an LLM one behind the offline fallback). */
  backend: AdvisorBackend;
  run: ToolRunner;
  collected: CollectedVariables;
  signal?: AbortSignal | undefined;
}

const since = (started: number) => Math.round((performance.now() - started) * 100) / 100;

/** Runs the traditional pipeline. */
export async function runTraditionalPipeline(deps: TraditionalDeps, request: { query: string; provider: ProviderName }): Promise<ProviderQueryResult> {
  const started = performance.now();
  const { query, provider } = request;
  const steps: PipelineStep[] = [];
  const input = { message: query, history: [], collected: deps.collected };

  let at = performance.now();
  const analysis = deps.engine.analyse(input);
  steps.push({ name: 'analyse', processingTimeMs: since(at), detail: `${analysis.intent}; ${analysis.articles.length} articles retrieved` });

  at = performance.now();
  const lookup = await lookUpPlace(deps.engine, deps.run, query, deps.signal);
  steps.push({ name: 'lookup', processingTimeMs: since(at), detail: lookup.result?.query ?? 'the query names no place' });

  at = performance.now();
  const reply = await deps.backend.reply(input, deps.signal ? { signal: deps.signal } : {});
  steps.push({ name: 'model', processingTimeMs: since(at), detail: reply.model_used });

  const apiError = lookupError(lookup);
  const fallback = reply.fallback;
  return {
    content: reply.advice,
    usedApi: lookup.result?.ok === true,
    ...(lookup.result && { apiData: lookup.result.response }),
    ...(apiError !== undefined && { apiError }),
    shouldUseApi: lookup.shouldUseApi,
    processingTimeMs: since(started),
    missingApiKey: fallback?.reason === 'missing_key',
    provider,
    approach: 'traditional',
    model_used: reply.model_used,
    offline: reply.model_used.startsWith('local-advisor'),
    ...(fallback && {
      fallback: {
        provider: fallback.provider,
        reason: fallback.reason,
        ...(fallback.status !== undefined && { status: fallback.status }),
        message: describeFailure(fallback, deps.backend.missingKey),
      },
    }),
    steps,
    citations: reply.citations,
    debug: {
      intent: analysis.intent,
      collected_variables: reply.collected_variables,
      next_question: reply.next_question,
      retrieved: analysis.articles.map(({ article, score }) => ({ id: article.id, title: article.title, score })),
      lookup: lookup.result ?? null,
    },
  };
}
