/**
 * The first sentence of an answer, which answers the question asked: a definition says what the thing
 * is (and what its letters stand for), a cost question gets the figure, a rebate question with no
 * state the federal program, and the rest the article's summary (one sentence that answers the
 * article's question). Every sentence comes from the cited article, so its figures are sourced.
 */
import type { KnowledgeArticle } from '../knowledge/knowledge-base';
import type { Understanding } from '../understanding/understand';
import { conceptById, namedAfterWhats, namesAcronym, type Concept } from '../understanding/lexicon';
import { expandQuery, terms } from '../knowledge/text';
import { firstSentence } from './sentences';
import { proseSentences, stateLine, withHeading } from './article-sentences';
import { rebateForThing } from './rebate-for-thing';
import { bestCostSentence } from './cost-sentence';
import { saysIncluded } from '../understanding/inclusion';
import { weighsTwoOptions } from '../understanding/follow-up';
import { appliesToSentence, aspectSentence, dimensionSentence, ratingEffectSentence, ratingJudged, SEASON } from './aspects';
import { GENERAL } from './general-concepts';
import { commonWords } from '../common-words';
import { ZONE_LINE, zoneComparison, zoneRow } from './zone-lines';
import { ZONE_NUMBER } from '../understanding/numbers';

/** Said after a federal rebate answer when the visitor's state is not known. */
export const STATES_ADD_THEIR_OWN = 'States and territories add their own rebates and discounts on top: tell me your state and I can list them.';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The subject of a sentence defining each concept's abbreviation, compiled once per concept. */
const subjects = new Map<string, RegExp>();

/** "SHGC (solar heat gain coefficient) is the share of ...", from the sentence that defines it. */
function definitionOf(concept: Concept & { acronym: NonNullable<Concept['acronym']> }, article: KnowledgeArticle): string {
  const { short, long } = concept.acronym;
  let subject = subjects.get(concept.id);
  if (!subject) {
    subject = new RegExp(`^(?:the |an? )?(?:${escape(long)}|${escape(short)})(?:\\s*\\([^)]*\\))?(?=\\s+(?:is|are|measures|means|describes|runs|gives|tells)\\b)`, 'i');
    subjects.set(concept.id, subject);
  }
  const defining = proseSentences(article).find((sentence) => subject.test(sentence));
  if (defining) return defining.replace(subject, `${short} (${long})`);
  // else the first sentence that names it, after what the letters stand for
  const naming = new RegExp(`\\b(?:${escape(long)}|${escape(short)})\\b`, 'i');
  const named = proseSentences(article).find((sentence) => naming.test(sentence));
  return `${short} stands for ${long}. ${named ?? firstSentence(article.summary)}`;
}

/** Asking for an amount: "how much", "what does it work out to", "per kWh", "for each panel". */
const ASKS_AMOUNT = /\b(how much|work(s|ing)? out (to|at)|come(s)? to|(per|for each|for every|a) (kwh|kw|unit|panel|square metre|m2)|(in )?(actual|real|hard) (dollars|money|cash|terms)|how many dollars|dollar (value|figure|amount|terms)|worth in dollars)\b/;

/** The article's sentence naming most of the things compared (at least two), when its summary names none. */
function comparedSentence(article: KnowledgeArticle, mentions: readonly string[]): string | undefined {
  // (energy or a bill named beside them is no thing compared: "the gas bill ... what's the better option")
  const things = mentions.filter((mention) => ![...GENERAL].some((id) => conceptById.get(id)?.names.test(mention.toLowerCase())));
  // (hyphens are spaces: "reverse cycle" is the summary's "reverse-cycle")
  const names = things.map((mention) => mention.toLowerCase().replace(/-/g, ' ').replace(/s$/, '')).filter((name) => name.length > 2);
  if (names.length < 2) return undefined;
  const count = (sentence: string) => names.filter((name) => sentence.toLowerCase().replace(/-/g, ' ').includes(name)).length;
  if (count(article.summary) > 0) return undefined;
  let best: { sentence: string; named: number } | undefined;
  for (const sentence of proseSentences(article)) {
    // (a zone's line is said for the visitor's zone only: zoneComparison)
    if (ZONE_LINE.test(sentence)) continue;
    const named = count(sentence);
    if (named >= 2 && (!best || named > best.named)) best = { sentence, named };
  }
  return best?.sentence;
}

/** How a sentence starts: a capital, a figure, a quote or a bracket. */
const STARTS_SENTENCE = /^["'“(]?[A-Z0-9$]/;

/** Words that name no kind of a thing ("split systems", "a panel unit"). */
const GENERIC_KINDS = new Set(['system', 'systems', 'unit', 'units', 'type', 'types', 'kind', 'kinds', 'ones', 'thing', 'things', 'heater', 'heaters', 'stuff']);

/**
 * For two kinds of one thing compared ("a ducted system or a few wall splits"), the article's first
 * sentence naming a word only one side has ("split", "ducted"), when its summary names none. The sides
 * are the few words either side of the word that sets them against each other.
 */
function kindsSentence(article: KnowledgeArticle, understanding: Understanding): string | undefined {
  const [first, second] = understanding.compared ?? [];
  if (!first || first !== second) return undefined;
  const concept = conceptById.get(first);
  const text = (understanding.own ?? understanding.text).toLowerCase();
  const against = /\b(or|vs|versus|against|and|than|over|instead of|rather than)\b/.exec(text);
  if (!concept || !against) return undefined;
  const label = concept.label.toLowerCase();
  const kinds = (words: string[]) => new Set(words.filter((word) => word.length >= 4 && !label.includes(word) && !GENERIC_KINDS.has(word) && !everyday().has(word)));
  // (each side's words near the comparing word, a comparative like "better" left out: "ducted reverse cycle better than a couple of split systems")
  const before = kinds(text.slice(0, against.index).split(/[^a-z0-9-]+/).filter((word) => word && !COMPARES.test(word)).slice(-3));
  const after = kinds(text.slice(against.index + against[0].length).split(/[^a-z0-9-]+/).filter(Boolean).slice(0, 5));
  if (before.size === 0 || after.size === 0) return undefined;
  const own = [...before, ...after].filter((word) => !(before.has(word) && after.has(word)));
  const stems = own.map((word) => new RegExp(`\\b${escape(word.replace(/s$/, ''))}`, 'i'));
  const names = (sentence: string) => stems.some((stem) => stem.test(sentence));
  if (names(article.summary)) return undefined;
  return proseSentences(article).find((sentence) => !ZONE_LINE.test(sentence) && names(sentence));
}

/** The commonest English words, which name no kind of a thing ("both", "some", "few"). */
let commonest: ReadonlySet<string> | undefined;
const everyday = (): ReadonlySet<string> => (commonest ??= new Set(commonWords().slice(0, EVERYDAY_COUNT)));
/** How many of the commonest words are taken as everyday ones. */
const EVERYDAY_COUNT = 400;

/** Words that set one thing against another in a sentence. */
const COMPARES = /\b(than|less|more|cheaper|dearer|better|worse|half|twice|times)\b/;

/**
 * When the summary names only one of the two things compared, the article's first sentence that names
 * both by any of their names (the lexicon's, not only the visitor's: "a split system ... than an oil
 * heater" finds "a reverse-cycle unit uses far less energy than a resistance heater") and compares them.
 */
function comparingSentence(article: KnowledgeArticle, compared: Understanding['compared']): string | undefined {
  if (!compared || compared[0] === compared[1]) return undefined;
  const concepts = compared.map((id) => conceptById.get(id)).filter((concept): concept is Concept => concept !== undefined);
  if (concepts.length < 2) return undefined;
  const names = (sentence: string) => concepts.filter((concept) => concept.names.test(sentence.toLowerCase())).length;
  if (names(article.summary) >= 2) return undefined;
  return proseSentences(article).find((sentence) => !ZONE_LINE.test(sentence) && names(sentence) >= 2 && COMPARES.test(sentence.toLowerCase()));
}


/** A sentence that says which way a measure is good: a direction word and a judgement beside the measure's name. */
const DIRECTION_WORDS = /\b(low|lower|lowest|high|higher|highest|small|smaller|big|bigger)\b/i;
const JUDGES = /\b(better|best|good|keeps?|suits?|want|ideal|worse|insulates)\b/;

/**
 * For "high or low?" about a measure, the cited sentence naming the measure and a direction that
 * shares most of the question's words ("Low SHGC keeps solar heat out - good for ... east and west
 * windows" for the west windows), the top article's first on a tie.
 */
function directionSentence(understanding: Understanding, articles: readonly KnowledgeArticle[]): string | undefined {
  const measures = understanding.concepts.flatMap((id) => conceptById.get(id) ?? []).filter((concept) => concept.scale);
  if (measures.length === 0) return undefined;
  const wanted = new Set(terms(expandQuery(understanding.text)));
  let best: { sentence: string; score: number } | undefined;
  for (const article of articles) {
    for (const sentence of proseSentences(article)) {
      const lower = sentence.toLowerCase();
      if (!DIRECTION_WORDS.test(lower) || !JUDGES.test(lower) || !measures.some((concept) => concept.names.test(lower))) continue;
      const score = new Set(terms(sentence).filter((term) => wanted.has(term))).size + (article === articles[0] ? 0.5 : 0);
      if (!best || score > best.score) best = { sentence, score };
    }
  }
  return best?.sentence;
}

/**
 * For "does it include the hot water system?", the cited sentence naming the thing asked after and
 * saying whether it is in or out: the top article's, else its summary when that names the thing, else
 * another cited article's.
 */
function inclusionSentence(understanding: Understanding, articles: readonly KnowledgeArticle[]): string | undefined {
  const things = (understanding.included ?? []).flatMap((id) => conceptById.get(id) ?? []);
  if (things.length === 0) return undefined;
  const [top, ...others] = articles;
  const said = top && proseSentences(top).find((sentence) => saysIncluded(sentence, things));
  if (said) return said;
  // a summary listing the thing among what the subject covers answers too
  const summary = top && firstSentence(top.summary);
  if (summary && things.some((concept) => concept.names.test(summary.toLowerCase()))) return summary;
  for (const article of others) {
    const found = proseSentences(article).find((sentence) => saysIncluded(sentence, things));
    if (found) return found;
  }
  return undefined;
}


/**
 * Two options weighed in a word each ("DC or AC motor?"), neither a thing the lexicon names apart: the
 * article's sentence that names both.
 */
function optionsSentence(article: KnowledgeArticle, text: string): string | undefined {
  const options = /\b([a-z0-9]+)\s+or\s+([a-z0-9]+)\b/.exec(text);
  if (!options || options[1] === options[2]) return undefined;
  const names = [options[1], options[2]].map((word) => new RegExp(`\\b${word}\\b`, 'i'));
  return proseSentences(article).find((sentence) => !ZONE_LINE.test(sentence) && names.every((name) => name.test(sentence)));
}

/** The opening of a narrow answer from its top article. */
export function openingSentence(
  understanding: Understanding,
  article: KnowledgeArticle,
  options: { query: string; stateKnown: boolean; stateName?: string; others?: readonly KnowledgeArticle[]; renter?: boolean; zone?: number; project?: string },
): string {
  // the other kinds of a thing, one kind ruled out ("not a heat pump - what else for hot water?"): what the first other kind is
  if (understanding.otherKinds) return firstSentence(article.summary);
  // a renter asking about rebates first hears whether renters can have them, when the article says
  if (options.renter && understanding.type === 'rebate') {
    const renters = withHeading(article, (sentence) => /\b(renters?|tenants?)\b/i.test(sentence));
    if (renters) return renters;
  }
  // a rebate question after an amount ("what does the discount work out to per kWh?") opens on the figure
  if (understanding.type === 'rebate' && ASKS_AMOUNT.test(understanding.text)) {
    // the rebate's own article's figure first: another article's price is not the discount
    const figure = bestCostSentence(article, [], options.query, options.stateName) ?? bestCostSentence(article, options.others ?? [], options.query, options.stateName);
    if (figure) return figure;
  }
  const cited = [article, ...(options.others ?? [])];
  // whether a rule reaches a kind of home ("does it apply to apartments?", "will we have to upgrade
  // ours?") is answered before the state's dates
  const applies = appliesToSentence(understanding, cited);
  if (applies) return applies;
  // a question about the rules or rebates where the visitor lives opens on their state's line
  if (options.stateName && (understanding.type === 'compliance' || understanding.type === 'rebate')) {
    // (the project known says which of the state's rules: an extension's)
    const line = stateLine(article, options.stateName, options.project ? `${understanding.text} ${options.project}` : understanding.text);
    if (line) return line;
  }
  const judged = ratingJudged(understanding.own ?? understanding.text, cited);
  if (judged) return judged;
  const aspect = aspectSentence(understanding, cited);
  if (aspect) return aspect;
  const inclusion = inclusionSentence(understanding, cited);
  if (inclusion) return inclusion;
  const effect = ratingEffectSentence(understanding, cited);
  if (effect) return effect;
  // (a follow-up carries the dimension asked before to its own thing: "what R-value for the ceiling?", "and the walls?";
  // read in the question as asked, as the carried text has the earlier thing's words cut out)
  const followUp = understanding.own;
  // (not to a follow-up that asks a kind of its own: "and what's that going to cost?" after "what size system?" asks the price)
  const carries = followUp !== undefined && (understanding.type === 'general' || understanding.type === 'how_to');
  const dimension = dimensionSentence(followUp ?? understanding.text, cited) ?? (carries ? dimensionSentence(understanding.asking ?? understanding.text, cited, followUp) : undefined);
  if (dimension) return dimension;
  if (understanding.direction) {
    const direction = directionSentence(understanding, cited);
    if (direction) return direction;
  }
  // a climate zone asked about by its number ("what does climate zone 6 mean?"): its row of the zones' table
  const zoneNumber = understanding.concepts.includes('climate-zone') && (understanding.type === 'definition' || understanding.type === 'general') ? ZONE_NUMBER.exec(understanding.text)?.[1] : undefined;
  const row = zoneNumber === undefined ? undefined : cited.map((source) => zoneRow(source, zoneNumber)).find((found) => found !== undefined);
  if (row) return row;
  if (understanding.type === 'definition') {
    // an article that defines a term the question names says so in its summary ("SHGC (solar heat gain coefficient) is ...")
    const text = options.query.toLowerCase();
    if (article.defines.some((term) => text.includes(term.toLowerCase()))) return firstSentence(article.summary);
    // (by its letters, "what's a VPP", or in full, "what is a virtual power plant", when the article's
    // summary is about something else)
    const summary = article.summary.toLowerCase();
    const inFull = (concept: Concept) => concept.acronym !== undefined && text.includes(concept.acronym.long.toLowerCase()) && !summary.includes(concept.acronym.long.toLowerCase());
    // (or, the one thing asked about, by another of its names: "a 'feed-in' credit, what is that")
    const asked = understanding.concepts.flatMap((id) => conceptById.get(id) ?? []);
    const only = asked.length === 1 ? asked[0] : namedAfterWhats(text, asked);
    const named = understanding.concepts.map((id) => conceptById.get(id)).find((concept) => concept !== undefined && (namesAcronym(concept, text) || inFull(concept) || (concept === only && concept.acronym !== undefined && !summary.includes(concept.acronym.long.toLowerCase()))));
    if (named?.acronym) return definitionOf(named as Concept & { acronym: NonNullable<Concept['acronym']> }, article);
  }
  if (understanding.type === 'cost') {
    // the figure that best matches the question among the cited articles'
    // (with the words of a concept that leads the question: "what do they pay for solar you send back" asks a feed-in tariff)
    // (and with the words of the one thing asked about when its name is not said: "a 6.6 on the roof" is solar)
    // (a follow-up naming none of them, "and what's that going to cost?" after solar's size, prices all the things carried)
    const own = understanding.own;
    const carried = own !== undefined && !understanding.concepts.some((id) => conceptById.get(id)?.names.test(own));
    const leads = carried ? [] : understanding.concepts.length === 1 ? understanding.concepts : understanding.concepts.filter((id) => conceptById.get(id)?.leads);
    const asked = leads.length > 0 || !carried ? leads : understanding.concepts.filter((id) => !GENERAL.has(id));
    const priceOf = (named: readonly string[]) => {
      const leading = named.map((id) => conceptById.get(id)?.query ?? '').join(' ');
      const thing = named.length === 1 ? conceptById.get(named[0] as string) : undefined;
      return bestCostSentence(article, options.others ?? [], `${options.query} ${leading}`, options.stateName, thing);
    };
    // (with no figure for a leading concept that is no thing to buy, the one thing to buy named: "what will
    // a solar system for 20 kWh a day cost?" prices the system, not what it yields)
    const measures = understanding.concepts.filter((id) => conceptById.get(id)?.measure !== undefined);
    const bought = asked.length === 1 && conceptById.get(asked[0] as string)?.measure === undefined && measures.length === 1;
    const figure = priceOf(asked) ?? (bought ? priceOf(measures) : undefined);
    if (figure) return figure;
  }
  // (a season named is weaker than any of the above, a price too: "how much heat goes through the glass
  // in winter" asks a share, "is underfloor insulation expensive? freezing in winter" a price)
  const season = aspectSentence(understanding, cited, SEASON);
  if (season) return season;
  // a comparison whose answer turns on the climate opens on the visitor's own zone's line, when it names both things
  if (understanding.type === 'comparison' && options.zone !== undefined) {
    const line = zoneComparison(article, understanding, options.zone);
    if (line) return line;
  }
  // a comparison whose summary names neither thing compared opens on the sentence that names most of them
  if (understanding.type === 'comparison') {
    const compared =
      kindsSentence(article, understanding) ?? comparedSentence(article, understanding.mentions) ?? comparingSentence(article, understanding.compared) ?? optionsSentence(article, understanding.own ?? understanding.text);
    // (a list item's words are no sentence to open on: "rooftop solar or a heat pump, which only the owner can install")
    if (compared && STARTS_SENTENCE.test(compared)) return compared;
  }
  // two options weighed alone ("DC or AC motor?"), whatever kind the question was read as
  const own = understanding.own ?? understanding.text;
  if (weighsTwoOptions(own)) {
    const either = optionsSentence(article, own);
    if (either) return either;
  }
  // a state's rebate asked for one thing ("anything for pulling out the old gas wall furnace?") opens on
  // the state's line for that thing, with its figure
  const forThing = understanding.type === 'rebate' && options.stateKnown ? rebateForThing(understanding, article, options.query, options.stateName) : undefined;
  if (forThing) return forThing;
  const summary = firstSentence(article.summary);
  if (understanding.type === 'rebate' && !options.stateKnown && article.id === 'rebates-federal') return `${summary} ${STATES_ADD_THEIR_OWN}`;
  return summary;
}
