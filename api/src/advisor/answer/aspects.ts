/**
 * What a question asks after besides its subject, and the cited sentence that answers it: a dimension
 * (how thick, how long, what share, what R-value), an aspect (safety, who qualifies, noise, when to run
 * a thing, whether it matters, cloud, the heat or the cold) or whether a rating is good. Each opens the
 * answer when the question asks it.
 */
import type { KnowledgeArticle } from '../knowledge/knowledge-base';
import type { Understanding } from '../understanding/understand';
import { expandQuery, terms } from '../knowledge/text';
import { proseSentences } from './article-sentences';
import { GENERAL } from './general-concepts';
import { RATINGS } from '../understanding/told';
import { conceptById } from '../understanding/lexicon';
import { ZONE_LINE } from './zone-lines';

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
    asks: /\b((what|which) (total )?r[- ]?(values?|ratings?)|(what's|whats|what is) (a |the )?(good|decent|recommended|right|minimum|ideal|typical|reasonable|sensible) (total )?r[- ]?(values?|ratings?)|(what|which) (rating|rated|grade) (of )?(batts?|insulation)|(what|which) (rating|grade)\b[^.?!]{0,30}\b(insulation|batts?)\b|r[- ]?values? (should|do|does|would|will|must)|how much ([\w-]+ )?(insulation|batts)|(what|which) (level|amount|grade|kind of r[- ]?value) of ([\w-]+ )?(insulation|batts)|what (insulation|r) (should|do|does|would))\b/,
    gives: /\bR\d+(\.\d+)?\b/,
  },
  // a share: how much of the heat goes one way, what part of the bill a thing is
  {
    asks: /\b(how much of (the |our |my |a |your )?([\w']+ )?(heat|warmth|cool\w*|energy|heating|bills?|power)|what (share|percentage|proportion|portion|fraction|part|per ?cent|chunk|slice|bit)|how big a (share|part|chunk)|(where|how) (all |most of )?(the |our |my )?(heat|warmth) (goes|escapes|gets out|leaks|is lost))\b/,
    gives: /\d+(\.\d+)? ?%|\b\d+ per ?cent\b|\b(a|one) (quarter|third|half)\b/i,
  },
];

/** The capital cities, as articles name them. */
const CITIES = /\b(Sydney|Melbourne|Brisbane|Perth|Adelaide|Hobart|Darwin|Canberra)\b/g;

/** A kind of floor as visitors tell it, and as the articles name it. */
const FLOOR_KINDS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\b(stumps?|raised|suspended|floorboards|subfloor|timber floors?|gap underneath|air (space )?(below|beneath|underneath))\b/, /\bsuspended\b/i],
  [/\bslabs?\b/, /\bslabs?\b/i],
];

/**
 * The first sentence of the cited articles that gives the dimension the question asks for, if any;
 * with `naming`, only one that shares a word with it (a follow-up's own thing: the ceiling's R-value
 * asked, then "and for the walls?", is answered by a sentence about walls).
 */
export function dimensionSentence(text: string, articles: readonly KnowledgeArticle[], naming?: string): string | undefined {
  const dimension = DIMENSIONS.find(({ asks }) => asks.test(text));
  if (!dimension) return undefined;
  const named = naming === undefined ? undefined : new Set(terms(naming));
  const names = (sentence: string) => named === undefined || terms(sentence).some((term) => named.has(term));
  // (a figure given for another city than the one asked about comes after any other: "an Adelaide rule of thumb" for Brisbane eaves)
  const elsewhere = (sentence: string) => [...sentence.matchAll(CITIES)].some(([city]) => !text.includes(city.toLowerCase()));
  const gives = (sentence: string) => dimension.gives.test(sentence) && names(sentence);
  // (of the figures, one for the kind of floor told comes first: "up on stumps" is a suspended floor)
  const kind = FLOOR_KINDS.find(([told]) => told.test(text) || (naming !== undefined && told.test(naming)))?.[1];
  for (const article of articles) {
    const sentences = proseSentences(article);
    const found =
      (kind && sentences.find((sentence) => gives(sentence) && kind.test(sentence) && !elsewhere(sentence))) ??
      sentences.find((sentence) => gives(sentence) && !elsewhere(sentence)) ??
      sentences.find(gives);
    // a list's lead-in ("Loans ..., repaid over up to 10 years, for:") ends as a sentence
    if (found) return found.replace(/,?\s*(for|to|on|including|such as)?:\s*$/, '.');
  }
  return undefined;
}

/** Asking whether something is safe or harmful ("is it safe to ...", "any danger in ...", "are the fumes bad?"). */
const ASKS_SAFETY =
  /\b(safe|safely|safety|unsafe|danger\w*|risky|risks?|harm\w*|toxic|fumes|poison\w*|carbon monoxide|hazard\w*|kill (us|you|me)|unflued|flueless|no flue|without a flue|is it (ok|okay|alright|all right|fine) to\b|(can|could|should) (i|we) (use|run|put|have|keep)\b[^.?!]{0,40}\b(bedrooms?|indoors|inside|overnight|all night)|(leave|leaving|keep|keeping|run|running|have|having) [^.?!]{0,40}\b(overnight|all night|on while (we|i|they|the kids) (sleep|are asleep|are out)))\b/;
/** A sentence that says what is safe or not. */
const GIVES_SAFETY = /\b(safe|safely|safety|unsafe|danger\w*|risks?|harm\w*|toxic|fumes|carbon monoxide|hazard\w*|should not|shouldn't|never|must not)\b/i;

/** Asking who may have something ("do we still qualify?", "am I eligible?", "are renters entitled?"). */
const ASKS_ELIGIBILITY = /\b(qualify|qualifies|eligib\w*|entitled|(does|do|would|will) (that|it|this|they|those) (still )?count|can (we|i) still (get|claim|have))\b/;
/** A sentence that says who may have it. */
const GIVES_ELIGIBILITY = /\b(eligib\w*|qualif\w*|must be|at least|open to|only for|renters included)\b/i;

/** Asking how a rebate or discount is claimed ("do I fill in a form?", "does the installer sort it out?", "how do we apply?"). */
const ASKS_CLAIMING =
  /\b(forms?|paperwork|apply for|applying for|application|claim(ing)?|how (do|does|would|can) (i|we|you) (get|claim|receive)|(installer|retailer|supplier|company|they) (sort|sorts|take|takes|do|does|handle|handles|deal with|deals with|look after|looks after)|up front or|upfront or|(come|comes) off (the )?(price|quote|bill))\b/;
/** A sentence that says how it is claimed. */
const GIVES_CLAIMING = /\b(point of sale|point-of-sale|no form|claim|comes? off|off (your|the) (quote|price|bill)|apply for|application)\b/i;

/** Asking who does a thing: "who can do the energy rating?", "who do I get to check it?". */
const ASKS_WHO = /(?:^|[.?!,]\s*|\band\s+)who\b|\b(?:get|getting|call|hire|book|find) (?:someone|somebody|a pro|an expert|someone in)\b|\b(?:does|will|do) the builder (?:just )?(?:sort|do|handle|organise|arrange)\b/;
/** A sentence with the people who do it for its subject: "Accredited assessors use ...", "An installer will ...". */
const GIVES_WHO =
  /^(?:an?\s+|the\s+|your\s+)?(?:accredited\s+|qualified\s+|licensed\s+|registered\s+|nathers\s+)?(?:assessors?|installers?|electricians?|plumbers?|builders?|certifiers?|surveyors?|retailers?|auditors?)\b(?!')/i;

/** Asking how loud something is ("how noisy are they?", "will it keep us awake?"). */
const ASKS_NOISE = /\b(how (noisy|noisey|loud|quiet)|(noisy|noisey|loud|quiet)\s*\?|(is|are|will|would|do|does|could)\b[^.?!]{0,35}\b(noisy|noisey|loud|quiet|make (much |a lot of |any )?noise)|noise levels?|decibels?|db|keep (us|me|them|the kids|the baby) awake|wake (us|me|them) up)\b/;
/** A sentence that says how loud it is, in decibels. */
const GIVES_NOISE = /\b\d+ ?dB\b|\bdecibels?\b/i;

/** A noise complained of ("the neighbours complained it's too noisy"): where to put it answers, not how loud it is. */
const NOISE_COMPLAINT = /\b(too (noisy|loud)|(complain\w*|cranky|annoyed|upset|whing\w*|grumbl\w*)\b[^.?!]{0,40}\b(noise|noisy|loud|racket|din|hum\w*)|(noise|noisy|loud|racket|din)\b[^.?!]{0,40}\bcomplain\w*|keeps? (us|me|them|the neighbou?rs?) (up|awake))\b/;
/** A sentence that says where to put a noisy thing. */
const GIVES_SITING = /\b(site|siting|move|moving|away from|pads?|rubber|distance|doubl\w* the distance|face the fan)\b/i;

/** Asking how to find something hidden ("how do I find the leaks?", "where are the draughts coming from?", "air's leaking in, how do I track it down?"). */
const ASKS_FINDING =
  /\b(find|finding|locate|locating|track\w* (it |them |those |the leaks? )?down|trac(e|ing) (it|them|the leaks?)|spot|pin ?point)\b[^.?!]{0,30}\b(leaks?|draughts?|drafts?|gaps?|air|cold|wind)\b|\bwhere (are|is|does) (the )?(leaks?|draughts?|drafts?|gaps?|air|cold|wind)\b|\b(leak\w*|draughts?|drafts?|gaps?|air)\b[^?!]{0,60}\b(track\w* (it|them) down|find (it|them|where)|trac(e|ing) (it|them))\b/;
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

export const SEASON: ReadonlyArray<{ asks: RegExp; gives: RegExp; shared?: number }> = [{ asks: ASKS_SEASON, gives: GIVES_SEASON, shared: 1 }];

/** Asking when to run something ("when should it run?", "what time is best", "it has a timer"). */
const ASKS_TIMING = /\b(when (should|do|does|is|to|would)|what (time|hours)|which hours|time of day|timer|best time|overnight or)\b/;
/** A sentence that says when. */
const GIVES_TIMING = /\b(afternoon|middle of the day|midday|daytime|during the day|in daylight|overnight|at night|evening|morning|timer)\b/i;

/** Asking whether a thing matters, and how much ("does it matter?", "is that a big deal?", "how much difference"); not which one ("does it matter which?"). */
const ASKS_MAGNITUDE = /\b(does (it|that|this|they) (really |even |actually )?mat+er(?! (which|what|whether|if)\b)|big deal|how much (of a )?difference|make (much|any|a big|a real) difference|how bad (is|are)|is (it|that) (bad|serious))\b/;
/** A sentence that gives a size: a share or a part of something. */
const GIVES_MAGNITUDE = /\d+(\.\d+)? ?%|\b(half|a third|a quarter)\b/i;

/** Asking whether the heat or the cold matters more where the visitor is. */
export const ASKS_HEAT_OR_COLD = /\b(heat(ing)?(?! ?pumps?)|hot(?! water)|summer|cool(ing)?|warm(th|ing)?|cold|winter)\b[^.?!]{0,25}\b(or|versus|vs|more than)\b[^.?!]{0,15}\b(the |keeping |staying )?(cold|cool(ing)?|heat(ing)?(?! ?pumps?)|winter|summer|hot(?! water)|warm(th|ing)?)\b(?! ?(pumps?|water))/;
/** Asking whether a thing still works in the cold: "gets bloody cold - will it still do the job?", "does it cope with frost?". */
const ASKS_COPES_WITH_COLD =
  /\b(cold|freezing|frost\w*|icy|minus|below zero|sub-?zero|snow\w*)\b[^?!]{0,80}\b(still|even) (work|cope|handle|do the job|keep up|go|run|heat|be up to it)\b|\b(work|works|cope|copes|handle|do the job|keep up)\b[^?!]{0,40}\b(cold|freezing|frost\w*|minus|below zero)\b/;
/** A sentence that says how a thing does in the cold. */
const GIVES_COLD = /\b(cold[- ]rated|cold (weather|climates?)|frost\w*|freezing|below (about )?-?\d+ ?°C)\b/i;

/** A sentence that says what a climate mainly needs. */
const GIVES_MAIN_NEED = /\b(need(s)? both|both heating and cooling|main energy use|the goal is to keep|mainly (a )?(heating|cooling)|keep (the house|it|homes?) (cool|warm))\b/i;

/** Aspects a question may ask after, and the words of a sentence that answers it. */
const ASPECTS: ReadonlyArray<{ asks: RegExp; gives: RegExp; shared?: number; words?: string }> = [
  { asks: ASKS_SAFETY, gives: GIVES_SAFETY, words: 'safety carbon monoxide danger' },
  { asks: ASKS_ELIGIBILITY, gives: GIVES_ELIGIBILITY, words: 'eligible eligibility' },
  { asks: ASKS_CLAIMING, gives: GIVES_CLAIMING, shared: 1, words: 'point of sale claim form' },
  // (the people who do it are named whatever words the sentence shares with the question)
  { asks: ASKS_WHO, gives: GIVES_WHO, shared: 0 },
  // (a level in decibels speaks to the question whatever words it shares with it)
  { asks: NOISE_COMPLAINT, gives: GIVES_SITING },
  { asks: ASKS_NOISE, gives: GIVES_NOISE, shared: 0 },
  { asks: ASKS_FINDING, gives: GIVES_FINDING, shared: 0 },
  { asks: ASKS_CLOUD, gives: GIVES_CLOUD, shared: 0 },
  { asks: ASKS_TIMING, gives: GIVES_TIMING },
  { asks: ASKS_MAGNITUDE, gives: GIVES_MAGNITUDE },
  // (a climate's main need is said in words the question need not share)
  { asks: ASKS_HEAT_OR_COLD, gives: GIVES_MAIN_NEED, shared: 0 },
  { asks: ASKS_COPES_WITH_COLD, gives: GIVES_COLD, shared: 0, words: 'cold frost below' },
];

/**
 * Words of the aspect a question asks after, for ranking the answer's passages: asked whether sealing
 * up round an unflued heater is safe, the passage on its dangers belongs in the answer.
 */
/** Whether a question asks after one aspect of its thing (how noisy, whether safe, how to find it, ...). */
/**
 * The words an aspect is looked for in: a follow-up asking a price or a rebate ("how much would one
 * cost?" after "does it work when it's freezing?") asks no aspect of the question before.
 */
const aspectText = (understanding: Understanding): string => (understanding.own !== undefined && (understanding.type === 'cost' || understanding.type === 'rebate') ? understanding.own : understanding.text);

export const asksAspect = (understanding: Understanding): boolean => ASPECTS.some(({ asks }) => asks.test(aspectText(understanding)));

export function aspectWords(understanding: Understanding): string {
  return ASPECTS.find(({ asks }) => asks.test(aspectText(understanding)))?.words ?? '';
}

/** The fewest of the question's words a sentence shares to answer an aspect, unless the aspect says. */
const ASPECT_SHARED = 2;

/**
 * For a question after one aspect (whether something is safe, who may have a rebate), the cited
 * sentence that speaks to it about the thing asked after: of the sentences with the aspect's words,
 * the one sharing most of the question's words.
 */
export function aspectSentence(understanding: Understanding, articles: readonly KnowledgeArticle[], aspects = ASPECTS): string | undefined {
  const aspect = aspects.find(({ asks }) => asks.test(aspectText(understanding)));
  if (!aspect) return undefined;
  const wanted = new Set(terms(expandQuery(understanding.text)));
  // (the article of a concept that says what the question is about outweighs the others more: asked
  // whether gappy batts matter, their own article's figure answers, not the ceiling's)
  const led = understanding.concepts.some((id) => {
    const concept = conceptById.get(id);
    return concept?.leads === true && concept.articles[0] === articles[0]?.id;
  });
  let best: { sentence: string; score: number } | undefined;
  for (const [index, article] of articles.entries()) {
    for (const sentence of proseSentences(article)) {
      // (a zone's own line, "Zones 7-8: ...", is said only for the visitor's zone, where the answer's passages are chosen)
      if (!aspect.gives.test(sentence) || ZONE_LINE.test(sentence)) continue;
      const score = new Set(terms(sentence).filter((term) => wanted.has(term))).size - index * (led ? 2 : 0.5);
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
export function ratingJudged(text: string, articles: readonly KnowledgeArticle[]): string | undefined {
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

/** The concepts that are a star rating, as a question's context ("... to get our new build to 7 stars"). */
const RATING_CONTEXT = new Set(['seven-stars', 'star-rating']);
/** A sentence that speaks of a number of stars or the star rating. */
const SPEAKS_OF_STARS = /\b\d(\.\d)?[- ]?stars?\b|\bstar rating\b/i;

/**
 * For a thing asked of beside a star rating ("do we have to have double glazing to get 7 stars?", "will
 * big west windows blow the rating?"), the first cited sentence that names the thing and the stars:
 * what the thing does for the rating, not the rules alone or the thing alone.
 */
export function ratingEffectSentence(understanding: Understanding, articles: readonly KnowledgeArticle[]): string | undefined {
  const says = effectSaid(understanding);
  if (!says) return undefined;
  for (const article of articles) {
    const found = proseSentences(article).find(says);
    if (found) return found;
  }
  return undefined;
}

/** Of `articles`, the first with a sentence saying what the thing asked of does for the star rating (see {@link ratingEffectSentence}). */
export function ratingEffectArticle(understanding: Understanding, articles: readonly KnowledgeArticle[]): KnowledgeArticle | undefined {
  const says = effectSaid(understanding);
  return says ? articles.find((article) => proseSentences(article).some(says)) : undefined;
}

/** The test of a sentence that names the thing asked of and the stars, when the question asks that. */
function effectSaid(understanding: Understanding): ((sentence: string) => boolean) | undefined {
  if (!understanding.context.some((id) => RATING_CONTEXT.has(id)) || understanding.concepts.some((id) => RATINGS.has(id) || GENERAL.has(id))) return undefined;
  const names = understanding.mentions.map((mention) => mention.toLowerCase().replace(/s$/, '')).filter((name) => name.length > 2);
  if (names.length === 0) return undefined;
  return (sentence) => SPEAKS_OF_STARS.test(sentence) && names.some((name) => sentence.toLowerCase().includes(name));
}

/** The concepts that are a star rating as a question's context. */
export const ratingContext = (understanding: Understanding): string[] => understanding.context.filter((id) => RATING_CONTEXT.has(id));

/** Kinds of home a rule may or may not apply to, with the words articles use for each. */
const HOME_KINDS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\b(apartments?|units?|flats?|class 2)\b/, /\b(apartments?|class 2)\b/i],
  [/\b(townhouses?|terraces?)\b/, /\btownhouses?\b/i],
  [/\b(extensions?|additions?)\b/, /\bextensions?\b/i],
  [/\b(renovations?|renos?)\b/, /\brenovations?\b/i],
  // a home that stands, asked whether a rule makes it be upgraded ("does the 7 star rule mean we'll have to upgrade it?")
  [/\b(existing|already built|(upgrade|bring) (it|ours|the house|the home|the place|our (house|home|place))|(our|my) ([\w'-]+ ){0,2}(house|home|place|fibro|weatherboard|cottage|bungalow|unit|townhouse|queenslander|terrace))\b/, /\bexisting home is not required to be upgraded\b/i],
];
const DENIED_BEFORE = /\b(no|not|non|never|without|n't)\s+(\w+\s+)?$/;
/** Asking whether a rule reaches a kind of home: "does it apply to apartments?", "are units caught by it?". */
const ASKS_APPLIES = /\b(apply|applies|caught|cover|covers|covered|count|counts|relevant|exempt|included|(have|need|required|forced) to (upgrade|bring|retrofit|comply)|retrospective\w*)\b/;

/**
 * For whether a rule applies to a kind of home ("does it apply to apartments too?", "what about units,
 * are they caught by it?"), the first cited sentence that names that kind of home.
 */
export function appliesToSentence(understanding: Understanding, articles: readonly KnowledgeArticle[]): string | undefined {
  const asked = understanding.own ?? understanding.text;
  if (!ASKS_APPLIES.test(asked)) return undefined;
  // (a kind of work said not to be happening, "no extension", "we're not renovating", is not asked about)
  const kind = HOME_KINDS.find(([named]) => {
    const found = named.exec(asked);
    return found !== null && !DENIED_BEFORE.test(asked.slice(Math.max(0, found.index - 20), found.index));
  });
  if (!kind) return undefined;
  for (const article of articles) {
    const found = proseSentences(article).find((sentence) => kind[1].test(sentence));
    if (found) return found;
  }
  return undefined;
}

