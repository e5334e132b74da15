import type { AdvisorProvider, AdvisorReply, AdvisorTurnInput, TurnCallbacks } from './types';
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

/** The offline engine as a provider: always configured, deterministic, no network. */
export function createLocalProvider(engine: AdvisorEngine): AdvisorProvider {
  return {
    name: 'local',
    model: LOCAL_MODEL,
    configured: true,
    async reply(input: AdvisorTurnInput, callbacks: TurnCallbacks = {}): Promise<AdvisorReply> {
      callbacks.onStage?.('Reading your message');
      const analysis = engine.analyse(input);
      if (analysis.changed.includes('location')) callbacks.onStage?.('Finding your climate zone');
      if (analysis.articles.length > 0) callbacks.onStage?.('Searching the knowledge base');
      const { advice, citations } = engine.compose(input, analysis);
      callbacks.onStage?.('Writing the answer');
      for (const chunk of chunkText(advice)) {
        if (callbacks.signal?.aborted) break;
        callbacks.onChunk?.(chunk);
      }
      return {
        advice,
        next_question: analysis.nextQuestion,
        collected_variables: analysis.collected,
        is_lead_form: analysis.isLeadForm,
        citations,
        model_used: LOCAL_MODEL,
      };
    },
  };
}
