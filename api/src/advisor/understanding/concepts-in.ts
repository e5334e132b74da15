/**
 * The concepts a message names, each wanted or ruled out: a negation governing a concept ("don't want
 * solar", "not a new build") or following it ("new glass is out of our budget") rules it out, and so
 * does "already" when the visitor asks what else to do.
 */
import { CHECKS_CLAIM } from './asked-back';
import { CONCEPTS, type Concept } from './lexicon';

/**
 * A negation governing the words right after it: "don't want", "not a", "without", "instead of" (not
 * when asked: "should we avoid west windows?"); up to a new clause ("we don't have solar panels, is a battery ..." rules out solar, not the battery).
 */
export const NEGATED_BEFORE =
  /((?<!\b(?:reason|why|whether|or|if) )(?<!\b(?:should|would|do|could|can|must) (?:i|we|you|they) )\b(don'?t|do not|doesn'?t|does not|didn'?t|not|no|without|never|won'?t|wouldn'?t|can'?t|cannot|isn'?t|aren'?t|rather than|instead of|other than|apart from|except|avoid|against|(can'?t|cannot|couldn'?t) (afford|justify|stretch to)|(sick|tired) of|hate|no way|forget( about)?|not after|not interested in|no interest in|not fussed (about|on)|don'?t care (about|for)|never mind|skip|leave out|stuff the)\b)((?!\b(know|sure|understand|certain|idea|clue|but|is|are|what|how|which|should|would|could|will|decide|choose|pick|tell|whether|between|shut|stop)\b)[^.,;?!])*$/;
/**
 * A concept ruled out by what follows it: "new glass is out of our budget", "aircon is too dear",
 * "solar's not an option for us", "gas never made it to our road", "the ceiling insulation's already done".
 */
export const NEGATED_AFTER =
  /^('s|s)?\s*(is|are|would be|will be|'s)?\s*(just |really |simply |definitely |probably )?(out of (our|the|my) (budget|price range|reach|league)|out(?= (for (us|me)|of the question))|out of the question|off the (table|list|cards)|not on the (cards|table|list)|too (expensive|dear|pricey|much)|not an option|a no[- ]go|not (happening|possible|for us)|beyond (our|my|the) budget|(never|not|isn'?t|wasn'?t) (made it|connected|available|hooked up|on offer|run|come)( (to|through|in|here|out here))?)\b|^('s|s|\s+(is|are|was|were|has been|have been))\s+(already\s+|all\s+)?(done|sorted|taken care of|covered|insulated|fixed|handled)\b|^\s+already (done|sorted|in|installed|taken care of|insulated)\b/;
/** A pronoun ruling out the thing named just before it: "..., so that's out", "and they're off the table". */
const POINTED_OUT = /^[^.?!]*?\b(?:so|and|but|which means)\s+(?:that|it|those|they)(?:'s|'re| is| are)\s+(?:out(?! of (?:the|our|my) (?:house|home|place|roof))|off the (?:table|list|cards)|not on the (?:cards|table|list)|not an option|a no[- ]go|out of the question)\b/;
/** How far ahead (characters) a pronoun ruling a thing out is looked for. */
const POINTED_REACH = 50;
/** How far ahead (characters) a concept's ruling out is looked for. */
export const NEGATION_AFTER_REACH = 40;
/** Asking for something other than what was ruled out: "what else", "any alternatives", "what have we missed". */
export const ALTERNATIVES = /\b(what else|anything else|something else|other (ways|options|things|ideas)|alternatives?|instead|otherwise|how else|where else|what (have|did) (we|i) (miss|missed|overlook\w*|forget|forgotten)|what('s| is) (left|missing))\b/;
/**
 * A thing the home already has ("the heating's already a ducted heat pump", "we've already got solar"):
 * asked what else to do, the visitor rules it out.
 */
const ALREADY_BEFORE = /\balready\b((?!\b(but|what|how|where|which|should|would|could|will)\b)[^.,;?!])*$/;
/** A time after a thing said to be missing ("no hot water this morning", "no heating since Tuesday", "no solar yet"): it is lacking, not ruled out. */
const LACKING_SINCE = /^\s*(this (morning|arvo|afternoon|evening|week)|today|tonight|again|since|for (a|an|two|three|\d+|a few|several|days|hours|weeks)\b|at all|anymore|any more|yet)/;

/** "instead of" or "rather than" just before a thing: in a question, it weighs two things. */
const WEIGHED_INSTEAD = /\b(instead of|rather than)( (the|a|an|our|my|using|running|getting|a new))*\s*(\w+\s+)?$/;
/** A sentence that opens on a question word or ends with a question mark. */
const ASKING_SENTENCE = /^\s*(should|would|could|is|are|do|does|can|will|what|which|how|why)\b|\?\s*$/;

/** Whether the sentence around `at` asks. */
function asksAt(text: string, at: number): boolean {
  const from = Math.max(text.lastIndexOf('.', at), text.lastIndexOf('!', at), text.lastIndexOf('?', at - 1)) + 1;
  const stop = text.slice(at).search(/[.!?]/);
  const to = stop < 0 ? text.length : at + stop + 1;
  return ASKING_SENTENCE.test(text.slice(from, to));
}

/** A thing put off for another time: "(I'll) get to (rebates) later", "worry about (solar) another day". */
const DEFERRED_BEFORE = /\b(get to|worry about|deal with|look at|think about|sort out|leave|save)\s+(the\s+)?$/;
const DEFERRED_AFTER = /^\s+(later|another day|another time|some other time|down the track|for later)\b/;

/** Weighing or comparing before an "against": "weighing a slab against", "stack it up against". */
const WEIGHED_AGAINST = /\b(weigh\w*|compar\w*|stack\w*|measur\w*|pit\w*|put)\b[^.?!]{0,60}\bagainst\s+(\w+\s+){0,3}$/;

/** What follows a thing done to the whole house: "(insulated) the lot", "(double glazed) every window". */
const DONE_WHOLE = /^\s+(the lot|the whole (house|place|lot|thing)|every (window|room|wall)|all (of )?(them|the windows|the rooms|through))\b/;

/** How far back (characters) a negation can govern a concept. */
export const NEGATION_REACH = 30;

/** A concept the message names and wants, with where it names it (first and, if worded otherwise, again). */
export interface Named {
  concept: Concept;
  at: number;
  end: number;
  /** Where it is named again, or its first naming when named once. */
  lastAt: number;
  lastEnd: number;
}

/** The words that named a wanted concept, and where. */
export interface Mention {
  id: string;
  text: string;
  at: number;
}

/** Someone's claim, in the sentence before a thing: "the roofer says the foil means we don't need ...". */
const CLAIMED_BEFORE = /\b(says?|said|reckons?|reckoned|claims?|claimed|insists?|insisted|told (us|me)|swears?|reckon)\b[^.?!]{0,80}$/;
export function conceptsIn(text: string): { wanted: Named[]; excluded: Concept[]; mentions: Mention[]; ruledOut?: Named[] } {
  const wanted: Named[] = [];
  const excluded: Concept[] = [];
  const ruledOut: Named[] = [];
  const mentions: Mention[] = [];
  for (const concept of CONCEPTS) {
    const first = concept.names.exec(text);
    if (!first) continue;
    const ruled = (found: RegExpExecArray, at: number) => {
      const before = text.slice(Math.max(0, at - NEGATION_REACH), at);
      const after = text.slice(at + found[0].length, at + found[0].length + NEGATION_AFTER_REACH);
      // "no hot water this morning" tells of a thing gone wrong, not one ruled out
      if (/\bno\s+$/.test(before) && LACKING_SINCE.test(after)) return false;
      // "no insulation at all, not even in the ceiling": missing there too, not ruled out
      if (/\bnot even\b[^.,;?!]{0,15}$/.test(before)) return false;
      // "it'd be silly not to go double glazed": wanted, not ruled out
      if (/\b(silly|crazy|mad|daft|dumb|stupid|nuts|a waste|madness) not to\b[^.,;?!]{0,30}$/.test(before)) return false;
      // "7 stars is impossible without double glazing": needed, not ruled out
      if (/\b(impossible|can'?t|cannot|couldn'?t|won'?t|not possible|no way|not going to happen|need|needs)\b[^.?!]{0,40}\bwithout\s+([\w-]+\s+){0,2}$/.test(text.slice(Math.max(0, at - 70), at))) return false;
      // "the roofer says the foil means we don't need batts - that right?": a claim put to us to check, not the visitor ruling it out
      if (CLAIMED_BEFORE.test(text.slice(Math.max(0, at - 100), at)) && CHECKS_CLAIM.test(text)) return false;
      // "should I run the aircon instead of the oil heater?": asked, "instead of" weighs the two
      if (WEIGHED_INSTEAD.test(before) && asksAt(text, at)) return false;
      // "double glazed the lot ... what have we missed?": done to the whole house, asked what else
      const doneWhole = /ed$/.test(found[0]) && DONE_WHOLE.test(after) && ALTERNATIVES.test(text);
      // "I'll get to rebates later": put off, not asked now
      const deferred = DEFERRED_BEFORE.test(before) && DEFERRED_AFTER.test(after);
      // "weighing a slab against building up on stumps": set against, not ruled out
      if (/\bagainst\s+(\w+\s+){0,3}$/.test(before) && WEIGHED_AGAINST.test(text.slice(0, at))) return false;
      // "double glazing quotes made me choke, so that's out": ruled out by a pronoun pointing back at it
      const pointedOut = POINTED_OUT.test(text.slice(at + found[0].length, at + found[0].length + POINTED_REACH));
      return NEGATED_BEFORE.test(before) || NEGATED_AFTER.test(after) || pointedOut || (ALREADY_BEFORE.test(before) && ALTERNATIVES.test(text)) || doneWhole || deferred;
    };
    let match = first;
    let start = first.index;
    // ruled out where first named, it is still wanted where named again freely ("our house isn't steel
    // framed, it's timber - does thermal bridging matter?")
    if (ruled(first, start)) {
      const rest = text.slice(start + first[0].length);
      const again = concept.names.exec(rest);
      const offset = start + first[0].length;
      if (again && !ruled(again, offset + again.index)) [match, start] = [again, offset + again.index];
      else {
        const end = start + first[0].length;
        excluded.push(concept);
        ruledOut.push({ concept, at: start, end, lastAt: start, lastEnd: end });
        continue;
      }
    }
    const end = start + match[0].length;
    const again = concept.names.exec(text.slice(end));
    const last = again ? { lastAt: end + again.index, lastEnd: end + again.index + again[0].length } : { lastAt: start, lastEnd: end };
    wanted.push({ concept, at: start, end, ...last });
    mentions.push({ id: concept.id, text: match[0], at: start });
    // a concept named twice in different words may be two things compared ("ducted or split systems")
    if (again && again[0] !== match[0]) mentions.push({ id: concept.id, text: again[0], at: end + again.index });
  }
  // a name inside one ruled out is ruled out with it ("heat pump hot water is out": the heat pump and the hot water)
  const inside = wanted.filter((item) => ruledOut.some((other) => other.concept !== item.concept && other.at <= item.at && other.end >= item.end && item.lastAt === item.at));
  for (const item of inside) {
    excluded.push(item.concept);
    ruledOut.push(item);
  }
  const kept = wanted.filter((item) => !inside.includes(item));
  const keptMentions = mentions.filter((mention) => kept.some((item) => item.concept.id === mention.id));
  return { wanted: kept, excluded, mentions: keptMentions, ...(ruledOut.length > 0 && { ruledOut }) };
}

/** The message with a concept it rules out taken out, so retrieval does not look for it. */
export function withoutExcluded(text: string, excluded: Concept[]): string {
  let result = text;
  for (const concept of excluded) result = result.replace(everyName(concept), ' ');
  return result;
}

/** The words that name the concepts in a text, in order of the concepts. */
export function namesOf(text: string, concepts: readonly Concept[]): string {
  return concepts.flatMap((concept) => text.match(everyName(concept)) ?? []).join(' ');
}

/** Each concept's names as a global pattern, compiled once (replacing them all). */
const everyNames = new Map<string, RegExp>();
function everyName(concept: Concept): RegExp {
  let pattern = everyNames.get(concept.id);
  if (!pattern) {
    pattern = new RegExp(concept.names.source, 'g');
    everyNames.set(concept.id, pattern);
  }
  return pattern;
}
