import { memoize, textKey } from '../memo';
import { CONCEPTS, type Concept } from './lexicon';
import { questionType, type QuestionType } from './question-type';
import { type Clause, clausesOf, POINTS_BACK } from './clauses';

/** What a broad question is after: a warmer home, a cooler one, lower bills or efficiency in general. */
export type Theme = 'warmth' | 'cooling' | 'bills' | 'efficiency';

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
  /** The retrieval query: the message, without what it rules out, plus the concepts' own words. */
  query: string;
  /**
   * In a message that tells and asks, the asking clauses ("what are all my solar options?"): the
   * question an article's title may restate.
   */
  asking?: string;
}

/**
 * A negation governing the words right after it: "don't want", "not a", "without", "instead of"; up to
 * a new clause ("we don't have solar panels, is a battery ..." rules out solar, not the battery).
 */
const NEGATED_BEFORE =
  /(\b(don'?t|do not|doesn'?t|does not|didn'?t|not|no|without|never|won'?t|wouldn'?t|can'?t|cannot|isn'?t|aren'?t|rather than|instead of|other than|apart from|except|avoid|against|(can'?t|cannot|couldn'?t) (afford|justify|stretch to)|(sick|tired) of|hate|no way|forget( about)?|not after|not interested in|no interest in|not fussed (about|on)|don'?t care (about|for)|never mind|skip|leave out|stuff the)\b)((?!\b(know|sure|understand|certain|idea|clue|but|is|are|what|how|which|should|would|could|will)\b)[^.,;?!])*$/;
/**
 * A concept ruled out by what follows it: "new glass is out of our budget", "aircon is too dear",
 * "solar's not an option for us".
 */
const NEGATED_AFTER =
  /^('s|s)?\s*(is|are|would be|will be|'s)?\s*(out of (our|the|my) (budget|price range|reach|league)|too (expensive|dear|pricey|much)|not an option|off the table|a no[- ]go|not (happening|possible|for us)|beyond (our|my|the) budget)\b/;
/** How far ahead (characters) a concept's ruling out is looked for. */
const NEGATION_AFTER_REACH = 40;
/** Asking for something other than what was ruled out: "what else", "any alternatives". */
const ALTERNATIVES = /\b(what else|anything else|something else|other (ways|options|things|ideas)|alternatives?|instead|otherwise|how else|where else)\b/;
/**
 * A thing the home already has ("the heating's already a ducted heat pump", "we've already got solar"):
 * asked what else to do, the visitor rules it out.
 */
const ALREADY_BEFORE = /\balready\b((?!\b(but|what|how|where|which|should|would|could|will)\b)[^.,;?!])*$/;
/** How far back (characters) a negation can govern a concept. */
const NEGATION_REACH = 30;

const THEMES: ReadonlyArray<readonly [Theme, RegExp]> = [
  ['warmth', /\b(warm(er|th)?|cold(er)?|freezing|chilly|frosty|icy|icebox|fridge|winter|july|heating (bills?|costs?)|keep (the )?heat in|heat (escaping|loss)|(heat|warm) (the|our|my) (house|home|place))\b/],
  ['cooling', /\b(cool(er)?|keep (it |the house |the home )?cool|hot(ter)?(?! water)|summer|heat ?waves?|overheat\w*|stuffy|sticky|muggy|humid|too hot|oven|sauna|bak(es|ing)|roast(s|ing)|swelter\w*|boiling|cook(s|ing|ed) (in|every|all|alive)|cops the (arvo |afternoon |western )?sun)\b/],
  ['bills', /\b(bills?|running costs?|save (money|on)|saving money|cheaper to run|spend(ing)? (less|a fortune)|through the roof|costs? (less|too much))\b/],
  ['efficiency', /\b(efficien\w*|improve\w*|upgrade\w*|greener|sustainab\w*|emissions|carbon|comfort\w*|better|(save|saving|use less|using less|waste|wasting) (energy|power|electricity)|cheap (things|fixes|jobs|wins|upgrades)|quick wins|easy wins|weekend (jobs|projects))\b/],
];
/** Wording that asks for ways, priorities or help rather than about a thing. */
const BROAD_ASK =
  /\b(how|what|where|ways?|tips|improv\w*|reduce|cut|lower|save|bring down|make|keep|priorit\w*|first|start|help|want|need|ideas?|advice)\b/;
/** Asking what to do first: a broad question about the home even with no domain word ("where do we start?"). */
const PRIORITIES =
  /\b(what (should|do|would|can) (we|i|you) (do|fix|tackle|change|upgrade) first|(fix|do|tackle|upgrade|change) first|wh?ere (do|should|would|can) (we|i|you) (even )?(start|begin)|first (thing|step|steps|priority)|priorit(y|ies|ise|ize)|most important (thing|upgrade|change)|biggest (difference|bang for)|best bang)\b/;

/**
 * Asking for the cheapest things to do ("which fixes cost the least", "we're on a shoestring", "a
 * hundred bucks"): a question about cheap measures, broad, not a price.
 */
const CHEAP_MEASURES =
  /\b(costs? (the )?least|cheap(est)? (fixes|things|upgrades|wins|ways?|options|jobs|changes|stuff)|(on a|tight|small|low|limited|shoe ?string) (shoe ?string|budget)|(a|few) hundred (bucks|dollars)|not much (money|cash)|(little|no) (money|cash) to spend)\b/;

/**
 * Asking for a judgement ("is that a mistake?", "a bad idea?"): it says what kind of answer is wanted,
 * not what the question is about, so its words are left out of the retrieval query (an article on
 * insulation mistakes is not the answer to "big west windows, is that a mistake?").
 */
/** A comparative followed by "then", which after a comparative is "than" mistyped. */
const COMPARATIVE_THEN = /\b((?:cheaper|better|worse|dearer|warmer|cooler|quieter|louder|bigger|smaller|more|less)(?: to (?:run|buy|install|use))?) then\b/g;

/** Figures of speech that name house parts without meaning them ("wall to wall downlights"): out of the query. */
const IDIOMS = /\b(wall[- ]to[- ]wall|through the roof|hit the roof|over the moon|under the weather|on the house|up the wall)\b/g;

const JUDGEMENT = /\b(is (that|it|this|they|those) )?an? (big |huge |silly |dumb |bad |good )?(mistakes?|bad idea|good idea|no[- ]no|problem)\b/g;

/** Concepts that do not make a question narrow: they are the subject of every question here. */
const GENERAL_CONCEPTS = new Set(['energy', 'new-build']);

/** A concept the message names and wants, with where it names it (first and, if worded otherwise, again). */
interface Named {
  concept: Concept;
  at: number;
  end: number;
}

/** The words that named a wanted concept, and where. */
interface Mention {
  id: string;
  text: string;
  at: number;
}

function conceptsIn(text: string): { wanted: Named[]; excluded: Concept[]; mentions: Mention[] } {
  const wanted: Named[] = [];
  const excluded: Concept[] = [];
  const mentions: Mention[] = [];
  for (const concept of CONCEPTS) {
    const match = concept.names.exec(text);
    if (!match) continue;
    const before = text.slice(Math.max(0, match.index - NEGATION_REACH), match.index);
    const end = match.index + match[0].length;
    const after = text.slice(end, end + NEGATION_AFTER_REACH);
    if (NEGATED_BEFORE.test(before) || NEGATED_AFTER.test(after) || (ALREADY_BEFORE.test(before) && ALTERNATIVES.test(text))) excluded.push(concept);
    else {
      wanted.push({ concept, at: match.index, end });
      mentions.push({ id: concept.id, text: match[0], at: match.index });
      // a concept named twice in different words may be two things compared ("ducted or split systems")
      const again = concept.names.exec(text.slice(end));
      if (again && again[0] !== match[0]) mentions.push({ id: concept.id, text: again[0], at: end + again.index });
    }
  }
  return { wanted, excluded, mentions };
}

/** The message with a concept it rules out taken out, so retrieval does not look for it. */
function withoutExcluded(text: string, excluded: Concept[]): string {
  let result = text;
  for (const concept of excluded) result = result.replace(everyName(concept), ' ');
  return result;
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

/** What the question is about, when one clause asks and others tell: the concepts it asks about and its type. */
interface Focus {
  subject: Named[];
  type: QuestionType;
  /** The asking clauses' words. */
  words: string;
}

/**
 * The question's focus in a message that tells and asks ("our gas hot water is dying. Is a heat pump
 * worth it?"): the concepts the asking clauses name are its subject and the told ones its context;
 * when the asking clauses point back ("what should we replace it with?", "is that just marketing?")
 * or name nothing and ask something of a kind (a price, a rebate, a comparison), the told ones are
 * the subject too; when they name nothing and ask broadly ("what can I do?"), the told ones are only
 * context and the question is broad. The type is the asking clauses' ("reno in Sydney's going to
 * come in around $60k, does that trigger BASIX": the rules, not a price), or the whole message's when
 * they say none ("which one?"). Undefined when every clause asks, or none does.
 */
function focusOf(text: string, wanted: Named[], mentions: Mention[], broadly: boolean): Focus | undefined {
  // one clause (no stop, comma, dash or line inside it) has nothing told apart from what it asks
  if (!ONE_CLAUSE_ENDS.test(text.slice(0, -1))) return undefined;
  const clauses = clausesOf(text);
  const asking = clauses.filter((clause) => clause.asks);
  if (asking.length === 0 || asking.length === clauses.length) return undefined;
  const inAsking = (at: number, end: number) => asking.some((clause) => at < clause.end && end > clause.start);
  // what is told in a word or two, naming nothing ("Thanks! How much ...?", "Canberra. Heard ..."), changes nothing
  const slight = (clause: Clause) => clause.asks || clause.text.split(' ').length <= SLIGHT_WORDS;
  if (clauses.every(slight) && wanted.every((named) => inAsking(named.at, named.end))) return undefined;
  const words = asking.map((clause) => clause.text).join(' ');
  const asked = wanted.filter((named) => inAsking(named.at, named.end) || named.concept.names.test(words));
  const askedMentions = mentions.filter((mention) => inAsking(mention.at, mention.at + mention.text.length));
  let type = questionType(words, askedMentions.length);
  if (type === 'general') type = questionType(text, Math.max(wanted.length, mentions.length));
  // "..., which costs less?", "..., which is better?": the things told are the things compared
  else if (type !== 'comparison' && mentions.length >= 2 && WHICH_OF.test(words)) type = 'comparison';
  const pointsBack = POINTS_BACK.test(words);
  if (!pointsBack && asked.some((named) => !GENERAL_CONCEPTS.has(named.concept.id))) return { subject: asked, type, words };
  const broadAsk = broadly && (type === 'how_to' || type === 'general' || type === 'worth_it') && BROAD_ASK.test(words);
  if (!broadAsk || pointsBack) return { subject: wanted, type, words };
  return { subject: wanted.filter((named) => asked.includes(named) || named.concept.problem), type, words };
}

/** The words that set two things against each other. */
const SETS_AGAINST = /\b(or|vs\.?|versus|than|compared (to|with)|instead of|rather than|and|as \w+ as)\b/g;
/** How far (characters) a thing compared may be from the word that compares it. */
const COMPARED_REACH = 45;

/**
 * The two concepts a comparison sets against each other: one named just before a comparing word and
 * another just after it ("ceiling fans ... or ... the aircon"), in the order named. Two names of one
 * kind of thing ("polyester or glasswool", "the polyester batts and the itchy fibreglass ones") are
 * the pair before two kinds.
 */
function comparedPair(text: string, mentions: Mention[]): [string, string] | undefined {
  if (mentions.length < 2) return undefined;
  SETS_AGAINST.lastIndex = 0;
  for (let found = SETS_AGAINST.exec(text); found; found = SETS_AGAINST.exec(text)) {
    const at = found.index;
    const after = at + found[0].length;
    const before = mentions.filter((mention) => mention.at + mention.text.length <= at && at - (mention.at + mention.text.length) <= COMPARED_REACH);
    const next = mentions.filter((mention) => mention.at >= after && mention.at - after <= COMPARED_REACH);
    const alike = before.find((first) => next.some((second) => second.id === first.id && second.text !== first.text));
    if (alike) return [alike.id, alike.id];
    const first = before.at(-1);
    const second = next.find((mention) => mention.id !== first?.id);
    if (first && second) return [first.id, second.id];
  }
  return undefined;
}

/** The most words of a told clause that cannot change what a message asks. */
const SLIGHT_WORDS = 2;

/** Where one clause may end and another begin, short of the message's end. */
const ONE_CLAUSE_ENDS = /[.?!;,\n]|\s[-–—]\s/;

/** Asking which of the things told is better, cheaper or uses less. */
const WHICH_OF = /\b(which|what's|whats|what is)\b[^.?!]{0,20}\b(better|best|cheaper|cheapest|less|more|one|wins)\b/;

function understandText(message: string): Understanding {
  const text = message
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    // "cheaper to run then a split system": a comparison's "than" typed "then"
    .replace(COMPARATIVE_THEN, '$1 than')
    .trim();
  const { wanted: named, excluded, mentions: allMentions } = conceptsIn(text);
  const themed = THEMES.find(([, pattern]) => pattern.test(text))?.[0];
  const priorities = PRIORITIES.test(text);
  const cheap = CHEAP_MEASURES.test(text);
  const focus = focusOf(text, named, allMentions, themed !== undefined || priorities || cheap);
  const subject = focus?.subject ?? named;
  const wanted = subject.map(({ concept }) => concept);
  const context = named.filter((item) => !subject.includes(item)).map(({ concept }) => concept.id);
  const mentions = allMentions.filter((mention) => wanted.some((concept) => concept.id === mention.id)).map((mention) => mention.text);
  const type = focus?.type ?? questionType(text, Math.max(wanted.length, mentions.length));
  const specific = wanted.filter((concept) => !GENERAL_CONCEPTS.has(concept.id));
  // ruling a measure out and asking what else helps asks for the other measures ("we can't afford double
  // glazing, what else helps with the windows?"): a broad question, whatever else it names
  const alternatives = excluded.length > 0 && ALTERNATIVES.test(text) && type !== 'rebate' && type !== 'cost';
  const broad =
    alternatives ||
    (specific.length === 0 &&
      (priorities ||
        cheap || (themed !== undefined && (type === 'how_to' || type === 'general' || type === 'worth_it') && BROAD_ASK.test(text))));
  const theme = themed ?? 'efficiency';
  // what the message tells is left out of the retrieval query with what it rules out
  const untold = [...excluded, ...named.filter((item) => !subject.includes(item)).map(({ concept }) => concept)];
  // a concept named by an everyday name ("shiny foil", "aircon") adds the articles' words for it; one
  // named in the articles' own words ("NCC", "heat pump") adds nothing, so it does not skew the ranking
  const words = new Set(text.split(/[^a-z0-9-]+/));
  const added = wanted
    .map((concept) => concept.query.split(' '))
    .filter((query) => query[0] !== '' && !words.has(query[0] ?? ''))
    .map((query) => query.filter((word) => !words.has(word)).join(' '));
  const query = [withoutExcluded(text, untold).replace(JUDGEMENT, ' ').replace(IDIOMS, ' '), ...added].join(' ');
  const compared = type === 'comparison' ? comparedPair(text, allMentions.filter((mention) => wanted.some((concept) => concept.id === mention.id))) : undefined;
  return {
    text,
    concepts: wanted.map((concept) => concept.id),
    ...(compared && { compared }),
    excluded: excluded.map((concept) => concept.id),
    context,
    type,
    broad,
    priorities,
    mentions,
    ...(broad && theme && { theme }),
    query,
    ...(focus && { asking: focus.words }),
  };
}

/**
 * What a message asks, remembered per text (chips and returning visitors send the same words).
 * Shared result: callers must not change it.
 */
export const understand = memoize(understandText, { max: 2000, key: textKey(500) });
