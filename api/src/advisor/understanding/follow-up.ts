/**
 * Follow-up questions: a short question that leans on the one before ("The salesman said we need
 * 14kW. Sound right?", "And if the old stuff has to be pulled out first?", "what about in winter?")
 * carries that question's subject, and its kind when it says none of its own.
 */
import { CONCEPTS, conceptById } from './lexicon';
import { isPart, partsIn, withoutPart } from './parts';
import { POINTS_BACK } from './clauses';
import type { Understanding } from './understand';

/** Concepts that are the subject of every question here: naming only these names no subject. */
const GENERAL = new Set(['energy', 'new-build']);

/**
 * Words that carry on from the previous question: "and if", "what about", "what if", "or", "so", "in
 * that case", and asking whether what was just said holds ("sound right?", "is that normal?").
 */
const CONTINUES =
  /^(?:(?:and|but|or|so|also|plus|ok|okay|right|righto|oh|hmm|then|in that case|in which case)\b[ ,]*)+|^(?:what|how) about\b|^what if\b|^(?:even|still|same) (?:if|when|for|with)\b|\b(?:sounds? (?:about )?right|sound ok|seem right|that right|is that (?:normal|reasonable|enough|too much|a lot|overkill|fair|ok|okay|right)|overkill)\b|\b(?:the )?same (?:thing|deal|rule|rules|rebate|scheme|program|discount|question|goes)\b|\b(?:then|too|as well)\s*\??$/;

/**
 * The same question asked again for another case ("and if the old stuff has to come out first?",
 * "what about a split system?", "same for the walls?"): it keeps the earlier question's kind even
 * when it names a subject of its own.
 */
const RESTATES =
  /^(?:(?:and|or|but|so|ok|okay)\s+)?(?:(?:what|how) (?:about|if)|(?:and|or|even|still|same) (?:if|when|for|with))\b|\b(?:the )?same (?:thing|deal|rule|rules|rebate|scheme|program|discount|question|goes)\b|\b(?:too|as well)\s*\??$/;

/** Asking for the level to aim for: "what should I be aiming for", "what number do I want", "what do we need". */
const TARGET = /\b(?:aim(?:ing)? for|aim at|should (?:i|we) (?:get|go for|have|use|put in)|do (?:i|we) (?:want|need)|need(?:ed)?|recommended|go for)\b/;

/**
 * Asking whether the place given changes the answer ("I'm out at Penrith, does that change the
 * insulation I need?", "does that make a difference"): answered with the place's zone first.
 */
const PLACE_MATTERS = /\b(?:does|would|will|do) (?:that|it|this|where we are|the (?:location|area|suburb|town)) (?:change|matter|make (?:a|any|much) difference|affect|alter)\b/;
export const placeMatters = (text: string): boolean => PLACE_MATTERS.test(text.toLowerCase());

/** Whether a follow-up asks something of its own ("high or low?", "what should I be aiming for?"), so it opens on that answer, not the place. */
export const asksOfItsOwn = (question: Understanding): boolean => question.direction === true || TARGET.test(question.text);

/** Asking what the thing before does ("do they still work", "will it cope"): a question of its own, not the earlier kind again. */
const ASKS_WHAT_IT_DOES = /\b(?:do|does|did|will|would|can|could)\s+(?:they|it|that|these|those|them|one)\s+(?:still\s+|even\s+|actually\s+|really\s+)?(?!be\b|cost\b|need\b|qualify\b|count\b|get\b)[a-z]+/;

/** The most words of two options weighed alone that are taken to continue the last question ("DC or AC motor?"). */
const OPTIONS_WORDS = 5;
/** Whether a message only weighs two options ("DC or AC motor?"). */
export const weighsTwoOptions = (text: string): boolean => /\bor\b/.test(text) && text.split(' ').length <= OPTIONS_WORDS;

/** The most words of a bare short question that is taken to continue the last one ("Which is cheaper?"). */
const SHORT_QUESTION_WORDS = 6;

/** Whether a question names a subject of its own (a measure or topic, or a broad ask about the home). */
export const hasSubject = (question: Understanding): boolean => question.broad || question.concepts.some((id) => !GENERAL.has(id));

/**
 * Whether `question` leans on the question before it: it says it carries on ("and if ...", "what
 * about ...", "sound right?"), or names no subject and points back ("is that a lot?") or is a bare
 * short question ("Which is cheaper?").
 */
export function followsUp(question: Understanding): boolean {
  if (CONTINUES.test(question.text)) return true;
  // "we already did the ceiling": what the earlier question asked, less what is done
  if (doneAlready(question).length > 0) return true;
  if (namesOnlyLevel(question)) return true;
  if (hasSubject(question)) return false;
  // asking a kind of answer of nothing named ("is it worth doing in our weatherboard?", "how much would
  // that set me back") asks it of the thing before
  if (question.type !== 'general' && question.type !== 'how_to' && question.type !== 'definition') return true;
  // a bare short question, alone or after what the message tells ("we're down in Hobart - is it enough?")
  const asked = question.asking ?? question.text;
  // (typed without a "?", a short one opening on a question word: "how long to pay itself back", or
  // weighing two things: "dc or ac motor")
  if (weighsTwoOptions(asked)) return true;
  return POINTS_BACK.test(question.text) || ((asked.endsWith('?') || ASKING_OPENING.test(asked)) && asked.split(' ').length <= SHORT_QUESTION_WORDS);
}

/**
 * A pronoun that can stand for the thing asked about before: the object of a preposition or verb ("a
 * rebate on it", "cheaper to run than that", "any money back on one") or the subject of a question
 * about what it does ("will it cope", "does it work"), not a dummy "it" ("is it worth", "is it too late").
 */
const STANDS_FOR =
  /(?<=\b(?:on|for|with|about|replace|install|than|into)\s+)(?:it|one|that|them)\b(?!\s+(?:is|was|would|will|'s)\b)|(?<=\b(?:will|would|does|do|can|could|did)\s+)(?:it|they|that)\b(?=\s+(?!be\b|make\b|matter\b|help\b|worth\b)[a-z]+)|(?<=\b(?:is|was|'s)\s+)(?:that|it|this)\b(?=\s+(?:from|than|over|on|compared|against|versus|vs)\b)/;
/** Whether a question has a pronoun that may stand for the thing asked about before (see standsFor). */
export const mayStandFor = (question: Understanding): boolean => STANDS_FOR.test(question.text);
/** Concepts that say what kind of answer is wanted, not what it is about: "a rebate on it" is about "it". */
const KINDS = new Set(['rebates']);
/** A number just before a thing's name ("5 star rating", "6.6 kw"). */
const COUNT_BEFORE = /\b(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)[- ]$/;
/** The most characters between the first and last words that named the earlier subject, to be one phrase. */
const PHRASE_CHARS = 40;

/**
 * The question re-read with the pronoun that stands for the earlier question's subject replaced by the
 * words that named it ("is there a rebate on it?" after "we're thinking about a home battery": "is
 * there a rebate on home battery?"), when it names no subject of its own besides the kind of answer
 * wanted, or compares with "that". Undefined when no pronoun stands for anything.
 */
export function standsFor(question: Understanding, earlier: Understanding, reread: (text: string) => Understanding): Understanding | undefined {
  const pronoun = STANDS_FOR.exec(question.text);
  if (!pronoun) return undefined;
  const own = question.concepts.filter((id) => !GENERAL.has(id) && !KINDS.has(id));
  // set against something of its own ("how much better is that than 6 stars?", "how much of a jump is that from a 6 star place?")
  const compares = question.type === 'comparison' || /\bthan\s+$/.test(question.text.slice(0, pronoun.index)) || /^\s*(?:from|than|over|on|compared|against|versus|vs)\b/.test(question.text.slice(pronoun.index + pronoun[0].length));
  if (own.length > 0 && !compares) return undefined;
  const subject = earlierPhrase(earlier, question.text);
  if (!subject) return undefined;
  const read = reread(`${question.text.slice(0, pronoun.index)}${subject}${question.text.slice(pronoun.index + pronoun[0].length)}`);
  // "what's the repayment period on that?" after a rebate question: the terms of the scheme just named
  const schemeTerms = earlier.type === 'rebate' && !OWN_KINDS.has(read.type) && SCHEME_TERMS.test(question.text);
  return schemeTerms ? { ...read, type: 'rebate' } : read;
}

/** Kinds of question that ask something of their own of a scheme ("is it worth applying?", "how much is it?"). */
const OWN_KINDS = new Set(['cost', 'comparison', 'worth_it']);

/**
 * The terms of a rebate or loan scheme ("the repayment period", "who's eligible", "how do we apply",
 * "what's the catch"): asked of the thing a rebate question was about, they ask about the scheme.
 */
const SCHEME_TERMS =
  /\b(repay\w*|pay (it|that|them|this) (back|off)|interest|loan term|eligib\w*|qualif\w*|apply|applying|application|means[- ]test\w*|income (limits?|caps?|tests?)|claim\w*|sign (up|on)|catch|fine print|conditions|deadline|still (open|running|available|going))\b/;

/** The words of the earlier message that named its subject (not words said again now, nor the kind of answer), as one phrase when close together. */
function earlierPhrase(earlier: Understanding, now: string): string | undefined {
  // the kind of answer asked before ("any rebates on that?") is not the thing
  const kinds = [...KINDS].flatMap((id) => conceptById.get(id) ?? []);
  const spans = earlier.mentions
    .filter((mention) => mention.length > 0 && !now.includes(mention) && !kinds.some((kind) => kind.names.test(mention)))
    .map((mention) => ({ start: earlier.text.indexOf(mention), end: earlier.text.indexOf(mention) + mention.length }))
    .filter((span) => span.start >= 0);
  if (spans.length === 0) return undefined;
  // with the number that went with it ("a 5 star rating")
  const counted = (at: number) => at - (COUNT_BEFORE.exec(earlier.text.slice(Math.max(0, at - 8), at))?.[0].length ?? 0);
  const start = counted(Math.min(...spans.map((span) => span.start)));
  const end = Math.max(...spans.map((span) => span.end));
  if (end - start <= PHRASE_CHARS) return earlier.text.slice(start, end);
  const longest = spans.reduce((best, span) => (span.end - span.start > best.end - best.start ? span : best));
  return earlier.text.slice(counted(longest.start), longest.end);
}

/**
 * Saying a thing is done ("we did the ceiling last year", "roof insulation's sorted already", "the
 * walls were insulated a few years back").
 */
const DONE =
  /\b(already|sorted|done|did|redid|redone|finished|taken care of|ticked off|put in|installed|fitted|insulated|replaced|upgraded|swapped|last (year|month|summer|winter|spring|autumn)|(years?|months?|while) (ago|back)|in (19|20)\d\d)\b|\b(are|is|'s|was|were) (all |now )?(in|on|up)[.!]?$/;
/** Asking only what comes after ("what's next?", "what now?", "then what?"). */
const NEXT = /\b(what'?s next|what next|what now|then what|next steps?|where to now|what else)\b/;
/** A message opening on a question word: it asks something of its own. */
const ASKING_OPENING = /^(is|are|do|does|did|can|could|should|would|will|what|what's|how|which|why|where|when|who)\b/;

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
function withoutDone(question: Understanding, earlier: Understanding): Understanding | undefined {
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

/**
 * A follow-up understood with the question before it. One with no subject of its own takes the earlier
 * one's subject, its kind when it says none ("sound right?" after a comparison), its words in the
 * query and, when it was broad, its breadth. One with a subject of its own keeps it; restating the
 * question for another case ("and if the old insulation has to come out first?" after a price), it
 * keeps the earlier kind too. Its text is both questions' when it takes anything from the earlier one,
 * so the answer's figures are matched against both.
 */
export function continued(question: Understanding, earlier: Understanding): Understanding {
  const part = withoutDone(question, earlier) ?? anotherPart(question, earlier) ?? sameMeasure(question, earlier);
  if (part) return part;
  // telling of something done after a question about one thing is read on its own
  if (doneAlready(question).length > 0) return question;
  const level = levelOf(question, earlier);
  if (level) return level;
  if (hasSubject(question) && !onlyWhen(question, earlier)) {
    if (question.type !== 'general' || !RESTATES.test(question.text)) return question;
    return { ...question, text: `${earlier.text} ${question.text}`, type: earlier.type, own: question.text };
  }
  // after what a measure means, asking what to aim for ("and what should I be aiming for in my ceiling?")
  // asks for the level wanted, not the meaning again; a part named then is where ("in my ceiling")
  const target = earlier.type === 'definition' && question.type === 'general' && TARGET.test(question.text);
  const parts = target ? partsIn(question.text).wanted.map((part) => part.concept.id) : [];
  // what the follow-up asks of the earlier thing may name a leading concept with it ("solar ... is
  // there even enough sun?": what panels produce)
  const phrase = earlierPhrase(earlier, question.text);
  const leading = phrase === undefined ? [] : CONCEPTS.filter((concept) => concept.leads && concept.names.test(`${phrase} ${question.asking ?? question.text}`)).map((concept) => concept.id);
  const ids = new Set([...earlier.concepts, ...question.concepts, ...parts, ...leading]);
  const concepts = CONCEPTS.filter((concept) => ids.has(concept.id)).map((concept) => concept.id);
  // whether the earlier subject takes something in ("does it include the hot water?"), or what it does
  // ("and in winter, do they still work?"), is asked for its own sake
  const type = target || question.included || ASKS_WHAT_IT_DOES.test(question.text) ? question.type : question.type === 'general' ? earlier.type : question.type;
  const broad = earlier.broad && (type === 'general' || type === 'how_to');
  return {
    text: `${earlier.text} ${question.text}`,
    own: question.text,
    concepts,
    excluded: [...new Set([...earlier.excluded, ...question.excluded])].filter((id) => !ids.has(id)),
    context: [...new Set([...earlier.context, ...question.context])].filter((id) => !ids.has(id)),
    type,
    broad,
    priorities: broad && (question.priorities || earlier.priorities),
    mentions: [...earlier.mentions, ...question.mentions],
    ...(earlier.compared && { compared: earlier.compared }),
    ...(question.included && { included: question.included }),
    ...(broad && { theme: earlier.theme ?? 'efficiency' }),
    query: `${question.query} ${earlier.query}`,
  };
}

/** A short question naming only a measure read as a number ("what r value?"), not asking what it means. */
function namesOnlyLevel(question: Understanding): boolean {
  const named = question.concepts.filter((id) => !GENERAL.has(id));
  return named.length > 0 && named.every((id) => conceptById.get(id)?.scale === true) && question.type !== 'definition' && (question.own ?? question.text).split(' ').length <= SHORT_QUESTION_WORDS;
}

/**
 * A measure named alone after a question about a thing ("what r value?", "and the u value we want?"
 * after one about insulating the walls): the level of that measure for that thing, not what the
 * measure means.
 */
function levelOf(question: Understanding, earlier: Understanding): Understanding | undefined {
  const things = earlier.concepts.filter((id) => !GENERAL.has(id) && conceptById.get(id)?.scale !== true);
  if (!namesOnlyLevel(question) || things.length === 0) return undefined;
  const ids = new Set([...earlier.concepts, ...question.concepts]);
  return {
    ...question,
    text: `${earlier.text} ${question.text}`,
    own: question.text,
    concepts: CONCEPTS.filter((concept) => ids.has(concept.id)).map((concept) => concept.id),
    mentions: [...earlier.mentions, ...question.mentions],
    query: `${question.query} ${earlier.query}`,
  };
}

/**
 * A short follow-up whose only breadth is a time or the weather ("what about in winter?", "and when it
 * gets cold?") after a question about a thing: it asks that question again for then, not about the
 * whole home.
 */
function onlyWhen(question: Understanding, earlier: Understanding): boolean {
  const named = (understanding: Understanding) => understanding.concepts.some((id) => !GENERAL.has(id));
  return question.broad && !named(question) && named(earlier) && (question.own ?? question.text).split(' ').length <= SHORT_QUESTION_WORDS;
}

/**
 * After a question about one part's insulation, a part named alone ("and what about the walls?", "same
 * for the floor?") asks the same of that part: its insulation takes the earlier part's place.
 */
function anotherPart(question: Understanding, earlier: Understanding): Understanding | undefined {
  if (hasSubject(question)) return undefined;
  const old = earlier.concepts.filter(isPart);
  if (old.length === 0) return undefined;
  const parts = partsIn(question.text).wanted.filter((part) => !old.includes(part.concept.id));
  if (parts.length === 0) return undefined;
  const ids = new Set([...earlier.concepts.filter((id) => !isPart(id)), ...parts.map((part) => part.concept.id)]);
  const earlierWords = old.reduce((text, id) => withoutPart(text, id), earlier.text);
  return {
    ...earlier,
    text: `${earlierWords} ${question.text}`,
    own: question.text,
    concepts: CONCEPTS.filter((concept) => ids.has(concept.id)).map((concept) => concept.id),
    mentions: parts.map((part) => question.text.slice(part.at, part.end)),
    type: question.type === 'general' ? earlier.type : question.type,
    query: `${question.query} ${parts.map((part) => conceptById.get(part.concept.id)?.query ?? '').join(' ')} ${old.reduce((text, id) => withoutPart(text, id), earlier.query)}`,
  };
}

/**
 * "High or low?" after a question about a measure read as a number ("What's SHGC on a window label?" then
 * "so which do I want for the west windows, high or low?") asks which way that measure is good there.
 */
function sameMeasure(question: Understanding, earlier: Understanding): Understanding | undefined {
  const scales = (ids: readonly string[]) => ids.filter((id) => conceptById.get(id)?.scale === true);
  if (!question.direction || scales(question.concepts).length > 0 || scales(earlier.concepts).length === 0) return undefined;
  const measures = scales(earlier.concepts);
  return {
    ...question,
    text: `${earlier.text} ${question.text}`,
    concepts: measures,
    context: [...new Set([...question.concepts, ...question.context])].filter((id) => !measures.includes(id)),
    type: 'definition',
    query: `${question.query} ${earlier.query}`,
  };
}
