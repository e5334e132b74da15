/**
 * The first sentence of an answer, which answers the question asked: a definition says what the thing
 * is (and what its letters stand for), a cost question gets the figure, a rebate question with no
 * state the federal program, and the rest the article's summary (one sentence that answers the
 * article's question). Every sentence comes from the cited article, so its figures are sourced.
 */
import type { KnowledgeArticle } from '../knowledge/knowledge-base';
import type { Understanding } from '../understanding/understand';
import { conceptById, namesAcronym, type Concept } from '../understanding/lexicon';
import { expandQuery, terms } from '../knowledge/text';
import { passagesOf } from '../knowledge/article-passages';
import { firstSentence } from './sentences';
import { proseSentences, stateLine, withHeading } from './article-sentences';
import { bestCostSentence } from './cost-sentence';
import { saysIncluded } from '../understanding/inclusion';

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
  const names = mentions.map((mention) => mention.toLowerCase().replace(/s$/, '')).filter((name) => name.length > 2);
  if (names.length < 2) return undefined;
  const count = (sentence: string) => names.filter((name) => sentence.toLowerCase().includes(name)).length;
  if (count(article.summary) > 0) return undefined;
  let best: { sentence: string; named: number } | undefined;
  for (const sentence of proseSentences(article)) {
    const named = count(sentence);
    if (named >= 2 && (!best || named > best.named)) best = { sentence, named };
  }
  return best?.sentence;
}

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
  return proseSentences(article).find((sentence) => names(sentence) >= 2 && COMPARES.test(sentence.toLowerCase()));
}

/**
 * Questions after one dimension of a thing ("how thick is R4?", "how deep would the batts sit?") and
 * how a sentence gives it: such a question opens on the cited sentence that gives it.
 */
const DIMENSIONS: ReadonlyArray<{ asks: RegExp; gives: RegExp }> = [
  { asks: /\b(how (thick|deep|high|tall)|thickness|depth)\b/, gives: /\b\d+(\.\d+)? ?(cm|mm)\b[^.]*\b(thick|deep|high)\b|\b(thick|deep)\b[^.]*\b\d+(\.\d+)? ?(cm|mm)\b/i },
  // a width: how far eaves or an overhang should reach, in millimetres or as a share of a height
  { asks: /\b(how (wide|far out|big)|width|overhang)\b/, gives: /\b\d+(\.\d+)? ?(cm|mm|m)\b[^.]*\b(wide|eaves?|overhang)\b|\b(wide|eaves?|overhang)\b[^.]*\b(\d+(\.\d+)? ?(cm|mm)|\d+ ?% (as wide|of))/i },
  // a length of time: a loan's term, how long a thing lasts or takes to pay back
  {
    asks: /\b(how long|how many (years|months)|time ?frame|(repayment|loan) (period|term|time)|(term|length) of the loan|pay (it |that |the loan )?(back|off) over)\b/,
    gives: /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)(-| to |-\d+ )?(\d+ )?(years?|months?)\b/i,
  },
  // a level of insulation: the R-value a part should have
  {
    asks: /\b((what|which) (total )?r[- ]?(values?|ratings?)|(what's|whats|what is) (a |the )?(good|decent|recommended|right|minimum|ideal|typical|reasonable|sensible) (total )?r[- ]?(values?|ratings?)|(what|which) (rating|rated|grade) (of )?(batts?|insulation)|r[- ]?values? (should|do|does|would|will|must)|how much insulation|what (insulation|r) (should|do|does|would))\b/,
    gives: /\bR\d+(\.\d+)?\b/,
  },
  // a share: how much of the heat goes one way, what part of the bill a thing is
  {
    asks: /\b(how much of (the |our |my |a |your )?([\w']+ )?(heat|warmth|cool\w*|energy|heating|bills?|power)|what (share|percentage|proportion|portion|fraction|part|per ?cent|chunk|slice|bit)|how big a (share|part|chunk)|(where|how) (all |most of )?(the |our |my )?(heat|warmth) (goes|escapes|gets out|leaks|is lost))\b/,
    gives: /\d+(\.\d+)? ?%|\b\d+ per ?cent\b|\b(a|one) (quarter|third|half)\b/i,
  },
];

/** The first sentence of the cited articles that gives the dimension the question asks for, if any. */
function dimensionSentence(text: string, articles: readonly KnowledgeArticle[]): string | undefined {
  const dimension = DIMENSIONS.find(({ asks }) => asks.test(text));
  if (!dimension) return undefined;
  for (const article of articles) {
    const found = proseSentences(article).find((sentence) => dimension.gives.test(sentence));
    // a list's lead-in ("Loans ..., repaid over up to 10 years, for:") ends as a sentence
    if (found) return found.replace(/,?\s*(for|to|on|including|such as)?:\s*$/, '.');
  }
  return undefined;
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

/** Asking whether something is safe or harmful ("is it safe to ...", "any danger in ...", "are the fumes bad?"). */
const ASKS_SAFETY =
  /\b(safe|safely|safety|unsafe|danger\w*|risky|risks?|harm\w*|toxic|fumes|poison\w*|carbon monoxide|hazard\w*|kill (us|you|me)|unflued|flueless|no flue|without a flue|is it (ok|okay|alright|all right|fine) to\b|(can|could|should) (i|we) (use|run|put|have|keep)\b[^.?!]{0,40}\b(bedrooms?|indoors|inside|overnight|all night)|(leave|leaving|keep|keeping|run|running|have|having) [^.?!]{0,40}\b(overnight|all night|on while (we|i|they|the kids) (sleep|are asleep|are out)))\b/;
/** A sentence that says what is safe or not. */
const GIVES_SAFETY = /\b(safe|safely|safety|unsafe|danger\w*|risks?|harm\w*|toxic|fumes|carbon monoxide|hazard\w*|should not|shouldn't|never|must not)\b/i;

/** Asking who may have something ("do we still qualify?", "am I eligible?", "are renters entitled?"). */
const ASKS_ELIGIBILITY = /\b(qualify|qualifies|eligib\w*|entitled)\b/;
/** A sentence that says who may have it. */
const GIVES_ELIGIBILITY = /\b(eligib\w*|qualif\w*|must be|at least|open to|only for|renters included)\b/i;

/** Asking how loud something is ("how noisy are they?", "will it keep us awake?"). */
const ASKS_NOISE = /\b(how (noisy|noisey|loud|quiet)|(noisy|noisey|loud|quiet)\s*\?|(is|are|will|would|do|does|could)\b[^.?!]{0,35}\b(noisy|noisey|loud|quiet|make (much |a lot of |any )?noise)|noise levels?|decibels?|db|keep (us|me|them|the kids|the baby) awake|wake (us|me|them) up)\b/;
/** A sentence that says how loud it is, in decibels. */
const GIVES_NOISE = /\b\d+ ?dB\b|\bdecibels?\b/i;

/** A noise complained of ("the neighbours complained it's too noisy"): where to put it answers, not how loud it is. */
const NOISE_COMPLAINT = /\b(too (noisy|loud)|(complain\w*|cranky|annoyed|upset|whing\w*|grumbl\w*)\b[^.?!]{0,40}\b(noise|noisy|loud|racket|din|hum\w*)|(noise|noisy|loud|racket|din)\b[^.?!]{0,40}\bcomplain\w*|keeps? (us|me|them|the neighbou?rs?) (up|awake))\b/;
/** A sentence that says where to put a noisy thing. */
const GIVES_SITING = /\b(site|siting|move|moving|away from|pads?|rubber|distance|doubl\w* the distance|face the fan)\b/i;

/** Asking how to find something hidden ("how do I find the leaks?", "where are the draughts coming from?"). */
const ASKS_FINDING =
  /\b(find|finding|locate|locating|track\w* (down|them down)|spot|pin ?point)\b[^.?!]{0,30}\b(leaks?|draughts?|drafts?|gaps?|air|cold|wind)\b|\bwhere (are|is|does) (the )?(leaks?|draughts?|drafts?|gaps?|air|cold|wind)\b/;
/** A sentence that says how to find it. */
const GIVES_FINDING = /\b(look for|listen|incense|smoke|feel for|candle)\b/i;

/** Asking what cloud or rain does to solar output. */
const ASKS_CLOUD = /\b(cloudy|overcast|cloud cover|rainy|grey (days?|skies))\b/;
/** A sentence that says it. */
const GIVES_CLOUD = /\bcloud\w*|overcast\b/i;

/** Asking about one season or month ("only doing 20 in winter", "what about in June?"). */
const ASKS_SEASON = /\b((in|during|this|over|for) (the )?(winter|summer)|june|july|december|january)\b/;
/** A sentence that gives a figure for a season or a month. */
const GIVES_SEASON = /\b(winter|summer|june|july|december|january|month\w*)\b[^.]*\d|\d[^.]*\b(winter|summer|june|july|december|january|month\w*)\b/i;

const SEASON: ReadonlyArray<{ asks: RegExp; gives: RegExp; shared?: number }> = [{ asks: ASKS_SEASON, gives: GIVES_SEASON, shared: 1 }];

/** Asking when to run something ("when should it run?", "what time is best", "it has a timer"). */
const ASKS_TIMING = /\b(when (should|do|does|is|to|would)|what (time|hours)|which hours|time of day|timer|best time|overnight or)\b/;
/** A sentence that says when. */
const GIVES_TIMING = /\b(afternoon|middle of the day|midday|daytime|during the day|in daylight|overnight|at night|evening|morning|timer)\b/i;

/** Asking whether a thing matters, and how much ("does it matter?", "is that a big deal?", "how much difference"). */
const ASKS_MAGNITUDE = /\b(does (it|that|this|they) (really |even |actually )?mat+er|big deal|how much (of a )?difference|make (much|any|a big|a real) difference|how bad (is|are)|is (it|that) (bad|serious))\b/;
/** A sentence that gives a size: a share or a part of something. */
const GIVES_MAGNITUDE = /\d+(\.\d+)? ?%|\b(half|a third|a quarter)\b/i;

/** Asking whether the heat or the cold matters more where the visitor is. */
const ASKS_HEAT_OR_COLD = /\b(heat(ing)?(?! ?pumps?)|hot(?! water)|summer|cool(ing)?|warm(th|ing)?|cold|winter)\b[^.?!]{0,25}\b(or|versus|vs|more than)\b[^.?!]{0,15}\b(the |keeping |staying )?(cold|cool(ing)?|heat(ing)?(?! ?pumps?)|winter|summer|hot(?! water)|warm(th|ing)?)\b(?! ?(pumps?|water))/;
/** A sentence that says what a climate mainly needs. */
const GIVES_MAIN_NEED = /\b(need(s)? both|both heating and cooling|main energy use|the goal is to keep|mainly (a )?(heating|cooling)|keep (the house|it|homes?) (cool|warm))\b/i;

/** Aspects a question may ask after, and the words of a sentence that answers it. */
const ASPECTS: ReadonlyArray<{ asks: RegExp; gives: RegExp; shared?: number }> = [
  { asks: ASKS_SAFETY, gives: GIVES_SAFETY },
  { asks: ASKS_ELIGIBILITY, gives: GIVES_ELIGIBILITY },
  // (a level in decibels speaks to the question whatever words it shares with it)
  { asks: NOISE_COMPLAINT, gives: GIVES_SITING },
  { asks: ASKS_NOISE, gives: GIVES_NOISE, shared: 0 },
  { asks: ASKS_FINDING, gives: GIVES_FINDING, shared: 0 },
  { asks: ASKS_CLOUD, gives: GIVES_CLOUD, shared: 0 },
  { asks: ASKS_TIMING, gives: GIVES_TIMING },
  { asks: ASKS_MAGNITUDE, gives: GIVES_MAGNITUDE },
  // (a climate's main need is said in words the question need not share)
  { asks: ASKS_HEAT_OR_COLD, gives: GIVES_MAIN_NEED, shared: 0 },
];

/** The fewest of the question's words a sentence shares to answer an aspect, unless the aspect says. */
const ASPECT_SHARED = 2;

/**
 * For a question after one aspect (whether something is safe, who may have a rebate), the cited
 * sentence that speaks to it about the thing asked after: of the sentences with the aspect's words,
 * the one sharing most of the question's words.
 */
function aspectSentence(understanding: Understanding, articles: readonly KnowledgeArticle[], aspects = ASPECTS): string | undefined {
  const aspect = aspects.find(({ asks }) => asks.test(understanding.text));
  if (!aspect) return undefined;
  const wanted = new Set(terms(expandQuery(understanding.text)));
  let best: { sentence: string; score: number } | undefined;
  for (const [index, article] of articles.entries()) {
    for (const sentence of proseSentences(article)) {
      if (!aspect.gives.test(sentence)) continue;
      const score = new Set(terms(sentence).filter((term) => wanted.has(term))).size - index * 0.5;
      if (score >= (aspect.shared ?? ASPECT_SHARED) && (!best || score > best.score)) best = { sentence, score };
    }
  }
  return best?.sentence;
}

/**
 * For whether a rating is good ("is 6 stars bad?", "6.2 stars, is that decent?"), the cited sentence
 * that says what that many stars means ("6 stars: a decent result, but not an exceptional one."), or
 * the nearest lower rating's.
 */
function ratingJudged(text: string, articles: readonly KnowledgeArticle[]): string | undefined {
  const asked = RATING_JUDGED.exec(text);
  if (!asked) return undefined;
  const stars = Math.floor(Number(asked.groups?.stars ?? asked.groups?.also));
  for (let level = stars; level >= 0; level -= 1) {
    const says = new RegExp(`^${level} stars?: `);
    for (const article of articles) {
      const found = proseSentences(article).find((sentence) => says.test(sentence));
      if (found) return found;
    }
  }
  return undefined;
}
/** Asking whether a rating is good or bad. */
export const RATING_JUDGED =
  /\b(?:is|are|'s)\s+(?:a |an )?(?<stars>\d{1,2}(?:\.\d)?)[- ]?stars?(?: rating)?\s+(?:bad|good|ok|okay|decent|any good|poor|low|high|alright|average|terrible|enough)\b|\b(?<also>\d{1,2}(?:\.\d)?)[- ]?stars?\b[^?!]{0,40}\b(?:any good|good or bad|bad or good|is (?:that|it) (?:bad|good|ok|okay|decent|low|average|any good))\b/;

/** The most words of a message that only weighs two options ("DC or AC motor?"). */
const BARE_OPTIONS_WORDS = 5;

/**
 * Two options weighed in a word each ("DC or AC motor?"), neither a thing the lexicon names apart: the
 * article's sentence that names both.
 */
function optionsSentence(article: KnowledgeArticle, text: string): string | undefined {
  const options = /\b([a-z0-9]+)\s+or\s+([a-z0-9]+)\b/.exec(text);
  if (!options || options[1] === options[2]) return undefined;
  const names = [options[1], options[2]].map((word) => new RegExp(`\\b${word}\\b`, 'i'));
  return proseSentences(article).find((sentence) => names.every((name) => name.test(sentence)));
}

/** A zone list's label ("- **Zones 1-2**: "), said as a lead-in ("Zones 1-2: "). */
const ZONE_ITEM_LABEL = /^\s*[-*]\s+\*\*([^*]+)\*\*:?\s*/;

/** The article's line for the visitor's zone, when it names both things compared ("Zones 1-2: heat pumps work well; solar hot water is slightly more efficient ..."). */
function zoneComparison(article: KnowledgeArticle, understanding: Understanding, zone: number): string | undefined {
  const [first, second] = (understanding.compared ?? []).map((id) => conceptById.get(id));
  if (!first || !second || first === second) return undefined;
  const item = passagesOf(article).find((passage) => passage.kind === 'zone-item' && passage.zones?.includes(zone));
  const text = item?.text.toLowerCase() ?? '';
  if (!item || !first.names.test(text) || !second.names.test(text)) return undefined;
  const label = ZONE_ITEM_LABEL.exec(item.text);
  const said = item.text.replace(ZONE_ITEM_LABEL, '').replace(/\*\*/g, '').trim();
  return label ? `${label[1]}: ${said}` : said;
}

/** The opening of a narrow answer from its top article. */
export function openingSentence(
  understanding: Understanding,
  article: KnowledgeArticle,
  options: { query: string; stateKnown: boolean; stateName?: string; others?: readonly KnowledgeArticle[]; renter?: boolean; zone?: number },
): string {
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
  // a question about the rules or rebates where the visitor lives opens on their state's line
  if (options.stateName && (understanding.type === 'compliance' || understanding.type === 'rebate')) {
    const line = stateLine(article, options.stateName, understanding.text);
    if (line) return line;
  }
  const judged = ratingJudged(understanding.own ?? understanding.text, [article, ...(options.others ?? [])]);
  if (judged) return judged;
  const aspect = aspectSentence(understanding, [article, ...(options.others ?? [])]);
  if (aspect) return aspect;
  const inclusion = inclusionSentence(understanding, [article, ...(options.others ?? [])]);
  if (inclusion) return inclusion;
  const dimension = dimensionSentence(understanding.own ?? understanding.text, [article, ...(options.others ?? [])]);
  if (dimension) return dimension;
  // (a season named is weaker than any of the above: "how much heat goes through the glass in winter" asks a share)
  const season = aspectSentence(understanding, [article, ...(options.others ?? [])], SEASON);
  if (season) return season;
  if (understanding.direction) {
    const direction = directionSentence(understanding, [article, ...(options.others ?? [])]);
    if (direction) return direction;
  }
  if (understanding.type === 'definition') {
    // an article that defines a term the question names says so in its summary ("SHGC (solar heat gain coefficient) is ...")
    const text = options.query.toLowerCase();
    if (article.defines.some((term) => text.includes(term.toLowerCase()))) return firstSentence(article.summary);
    const named = understanding.concepts.map((id) => conceptById.get(id)).find((concept) => concept !== undefined && namesAcronym(concept, text));
    if (named?.acronym) return definitionOf(named as Concept & { acronym: NonNullable<Concept['acronym']> }, article);
  }
  if (understanding.type === 'cost') {
    // the figure that best matches the question among the cited articles'
    const figure = bestCostSentence(article, options.others ?? [], options.query, options.stateName);
    if (figure) return figure;
  }
  // a comparison whose answer turns on the climate opens on the visitor's own zone's line, when it names both things
  if (understanding.type === 'comparison' && options.zone !== undefined) {
    const line = zoneComparison(article, understanding, options.zone);
    if (line) return line;
  }
  // a comparison whose summary names neither thing compared opens on the sentence that names most of them
  if (understanding.type === 'comparison') {
    const compared = comparedSentence(article, understanding.mentions) ?? comparingSentence(article, understanding.compared) ?? optionsSentence(article, understanding.own ?? understanding.text);
    if (compared) return compared;
  }
  // two options weighed alone ("DC or AC motor?"), whatever kind the question was read as
  const own = understanding.own ?? understanding.text;
  if (own.split(' ').length <= BARE_OPTIONS_WORDS) {
    const either = optionsSentence(article, own);
    if (either) return either;
  }
  const summary = firstSentence(article.summary);
  if (understanding.type === 'rebate' && !options.stateKnown && article.id === 'rebates-federal') return `${summary} ${STATES_ADD_THEIR_OWN}`;
  return summary;
}
