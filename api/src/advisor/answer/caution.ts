/**
 * A danger the visitor's own plan runs into, said before anything else: sealing a home up while a gas
 * heater with no flue warms it ("Mum wants towels under every door", "is it safe to seal the place up
 * while Dad runs that heater?") can fill the room with carbon monoxide.
 */
import type { KnowledgeArticle } from '../knowledge/knowledge-base';
import { FLUELESS } from '../slots/fuels';
import type { Understanding } from '../understanding/understand';
import { proseSentences } from './article-sentences';

/** A sentence warning against sealing up a room with a heater that has no flue. */
const WARNS = /\b(do not|never)\b[^.]*\b(draught-proof|seal)\w*[^.]*\bunflued\b/i;

/** The cited sentence warning of the danger, when the message seals up a home it says has a heater with no flue. */
export function cautionSentence(understanding: Pick<Understanding, 'text' | 'concepts' | 'context'>, articles: readonly KnowledgeArticle[]): string | undefined {
  const sealing = understanding.concepts.includes('draughts') || understanding.context.includes('draughts');
  if (!sealing || !FLUELESS.test(understanding.text)) return undefined;
  for (const article of articles) {
    const found = proseSentences(article).find((sentence) => WARNS.test(sentence));
    if (found) return found;
  }
  return undefined;
}
