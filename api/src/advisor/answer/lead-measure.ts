/**
 * A question about "that" right after an overview ("how much would that cost?", "is it worth it?")
 * asks about the measure the overview put first: the one the visitor was just told to start with.
 */
import type { CollectedVariables } from '@energy-advisor/contracts';
import { CONCEPTS } from '../understanding/lexicon';
import { hasSubject } from '../understanding/follow-up';
import type { QuestionType } from '../understanding/question-type';
import type { Understanding } from '../understanding/understand';
import { overviewArticleIds } from './overview';

/** Kinds of question asked of one measure. */
const OF_A_MEASURE: ReadonlySet<QuestionType> = new Set(['cost', 'worth_it', 'rebate']);

/** A word that points back at the thing just recommended. */
const POINTS_AT = /\b(that|it|this|them|those|these|one)\b/;

/**
 * `own` (the follow-up as said) re-read about the overview's first measure, when it asks a price,
 * a judgement or a rebate of "that" after a broad question (`earlier`); undefined otherwise.
 */
export function aboutLeadMeasure(own: Understanding, earlier: Understanding, collected: CollectedVariables, reread: (text: string) => Understanding): Understanding | undefined {
  if (!earlier.broad || own.broad || hasSubject(own) || !OF_A_MEASURE.has(own.type)) return undefined;
  const pointer = POINTS_AT.exec(own.text);
  const [, lead] = overviewArticleIds(earlier, collected);
  const concept = lead === undefined ? undefined : (CONCEPTS.find((candidate) => candidate.articles[0] === lead) ?? CONCEPTS.find((candidate) => candidate.articles.includes(lead)));
  if (!pointer || !concept) return undefined;
  return reread(`${own.text.slice(0, pointer.index)}${concept.label}${own.text.slice(pointer.index + pointer[0].length)}`);
}
