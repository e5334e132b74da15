/**
 * Asking whether one thing takes in another ("does it include the hot water system?", "does the hot
 * water come into that star number at all?", "is the pool pump counted?"): the question is about the
 * thing that would include (the rating, the budget, the rebate), and the thing asked after is what it
 * is asked of, so the answer comes from the including thing's article and opens on the sentence that
 * says whether the other is in it.
 */
import type { Named } from './concepts-in';
import type { Concept } from './concept';

/** A sentence saying whether a thing is taken in: a word of inclusion or of leaving out. */
const SAYS_INCLUDED = /\b(not|no|only|excluded|excludes|include[sd]?|including|covers?|covered|counts?|counted|takes? in|left out)\b/i;

/** Whether a sentence names one of the things asked after and says whether it is in or out. */
export const saysIncluded = (sentence: string, things: readonly Concept[]): boolean =>
  SAYS_INCLUDED.test(sentence) && things.some((concept) => concept.names.test(sentence.toLowerCase()));

/** A verb asking whether the thing before it takes in the thing after it ("does it include X"). */
const INCLUDES = /^(?:does|do|did|will|would|is|are|can|could)\b[^.?!]{0,40}?\b(?:include|cover|count|take in|factor in|account for|allow for)\b/;
/** Words after the thing asked after, asking whether it is in the other ("is X included", "does X come into that"). */
export const INCLUDED = /\b(?:included|counted|covered|factored in|(?:come|comes|factor|factors) into|part of) (?:it|that|this|them|those|the)\b|\b(?:count|counts|counted|go|goes) towards?\b|(?<=\b(?:is|are) [\w -]{1,40})\bpart of\b|\b(?:included|counted|covered) in\b|\b(?:included|counted|covered)\s*\??$/;

/** Asking what a thing takes in: "what's included in it", "what does it count", "what gets covered". */
const ASKS_WHAT_INCLUDED = /\bwhat(?:'s| is| are| gets?| does (?:it|that|this|the \w+) )?\s*(?:\w+ )?(?:included|counted|covered|count|cover|include)\b/;

/**
 * Of the things a question names, those it asks whether something else takes in; empty when it asks
 * no such thing, or names nothing else it could be asked of (no other thing, no "it" or "that").
 */
export function askedIncluded(text: string, subject: readonly Named[]): Named[] {
  const clause = /[^.?!]*[?]?\s*$/.exec(text)?.[0] ?? text;
  const offset = text.length - clause.length;
  // "does the pool pump count towards this budget?": the thing before the marker is asked after
  // "what's actually included in it?": what is taken in is asked, not whether a thing named is
  if (ASKS_WHAT_INCLUDED.test(clause)) return [];
  const marker = INCLUDED.exec(clause);
  const verb = marker ? null : INCLUDES.exec(clause.trimStart());
  let found: Named[];
  if (marker) {
    const before = offset + marker.index;
    found = subject.filter((named) => named.at >= offset && named.end <= before);
  } else if (verb) {
    const after = offset + (clause.length - clause.trimStart().length) + verb[0].length;
    found = subject.filter((named) => named.at >= after);
  } else return [];
  if (found.length === 0 || (found.length === subject.length && !/\b(?:it|that|this|they|them)\b/.test(clause))) return [];
  return found;
}
