import type { KnowledgeArticle } from './knowledge-base';
import { memoize } from '../memo';
import { listItems, passagesOf, type Passage } from './article-passages';
import { expandQuery, terms } from './text';

/** A passage that leans on the one before it reads badly on its own. */
const DANGLING_START = /^(another|this|these|that|those|it|they|also|but|however|so|such|the same)\b/i;

/** Section headings that are a state's name ("## Western Australia"): such a section is for that state only. */
const STATE_HEADINGS = new Set([
  'New South Wales',
  'Victoria',
  'Queensland',
  'South Australia',
  'Western Australia',
  'Tasmania',
  'Northern Territory',
  'Australian Capital Territory',
]);

/** How many of the article's passages use each term (for weighting rare, telling terms up). */
function documentFrequency(passages: Passage[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const passage of passages) {
    if (passage.kind === 'zone-item') continue;
    for (const term of new Set(terms(passage.text))) df.set(term, (df.get(term) ?? 0) + 1);
  }
  return df;
}

const dfCache = new WeakMap<KnowledgeArticle, { df: Map<string, number>; count: number }>();

function weights(article: KnowledgeArticle, passages: Passage[]) {
  let cached = dfCache.get(article);
  if (!cached) {
    cached = { df: documentFrequency(passages), count: passages.filter((passage) => passage.kind !== 'zone-item').length };
    dfCache.set(article, cached);
  }
  const { df, count } = cached;
  const title = titleTermsOf(article);
  /**
   * 1 for a term in every passage, rising for rarer ones; the article's own subject (the words of its
   * title) says little about which of its passages answers, so those count for less.
   */
  return (term: string) => (1 + Math.log((count + 1) / ((df.get(term) ?? 0) + 1))) * (title.has(term) ? 0.4 : 1);
}

const passageTerms = new WeakMap<Passage, Set<string>>();
const headingTerms = new WeakMap<Passage, Set<string>>();
const titleTerms = new WeakMap<KnowledgeArticle, Set<string>>();

/** A passage's terms (passages are built once per article, so their terms are too). */
function termsOf(passage: Passage): Set<string> {
  let found = passageTerms.get(passage);
  if (!found) passageTerms.set(passage, (found = new Set(terms(passage.text))));
  return found;
}

function headingTermsOf(passage: Passage): Set<string> {
  let found = headingTerms.get(passage);
  if (!found) headingTerms.set(passage, (found = new Set(passage.heading)));
  return found;
}

function titleTermsOf(article: KnowledgeArticle): Set<string> {
  let found = titleTerms.get(article);
  if (!found) titleTerms.set(article, (found = new Set(terms(article.title))));
  return found;
}

const rowTerms = new WeakMap<NonNullable<Passage['table']>, (readonly string[])[]>();

/** The terms of each table row's first cell (the city, the element), worked out once per table. */
function rowTermsOf(table: NonNullable<Passage['table']>): (readonly string[])[] {
  let found = rowTerms.get(table);
  if (!found) rowTerms.set(table, (found = table.rows.map((row) => terms(row.split('|')[1] ?? ''))));
  return found;
}

/** What scoring needs of a passage that does not depend on the query, worked out once per passage. */
const passageFlags = new WeakMap<Passage, { dangling: boolean; indicative: boolean }>();

function flagsOf(passage: Passage) {
  let found = passageFlags.get(passage);
  if (!found) passageFlags.set(passage, (found = { dangling: DANGLING_START.test(passage.text), indicative: /\bindicative\b/i.test(passage.text) }));
  return found;
}

/** A table cut down to its header and the rows the query names (all rows when it names none). */
function tableText(table: NonNullable<Passage['table']>, queryTerms: Set<string>): { text: string; matched: number } {
  const cells = rowTermsOf(table);
  const rows = table.rows.filter((_row, index) => (cells[index] ?? []).some((term) => queryTerms.has(term)));
  const shown = rows.length > 0 ? rows : table.rows;
  return { text: [table.header, table.separator, ...shown].join('\n'), matched: rows.length };
}

/**
 * The passages that answer a query best for a zone: scored by shared terms (rarer terms in the article
 * count more; heading terms count half), the zone's own passage preferred, passages for other zones
 * left out. A table is offered only when the query names one of its rows (a city, an element), and
 * then only with those rows. Returned in article order.
 */
export function bestPassages(
  article: KnowledgeArticle,
  query: string,
  zone: number | null,
  limit = 3,
  maxChars = 1100,
  /** The visitor's state or territory name: sections written for another state are left out. */
  stateName?: string,
  /** For a comparison, the words of each thing compared: a passage that names them all sets them side by side. */
  compared: readonly string[] = [],
): readonly Passage[] {
  let choose = passageChoices.get(article);
  if (!choose) passageChoices.set(article, (choose = rememberedChoices(article)));
  return choose(query, zone, limit, maxChars, stateName, compared);
}

type Choice = (query: string, zone: number | null, limit: number, maxChars: number, stateName?: string, compared?: readonly string[]) => Passage[];

/**
 * The choice is a pure function of a fixed knowledge base and its arguments, so the latest ones are
 * remembered for each article, as retrieval remembers its searches: suggestion chips ask the same
 * questions again and again, and choosing costs more than the rest of composing a reply. Shared:
 * callers must not change it.
 */
const passageChoices = new WeakMap<KnowledgeArticle, Choice>();
const CHOICES_PER_ARTICLE = 200;

const rememberedChoices = (article: KnowledgeArticle): Choice =>
  memoize((...args: Parameters<Choice>) => choosePassages(article, ...args), {
    max: CHOICES_PER_ARTICLE,
    key: (query, zone, limit, maxChars, stateName, compared = []) => `${zone ?? ''}|${limit}|${maxChars}|${stateName ?? ''}|${compared.join('/')}|${query}`,
  });

/** A question after an amount ("what R value?", "what rating should the batts be?", "how much?"): figures answer it. */
const ASKS_AMOUNT = /\b(how (much|many|big|thick|deep|wide|long)|what (size|r[- ]?values?|ratings?|number|figure|level|width)|which (r[- ]?values?|ratings?|size)|r[- ]?values?)\b/;
/** A passage stating a figure. */
const FIGURE = /\d/;
/** What a passage naming every thing compared gains: it is where the article sets them side by side. */
const SIDE_BY_SIDE = 3;

/** The state a paragraph opens on ("In Victoria, ..."), if any. */
function forState(text: string): string | undefined {
  return [...STATE_HEADINGS].find((name) => text.startsWith(`In ${name},`) || text.startsWith(`In the ${name},`));
}

function choosePassages(
  article: KnowledgeArticle,
  query: string,
  zone: number | null,
  limit: number,
  maxChars: number,
  stateName?: string,
  compared: readonly string[] = [],
): Passage[] {
  const queryTerms = new Set(terms(expandQuery(query)));
  const comparedTerms = compared.length >= 2 ? compared.map((words) => terms(expandQuery(words))) : [];
  const asksAmount = ASKS_AMOUNT.test(query.toLowerCase());
  const all = passagesOf(article);
  const weightOf = weights(article, all);
  const termWeights = new Map([...queryTerms].map((term) => [term, weightOf(term)]));
  const last = all.at(-1)?.order;
  const scored = all
    .filter((passage) => {
      // the article's closing caveat ("Figures here are indicative...") is said by the reply's own footnote
      if (passage.order === last && flagsOf(passage).indicative) return false;
      if (stateName && passage.headingText && STATE_HEADINGS.has(passage.headingText) && passage.headingText !== stateName) return false;
      // (so is a paragraph that opens on another state: "In Victoria, the Victorian Energy Upgrades discounts ...")
      if (stateName && forState(passage.text) !== undefined && forState(passage.text) !== stateName) return false;
      if (passage.kind === 'zone-list') return zone === null;
      if (passage.kind === 'zone-item') return zone !== null && passage.zones?.includes(zone) === true;
      return passage.zones === null || (zone !== null && passage.zones.includes(zone));
    })
    .flatMap((passage) => {
      let candidate = passage;
      let bonus = 0;
      if (passage.table) {
        const { text, matched } = tableText(passage.table, queryTerms);
        if (matched === 0) return [];
        candidate = { ...passage, text };
        bonus = 1;
      } else if (passage.kind === undefined) {
        // a list that goes place by place ("- **ACT**: ...") shows only the visitor's own line
        const own = labelledItems(passage.text, queryTerms);
        if (own) {
          candidate = { ...passage, text: own };
          bonus = 3;
        }
      }
      const passageTerms = candidate === passage ? termsOf(passage) : new Set(terms(candidate.text));
      const headingTerms = headingTermsOf(passage);
      let score = bonus;
      for (const [term, weight] of termWeights) {
        if (passageTerms.has(term)) score += weight;
        else if (headingTerms.has(term)) score += weight / 2;
      }
      if (passage.zones !== null) score += 3;
      if (passage.order === 0) score += 0.5;
      if (asksAmount && FIGURE.test(candidate.text)) score += 1.5;
      if (comparedTerms.length > 0 && comparedTerms.every((words) => words.some((term) => passageTerms.has(term)))) score += SIDE_BY_SIDE;
      if (flagsOf(passage).dangling) score -= 1.5;
      return [{ passage: candidate, score }];
    })
    .sort((a, b) => b.score - a.score || a.passage.order - b.passage.order);
  // the line written for the visitor's own zone is the most personal part of the answer: always keep it
  const ownZone = zone === null ? undefined : scored.find(({ passage }) => passage.zones !== null);
  const ordered = ownZone ? [ownZone, ...scored.filter((entry) => entry !== ownZone)] : scored;
  const chosen: Passage[] = [];
  let length = 0;
  for (const { passage } of ordered) {
    if (chosen.length >= limit) break;
    // a long list is cut to its first items (lists here run in order of priority) rather than dropped
    const fitted = length + passage.text.length > maxChars ? trimList(passage, maxChars - length) : passage;
    if (!fitted) continue;
    chosen.push(fitted);
    length += fitted.text.length;
  }
  // "aim for the top of the ranges above" needs the table it points to
  const pointer = chosen.find((passage) => REFERS_ABOVE.test(passage.text));
  if (pointer) {
    const table = all.filter((passage) => passage.table && passage.order < pointer.order).at(-1);
    if (table && !chosen.some((passage) => passage.order === table.order)) chosen.push(table);
  }
  return chosen.sort((a, b) => a.order - b.order);
}

/** A passage that points back at a table or list ("the ranges above", "the table above"). */
const REFERS_ABOVE = /\bthe (\w+ ){1,2}above\b/i;

/**
 * A passage as the visitor reads it: a list or table that opens its section gets the section's
 * heading as a lead-in ("**When you need a certificate**"), so "- every new home" is not left bare.
 */
export function passageText(passage: Passage): string {
  const bare = /^([-*] |\d+\. |\|)/.test(passage.text);
  if (!bare || passage.kind === 'zone-item' || !passage.headingText) return passage.text;
  return `**${passage.headingText}**\n\n${passage.text}`;
}

/** The passage's list cut to the items that fit in `room` characters (at least two), or undefined. */
function trimList(passage: Passage, room: number): Passage | undefined {
  if (passage.table || passage.kind === 'zone-item') return undefined;
  const lines = passage.text.split('\n');
  const first = lines.findIndex((line) => /^([-*] |\d+\. )/.test(line));
  if (first < 0) return undefined;
  const kept: string[] = lines.slice(0, first);
  let size = kept.join('\n').length;
  let items = 0;
  for (const line of lines.slice(first)) {
    if (/^([-*] |\d+\. )/.test(line) && size + line.length + 1 > room) break;
    kept.push(line);
    size += line.length + 1;
    if (/^([-*] |\d+\. )/.test(line)) items += 1;
  }
  return items >= 2 ? { ...passage, text: kept.join('\n') } : undefined;
}

/**
 * For a list whose items all start with a bold label ("- **Victoria**: ..."), the lead-in and the items
 * whose label the query names in full; undefined when it is not such a list or names none of them.
 */
function labelledItems(text: string, queryTerms: Set<string>): string | undefined {
  const list = labelledList(text);
  if (!list) return undefined;
  const named = list.items.filter(({ labelTerms }) => labelTerms.length > 0 && labelTerms.every((term) => queryTerms.has(term)));
  if (named.length === 0 || named.length === list.items.length) return undefined;
  return [...list.leadIn, ...named.map(({ item }) => item)].join('\n');
}

const labelledLists = new Map<string, LabelledList | null>();
interface LabelledList {
  leadIn: string[];
  items: { item: string; labelTerms: readonly string[] }[];
}

/** A list whose items all start with a bold label, parsed once per passage text; null when it is not one. */
function labelledList(text: string): LabelledList | null {
  const known = labelledLists.get(text);
  if (known !== undefined) return known;
  const lines = text.split('\n');
  const first = lines.findIndex((line) => /^[-*] /.test(line));
  const items = first < 0 ? [] : listItems(lines.slice(first).join('\n'));
  const labels = items.map((item) => /^[-*] \*\*([^*]+?)\*\*/.exec(item)?.[1]);
  const list =
    items.length < 3 || labels.some((label) => label === undefined)
      ? null
      : { leadIn: lines.slice(0, first), items: items.map((item, index) => ({ item, labelTerms: terms(labels[index] ?? '') })) };
  // passage texts come from the knowledge base, a fixed set, so this map stays small
  labelledLists.set(text, list);
  return list;
}
