import type { AdvisorReply, AdvisorTurnInput } from './types';
import type { AdvisorEngine } from './engine';

/** The offline engine's model name, as model_used reports it. */
export const LOCAL_MODEL = 'local-advisor';

/** Whether a UTF-16 code unit is whitespace as the regular expression class \s defines it. */
function isSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 ||
    code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}

/**
 * Splits text into streaming pieces of a few words, keeping whitespace so they join back exactly:
 * a piece ends where its (wordsPerChunk + 1)th word starts; leading whitespace goes with the first.
 * One pass over the text, slicing the original (a reply is chunked on every turn).
 */
export function chunkText(text: string, wordsPerChunk = 6): string[] {
  const chunks: string[] = [];
  let words = 0;
  let start = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index += 1) {
    const space = isSpace(text.charCodeAt(index));
    if (!space && !inWord) {
      if (words > 0 && words % wordsPerChunk === 0) {
        chunks.push(text.slice(start, index));
        start = index;
      }
      words += 1;
    }
    inWord = !space;
  }
  if (words > 0) chunks.push(text.slice(start));
  return chunks;
}

/**
 * One turn of the offline engine as plain data: the thinking stages it went through after reading
 * the message, and the reply. Plain data so that it can be computed in a worker thread (see
 * `engine-pool.ts`) and replayed on the conversation's sockets (the advice cut by {@link chunkText}
 * there, and only when a socket listens: most turns have none).
 */
export interface LocalTurn {
  stages: string[];
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
