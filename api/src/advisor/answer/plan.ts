/**
 * The answer plan for a question: its first sentence answers the question asked; a broad question
 * then gets a prioritised overview from several articles, a narrow one its top article's best
 * passages; the visitor's zone, tenure and project shape what is said. Every figure comes from a
 * cited article.
 */
import type { CollectedVariables } from '@energy-advisor/contracts';
import type { KnowledgeArticle } from '../knowledge/knowledge-base';
import type { Understanding } from '../understanding/understand';
import { conceptById } from '../understanding/lexicon';
import { bestPassages, passageText } from '../knowledge/passages';
import { openingSentence } from './opening';
import { aspectWords } from './aspects';
import { RENTERS } from './article-choice';
import { overviewText } from './overview';
import { placeFigureArticle } from './place-figures';
import { firstSentence, sentencesOf } from './sentences';
import { memoize, textKey } from '../memo';
import { notTheirsLine, otherStatesRule } from './other-state';
import { cautionSentence } from './caution';
import { onlyNationalRules, STATE_ADOPTION } from './state-topics';
import { stateLine } from './article-sentences';

/** State and territory names, for passages written per state ("## Western Australia"). */
export const STATE_NAMES: Record<string, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  SA: 'South Australia',
  WA: 'Western Australia',
  TAS: 'Tasmania',
  NT: 'Northern Territory',
  ACT: 'Australian Capital Territory',
};

/** Each state's name with what a question must contain to name it ("northern", not "northern territory"). */
const STATE_WRITTEN = Object.values(STATE_NAMES).map((name) => [name, name.toLowerCase().replace(/ territory$/, '')] as const);

/** A state or territory the question names in full ("in victoria", "tasmanian"), as its name. */
function namedState(text: string): string | undefined {
  const lower = text.toLowerCase();
  return STATE_WRITTEN.find(([name, written]) => lower.includes(written) || (name === 'Tasmania' && /\btassie\b/.test(lower)))?.[0];
}

/** Said to a renter asking about a measure that changes the building. */
export const RENTER_NOTE =
  "As you rent, a change like this needs your landlord's agreement; sealing draughts, curtains and fans are things you can do yourself.";

/** A passage that spells out an abbreviation, which a definition's opening has already done. */
const STANDS_FOR = /^[^.]*\bstands for\b/i;

/** The most passages and characters a narrow answer adds after its opening (a chat widget's reply). */
const PASSAGE_LIMIT = 3;
const PASSAGE_CHARS = 900;

/** The parts of an answer to a question, in order (the first answers it), and the articles it used. */
export interface PlannedAnswer {
  /** The first part: the sentence that answers the question. */
  opening: string;
  /** What follows the opening: overview lines or passages, notes. */
  body: string[];
  /** Whether the answer states a figure from an article that changes (rebates, prices, dates). */
  changing: KnowledgeArticle | undefined;
  /** Whether it states figures at all. */
  hasFigures: boolean;
  /** The visitor's city's figure, when the body gives it right after the opening (see place-figures.ts). */
  placeFigure?: string;
}

/** The passages of `article` that answer `query` for the visitor, as text (the visitor's town and state count as query words). */
export function passagesFor(
  article: KnowledgeArticle,
  query: string,
  collected: CollectedVariables,
  limit: number,
  maxChars = 1100,
  compared: readonly string[] = [],
): string[] {
  const zone = Number(collected.climate_zone) || null;
  const town = collected.location?.replace(/,.*$/, '') ?? '';
  const state = STATE_NAMES[collected.state ?? ''] ?? '';
  const passages = bestPassages(article, `${query} ${town} ${state} ${collected.state ?? ''}`, zone, limit, maxChars, state || undefined, compared);
  return passages.map(passageText);
}

/**
 * The planned answer to a question, or undefined when no article answers it. `message` is the
 * understood text (`understanding.text`). Remembered, as retrieval and passage choice are: chips and returning
 * visitors ask the same questions. Shared: callers must not change it.
 */
export function planAnswer(
  message: string,
  understanding: Understanding,
  articles: readonly KnowledgeArticle[],
  collected: CollectedVariables,
): PlannedAnswer | undefined {
  return rememberedPlans(message, understanding, articles, collected).planned;
}

/** What a plan reads of the collected variables, besides the message and the articles. */
const PLAN_VARIABLES = ['climate_zone', 'state', 'location', 'tenure', 'project_type', 'heating_fuel'] as const;

const rememberedPlans = memoize(
  (message: string, understanding: Understanding, articles: readonly KnowledgeArticle[], collected: CollectedVariables) => ({
    planned: plan(message, understanding, articles, collected),
  }),
  {
    max: 2000,
    key: (message, _understanding, articles, collected) =>
      typeof message === 'string' && message.length <= 500
        ? `${articles.map((article) => article.id).join(',')}|${PLAN_VARIABLES.map((name) => collected[name] ?? '').join('|')}|${message}`
        : undefined,
  },
);

function plan(message: string, understanding: Understanding, articles: readonly KnowledgeArticle[], collected: CollectedVariables): PlannedAnswer | undefined {
  const [top] = articles;
  if (!top) return undefined;
  if (understanding.broad) {
    const [overviewOpening = '', ...body] = overviewText(understanding, collected, articles);
    // (a danger in the visitor's own plan comes before the overview too: sealing round a flueless heater)
    const caution = cautionSentence(understanding, articles);
    const opening = caution ?? overviewOpening;
    return { opening, body: caution ? [overviewOpening, ...body] : body, changing: articles.find((article) => article.changing), hasFigures: articles.some((article) => /\d/.test(article.summary)) };
  }
  const stateName = STATE_NAMES[collected.state ?? ''] ?? namedState(message);
  let opening = openingSentence(understanding, top, {
    query: message,
    stateKnown: stateName !== undefined,
    ...(stateName !== undefined && { stateName }),
    others: articles.slice(1),
    renter: collected.tenure === 'renter',
    ...(Number(collected.climate_zone) > 0 && { zone: Number(collected.climate_zone) }),
    ...(collected.project_type !== undefined && { project: collected.project_type }),
  });
  // a national rule asked of where the visitor is opens on their state's line when its own article has
  // none ("that whole of home thing, do I need to worry about it up here?" in the Territory)
  const adoption = understanding.type === 'compliance' && stateName && collected.state && onlyNationalRules(understanding.concepts) && !stateLine(top, stateName) ? articles.find((article) => article.id === STATE_ADOPTION) : undefined;
  const adopted = adoption && stateName ? stateLine(adoption, stateName, message) : undefined;
  if (adopted) opening = adopted;
  // a danger in the visitor's own plan is said first (sealing up a room a flueless gas heater warms)
  opening = cautionSentence(understanding, articles) ?? opening;
  // a rule of another state than the visitor's says first that it is not theirs ("BASIX is New South Wales' own scheme, ...")
  const byId = new Map(articles.map((article) => [article.id, article]));
  const elsewhere = understanding.type === 'definition' ? undefined : otherStatesRule(understanding, collected.state, (id) => byId.get(id));
  if (elsewhere && collected.state) opening = `${notTheirsLine(elsewhere, collected.state)} ${opening}`;
  // a renter asking whether one change is worth asking the landlord for hears that it is, and why
  const raise = collected.tenure === 'renter' && understanding.type === 'worth_it' && (understanding.concepts.includes('landlord') || /\b(landlord|owner|agent|property manager)\b/.test(understanding.text)) && top.id !== RENTERS;
  if (raise) opening = `Worth raising with your landlord: ${/^(A|An|The)\s/.test(opening) ? opening[0]!.toLowerCase() + opening.slice(1) : opening}`;
  const said = new Set(plainSentencesOf(opening));
  // a passage that repeats the opening adds nothing
  // (with the words of an aspect asked after: "is it safe" ranks the passage on the dangers)
  const passageQuery = [understanding.query, understanding.told, aspectWords(understanding)].filter(Boolean).join(' ');
  const passages = passagesFor(top, passageQuery, collected, PASSAGE_LIMIT, PASSAGE_CHARS, comparedWords(understanding))
    .flatMap((text) => withoutRepeatedItems(text, said))
    .flatMap((text) => withoutRepeatedSentences(text, said))
    .filter((text) => !(understanding.type === 'definition' && STANDS_FOR.test(text)));
  const body = [...passages];
  // a zone asked with no town known ends with how to look the visitor's own up (address, suburb or postcode)
  const lookup = collected.location === undefined && understanding.concepts.includes('climate-zone') ? articles.slice(1).find((article) => article.topics.includes('lookup') && article.topics.includes('postcode')) : undefined;
  if (lookup && !said.has(firstSentence(lookup.summary))) body.push(firstSentence(lookup.summary));
  // the figure for the visitor's city, from the article that lists each city's, comes right after the opening
  // (unless the answer comes from that article already)
  const local = placeFigureArticle(understanding, collected, [top]) ? undefined : placeFigureArticle(understanding, collected, articles.slice(1));
  const placeFigure = local && !said.has(plain(local.summary)) ? local.summary : undefined;
  if (placeFigure) body.unshift(placeFigure);
  // a price asked where help with it is cited (the state's rebate or loan) says so after the figure
  const help = understanding.type === 'cost' ? articles.find((article) => article !== top && article.topics.includes('rebates')) : undefined;
  const helpLine = help && firstSentence(help.summary);
  if (helpLine && !said.has(plain(helpLine))) body.splice(Math.min(1, body.length), 0, helpLine);
  const renovates = understanding.concepts.some((id) => conceptById.get(id)?.measure === 'renovation');
  if (collected.tenure === 'renter' && renovates) body.push(RENTER_NOTE);
  const hasFigures = /\d/.test(opening) || passages.some((text) => /\d/.test(text));
  return { opening, body, changing: top.changing ? top : undefined, hasFigures, ...(placeFigure && { placeFigure }) };
}

/** Of `texts`, what `shown` has not said already: repeated list items and sentences left out, emptied texts dropped. */
export function unsaid(texts: readonly string[], shown: readonly string[]): string[] {
  const said = new Set(shown.flatMap((text) => plainSentencesOf(text)));
  return texts.flatMap((text) => withoutRepeatedItems(text, said)).flatMap((text) => withoutRepeatedSentences(text, said));
}

/** The words of each of two different things compared: the lexicon's label of each. */
function comparedWords(understanding: Understanding): string[] {
  const [first, second] = understanding.compared ?? [];
  if (understanding.type !== 'comparison' || !first || !second || first === second) return [];
  return [first, second].map((id) => conceptById.get(id)?.label ?? id);
}

/** A list passage without the items the opening already said (none, when every item was said). */
function withoutRepeatedItems(text: string, said: ReadonlySet<string>): string[] {
  const lines = text.split('\n');
  const items = lines.filter((line) => /^\s*([-*]|\d+\.)\s/.test(line));
  if (items.length < 2) return [text];
  const kept = lines.filter((line) => !items.includes(line) || !plainSentencesOf(line).some((sentence) => said.has(sentence)));
  return kept.some((line) => items.includes(line)) ? [kept.join('\n')] : [];
}

/**
 * A prose passage without the sentences the opening already said (none, when it said them all); a
 * passage with lines (a list, a table) is kept whole or dropped whole.
 */
function withoutRepeatedSentences(text: string, said: ReadonlySet<string>): string[] {
  const sentences = sentencesOf(text);
  const repeated = sentences.filter((sentence) => said.has(plain(sentence)));
  if (repeated.length === 0) return [text];
  if (text.includes('\n') || repeated.length === sentences.length) return [];
  return [sentences.filter((sentence) => !repeated.includes(sentence)).join(' ')];
}

const plain = (sentence: string) => sentence.replace(/\*\*/g, '').replace(/^([-*]|\d+\.)\s+/, '').trim().toLowerCase();

/**
 * A text's sentences as compared for repeats (no emphasis, no list marker, lower case), remembered: the
 * texts are mostly the knowledge base's passages, read again on every answer. Shared: callers must not change it.
 */
const plainSentencesOf = memoize((text: string): readonly string[] => sentencesOf(text).map(plain), { max: 5000, key: textKey(20_000) });
