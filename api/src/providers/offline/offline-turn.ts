import type { AdvisorTurnInput } from '../../advisor/types';
import type { AdvisorEngine } from '../../advisor/engine';
import type { ComputedTurn } from '../backend';

/** The offline advisor's model name, as model_used reports it. */
export const LOCAL_MODEL = 'local-advisor';

/** The first thinking stage of every offline turn. */
export const FIRST_STAGE = 'Reading your message';

/**
 * One turn of the offline engine as plain data: the thinking stages it went through and the reply.
 * Plain data so that it can be computed in a worker thread and replayed on the conversation's
 * sockets afterwards (see `replay-turn.ts`).
 */
export function answerTurn(engine: AdvisorEngine, input: AdvisorTurnInput): ComputedTurn {
  const stages = [FIRST_STAGE];
  const analysis = engine.analyse(input);
  if (analysis.changed.includes('location')) stages.push('Finding your climate zone');
  if (analysis.articles.length > 0) stages.push('Searching the knowledge base');
  const { advice, citations } = engine.compose(input, analysis);
  stages.push('Writing the answer');
  return {
    stages,
    reply: {
      advice,
      next_question: analysis.nextQuestion,
      collected_variables: analysis.collected,
      is_lead_form: analysis.isLeadForm,
      citations,
      model_used: LOCAL_MODEL,
    },
  };
}
