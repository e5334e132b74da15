import type { AdvisorReply, AdvisorTurnInput } from './types';
import type { AdvisorEngine } from './engine';

/** The offline engine's model name, as model_used reports it. */
export const LOCAL_MODEL = 'local-advisor';

/** Splits text into streaming pieces of a few words, keeping whitespace so they join back exactly. */
export function chunkText(text: string, wordsPerChunk = 6): string[] {
  const pieces = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let index = 0; index < pieces.length; index += wordsPerChunk) {
    chunks.push(pieces.slice(index, index + wordsPerChunk).join(''));
  }
  const leading = /^\s+/.exec(text)?.[0];
  if (leading && chunks.length > 0) chunks[0] = leading + chunks[0];
  return chunks;
}

/**
 * One turn of the offline engine as plain data: the thinking stages it went through after reading
 * the message, the reply's streaming pieces and the reply. Plain data so that it can be computed in
 * a worker thread (see `engine-pool.ts`) and replayed on the conversation's sockets.
 */
export interface LocalTurn {
  stages: string[];
  chunks: string[];
  reply: AdvisorReply;
}

/** The stage published before the engine starts; the others come from {@link runLocalTurn}. */
export const FIRST_STAGE = 'Reading your message';

export function runLocalTurn(engine: AdvisorEngine, input: AdvisorTurnInput): LocalTurn {
  const stages: string[] = [];
  const analysis = engine.analyse(input);
  if (analysis.changed.includes('location')) stages.push('Finding your climate zone');
  if (analysis.articles.length > 0) stages.push('Searching the knowledge base');
  const { advice, citations } = engine.compose(input, analysis);
  stages.push('Writing the answer');
  return {
    stages,
    chunks: chunkText(advice),
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
