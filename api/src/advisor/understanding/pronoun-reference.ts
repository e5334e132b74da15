/**
 * A pronoun in a follow-up that stands for what the question before was about ("is there a rebate on
 * it?" after "we're thinking about a home battery"), and the earlier words that named it.
 */
import { conceptById } from './lexicon';
import { isPart, partsIn } from './parts';
import { GENERAL, KINDS } from './subjectless';
import type { Understanding } from './understand';
import { ZONE_NUMBER } from './numbers';
import { INCLUDED } from './inclusion';

/**
 * A pronoun that can stand for the thing asked about before: the object of a preposition or verb ("a
 * rebate on it", "cheaper to run than that", "any money back on one") or the subject of a question
 * about what it does ("will it cope", "does it work"), not a dummy "it" ("is it worth", "is it too late").
 */
const STANDS_FOR =
  /(?<=\b(?:on|for|with|about|replace|install|than|into|towards?|(?:included|counted|covered) in)\s+)(?:it|one|that|them)\b(?!\s+(?:is|was|would|will|'s)\b)|(?<=\bpart of\s+)(?:that|it|this)(?:\s+(?:rating|number|score|figure|budget|thing|one))?\b|(?<=\b(?:will|would|does|do|can|could|did)\s+)one\b(?=\s+(?:(?:actually|really|even|still)\s+)?(?:work|cope|handle|survive|perform|keep up)\b)|(?<=\b(?:will|would|does|do|can|could|did)\s+)(?:it|they|that)\b(?=\s+(?!be\b|make\b|matter\b|help\b|worth\b|change\b|alter\b)[a-z]+)|(?<=\b(?:is|was|'s)\s+)(?:that|it|this)\b(?=\s+(?:from|than|over|on|compared|against|versus|vs)\b)/;
/** Whether a question has a pronoun that may stand for the thing asked about before (see standsFor). */
export const mayStandFor = (question: Understanding): boolean => STANDS_FOR.test(question.text);
/** The pronoun as the cause of something for another thing: "what does that mean for the walls", "does it change things for insulation". */
const IMPLIES = /\b(?:does|do|would|will|did)\s+(?:it|that|this)\s+(?:mean|change|matter|do|play out|work out|translate|affect|impact)\b[^.?!]{0,20}\b(?:for|to|into|on)\b|\b(?:does|do|would|will|did)\s+(?:it|that|this)\s+(?:affect|impact|change)\b/;
/** A number just before a thing's name ("5 star rating", "6.6 kw"). */
const COUNT_BEFORE = /\b(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)[- ]$/;
/** Question words that open a mention, asking its size or number: "how big a", "what size", "how many". */
const ASKED_OF_IT = /^(?:what size|how big|how large|how many|how much)\s+(?=\S)/;
/** The most characters between the first and last words that named the earlier subject, to be one phrase. */
const PHRASE_CHARS = 40;

/**
 * The question re-read with the pronoun that stands for the earlier question's subject replaced by the
 * words that named it ("is there a rebate on it?" after "we're thinking about a home battery": "is
 * there a rebate on home battery?"), when it names no subject of its own besides the kind of answer
 * wanted, or compares with "that". Undefined when no pronoun stands for anything.
 */
export function standsFor(question: Understanding, earlier: Understanding, reread: (text: string) => Understanding): Understanding | undefined {
  // whether what the home has makes it eligible for the scheme just asked about ("we've already got 5 kW
  // of panels - does that count?"): the scheme asked again, with what was told
  if ((earlier.type === 'rebate' || earlier.concepts.includes('rebates')) && ELIGIBLE_ASKED.test(question.text)) {
    // (or, named only with the scheme's word, "the battery rebate ads", the thing by its label)
    const thing = earlier.concepts.flatMap((id) => conceptById.get(id) ?? []).find((concept) => !GENERAL.has(concept.id) && !KINDS.has(concept.id));
    const named = earlierPhrase(earlier, question.text) ?? thing?.label;
    const scheme = named && (/\b(rebates?|discounts?|schemes?|loans?|grants?|programs?)\b/.test(named) ? named : `${named} rebate`);
    if (scheme) return { ...reread(`${question.text.replace(/[\s?.!]+$/, '')} for the ${scheme}?`), type: 'rebate' };
  }
  const pronoun = STANDS_FOR.exec(question.text);
  if (!pronoun) return undefined;
  const own = question.concepts.filter((id) => !GENERAL.has(id) && !KINDS.has(id));
  // set against something of its own ("how much better is that than 6 stars?", "how much of a jump is that from a 6 star place?")
  const compares = question.type === 'comparison' || /\bthan\s+$/.test(question.text.slice(0, pronoun.index)) || /^\s*(?:from|than|over|on|compared|against|versus|vs)\b/.test(question.text.slice(pronoun.index + pronoun[0].length));
  // (what the earlier thing means for one of its own, "what does that mean for insulation?", is asked of both)
  // (nor is whether the earlier thing takes in one of its own: "does the hot water system count towards that?")
  if (own.length > 0 && !compares && !IMPLIES.test(question.text) && !INCLUDED.test(question.text)) return undefined;
  // ("the council says we're in climate zone 6 - what does that mean for us?": that is the zone just named)
  if (question.concepts.includes('climate-zone') && ZONE_NUMBER.test(question.text)) return undefined;
  // "what does that mean for the walls?" after the ceiling's insulation: another part, asked the same
  // (a follow-up carries it on), not the ceiling read into it
  const part = partsIn(question.text).wanted.map((named) => named.concept.id);
  if (part.length > 0 && earlier.concepts.some(isPart) && part.every((id) => !earlier.concepts.includes(id))) return undefined;
  const subject = earlierPhrase(earlier, question.text);
  // (a long stretch of an unpunctuated message names no one thing to put in the pronoun's place)
  if (!subject || subject.length > PHRASE_CHARS) return undefined;
  const read = reread(`${question.text.slice(0, pronoun.index)}${subject}${question.text.slice(pronoun.index + pronoun[0].length)}`);
  // "what's the repayment period on that?" after a rebate question: the terms of the scheme just named
  const schemeTerms = earlier.type === 'rebate' && !OWN_KINDS.has(read.type) && SCHEME_TERMS.test(question.text);
  return schemeTerms ? { ...read, type: 'rebate' } : read;
}

/** Asking whether the visitor qualifies: "does that count?", "are we still eligible?", "can we still get it?". */
const ELIGIBLE_ASKED = /\b(does|do|would|will) (that|it|this|they|those|ours|mine) (still )?(count|qualify|apply)\b|\b(still )?(eligible|qualify)\b|\bcan (we|i) still (get|claim|have)\b/;

/** Kinds of question that ask something of their own of a scheme ("is it worth applying?", "how much is it?"). */
const OWN_KINDS = new Set(['cost', 'comparison', 'worth_it']);

/**
 * The terms of a rebate or loan scheme ("the repayment period", "who's eligible", "how do we apply",
 * "what's the catch"): asked of the thing a rebate question was about, they ask about the scheme.
 */
const SCHEME_TERMS =
  /\b(repay\w*|pay (it|that|them|this) (back|off)|interest|loan term|eligib\w*|qualif\w*|apply|applying|application|means[- ]test\w*|income (limits?|caps?|tests?)|claim\w*|sign (up|on)|catch|fine print|conditions|deadline|still (open|running|available|going))\b/;

/** The words of the earlier message that named its subject (not words said again now, nor the kind of answer), as one phrase when close together. */
export function earlierPhrase(earlier: Understanding, now: string): string | undefined {
  // the kind of answer asked before ("any rebates on that?") is not the thing
  const kinds = [...KINDS].flatMap((id) => conceptById.get(id) ?? []);
  const spans = earlier.mentions
    // (a name read across two sentences, "heat pumps ... canberra. are they any good when it's minus", names no one thing)
    .filter((mention) => mention.length > 0 && !now.includes(mention) && !kinds.some((kind) => kind.names.test(mention)) && !/[.?!]\s/.test(mention))
    .map((mention) => ({ start: earlier.text.indexOf(mention), end: earlier.text.indexOf(mention) + mention.length }))
    .filter((span) => span.start >= 0);
  if (spans.length === 0) return undefined;
  // with the number that went with it ("a 5 star rating")
  const counted = (at: number) => at - (COUNT_BEFORE.exec(earlier.text.slice(Math.max(0, at - 8), at))?.[0].length ?? 0);
  const start = counted(Math.min(...spans.map((span) => span.start)));
  const end = Math.max(...spans.map((span) => span.end));
  const longest = spans.reduce((best, span) => (span.end - span.start > best.end - best.start ? span : best));
  const phrase = end - start <= PHRASE_CHARS ? earlier.text.slice(start, end) : earlier.text.slice(counted(longest.start), longest.end);
  // (without the words that asked about it: "how big a solar system" stands as "a solar system")
  return phrase.replace(ASKED_OF_IT, '');
}
