/**
 * The keyed planner: the model plans with tool calls (OpenAI function calling) and, when running,
 * gets each tool's real answer back until it writes the answer. Every answer of the endpoint is
 * checked before use; anything else is a ProviderError (the caller falls back to the rule-based
 * planner).
 */
import type OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import { ProviderError } from '../providers/provider-error';
import type { TurnGuard } from '../providers/turn-guard';
import { TOOLS, checkToolArguments, isToolName, type ToolName, type ToolRequest, type ToolResult, type ToolRunner } from './tools';

/** Model rounds at most: the last one may not call tools, so the model must answer. */
export const MAX_MODEL_ROUNDS = 4;
/** Longest tool answer handed back to the model, in characters of JSON. */
const TOOL_ANSWER_CHARS = 6_000;

const SYSTEM_PROMPT = [
  'You are the planning agent of the Energy Advisor, an Australian home energy efficiency advisor',
  '(NCC climate zones, NatHERS star ratings, insulation, glazing, heating, cooling, hot water, solar).',
  'Plan which tools to call to answer the question, call them, then answer ONLY from what they return.',
  "Before your tool calls, state your plan in one or two short sentences in the message's content.",
  'Use climate_zone_lookup for a postcode and locality_search for a town or suburb; use knowledge_search for',
  'facts and advice. Never invent figures, prices, rebates or ratings. If the answer depends on where the home',
  'is and no place is known, say which town or city you need. Answer in short plain English, Australian spelling.',
].join(' ');

/** One planned call the model made, checked. */
export interface ModelToolCall {
  id: string;
  request?: ToolRequest;
  /** Why the call could not run (an unknown tool, invalid arguments). */
  problem?: string;
  name: string;
}

/** What a model run did. */
export interface ModelAgentRun {
  /** The model's plan in its own words (its content beside the first tool calls), if it gave one. */
  statedPlan: string;
  /** Every call the model asked for, in order (with `problem` when it could not run). */
  planned: ModelToolCall[];
  /** The calls that ran, with their answers. */
  results: ToolResult[];
  /** The answer (empty in plan mode). */
  content: string;
  rounds: { processingTimeMs: number }[];
}

/** Options of {@link runModelAgent}. */
export interface ModelAgentOptions {
  client: OpenAI;
  provider: string;
  model: string;
  guard: TurnGuard;
  /** The tools the caller may use (the conversation tool only with credentials). */
  tools: readonly ToolName[];
  run: ToolRunner;
  query: string;
  /** plan: one round, its tool calls planned but not run; answer: tools run until the model answers. */
  mode: 'plan' | 'answer';
}

/** The tools as the chat-completions API takes them. */
export function toolDefinitions(names: readonly ToolName[]): ChatCompletionTool[] {
  return names.map((name) => ({
    type: 'function',
    function: { name, description: TOOLS[name].description, parameters: JSON.parse(JSON.stringify(TOOLS[name].parameters)) as Record<string, unknown> },
  }));
}

/** Plans (and in answer mode runs) a query with the model. Rejects with a ProviderError. */
export async function runModelAgent(options: ModelAgentOptions): Promise<ModelAgentRun> {
  const { client, provider, model, guard, tools, run, query, mode } = options;
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: query },
  ];
  const outcome: ModelAgentRun = { statedPlan: '', planned: [], results: [], content: '', rounds: [] };
  const definitions = toolDefinitions(tools);

  for (let round = 1; round <= MAX_MODEL_ROUNDS; round++) {
    guard.throwIfAborted();
    const last = round === MAX_MODEL_ROUNDS;
    const started = performance.now();
    const answer: unknown = await client.chat.completions.create(
      { model, messages, ...(definitions.length > 0 && { tools: definitions, tool_choice: last ? 'none' : 'auto' }) },
      { signal: guard.signal },
    );
    outcome.rounds.push({ processingTimeMs: Math.round(performance.now() - started) });
    const message = assistantMessage(provider, answer);
    const calls = message.toolCalls.map((call) => checkCall(call, tools));
    if (round === 1 && calls.length > 0) outcome.statedPlan = message.content.trim();

    if (calls.length === 0 || last) {
      if (mode === 'plan') return outcome;
      if (message.content.trim() === '') throw new ProviderError(provider, 'malformed', `${provider}: the final answer had no content`);
      outcome.content = message.content.trim();
      return outcome;
    }
    outcome.planned.push(...calls);
    if (mode === 'plan') return outcome;

    messages.push({
      role: 'assistant',
      content: message.content === '' ? null : message.content,
      tool_calls: message.toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } })),
    });
    for (const call of calls) {
      let content: string;
      if (call.request) {
        const result = await run(call.request, guard.signal);
        outcome.results.push(result);
        content = JSON.stringify({ ok: result.ok, response: result.response }).slice(0, TOOL_ANSWER_CHARS);
      } else {
        content = JSON.stringify({ ok: false, error: call.problem });
      }
      messages.push({ role: 'tool', tool_call_id: call.id, content });
    }
  }
  return outcome;
}

interface RawToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** The assistant message of a completion, checked: content (maybe '') and tool calls. */
function assistantMessage(provider: string, answer: unknown): { content: string; toolCalls: RawToolCall[] } {
  const malformed = (what: string) => new ProviderError(provider, 'malformed', `${provider}: ${what}`);
  if (typeof answer !== 'object' || answer === null || !('choices' in answer) || !Array.isArray(answer.choices)) {
    throw malformed('the answer is not a chat completion');
  }
  const choice: unknown = answer.choices[0];
  if (typeof choice !== 'object' || choice === null || !('message' in choice) || typeof choice.message !== 'object' || choice.message === null) {
    throw malformed('the completion has no message');
  }
  const message = choice.message as { content?: unknown; tool_calls?: unknown };
  if (message.content !== undefined && message.content !== null && typeof message.content !== 'string') throw malformed('the message content is not text');
  const rawCalls = message.tool_calls ?? [];
  if (!Array.isArray(rawCalls)) throw malformed('tool_calls is not a list');
  const toolCalls = rawCalls.map((call: unknown, index): RawToolCall => {
    const fn = typeof call === 'object' && call !== null && 'function' in call ? (call.function as { name?: unknown; arguments?: unknown }) : undefined;
    if (!fn || typeof fn.name !== 'string' || (fn.arguments !== undefined && typeof fn.arguments !== 'string')) throw malformed('a tool call has no function name or arguments');
    const id = typeof call === 'object' && call !== null && 'id' in call && typeof call.id === 'string' ? call.id : `call_${index + 1}`;
    return { id, name: fn.name, arguments: fn.arguments ?? '' };
  });
  return { content: typeof message.content === 'string' ? message.content : '', toolCalls };
}

function checkCall(call: RawToolCall, allowed: readonly ToolName[]): ModelToolCall {
  if (!isToolName(call.name) || !allowed.includes(call.name)) return { id: call.id, name: call.name, problem: `there is no tool ${call.name}` };
  const args = checkToolArguments(call.name, call.arguments);
  if (typeof args === 'string') return { id: call.id, name: call.name, problem: args };
  return { id: call.id, name: call.name, request: { tool: call.name, args, why: 'the model chose it' } };
}
