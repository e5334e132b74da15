/**
 * The ways an evaluation case is played. Every case is played as written ('plain'); a case whose
 * turns carry paraphrases is also played with every turn's first paraphrase ('typo': lower case,
 * typos, no punctuation) and with every turn's second ('colloquial': indirect or everyday wording),
 * each as a conversation of its own with the same expectations.
 */
import type { EvalCase, EvalTurn } from './cases';

export type Variant = 'plain' | 'typo' | 'colloquial';

export const VARIANTS: readonly Variant[] = ['plain', 'typo', 'colloquial'];

/** The ways this case is played. */
export const variantsOf = (item: EvalCase): Variant[] => (item.paraphrased ? [...VARIANTS] : ['plain']);

/** What the visitor says in a turn, in the given variant. */
export function turnText(turn: EvalTurn, variant: Variant): string {
  if (variant === 'plain') return turn.user;
  if (!turn.paraphrases) throw new Error(`a turn without paraphrases cannot be played as ${variant}: ${JSON.stringify(turn.user)}`);
  return variant === 'typo' ? turn.paraphrases[0] : turn.paraphrases[1];
}
