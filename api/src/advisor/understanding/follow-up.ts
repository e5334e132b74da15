/**
 * Follow-up questions: a short question that leans on the one before ("The salesman said we need
 * 14kW. Sound right?", "And if the old stuff has to be pulled out first?", "what about in winter?")
 * carries that question's subject, and its kind when it says none of its own.
 */
import { CONCEPTS, conceptById } from './lexicon';
import { seasonOf } from './broad-asks';
import { isPart, partsIn, withoutPart } from './parts';
import { POINTS_BACK } from './clauses';
import type { Understanding } from './understand';
import { GENERAL } from './subjectless';
import { earlierPhrase } from './pronoun-reference';
import { ASKING_OPENING, doneAlready, withoutDone } from './done-already';
import { TOP_FLOOR } from './told';


/**
 * Words that carry on from the previous question: "and if", "what about", "what if", "say", "or", "so",
 * "in that case", "... though?", and asking whether what was just said holds ("sound right?", "is that normal?").
 */
const CONTINUES =
  /^(?:(?:and|but|or|so|also|plus|ok|okay|right|righto|oh|hmm|then|in that case|in which case)\b[ ,]*)+|^(?:what|how) about\b|^what if\b|^(?:say|suppose|supposing|imagine)\b|^(?:even|still|same) (?:if|when|for|with)\b|\b(?:sounds? (?:about )?right|sound ok|seem right|that right|is that (?:normal|reasonable|enough|too much|a lot|overkill|fair|ok|okay|right)|overkill)\b|\b(?:the )?same (?:thing|deal|rule|rules|rebate|scheme|program|discount|question|goes)\b|\b(?:then|too|as well|though)\s*\??$/;

/**
 * The same question asked again for another case ("and if the old stuff has to come out first?",
 * "what about a split system?", "same for the walls?"): it keeps the earlier question's kind even
 * when it names a subject of its own.
 */
const RESTATES =
  /^(?:(?:and|or|but|so|ok|okay)\s+)?(?:(?:what|how) (?:about|if)|say|suppose|supposing|(?:and|or|even|still|same) (?:if|when|for|with))\b|\b(?:the )?same (?:thing|deal|rule|rules|rebate|scheme|program|discount|question|goes)\b|\b(?:too|as well)\s*\??$/;

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
  // ("what should I get for the walls?" asks the level, not whether it is worth getting)
  const target = earlier.type === 'definition' && (question.type === 'general' || question.type === 'worth_it') && TARGET.test(question.text);
  const parts = target ? partsIn(question.text).wanted.map((part) => part.concept.id) : [];
  // what the follow-up asks of the earlier thing may name a leading concept with it ("solar ... is
  // there even enough sun?": what panels produce)
  const phrase = earlierPhrase(earlier, question.text);
  const leading = phrase === undefined ? [] : CONCEPTS.filter((concept) => concept.leads && concept.names.test(`${phrase} ${question.asking ?? question.text}`)).map((concept) => concept.id);
  const ids = new Set([...earlier.concepts, ...question.concepts, ...parts, ...leading]);
  const concepts = CONCEPTS.filter((concept) => ids.has(concept.id)).map((concept) => concept.id);
  // whether the earlier subject takes something in ("does it include the hot water?"), or what it does
  // ("and in winter, do they still work?"), is asked for its own sake
  const type = target ? 'general' : question.included || ASKS_WHAT_IT_DOES.test(question.text) ? question.type : question.type === 'general' ? earlier.type : question.type;
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
    // (the other kinds of a thing asked for before are still what is asked: "what if we were in Cairns instead?")
    ...((earlier.otherKinds ?? question.otherKinds) && { otherKinds: true as const }),
    // (the other season asked of after one, "and the flip side, when it's cold?", is that season's)
    ...(broad && { theme: seasonOf(question.text) ?? earlier.theme ?? 'efficiency' }),
    // (the heat carried on to the top floor, "what about upstairs?", comes through the roof)
    ...(broad && (earlier.topFloor || (earlier.theme === 'cooling' && TOP_FLOOR.test(question.text))) && { topFloor: true as const }),
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
  // (things only told beside the part asked, "the house is up on stumps", are its context)
  const asking = question.asking;
  const toldOnly = asking !== undefined && question.concepts.every((id) => !conceptById.get(id)?.names.test(asking));
  if (hasSubject(question) && !toldOnly) return undefined;
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
    context: [...new Set([...earlier.context, ...question.concepts, ...question.context])].filter((id) => !ids.has(id)),
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
