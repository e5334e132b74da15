/**
 * The seam between the chat turn and the AI back ends: every back end (the offline advisor, the
 * OpenAI-compatible ones, a fallback decorator around any of them) implements {@link AdvisorBackend}.
 */
import type { Citation, CollectedVariables } from '@energy-advisor/contracts';
import type { AdvisorTurnInput } from '../advisor/types';
import type { ProviderFailureReason } from './provider-error';

export type { AdvisorTurnInput };

/** A back end's answer to one turn (the fields of the chat answer that it decides). */
export interface AdvisorReply {
  advice: string;
  next_question: string;
  collected_variables: CollectedVariables;
  is_lead_form: boolean;
  citations: Citation[];
  /** Which back end and model answered, e.g. "local-advisor", "openai:gpt-4o", "local-advisor (fallback: openai timeout)". */
  model_used: string;
  /** Set by the fallback decorator when the back end asked for could not answer and the offline advisor did. */
  fallback?: BackendFallback;
}

/** Why the back end asked for did not answer a turn (see `fallback.ts`). */
export interface BackendFallback {
  provider: string;
  reason: ProviderFailureReason;
  /** The HTTP status the endpoint answered, when there was one. */
  status?: number | undefined;
}

/** Progress callbacks: stages for the typing indicator, text pieces for streaming. */
export interface TurnCallbacks {
  signal?: AbortSignal;
  onStage?: (stage: string) => void;
  onChunk?: (text: string) => void;
  /**
   * Whether anybody receives the chunks now (a socket on the conversation). When it answers false
   * a back end that has the whole reply at once (the offline advisor) need not cut it into chunks.
   */
  streaming?: () => boolean;
}

/**
 * The earlier messages a back end reads: 'full' the newest of them (see `chat/turn-records.ts`);
 * 'engine' only those the offline engine reads (`engineHistory`), which the turn store serves
 * from memory.
 */
export type HistoryScope = 'full' | 'engine';

/**
 * A whole turn computed at once, as plain data (so that a worker thread can compute it): the
 * thinking stages it went through and the reply. `replayTurn` plays it on a turn's callbacks.
 */
export interface ComputedTurn {
  stages: string[];
  reply: AdvisorReply;
}

/** An AI back end. The chat turn asks one for each reply; the registry picks it by name. */
export interface AdvisorBackend {
  /** Stable name, as ADVISOR_PROVIDER and the health report name it: 'local', 'openai', 'grok', 'gemini'. */
  readonly name: string;
  /** The model it uses ('local-advisor' for the offline advisor). */
  readonly model: string;
  /** False when a required key is missing: it must not be called then. */
  readonly configured: boolean;
  /** The environment variable that is missing when not configured. */
  readonly missingKey?: string | undefined;
  /** The earlier messages it reads. */
  readonly history: HistoryScope;
  /** Answers one turn, publishing its progress on the callbacks. */
  reply(input: AdvisorTurnInput, callbacks?: TurnCallbacks): Promise<AdvisorReply>;
  /**
   * Set by a back end whose answer is a synchronous, pure function of the turn's input (the
   * offline advisor): a module whose default export builds that function (input → ComputedTurn)
   * once per thread. With it, a turn worker can answer a whole turn (read, answer, store) off the
   * event loop (see `chat/turn-workers.ts`).
   */
  readonly threadModule?: URL | undefined;
}
