/**
 * Test doubles for the back-end tests: a fixed offline analysis with a fake article, a recording
 * stub of the offline advisor, and a helper that writes a model's structured answer.
 */
import type { KnowledgeArticle } from '../../advisor/knowledge/knowledge-base';
import type { TurnAnalysis } from '../../advisor/types';
import type { AdvisorBackend, AdvisorReply, AdvisorTurnInput, TurnCallbacks } from '../backend';

/** A knowledge article with a recognisable body. */
export const FAKE_ARTICLE: KnowledgeArticle = {
  id: 'ceiling-insulation-cool-climates',
  title: 'Ceiling insulation in cool climates',
  summary: 'Ceiling insulation is the first upgrade in climate zones 6 to 8.',
  topics: ['insulation', 'ceiling'],
  zones: [6, 7, 8],
  sources: ['https://www.yourhome.gov.au/passive-design/insulation'],
  checked: '2026-01-15',
  changing: false,
  facts: ['Zone 7 ceilings commonly need R6.0 insulation.'],
  defines: [],
  body: 'In climate zone 7 a ceiling of R6.0 bulk insulation is typical for new homes. Top up gaps first.',
};

/** A second article, to see that every context article is cited. */
export const SECOND_ARTICLE: KnowledgeArticle = {
  ...FAKE_ARTICLE,
  id: 'draught-sealing',
  title: 'Draught sealing',
  body: 'Seal gaps around doors and windows before adding heating.',
};

/** The fixed analysis the stub `analyse` returns. */
export function fixedAnalysis(overrides: Partial<TurnAnalysis> = {}): TurnAnalysis {
  return {
    intent: 'advice',
    collected: { location: 'Ballarat VIC', climate_zone: '7', project_type: 'retrofit' },
    changed: ['location', 'climate_zone'],
    articles: [
      { article: FAKE_ARTICLE, score: 9.5 },
      { article: SECOND_ARTICLE, score: 4.2 },
    ],
    nextQuestion: 'What type of home is it: a detached house, a townhouse or an apartment?',
    isLeadForm: false,
    ...overrides,
  };
}

/** A stub `analyse` that records its inputs. */
export function stubAnalyse(analysis: TurnAnalysis = fixedAnalysis()) {
  const inputs: AdvisorTurnInput[] = [];
  const analyse = (input: AdvisorTurnInput): TurnAnalysis => {
    inputs.push(input);
    return analysis;
  };
  return { analyse, inputs };
}

/** A turn input with some history. */
export const TURN_INPUT: AdvisorTurnInput = {
  message: 'How much ceiling insulation do I need in Ballarat?',
  history: [
    { role: 'user', content: 'Hi, we are retrofitting an old weatherboard.' },
    { role: 'assistant', content: 'Great, where is the house?' },
  ],
  collected: { project_type: 'retrofit' },
};

/** The advice of the stub offline advisor. */
export const LOCAL_ADVICE = 'Offline advice: in zone 7, aim for R6.0 in the ceiling.';

/** A recording stub of the offline advisor that streams its advice in two chunks. */
export function stubOfflineBackend(): AdvisorBackend & { calls: { input: AdvisorTurnInput; callbacks: TurnCallbacks }[] } {
  const calls: { input: AdvisorTurnInput; callbacks: TurnCallbacks }[] = [];
  return {
    name: 'local',
    model: 'local-advisor',
    configured: true,
    history: 'engine',
    calls,
    async reply(input, callbacks = {}): Promise<AdvisorReply> {
      calls.push({ input, callbacks });
      callbacks.onStage?.('Composing the offline answer');
      callbacks.onChunk?.(LOCAL_ADVICE.slice(0, 15));
      callbacks.onChunk?.(LOCAL_ADVICE.slice(15));
      return {
        advice: LOCAL_ADVICE,
        next_question: 'local next question',
        collected_variables: { location: 'Ballarat VIC' },
        is_lead_form: false,
        citations: [{ id: FAKE_ARTICLE.id }],
        model_used: 'local-advisor',
      };
    },
  };
}

/** The model's structured answer as JSON text. */
export function modelContent(advice: string, variables: Record<string, unknown> = {}): string {
  return JSON.stringify({ advice, collected_variables: variables });
}

/** Records what a turn publishes through its callbacks. */
export function recordingCallbacks(signal?: AbortSignal) {
  const stages: string[] = [];
  const chunks: string[] = [];
  const callbacks: TurnCallbacks = {
    signal,
    onStage: (stage) => stages.push(stage),
    onChunk: (text) => chunks.push(text),
  };
  return { callbacks, stages, chunks };
}
