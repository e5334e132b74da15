import type { BuildingDetails, Citation, CollectedVariables, SalesMessage } from '@energy-advisor/contracts';
import type { KnowledgeArticle } from './knowledge-base';

/** One visitor turn, as every advisor back end receives it. */
export interface AdvisorTurnInput {
  /** The visitor's new message. */
  message: string;
  /** Earlier messages of the conversation, oldest first. */
  history: SalesMessage[];
  /** What was collected before this turn. */
  collected: CollectedVariables;
  /** Building details the host page supplied, if any. */
  buildingDetails?: BuildingDetails;
}

/** What the visitor wants from this turn. */
export type TurnIntent = 'greeting' | 'advice' | 'lead' | 'out_of_scope' | 'details';

/** An article retrieved for the turn, with the passage chosen for the visitor's zone. */
export interface RetrievedArticle {
  article: KnowledgeArticle;
  score: number;
}

/**
 * The offline analysis every back end shares: slot filling, retrieval and the question policy.
 * The local provider writes its reply from this; an LLM provider hands the articles to the model.
 */
export interface TurnAnalysis {
  intent: TurnIntent;
  /** Collected variables after this turn (previous ones plus what the message added or corrected). */
  collected: CollectedVariables;
  /** Names of the variables this turn set or changed. */
  changed: string[];
  /** Retrieved articles, best first (empty for greetings, lead requests and out-of-scope turns). */
  articles: RetrievedArticle[];
  /** The next question by the policy's order, or '' when nothing is left to ask. */
  nextQuestion: string;
  /** Whether the lead form should be shown now. */
  isLeadForm: boolean;
  /** A location the visitor named that exists in several states; the next question asks which. */
  ambiguousPlace?: { name: string; states: string[] };
}

/** An advisor's answer to one turn (the fields of the sales advice answer that it decides). */
export interface AdvisorReply {
  advice: string;
  next_question: string;
  collected_variables: CollectedVariables;
  is_lead_form: boolean;
  citations: Citation[];
  /** Which back end and model answered, e.g. "local-advisor", "openai:gpt-4o", "local-advisor (fallback: openai timeout)". */
  model_used: string;
}

/** Progress callbacks: stages for the typing indicator, text pieces for streaming. */
export interface TurnCallbacks {
  signal?: AbortSignal;
  onStage?: (stage: string) => void;
  onChunk?: (text: string) => void;
  /**
   * Whether anybody receives the chunks now (a socket on the conversation). When it answers false
   * a provider that has the whole reply at once (the offline engine) need not cut it into chunks.
   */
  streaming?: () => boolean;
}

/**
 * The earlier messages a provider reads: 'full' the newest HISTORY_LIMIT of them (see
 * `chat/turn-store.ts`); 'engine' only those `engineHistory` keeps, which the turn store serves
 * from memory.
 */
export type HistoryScope = 'full' | 'engine';

/** An AI back end. The offline engine is one; OpenAI, Grok and Gemini are others. */
export interface AdvisorProvider {
  /** The earlier messages it reads; 'full' when not given. */
  readonly history?: HistoryScope;
  /** Stable name: 'local', 'openai', 'grok', 'gemini'. */
  readonly name: string;
  /** The model it uses ('local-advisor' for the offline engine). */
  readonly model: string;
  /** False when a required key is missing: the provider must not be called then. */
  readonly configured: boolean;
  /** The environment variable that is missing when not configured. */
  readonly missingKey?: string;
  reply(input: AdvisorTurnInput, callbacks?: TurnCallbacks): Promise<AdvisorReply>;
}
