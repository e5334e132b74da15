/**
 * A cost question's figure: the cited sentence or price-table row with a dollar figure or a rate in cents that answers it
 * (what a thing costs to buy, or to run, for the visitor's state).
 */
import type { KnowledgeArticle } from '../knowledge/knowledge-base';
import { expandQuery, terms } from '../knowledge/text';
import { priceRows, proseSentences, sentenceStates } from './article-sentences';
import { CONCEPTS } from '../understanding/lexicon';

/** A sentence about what something costs to run rather than to buy ("$290 a year"). */
const RUNNING_COST = /\b(a year|per year|each year|annual\w*|to run|running|bills?)\b/i;
/** A question about running costs or bills: a yearly figure answers it. */
const ASKS_RUNNING = /\b(a year|per year|each year|annual\w*|to run|running|bills?|goes? on)\b/;
/** A rate in cents ("20-30 c/kWh", "2 cents an hour"). */
const RATE = /\d\s?c\/kwh|\d\s?cents?\b/i;
/** A sentence about what something costs to buy or install. */
const PURCHASE = /\b(installed|installation|supplied|rrp|retail|up-front|upfront|quoted|per watt|\/w|\/m2)\b/i;

/** The parts of a house a price may be for: a figure for the ceiling does not price the walls. */
const PARTS: readonly RegExp[] = [/\bwalls?\b/i, /\b(ceilings?|roofs?)\b/i, /\b(floors?|underfloor|subfloor)\b/i, /\b(windows?|glazing)\b/i];

/** A sentence's leading label: "Hot water running costs: ...", "Cost: ...". */
const LABEL = /^\*{0,2}([A-Za-z][\w -]{2,40}?)\*{0,2}:\s/;
/** Whether a label names a thing of the lexicon (hot water, heating, solar), not a state or a kind of figure. */
const namesThing = (label: string) => CONCEPTS.some((concept) => !concept.articles.every((id) => id.startsWith('rebates')) && concept.names.test(label.toLowerCase()));
/** Words of a label that say what kind of figure it is, not what it is for. */
const LABEL_KINDS = new Set(terms('cost costs price prices running run indicative figures yearly annual'));

/** A candidate figure: the sentence, how many of the question's words it shares, and how it fits. */
interface Figure {
  sentence: string;
  shared: number;
  /** It is what a thing costs to buy (a price question) or to run (a bills question). */
  fits: boolean;
  /** It is written for the state the visitor asks about. */
  ownState: boolean;
}

/**
 * The article's sentences and price rows with a dollar figure, each with how many of the question's
 * words it shares. A sentence written for another state than the visitor's is left out.
 */
function figures(article: KnowledgeArticle, wanted: ReadonlySet<string>, running: boolean, stateName: string | undefined, parts: readonly RegExp[]): Figure[] {
  const states = sentenceStates(article);
  const found: Figure[] = [];
  for (const sentence of [...proseSentences(article), ...priceRows(article)]) {
    // (a dollar figure, or a rate in cents: "3.3 c/kWh", "about 2 cents an hour")
    if (!/\$\s?\d|\d\s?c\/kwh|\d\s?cents?\b/i.test(sentence)) continue;
    const written = states.get(sentence) ?? [];
    if (stateName !== undefined && written.length > 0 && !written.includes(stateName)) continue;
    // a figure for another part of the house than the one asked about prices something else; one for
    // the part asked about counts that part twice
    const forPart = parts.some((part) => part.test(sentence));
    if (parts.length > 0 && !forPart && PARTS.some((part) => part.test(sentence))) continue;
    // a figure labelled for another thing than the question names ("Hot water running costs: ..." asked
    // what a heater costs to run) prices that thing
    const label = LABEL.exec(sentence)?.[1];
    if (label !== undefined && namesThing(label) && !terms(label).some((term) => wanted.has(term) && !LABEL_KINDS.has(term))) continue;
    const shared = new Set(terms(sentence).filter((term) => wanted.has(term))).size + (forPart ? 1 : 0);
    const yearly = RUNNING_COST.test(sentence);
    found.push({ sentence, shared, fits: running ? yearly : PURCHASE.test(sentence) && !yearly, ownState: written.includes(stateName ?? '') });
  }
  return found;
}

/**
 * A cost question's figure among the cited articles': one written for the visitor's state first (when it
 * shares two of the question's words: Queensland's solar price is no answer about an air conditioner); then
 * what a thing costs to buy for a price question (what it costs to run for a bills one) when such a
 * figure shares two of the question's words ("how much is a heat pump hot water system, replacing a
 * gas one?" is the price row, not the yearly running cost); else the figure sharing most words, the
 * top article's unless another's shares more and at least two ("what does ducted gas heating cost?"
 * is the price list's "ducted gas heating ... $3,000-$7,000", not the heating article's yearly bill).
 * None when no figure prices the thing the question names (`thing`, its names).
 */
export function bestCostSentence(
  article: KnowledgeArticle,
  others: readonly KnowledgeArticle[],
  query: string,
  stateName?: string,
  thing?: { names: RegExp; articles: readonly string[] },
): string | undefined {
  // the question's everyday words count as the articles' ("rip out" is removal, "kilowatt" kW)
  const wanted = new Set(terms(expandQuery(query)));
  const running = ASKS_RUNNING.test(query);
  const parts = PARTS.filter((part) => part.test(query));
  // when the question names its thing ("a home battery"), a figure of an article not about it must
  // name it, and one that shares no word with the question must too: a new home's price is no battery's
  // (a rate in cents prices what a thing costs to run or earns, not the thing: it must name it)
  const pricesThing = (from: KnowledgeArticle) => (figure: Figure) =>
    thing === undefined || (thing.articles.includes(from.id) && figure.shared > 0 && !RATE.test(figure.sentence)) || thing.names.test(figure.sentence.toLowerCase());
  const top = figures(article, wanted, running, stateName, parts).filter(pricesThing(article));
  const rest = others.flatMap((other) => figures(other, wanted, running, stateName, parts).filter(pricesThing(other)));
  const best = (list: Figure[], at: number) => list.reduce<Figure | undefined>((found, figure) => (figure.shared >= at && (!found || figure.shared > found.shared) ? figure : found), undefined);
  const all = [...top, ...rest];
  const chosen =
    best(all.filter((figure) => figure.ownState), 2) ??
    best(all.filter((figure) => figure.fits), 2) ??
    (() => {
      const own = best(top, 0);
      const other = best(rest, 2);
      return other && other.shared > (own?.shared ?? -1) ? other : own;
    })();
  return chosen?.sentence;
}
