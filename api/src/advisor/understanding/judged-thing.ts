/**
 * Which of several things a "worth it" question judges: the one named right before "worth it" ("the
 * feed-in we get is a joke ... is a battery actually worth it" judges the battery).
 */
import type { Concept } from './lexicon';
import { GENERAL_CONCEPTS } from './focus';

/** The words that ask whether a thing is worth it. */
const WORTH_WORDS = /\b(worth|pays? (its|their) way|pays? (off|for itself|for themselves)|(started |starting |begun |begin )?(to )?make sense|makes? (any )?sense|stacks? up)\b/;
/** How many characters may stand between the thing judged and "worth it" ("a battery actually worth it"). */
const JUDGED_REACH = 20;

/**
 * Of several things asked about, the one named just before "worth it" is judged: the things named only
 * before it were told ("the feed-in we get is a joke ... is a battery actually worth it"); what is named
 * with it or after it stays ("worth it here? I've heard they struggle in the cold"). All of them when
 * no thing is named there.
 */
export function judgedThing<T extends { concept: Concept }>(text: string, items: T[]): T[] {
  const specific = items.filter((item) => !GENERAL_CONCEPTS.has(item.concept.id));
  if (specific.length < 2) return items;
  const worth = WORTH_WORDS.exec(text);
  if (!worth) return items;
  // (in the same sentence: "our plans come in at 7 stars. is it worth ..." judges no rating)
  const from = Math.max(0, worth.index - JUDGED_REACH - 20);
  const sentenceStart = Math.max(...['.', '?', '!', ';'].map((stop) => text.lastIndexOf(stop, worth.index - 1))) + 1;
  const start = Math.max(from, sentenceStart);
  const before = text.slice(start, worth.index);
  // (the latest to end, the longest of those: "solar hot water worth it" is solar hot water, not hot water)
  let judged: { id: string; at: number; end: number; length: number } | undefined;
  for (const item of specific) {
    for (const found of before.matchAll(new RegExp(item.concept.names.source, 'g'))) {
      const end = (found.index ?? 0) + found[0].length;
      const length = found[0].length;
      if (before.length - end <= JUDGED_REACH && (!judged || end > judged.end || (end === judged.end && length > judged.length))) judged = { id: item.concept.id, at: start + (found.index ?? 0), end, length };
    }
  }
  // (not past a pronoun that is the judged thing: "at 7 stars is it worth paying to get them to 8")
  if (!judged || /\b(it|that|this|those|these|they|one)\b/.test(before.slice(judged.end))) return items;
  const { id, at } = judged;
  const namedSince = (item: T) => [...text.matchAll(new RegExp(item.concept.names.source, 'g'))].some((found) => (found.index ?? 0) + found[0].length > at);
  return items.filter((item) => item.concept.id === id || GENERAL_CONCEPTS.has(item.concept.id) || namedSince(item));
}
