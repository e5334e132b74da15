/**
 * An advisor back end on any OpenAI-compatible chat-completions endpoint (OpenAI, Grok, Gemini, a
 * local server) through the openai SDK.
 *
 * A turn: the offline analysis (gazetteer, slot filling, retrieval, question policy) runs first; the
 * model then writes the advice, from the retrieved articles, and reads the visitor's details from
 * their words, as structured JSON that streams. The `advice` string is decoded while it streams and
 * passed to `onChunk` piece by piece. The details it read fill what the offline analysis left open
 * (the offline analysis wins every conflict; a place goes through the gazetteer: see
 * `mergeCollectedVariables`). The next question and the lead form stay with the deterministic
 * policy, run on the merged variables.
 *
 * Defences (shared/SAFE-DEFAULTS.md, openai rows): `maxRetries: 0` (a 429 with a long Retry-After
 * is a failure, never a sleep), a per-request timeout of 15 s, an overall deadline and an idle-chunk
 * watchdog on one AbortSignal (see turn-guard.ts), the caller's signal honoured, and the answer's
 * shape checked (an event stream, chunk objects, a JSON object with an `advice` string). Every
 * failure rejects with a typed ProviderError.
 */
import type OpenAI from 'openai';
import type { TurnAnalysis } from '../advisor/types';
import type { AdvisorBackend, AdvisorReply, AdvisorTurnInput, TurnCallbacks } from './backend';
import type { CollectedVariables } from '@energy-advisor/contracts';
import { AdviceExtractor } from './advice-extractor';
import { ADVISOR_REPLY_FORMAT, buildAdvisorMessages, contextArticles } from './advisor-prompt';
import { mergeCollectedVariables, parseModelReply } from './model-reply';
import { placeLookup } from './place-lookup';
import { QUESTIONS, nextSlot } from '../advisor/policy';
import { ProviderError, ProviderUnavailableError } from './provider-error';
import { type TurnGuard, createTurnGuard } from './turn-guard';
import { REQUEST_TIMEOUT_MS, createOpenAIClient } from './openai-client';

/** Options of {@link createOpenAICompatibleBackend}. */
export interface OpenAICompatibleProviderOptions {
  /** Stable provider name: 'openai', 'grok', 'gemini'. */
  name: string;
  model: string;
  /** Absent or blank: the provider reports itself as not configured. */
  apiKey: string | undefined;
  /** The variable that holds the key, reported as `missingKey` (default `${NAME}_API_KEY`). */
  apiKeyVariable?: string;
  baseURL: string;
  /** The offline analysis of a turn (the advisor engine's `analyse`). */
  analyse: (input: AdvisorTurnInput) => TurnAnalysis;
  /** Overall deadline of a turn, from the request to the last chunk. */
  deadlineMs: number;
  /** Longest allowed gap between two chunks once the stream has started. */
  idleTimeoutMs: number;
  /** The SDK's per-request timeout (until the response headers); default {@link REQUEST_TIMEOUT_MS}. */
  requestTimeoutMs?: number;
}

export { REQUEST_TIMEOUT_MS };

/** Thinking stages an LLM turn publishes through `onStage`, in order. */
export const LLM_STAGES = {
  location: 'Finding your climate zone',
  search: 'Searching the knowledge base',
  asking: (model: string) => `Asking ${model}`,
  writing: 'Writing the answer',
} as const;

/** Creates an {@link AdvisorBackend} that lets an OpenAI-compatible model write the advice. */
export function createOpenAICompatibleBackend(options: OpenAICompatibleProviderOptions): AdvisorBackend {
  const { name, model, baseURL, analyse, deadlineMs, idleTimeoutMs } = options;
  const apiKey = options.apiKey?.trim() || undefined;
  const apiKeyVariable = options.apiKeyVariable ?? `${name.toUpperCase()}_API_KEY`;
  const lookupPlace = placeLookup(analyse);
  const client = apiKey === undefined ? undefined : createOpenAIClient({ apiKey, baseURL, timeoutMs: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS });

  async function reply(input: AdvisorTurnInput, callbacks: TurnCallbacks = {}): Promise<AdvisorReply> {
    if (client === undefined) throw new ProviderUnavailableError(name, apiKeyVariable);
    const { onStage } = callbacks;

    onStage?.(LLM_STAGES.location);
    const analysis = analyse(input);
    onStage?.(LLM_STAGES.search);
    const articles = contextArticles(analysis);

    const guard = createTurnGuard({ provider: name, deadlineMs, idleTimeoutMs, callerSignal: callbacks.signal });
    try {
      guard.throwIfAborted();
      onStage?.(LLM_STAGES.asking(model));
      const content = await streamContent(client, guard, buildAdvisorMessages(input, analysis), callbacks);
      const parsed = parseModelReply(content);
      if (parsed === undefined) {
        throw new ProviderError(
          name,
          'malformed',
          content.trim() === ''
            ? `${name}: the answer had no content`
            : `${name}: the answer is not a JSON object with an "advice" string`,
        );
      }
      const collected = mergeCollectedVariables(analysis, parsed.variables, { message: input.message, lookupPlace });
      return {
        advice: parsed.advice,
        next_question: nextQuestionAfterModel(analysis, collected),
        collected_variables: collected,
        is_lead_form: analysis.isLeadForm,
        citations: articles.map((article) => ({ id: article.id, type: 'knowledge', title: article.title })),
        model_used: `${name}:${model}`,
      };
    } catch (error) {
      throw guard.toProviderError(error);
    } finally {
      guard.dispose();
    }
  }

  /** Streams the completion; returns the whole content and passes the advice text to `onChunk`. */
  async function streamContent(
    openai: OpenAI,
    guard: TurnGuard,
    messages: ReturnType<typeof buildAdvisorMessages>,
    callbacks: TurnCallbacks,
  ): Promise<string> {
    const { data: stream, response } = await openai.chat.completions
      .create({ model, messages, stream: true, response_format: ADVISOR_REPLY_FORMAT }, { signal: guard.signal })
      .withResponse();

    const contentType = response.headers.get('content-type') ?? '';
    if (!contentType.toLowerCase().includes('text/event-stream')) {
      stream.controller.abort();
      throw new ProviderError(name, 'malformed', `${name}: expected an event stream, got "${contentType || 'no content type'}"`, {
        status: response.status,
      });
    }

    guard.touch();
    const extractor = new AdviceExtractor();
    let content = '';
    let writing = false;
    for await (const chunk of stream) {
      guard.touch();
      const delta = contentDelta(chunk);
      if (delta === undefined) throw new ProviderError(name, 'malformed', `${name}: a stream chunk is not a completion chunk`);
      content += delta;
      const text = extractor.push(delta);
      if (text === '') continue;
      if (!writing) {
        writing = true;
        callbacks.onStage?.(LLM_STAGES.writing);
      }
      callbacks.onChunk?.(text);
    }
    // The SDK ends an aborted stream quietly; an abort (deadline, idle, caller) is still a failure.
    guard.throwIfAborted();
    return content;
  }

  return { name, model, configured: client !== undefined, missingKey: client === undefined ? apiKeyVariable : undefined, history: 'full', reply };
}

/** The content delta of a chunk: '' for chunks without content, undefined when the shape is wrong. */
function contentDelta(chunk: unknown): string | undefined {
  if (typeof chunk !== 'object' || chunk === null || !('choices' in chunk) || !Array.isArray(chunk.choices)) return undefined;
  const choices: unknown[] = chunk.choices;
  const choice = choices[0];
  if (choice === undefined) return '';
  if (typeof choice !== 'object' || choice === null || !('delta' in choice)) return undefined;
  const delta = choice.delta;
  if (typeof delta !== 'object' || delta === null) return undefined;
  const content = 'content' in delta ? delta.content : undefined;
  if (content === undefined || content === null) return '';
  return typeof content === 'string' ? content : undefined;
}

/**
 * The policy's question once the model's variables are merged: a slot the model filled is not
 * asked again. The lead form, and an ambiguous place the model did not resolve, keep the
 * analysis's own next question.
 */
function nextQuestionAfterModel(analysis: TurnAnalysis, collected: CollectedVariables): string {
  if (analysis.isLeadForm || (analysis.ambiguousPlace && collected['location'] === undefined)) return analysis.nextQuestion;
  const slot = nextSlot(collected);
  return slot ? QUESTIONS[slot] : analysis.nextQuestion;
}
