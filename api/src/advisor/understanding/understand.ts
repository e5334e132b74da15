import { memoize, textKey } from '../memo';
import { ASKS_DIRECTION, questionType, type QuestionType } from './question-type';
import { ALTERNATIVES, conceptsIn, namesOf, type Named, withoutExcluded } from './concepts-in';
import { withCategoryKept } from './other-kinds';
import { CONCEPTS, WHATS_LEAD, type Concept } from './lexicon';
import { insulates, isPart, partsIn } from './parts';
import { amountsAsDigits } from './numbers';
import { BROAD_ASK, focusOf, GENERAL_CONCEPTS, putForward } from './focus';
import { comparedPair } from './compared-pair';
import { judgedThing } from './judged-thing';
import { askedIncluded } from './inclusion';
import { APPLIANCES, DISCOMFORT, FACING_HOME, LOST_THROUGH, RATINGS, ROOF_IDIOM, STRAINING, tellsTrouble, TOP_FLOOR, whereThingsGo } from './told';
import { askedCount, CHEAP_MEASURES, HEATING_BILL, PRIORITIES, RUNNING_GOAL, themeOf, WARMTH, withoutGoal, type Theme } from './broad-asks';

/** What the engine understood of a visitor's message. Plain data: it travels in the turn's analysis. */
export interface Understanding {
  /** The message as understood: lower case, spelling corrected by the caller, spacing collapsed. */
  text: string;
  /** Concepts the message names and wants, in lexicon order (ids). */
  concepts: string[];
  /** Concepts the message names only to rule out ("don't want solar", "not a new build"). */
  excluded: string[];
  /**
   * Concepts named only in what the message tells, not in what it asks ("House in Brisbane with a
   * north facing roof. What are my solar options?": orientation): in scope, but not the subject.
   */
  context: string[];
  type: QuestionType;
  /**
   * A broad question names no single measure or topic ("how do I make my house more efficient?",
   * "our bills are through the roof"): it gets a prioritised overview, not one article.
   */
  broad: boolean;
  /** A kind of the thing asked about is ruled out ("not a heat pump hot water system - other options?"): its other kinds answer. */
  otherKinds?: true;
  /** Whether it asks what to do first ("where do we start?"): a home-improvement question whatever else it mentions. */
  priorities: boolean;
  /** The words that named each wanted concept, as written ("split systems", "ducted"). */
  mentions: string[];
  /**
   * For a comparison, the two things set against each other, when the message names one on each side
   * of its "or", "vs", "than" ("are ceiling fans worth it, or should we just run the aircon?"): ids.
   */
  compared?: [string, string];
  /** For a broad question, what it is after. */
  theme?: Theme;
  /** For a broad question about heat, that it is the top floor's ("the upstairs bedrooms bake"): its heat comes through the roof. */
  topFloor?: true;
  /** For a broad question, how many measures it asks for ("top three things to do"). */
  count?: number;
  /**
   * For a broad question carried on, the measures the visitor has since said are done ("we did the
   * ceiling last year", "roof insulation's sorted"): ids, also in `excluded`; the overview leaves them
   * out and says so.
   */
  setAside?: string[];
  /** The retrieval query: the message, without what it rules out, plus the concepts' own words. */
  query: string;
  /**
   * In a message that tells and asks, the asking clauses ("what are all my solar options?"): the
   * question an article's title may restate.
   */
  asking?: string;
  /** Whether it asks which way a measure is good ("high or low?", "is a lower U-value better?"). */
  direction?: boolean;
  /** Things the question asks whether its subject takes in ("does it include the hot water system?"): ids, also in `context`. */
  included?: string[];
  /**
   * For a follow-up read with the question before it (whose words `text` then holds too), the
   * follow-up's own words: what it asks of a thing's dimensions is asked there ("how thick?" then
   * "and the walls?" does not ask the ceiling's thickness of the walls).
   */
  own?: string;
  /**
   * The words that named what the message tells (its context concepts), left out of the retrieval
   * query but read when choosing the answering article's passages.
   */
  told?: string;
  /**
   * It tells of a trouble with the home ("the lounge turns into an oven", "mould on the windows",
   * "the power bill is insane"): said as a statement, it asks what to do about it.
   */
  troubled?: true;
}

/**
 * Asking what something does to the star rating: "will that blow the 7 stars", "does it hurt our
 * rating", "any catch with the star rating", "do we have to have double glazing to get 7 stars?".
 */
const RATING_IMPACT =
  /\b(stars?|rating)\b[^.?!]{0,30}\b(impossible|can'?t be done|cannot be done|not possible|no way)\b[^.?!]{0,10}\bwithout\b|\b(have to have|have to use|has to have|need|needs|must have|required|a must|essential|compulsory|mandatory|necessary)\b[^.?!]{0,50}\b(to (get|hit|reach|achieve|make|pass)|if|for)\b[^.?!]{0,30}\b(\d(\.\d)?[- ]?stars?|star rating|the rating)\b|\b(blow|blows|hurt|hurts|affect|affects|kill|kills|drag|drags|ruin|ruins|wreck|wrecks|tank|tanks|knock|knocks|cost us|costs us|help|helps|boost|boosts|lift|lifts)\b[^.?!]{0,25}\b(\d(\.\d)?[- ]?stars?|star rating|nathers rating|energy rating|the rating|our rating|the stars|our stars|rating)\b|\b(catch|catches|problems?|issues?|impact|effect|penalty|anything special|anything extra|anything different|something special|something extra)\b[^.?!]{0,40}\b(star rating|nathers rating|energy rating|the rating|our rating)\b/;

/** A comparative followed by "then", which after a comparative is "than" mistyped. */
const COMPARATIVE_THEN = /\b((?:cheaper|better|worse|dearer|warmer|cooler|quieter|louder|bigger|smaller|more|less)(?: to (?:run|buy|install|use))?) then\b/g;

/** Figures of speech that name house parts without meaning them ("wall to wall downlights"): out of the query. */
const IDIOMS = new RegExp(String.raw`\b(wall[- ]to[- ]wall|${ROOF_IDIOM}|hit the roof|over the moon|under the weather|on the house|up the wall)\b`, 'g');

/** A postcode given as where the home is ("postcode's 3199 - ..."): told, not asked, so out of the query. */
const POSTCODE_TOLD = /\b(my |our |the )?post ?codes?('s| is)? ?(is |here is )?(?=\d{3,4}\b)/g;

/**
 * Asking for a judgement ("is that a mistake?", "a bad idea?"): it says what kind of answer is wanted,
 * not what the question is about, so its words are left out of the retrieval query (an article on
 * insulation mistakes is not the answer to "big west windows, is that a mistake?").
 */
const JUDGEMENT = /\b(is (that|it|this|they|those) )?an? (big |huge |silly |dumb |bad |good )?(mistakes?|bad idea|good idea|no[- ]no|problem)\b/g;

/**
 * The concepts named, with the insulation of each part of the house named beside insulation ("what R
 * value do the walls need?": wall insulation), in lexicon order; a part ruled out ("the ceiling's
 * already done") is ruled out.
 */
function withParts(text: string, found: ReturnType<typeof conceptsIn>): ReturnType<typeof conceptsIn> {
  const ids = found.wanted.map((named) => named.concept.id);
  // a part of the house said to be freezing, with nothing else named ("timber floors and it's
  // freezing"), asks for that part's insulation
  const coldPart = ids.length === 0 && DISCOMFORT.test(text) && WARMTH.test(text);
  // heat said to be lost through a part ("how much warmth escapes through the roof?") asks about that part's insulation
  const lossPart = ids.length === 0 && LOST_THROUGH.test(text);
  if (!(insulates(ids) || coldPart || lossPart) || ids.some(isPart)) return found;
  const parts = partsIn(text);
  if (parts.wanted.length === 0 && parts.refused.length === 0) return found;
  const added = parts.wanted.map((part) => ({ concept: part.concept, at: part.at, end: part.end, lastAt: part.at, lastEnd: part.end }));
  const order = (named: { concept: Concept }) => CONCEPTS.indexOf(named.concept);
  return {
    wanted: [...found.wanted, ...added].sort((a, b) => order(a) - order(b)),
    excluded: [...found.excluded, ...parts.refused.filter((concept) => !found.excluded.includes(concept))],
    mentions: [...found.mentions, ...parts.wanted.map((part) => ({ id: part.concept.id, text: text.slice(part.at, part.end), at: part.at }))],
    ...(found.ruledOut && { ruledOut: found.ruledOut }),
  };
}

/** Three to five single letters joined by hyphens or dots. */
const SPELT_LETTERS = /\b[a-z](?:[-.][a-z]){2,4}\b\.?/g;

function understandText(message: string): Understanding {
  const text = message
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    // "cheaper to run then a split system": a comparison's "than" typed "then"
    .replace(COMPARATIVE_THEN, '$1 than')
    // the scheme's name split in two ("nat hers")
    .replace(/\bnat hers\b/g, 'nathers')
    // an abbreviation spelt out letter by letter ("s-h-g-c", "c.o.p.") is the abbreviation
    .replace(SPELT_LETTERS, (letters) => letters.replace(/[-.]/g, ''))
    .trim();
  return understandLower(amountsAsDigits(text));
}

function understandLower(text: string): Understanding {
  const found = withCategoryKept(text, withParts(text, withoutGoal(text, conceptsIn(text))));
  const { mentions: allMentions } = found;
  let { wanted: named, excluded } = found;
  const themed = themeOf(text);
  const priorities = PRIORITIES.test(text);
  const cheap = CHEAP_MEASURES.test(text);
  const focus = focusOf(text, named, allMentions, themed !== undefined || priorities || cheap, found.ruledOut);
  // "we passed the 7 stars but not the whole of home part - what does that bit measure?": what a
  // definition points back at is asked about, even when named with a "not"
  const revived = focus?.subject.filter((item) => excluded.includes(item.concept)) ?? [];
  if (revived.length > 0) {
    named = [...named, ...revived];
    excluded = excluded.filter((concept) => !revived.some((item) => item.concept === concept));
  }
  const asked = focus?.subject ?? named;
  const askedMentions = allMentions.filter((mention) => asked.some((item) => item.concept.id === mention.id));
  let type = focus?.type ?? questionType(text, Math.max(asked.length, askedMentions.length));
  // "is a lower U-value better or worse?", "high or low?": what the measure means says which way is good
  // (asked beside what the measure is, "what does SHGC mean, is low good?", its definition opens, and says which way)
  const direction = type !== 'definition' && ASKS_DIRECTION.test(text);
  if (direction && asked.some((item) => item.concept.scale)) type = 'definition';
  // "what's SHGC on a window label?": a term named right after "what's" is what is asked about
  else if ((type === 'general' || type === 'how_to') && namedFirst(text, asked)) type = 'definition';
  // a word that says where or which ("the west windows") qualifies the thing asked about beside it
  // (a comparison's two sides are things, not the words that say where they are)
  // (unless one is a side set against the other: "upgraded windows ... or a solar system")
  const sides = type === 'comparison' ? comparedPair(text, allMentions.filter((mention) => asked.some((item) => item.concept.id === mention.id))) : undefined;
  const qualified = withoutQualifiers(asked, type === 'comparison' ? 2 : 1, sides);
  // "does it include the hot water system?": the hot water is what is asked of the subject, not the subject
  // (unless nothing else is named for it to be in: "BASIX doesn't come into it, does it?" asks whether BASIX applies)
  const includedIn = askedIncluded(text, qualified);
  const included = qualified.some((item) => !includedIn.includes(item) && !GENERAL_CONCEPTS.has(item.concept.id)) ? includedIn : [];
  // a thing named only as where the asked thing goes is not the subject ("adding a battery to our solar")
  const { addedTo, placed } = whereThingsGo(text, qualified);
  const kept = qualified.filter((item) => !included.includes(item) && !addedTo.includes(item) && !placed.includes(item));
  // what a design choice does to the rating ("big west-facing windows - will that blow the 7 stars?")
  // is asked about the choice, the rating its context
  const choices = RATING_IMPACT.test(text) ? named.filter((item) => !RATINGS.has(item.concept.id) && !GENERAL_CONCEPTS.has(item.concept.id)) : [];
  // (whether a thing is worth it with a rebate said beside it, "with the new battery rebate is a battery worth
  // it", judges the thing: the rebate is part of the judgement, not its subject)
  const unrebated = type === 'worth_it' && kept.some((item) => item.concept.measure !== undefined) ? kept.filter((item) => item.concept.id !== 'rebates') : kept;
  // (of several things, the one named right before "worth it" is judged: "the feed in we get is a joke ...
  // is a battery actually worth it")
  const judged = type === 'worth_it' ? judgedThing(text, unrebated) : unrebated;
  // (two things others put forward are the sides weighed: "the shop says ducted gas my brother in law swears by splits which way do we go")
  const weighed = type === 'comparison' ? putForward(text, judged) : undefined;
  const subject = choices.length > 0 ? choices : weighed ?? judged;
  if (choices.length > 0 && type === 'compliance') type = 'general';
  const wanted = subject.map(({ concept }) => concept);
  const context = named.filter((item) => !subject.includes(item)).map(({ concept }) => concept.id);
  const mentions = allMentions.filter((mention) => wanted.some((concept) => concept.id === mention.id)).map((mention) => mention.text);
  const specific = wanted.filter((concept) => !GENERAL_CONCEPTS.has(concept.id));
  // ruling a measure out and asking what else helps asks for the other measures ("we can't afford double
  // glazing, what else helps with the windows?"): a broad question, whatever else it names
  // (naming the other thing wanted, "panels on the east and west sides instead", asks about that thing)
  // (so does ruling things out and asking what can be done, "no double glazing and no budget for new windows - what can we do?")
  const ruledOutAsk = excluded.length > 0 && wanted.length === 0 && (type === 'how_to' || type === 'general') && BROAD_ASK.test(text);
  const alternatives = ruledOutAsk || (excluded.length > 0 && ALTERNATIVES.test(text) && type !== 'rebate' && type !== 'cost' && !wanted.some((concept) => concept.measure !== undefined && !concept.qualifier));
  // a complaint naming nothing but parts of the house asks how to fix it: about those parts, or broadly
  const troubled = tellsTrouble(text, named);
  // (a rating said beside it is context: "our new 7 star house is still hot as in summer")
  // (so is the heater or cooler said to be straining: "the gas heater runs all day and it's still cold")
  const straining = STRAINING.test(text) ? APPLIANCES : undefined;
  // (so is the way the home faces, said to describe it: "a west-facing place that cooks every afternoon")
  const described = (concept: Concept) => concept.id === 'orientation' && FACING_HOME.test(text);
  // "what makes a house cheap to run?": the home's running costs asked about, not a price
  if (type === 'cost' && specific.length === 0 && RUNNING_GOAL.test(text)) type = 'how_to';
  // "what's the first move?", "what's step one?": a plan asked for, not a term to define
  if (priorities && (type === 'definition' || (type === 'worth_it' && /\bor\b/.test(text)))) type = 'how_to';
  const complaint =
    specific.every((concept) => isPart(concept.id) || RATINGS.has(concept.id) || straining?.has(concept.id) === true || described(concept)) && (themed === 'warmth' || themed === 'cooling') && (type === 'general' || type === 'how_to' || type === 'compliance') && (DISCOMFORT.test(text) || straining !== undefined);
  if (complaint) type = 'how_to';
  // the heating named only as its bill ("what's my best move to cut winter heating costs?") asks how to
  // keep warm for less, broadly
  const billOnly = specific.length >= 1 && specific.every((concept) => concept.id === 'heating' || concept.id === 'cooling') && HEATING_BILL.test(text) && (type === 'general' || type === 'how_to') && (priorities || BROAD_ASK.test(text));
  const broad =
    alternatives ||
    billOnly ||
    (complaint && specific.every((concept) => RATINGS.has(concept.id) || straining?.has(concept.id) === true || described(concept))) ||
    (specific.length === 0 &&
      (priorities ||
        cheap ||
        // (what the visitor can do themselves, naming nothing: "anything I can do myself in the meantime?")
        DIY_ASK.test(text) ||
        // a trouble told with nothing named ("we got stung $900 for the quarter") asks what to do about it
        (themed !== undefined && troubled) ||
        (themed !== undefined && (type === 'how_to' || type === 'general' || type === 'worth_it') && BROAD_ASK.test(text))));
  const theme = themed ?? 'efficiency';
  const count = broad ? askedCount(text) : undefined;
  // what the message tells is left out of the retrieval query with what it rules out
  const untold = [...excluded, ...named.filter((item) => !asked.includes(item) || included.includes(item) || placed.includes(item) || (kept.includes(item) && !judged.includes(item))).map(({ concept }) => concept)];
  // a concept named by an everyday name ("shiny foil", "aircon") adds the articles' words for it; one
  // named in the articles' own words ("NCC", "heat pump") adds nothing, so it does not skew the ranking
  const words = new Set(text.split(/[^a-z0-9-]+/));
  // (with something ruled out and one thing asked about, "no gas, what's the best heating?", the
  // articles' words for it are added all the same: they name what is left, which the answer is among)
  const leftOver = excluded.length > 0 && specific.length === 1;
  const added = wanted
    .map((concept) => concept.query.split(' '))
    .filter((query) => query[0] !== '' && (leftOver || !words.has(query[0] ?? '')))
    .map((query) => query.filter((word) => !words.has(word)).join(' '));
  const query = [withoutExcluded(text, untold).replace(JUDGEMENT, ' ').replace(IDIOMS, ' ').replace(POSTCODE_TOLD, ' '), ...added].join(' ');
  // what the told things were called, for choosing an article's passages ("a metal roof over steel purlins")
  const told = namesOf(text, named.filter((item) => !asked.includes(item) || included.includes(item)).map(({ concept }) => concept));
  const compared = type === 'comparison' ? comparedPair(text, allMentions.filter((mention) => wanted.some((concept) => concept.id === mention.id))) : undefined;
  return {
    text,
    concepts: wanted.map((concept) => concept.id),
    ...(compared && { compared }),
    excluded: excluded.map((concept) => concept.id),
    context,
    type,
    broad,
    ...(found.otherKinds && { otherKinds: true as const }),
    priorities,
    mentions,
    ...(broad && theme && { theme }),
    ...(broad && theme === 'cooling' && TOP_FLOOR.test(text) && { topFloor: true as const }),
    ...(count !== undefined && { count }),
    query,
    ...(focus && { asking: focus.words }),
    ...(direction && { direction }),
    ...(told && { told }),
    ...(included.length > 0 && { included: included.map(({ concept }) => concept.id) }),
    ...(troubled && { troubled: true as const }),
  };
}

/** Whether the question opens on "what's" and a term with its own name (an abbreviation or a measure). */
function namedFirst(text: string, asked: readonly Named[]): boolean {
  const lead = WHATS_LEAD.exec(text);
  return lead !== null && asked.some((item) => item.at === lead[0].length && (item.concept.acronym !== undefined || item.concept.scale === true));
}

/** The things asked about without the words that only qualify another of them ("windows" beside "low-e coating"). */
function withoutQualifiers<T extends { concept: Concept }>(asked: T[], least: number, sides: readonly string[] = []): T[] {
  const things = new Set(asked.filter((item) => !item.concept.qualifier && !GENERAL_CONCEPTS.has(item.concept.id)).map((item) => item.concept.id));
  return things.size < least ? asked : asked.filter((item) => !item.concept.qualifier || sides.includes(item.concept.id));
}

/**
 * What a message asks, remembered per text (chips and returning visitors send the same words).
 * Shared result: callers must not change it.
 */
/** Asking what the visitor can do themselves: "anything I can do myself?", "what can we do ourselves?". */
const DIY_ASK = /\b(anything|something|what|things) (else )?(i|we) (can|could) do (myself|ourselves|on (my|our) own|without)\b|\bdiy (options|things|fixes|ideas)\b/;

export const understand = memoize(understandText, { max: 2000, key: textKey(500) });
