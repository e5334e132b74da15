import type { BuildingDetails, CollectedVariables, SalesMessage } from '@energy-advisor/contracts';
import type { KnowledgeArticle } from './knowledge/knowledge-base';
import type { Understanding } from './understanding/understand';

/** One visitor turn: what the engine (and every back end) answers. */
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
 * The offline advisor composes its answer from this; an LLM back end hands the articles to the model.
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
  /** What the visitor's question asks (advice turns): its concepts, type and breadth. */
  question?: Understanding;
  /** A second question the message asks ("..., and how much does it cost?"), answered after the first from its own articles. */
  also?: { question: Understanding; articles: RetrievedArticle[] };
  /**
   * The turn gave a place or a tenure for the question asked just before it ("We're in Ringwood,
   * should've said", "we rent though"): that question is answered again for it, the place's zone or
   * what renting changes first.
   */
  answersEarlier?: boolean;
  /** Another place the message sets beside the home ("the same zone as Melbourne?"): its variables. */
  comparedPlace?: CollectedVariables;
  /** A location the visitor named that exists in several states; the next question asks which. */
  ambiguousPlace?: { name: string; states: string[] };
}
