/**
 * Telling of measures already done ("we did the ceiling last year"): which they are, and a broad
 * question asked again without them.
 */
import { partsIn } from './parts';
import { GENERAL } from './subjectless';
import type { Understanding } from './understand';

/**
 * Saying a thing is done ("we did the ceiling last year", "roof insulation's sorted already", "the
 * walls were insulated a few years back").
 */
const DONE =
  /\b(already|sorted|done|did|redid|redone|finished|taken care of|ticked off|put in|installed|fitted|insulated|replaced|upgraded|swapped|last (year|month|summer|winter|spring|autumn)|(years?|months?|while) (ago|back)|in (19|20)\d\d)\b|\b(are|is|'s|was|were) (all |now )?(in|on|up)[.!]?$/;
/** Asking only what comes after ("what's next?", "what now?", "then what?"). */
const NEXT = /\b(what'?s next|what next|what now|then what|next steps?|where to now|what else)\b/;
/** A message opening on a question word: it asks something of its own. */
export const ASKING_OPENING = /^(is|are|do|does|did|can|could|should|would|will|what|what's|how|which|why|where|when|who)\b/;

/**
 * The measures a message says are done, when it asks nothing else (or only what comes next): the
 * concepts it names, those it rules out, and the parts of the house named alone ("did the ceiling":
 * their insulation). Empty when it does not tell of something done.
 */
export function doneAlready(question: Understanding): string[] {
  if (question.broad || !DONE.test(question.text)) return [];
  const asks = question.text.includes('?') || question.type !== 'general' || ASKING_OPENING.test(question.text);
  if (asks && !NEXT.test(question.text)) return [];
  const parts = partsIn(question.text);
  const named = [...question.concepts, ...question.excluded, ...parts.wanted.map((part) => part.concept.id), ...parts.refused.map((part) => part.id)];
  return [...new Set(named)].filter((id) => !GENERAL.has(id));
}

/**
 * After a broad question, saying a measure is done ("we already did the ceiling", "roof insulation's
 * sorted") asks the same question again without it: the next priorities, not the article on the thing
 * done.
 */
export function withoutDone(question: Understanding, earlier: Understanding): Understanding | undefined {
  if (!earlier.broad) return undefined;
  const done = doneAlready(question);
  if (done.length === 0) return undefined;
  const setAside = [...new Set([...(earlier.setAside ?? []), ...done])];
  return {
    ...earlier,
    text: `${earlier.text} ${question.text}`,
    own: question.text,
    concepts: earlier.concepts.filter((id) => !done.includes(id)),
    excluded: [...new Set([...earlier.excluded, ...done])],
    setAside,
  };
}
