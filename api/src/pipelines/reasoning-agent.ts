/**
 * The chain-of-reasoning agent and the reasoning-core planner: plan a query over the tools, run the
 * plan (each tool a real call to this API), and write the answer. With a key the model plans with
 * tool calls (on OpenAI, REASONING_MODEL); offline, or when the model cannot answer, the rule-based
 * planner plans and the offline advisor writes, and the run says so (`planner`, `model_used`,
 * `fallback`). Everything reported (plan, calls with their answers, steps and timings) is what ran.
 */
import type { Citation, PipelineStep, ProviderFallback, ProviderName } from '@energy-advisor/contracts';
import type { AdvisorEngine } from '../advisor/engine';
import { QUESTIONS } from '../advisor/policy';
import type { AdvisorBackend } from '../providers/backend';
import { createOpenAIClient } from '../providers/openai-client';
import { describeFailure, type ProviderError } from '../providers/provider-error';
import type { ProviderSettings } from '../providers/settings';
import { createTurnGuard } from '../providers/turn-guard';
import { runModelAgent, type ModelAgentRun } from './model-agent';
import { describeStep, isApiTool, planByRules, type PlanContext } from './rule-planner';
import { TOOL_NAMES, describeCall, type ToolRequest, type ToolResult, type ToolRunner } from './tools';
import { summariseResult } from './tool-findings';

/** What the agent needs. */
export interface AgentDeps {
  engine: AdvisorEngine;
  /** The offline advisor: writes the answer of a rule-based run. */
  offline: AdvisorBackend;
  settings: ProviderSettings;
  run: ToolRunner;
  context: PlanContext;
  /** The caller went away: stop. */
  signal?: AbortSignal | undefined;
}

/** What one agent run did. */
export interface AgentRun {
  planner: 'rule-based' | 'model';
  model_used: string;
  /** The plan, step by step. */
  plan: string[];
  /** Why the plan is what it is. */
  reasoning: string;
  /** One line per call that ran: what it found. */
  findings: string[];
  /** The calls planned (run or, in plan mode, not). */
  planned: ToolRequest[];
  /** The planned calls that are our API's lookups (not the knowledge base), as requests: "GET /api/climate-zones/3350". */
  plannedApiCalls: string[];
  /** The calls that ran, with their answers. */
  results: ToolResult[];
  /** The answer ('' in plan mode). */
  content: string;
  citations: Citation[];
  /** The answer needs the home's location and neither the query nor the conversation gave one. */
  needsLocation: boolean;
  missingApiKey: boolean;
  fallback?: ProviderFallback;
  steps: PipelineStep[];
  processingTimeMs: number;
}

/** The label of the offline planner and writer. */
export const RULE_BASED_LABEL = 'local-advisor (rule-based planner)';

const since = (started: number) => Math.round((performance.now() - started) * 100) / 100;

/** Plans (plan mode) or plans, runs and answers (answer mode) a query on the back end named. */
export async function runReasoningAgent(deps: AgentDeps, request: { query: string; provider: ProviderName; mode: 'plan' | 'answer' }): Promise<AgentRun> {
  const started = performance.now();
  const { query, provider, mode } = request;
  const steps: PipelineStep[] = [];
  let fallback: ProviderFallback | undefined;
  let results: ToolResult[] = [];

  if (provider !== 'local') {
    const endpoint = deps.settings.endpoints[provider];
    const model = provider === 'openai' ? deps.settings.reasoningModel : endpoint.model;
    if (endpoint.apiKey === undefined) {
      fallback = { provider, reason: 'missing_key', message: describeFailure({ provider, reason: 'missing_key' }, endpoint.apiKeyVariable) };
    } else {
      const guard = createTurnGuard({ provider, deadlineMs: deps.settings.deadlineMs, idleTimeoutMs: deps.settings.deadlineMs, callerSignal: deps.signal });
      const client = createOpenAIClient({ apiKey: endpoint.apiKey, baseURL: endpoint.baseURL });
      const tools = TOOL_NAMES.filter((name) => name !== 'visitor_conversation' || deps.context.conversation);
      const run: ToolRunner = async (call, signal) => {
        const result = await deps.run(call, signal);
        results.push(result);
        return result;
      };
      let modelRun: ModelAgentRun | undefined;
      try {
        modelRun = await runModelAgent({ client, provider, model, guard, tools, run, query, mode });
      } catch (error) {
        const failure: ProviderError = guard.toProviderError(error);
        if (failure.reason === 'aborted' && deps.signal?.aborted) throw failure;
        fallback = { provider, reason: failure.reason, ...(failure.status !== undefined && { status: failure.status }), message: describeFailure(failure) };
        steps.push({ name: 'model planner', processingTimeMs: since(started), detail: `failed: ${failure.summary}` });
      } finally {
        guard.dispose();
      }
      if (modelRun) return modelAnswer(deps, { query, mode, provider, model, modelRun, started });
    }
  }
  return ruleBasedAnswer(deps, { query, mode, fallback, steps, earlier: results, started });
}

/** A run the model planned. */
function modelAnswer(
  deps: AgentDeps,
  input: { query: string; mode: 'plan' | 'answer'; provider: string; model: string; modelRun: ModelAgentRun; started: number },
): AgentRun {
  const { modelRun, provider, model, mode } = input;
  const planned = modelRun.planned.flatMap((call) => (call.request ? [call.request] : []));
  const refused = modelRun.planned.filter((call) => call.problem !== undefined);
  const modelName = `${provider}:${model}`;
  const plan = [...planned.map((call) => `${describeStep(call)} (${describeCall(call, deps.context)})`), `Write the answer with ${modelName}`];
  const reasoning = [
    modelRun.statedPlan || (planned.length > 0 ? `${modelName} chose ${planned.length} tool call${planned.length === 1 ? '' : 's'}.` : `${modelName} chose to answer without tools.`),
    ...refused.map((call) => `It also asked for ${call.name}, which could not run: ${call.problem}.`),
  ].join(' ');
  const rules = planByRules(deps.engine, input.query, deps.context, modelName);
  const steps: PipelineStep[] = [];
  modelRun.rounds.forEach((round, index) => {
    steps.push({ name: `model round ${index + 1}`, processingTimeMs: round.processingTimeMs, detail: modelName });
    if (index === 0) for (const result of modelRun.results) steps.push({ name: `tool: ${result.tool}`, processingTimeMs: result.processingTimeMs, detail: result.query });
  });
  return {
    planner: 'model',
    model_used: modelName,
    plan,
    reasoning,
    findings: modelRun.results.map(summariseResult),
    planned,
    plannedApiCalls: apiCallsOf(planned, deps.context),
    results: modelRun.results,
    content: mode === 'answer' ? modelRun.content : '',
    citations: knowledgeCitations(modelRun.results),
    needsLocation: rules.needsLocation && !locationFound(modelRun.results),
    missingApiKey: false,
    steps,
    processingTimeMs: since(input.started),
  };
}

/** A run the rule-based planner planned and the offline advisor answered. */
async function ruleBasedAnswer(
  deps: AgentDeps,
  input: { query: string; mode: 'plan' | 'answer'; fallback: ProviderFallback | undefined; steps: PipelineStep[]; earlier: ToolResult[]; started: number },
): Promise<AgentRun> {
  const { query, mode, fallback, steps } = input;
  const label = fallback ? `${RULE_BASED_LABEL} (fallback: ${fallback.provider} ${fallback.reason}${fallback.status ? ` ${fallback.status}` : ''})` : RULE_BASED_LABEL;
  const planStarted = performance.now();
  const plan = planByRules(deps.engine, query, deps.context, 'the offline advisor');
  steps.push({ name: 'plan', processingTimeMs: since(planStarted), detail: 'rule-based' });
  const base = {
    planner: 'rule-based' as const,
    model_used: label,
    plan: plan.steps,
    reasoning: plan.reasoning,
    planned: plan.calls,
    plannedApiCalls: apiCallsOf(plan.calls, deps.context),
    missingApiKey: fallback?.reason === 'missing_key',
    ...(fallback && { fallback }),
  };
  if (mode === 'plan') {
    return { ...base, findings: [], results: input.earlier, content: '', citations: [], needsLocation: plan.needsLocation, steps, processingTimeMs: since(input.started) };
  }

  const results: ToolResult[] = [...input.earlier];
  for (const call of plan.calls) {
    if (deps.signal?.aborted) break;
    const result = await deps.run(call, deps.signal);
    results.push(result);
    steps.push({ name: `tool: ${result.tool}`, processingTimeMs: result.processingTimeMs, detail: result.query });
  }
  const collected = conversationDetails(results);
  const needsLocation = plan.needsLocation && !locationFound(results) && collected['location'] === undefined;
  const answerStarted = performance.now();
  const reply = await deps.offline.reply({ message: query, history: [], collected }, deps.signal ? { signal: deps.signal } : {});
  steps.push({ name: 'answer', processingTimeMs: since(answerStarted), detail: 'the offline advisor' });
  const content = needsLocation && !reply.advice.includes(QUESTIONS.location) ? `${reply.advice}\n\n${QUESTIONS.location}` : reply.advice;
  return {
    ...base,
    findings: results.map(summariseResult),
    results,
    content,
    citations: reply.citations,
    needsLocation,
    steps,
    processingTimeMs: since(input.started),
  };
}

/** The planned calls that are API lookups, as requests. */
function apiCallsOf(planned: readonly ToolRequest[], context: PlanContext): string[] {
  return [...new Set(planned.filter(isApiTool).map((call) => describeCall(call, context)))];
}

/** The collected details the visitor's conversation answered, if it was read. */
function conversationDetails(results: readonly ToolResult[]): Record<string, string> {
  const read = results.find((result) => result.tool === 'visitor_conversation' && result.ok);
  const variables = (read?.response as { collectedVariables?: unknown } | undefined)?.collectedVariables;
  if (typeof variables !== 'object' || variables === null) return {};
  return Object.fromEntries(Object.entries(variables).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Whether a lookup found a place (a postcode's zone, a locality), or the conversation knows one. */
function locationFound(results: readonly ToolResult[]): boolean {
  return results.some((result) => {
    if (!result.ok) return false;
    if (result.tool === 'climate_zone_lookup') return true;
    if (result.tool === 'locality_search') return ((result.response as { localities?: unknown[] }).localities ?? []).length > 0;
    if (result.tool === 'visitor_conversation') return conversationDetails([result])['location'] !== undefined;
    return false;
  });
}

/** The articles the knowledge searches answered, as citations. */
function knowledgeCitations(results: readonly ToolResult[]): Citation[] {
  const seen = new Set<string>();
  const citations: Citation[] = [];
  for (const result of results) {
    if (result.tool !== 'knowledge_search' || !result.ok) continue;
    for (const article of (result.response as { articles?: { id: string; title: string }[] }).articles ?? []) {
      if (seen.has(article.id)) continue;
      seen.add(article.id);
      citations.push({ id: article.id, type: 'knowledge', title: article.title });
    }
  }
  return citations;
}
