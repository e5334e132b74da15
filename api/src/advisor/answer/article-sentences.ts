/**
 * An article's sentences as openings read them: its prose sentences, its price table's rows as
 * sentences, a sentence with the section heading or program it sits under, and each sentence with the
 * state or territory it is written for.
 */
import type { KnowledgeArticle } from '../knowledge/knowledge-base';
import { terms } from '../knowledge/text';
import { sentencesOf } from './sentences';

/** The article's prose sentences (headings and table rows left out, list markers taken off). */
export function proseSentences(article: KnowledgeArticle): string[] {
  let found = prose.get(article);
  if (!found) {
    const lines = article.body.split('\n').filter((line) => line.trim() !== '' && !/^\s*(#|\|)/.test(line));
    const paragraphs = lines.map((line) => line.replace(/^\s*([-*]|\d+\.)\s+/, '').replace(/\*\*/g, ''));
    found = [...sentencesOf(article.summary), ...paragraphs.flatMap(sentencesOf)];
    prose.set(article, found);
  }
  return found;
}
const prose = new WeakMap<KnowledgeArticle, string[]>();

/**
 * A price table's rows as sentences ("| Heat pump water heater | about $1,800-$6,000 before installation
 * | Dec 2024 |" is "Heat pump water heater: about $1,800-$6,000 before installation (Dec 2024)."): a
 * price list says most of its figures in its table, and a cost question opens on the row it asks for.
 */
export function priceRows(article: KnowledgeArticle): string[] {
  let found = rows.get(article);
  if (!found) {
    found = article.body.split('\n').flatMap((line) => {
      const cells = /^\s*\|(.+)\|\s*$/.exec(line)?.[1]?.split('|').map((cell) => cell.trim()) ?? [];
      const [what, price, when] = cells;
      if (!what || !price || !/\$\s?\d/.test(price)) return [];
      return [`${what}: ${price}${when ? ` (${when})` : ''}.`];
    });
    rows.set(article, found);
  }
  return found;
}
const rows = new WeakMap<KnowledgeArticle, string[]>();

/**
 * The first prose sentence that passes `test`, named by the program or section it sits under when it
 * does not name it itself ("Victorian Energy Upgrades: all Victorian households and businesses are
 * eligible - renters included."): a sentence under a heading often leans on it.
 */
export function withHeading(article: KnowledgeArticle, test: (sentence: string) => boolean): string | undefined {
  let heading = '';
  for (const line of article.body.split('\n')) {
    const title = /^#{2,3}\s+(.+?)\s*$/.exec(line)?.[1];
    if (title !== undefined) {
      heading = title.replace(/\s*\(.*\)$/, '');
      continue;
    }
    if (line.trim() === '' || /^\s*\|/.test(line)) continue;
    const sentence = sentencesOf(line.replace(/^\s*([-*]|\d+\.)\s+/, '').replace(/\*\*/g, '')).find(test);
    if (!sentence) continue;
    return heading && !sentence.toLowerCase().includes(heading.toLowerCase()) ? `${heading}: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` : sentence;
  }
  return undefined;
}

/**
 * A sentence as it reads alone: a list item ("$200 to decommission a gas heater") with the section and
 * the lead-in it sits under ("Home Heating and Cooling Upgrades: for concession-card holders or
 * households with income under $90,000, $200 to decommission a gas heater."); any other sentence as it is.
 */
export function inContext(article: KnowledgeArticle, sentence: string): string {
  let heading = '';
  let leadIn = '';
  const bare = sentence.replace(/\.$/, '');
  for (const line of article.body.split('\n')) {
    const title = /^#{2,3}\s+(.+?)\s*$/.exec(line)?.[1];
    if (title !== undefined) {
      heading = title.replace(/\s*\(.*\)$/, '');
      leadIn = '';
      continue;
    }
    const item = /^\s*(?:[-*]|\d+\.)\s+(.+)$/.exec(line)?.[1]?.replace(/\*\*/g, '').trim();
    if (item === undefined) {
      if (line.trim() !== '') leadIn = line.trim().endsWith(':') ? line.trim().slice(0, -1) : '';
      continue;
    }
    if (item.replace(/\.$/, '') !== bare) continue;
    const lower = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
    const said = leadIn ? `${lower(leadIn)}, ${bare}` : bare;
    return `${heading ? `${heading}: ${lower(said)}` : said.charAt(0).toUpperCase() + said.slice(1)}.`;
  }
  return sentence;
}

/** Asking for a rule's level: "the minimum", "what star rating", "how many stars". */
const ASKS_LEVEL = /\b(minimum|what (star |energy )?rating|which (star |energy )?rating|how many stars|what stars?)\b/;

/** A sentence stating a required level: "houses need 5 stars", "a minimum of 6 stars". */
const STATES_LEVEL = /\b(need|needs|required|requires|must|minimum|at least)\b[^.]*\d|\d[^.]*\b(required|minimum|remains the minimum)\b/i;

/** A line that opens on a verb in the past or present tense: "announced ...", "has not adopted ...", "requires ...". */
const OPENS_ON_VERB = /^(?:[a-z]+ed|has|have|is|was|will|plans|requires|adopts|says|uses|keeps|kept|chose|began|made|set|left|went|took)\b/;

/**
 * The line an article writes for one state ("- **Victoria**: a 7-star rating ... became mandatory on
 * 1 May 2024"), as a sentence ("In Victoria, a 7-star rating ..."): of its sentences, the one sharing
 * most of the question's words, the first on a tie ("what star rating does a new house in Darwin need?":
 * "In the Northern Territory, houses need 5 stars ..."); undefined when it has none.
 */
/** The short labels articles give the territories ("- **ACT**: ..."). */
const SHORT_LABELS: Readonly<Record<string, string>> = { 'Australian Capital Territory': 'ACT', 'Northern Territory': 'NT' };

export function stateLine(article: KnowledgeArticle, stateName: string, question = ''): string | undefined {
  for (const line of article.body.split('\n')) {
    const labelled = /^[-*]\s+\*\*([^*]+?)\*\*\s*(?:\([^)]*\))?:?\s*(.+)$/.exec(line);
    const label = labelled?.[1]?.replace(/:$/, '').trim();
    if (!labelled?.[2] || (label !== stateName && label !== SHORT_LABELS[stateName])) continue;
    const sentences = sentencesOf(labelled[2].replace(/\*\*/g, ''));
    const wanted = new Set(terms(question));
    // a question after the rule's level ("what's the minimum rating?") is answered by the sentence with the figure
    const level = ASKS_LEVEL.test(question) ? 2 : 0;
    const shared = (sentence: string) => new Set(terms(sentence).filter((term) => wanted.has(term))).size + (STATES_LEVEL.test(sentence) ? level : 0);
    const best = sentences.reduce((found, sentence) => (shared(sentence) > shared(found) ? sentence : found), sentences[0] ?? '');
    if (/^[A-Z][a-z]/.test(best) && !best.includes(stateName)) return `In ${/Territory$/.test(stateName) ? 'the ' : ''}${stateName}, ${best.charAt(0).toLowerCase()}${best.slice(1)}`;
    // (a line opening on its verb has the state for subject: "announced in August 2022 that ..." is "Tasmania announced ...")
    if (OPENS_ON_VERB.test(best)) return `${/Territory$/.test(stateName) ? 'The ' : ''}${stateName} ${best}`;
    return /^[a-z]/.test(best) ? `In ${/Territory$/.test(stateName) ? 'the ' : ''}${stateName}, ${best}` : `${stateName}: ${best}`;
  }
  return undefined;
}

/** How prose names each state or territory, by its full name as the answer plan names it. */
const STATE_WORDS: ReadonlyArray<readonly [string, RegExp]> = [
  ['New South Wales', /\b(NSW|New South Wales)\b/],
  ['Victoria', /\b(Vic|Victoria|Victorian)\b/],
  ['Queensland', /\b(Qld|Queensland|Queensland's)\b/],
  ['South Australia', /\b(SA|South Australia|South Australian)\b/],
  ['Western Australia', /\b(WA|Western Australia|Western Australian)\b/],
  ['Tasmania', /\b(Tas|Tasmania|Tasmanian)\b/],
  ['Northern Territory', /\b(NT|Northern Territory)\b/],
  ['Australian Capital Territory', /\b(ACT|Australian Capital Territory|Canberra)\b/],
];

/** The states a text names, by full name. */
const statesNamed = (text: string): string[] => STATE_WORDS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);

/**
 * Each prose sentence with the states it is written for: those it names, or else the state of the
 * heading or labelled line it sits under ("- **South Australia**: ... The state's minister cited
 * ..."). Empty for a sentence about no state in particular.
 */
export function sentenceStates(article: KnowledgeArticle): ReadonlyMap<string, readonly string[]> {
  let found = statesBySentence.get(article);
  if (!found) {
    found = new Map();
    let headingStates: string[] = [];
    for (const line of article.body.split('\n')) {
      const heading = /^#{2,3}\s+(.+?)\s*$/.exec(line)?.[1];
      if (heading !== undefined) {
        headingStates = statesNamed(heading);
        continue;
      }
      if (line.trim() === '' || /^\s*\|/.test(line)) continue;
      const label = /^\s*[-*]\s+\*\*([^*]+?)\*\*/.exec(line)?.[1];
      const lineStates = label !== undefined && statesNamed(label).length > 0 ? statesNamed(label) : headingStates;
      for (const sentence of sentencesOf(line.replace(/^\s*([-*]|\d+\.)\s+/, '').replace(/\*\*/g, ''))) {
        const named = statesNamed(sentence);
        found.set(sentence, named.length > 0 ? named : lineStates);
      }
    }
    statesBySentence.set(article, found);
  }
  return found;
}
const statesBySentence = new WeakMap<KnowledgeArticle, Map<string, readonly string[]>>();
