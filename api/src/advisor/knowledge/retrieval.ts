import MiniSearch from 'minisearch';
import type { KnowledgeArticle } from './knowledge-base';
import type { RetrievedArticle } from '../types';
import { expandQuery, isStopword, stem, terms } from './text';
import { memoize, textKey } from '../memo';
import { articleStates, facetFirst } from './facets';

export { articleStates } from './facets';

export interface RetrievalContext {
  /** The visitor's NCC climate zone, when known: zone-specific articles for it rank higher. */
  zone?: number | null;
  /** The visitor's state or territory code, when known: another state's articles rank lower. */
  state?: string | null;
  /** Articles the question names by its concepts (understanding/lexicon.ts): the first found goes first. */
  prefer?: readonly string[];
  /**
   * Whether the question asks what something is. Articles written to define a term ("What is SHGC?")
   * answer such questions; for any other question they rank lower than an article on its subject.
   */
  definition?: boolean;
  /** Articles about what the question names: they rank higher than articles sharing only its other words. */
  related?: readonly string[];
  /**
   * The query is a visitor's question (not words the engine chose for a details turn): among the best
   * few articles, the one whose title and topics cover more of it goes first.
   */
  question?: boolean;
  /** Articles that answer a broader question than this one (an overview): they rank lower. */
  avoid?: readonly string[];
  /** The words of the question an article's title may restate, when not the whole query (the asking clauses). */
  asking?: string;
  /**
   * Whether the question may be about the rules: false for one that asks whether something is worth
   * it, what it costs, how two things compare or what a term means, whose "7 star minimum" is only
   * its subject ("pay more for an 8 star house or stick with the 7 star minimum?").
   */
  rules?: boolean;
}

/** An article written to define a term: it has terms it `defines` and a "What is ...?" title. */
const isDefinitionArticle = (article: KnowledgeArticle) => article.defines.length > 0 && /^what (is|are|does)\b/i.test(article.title);

/** Words too common to say that a question restates a title. */
const TITLE_FILLER = new Set(['a', 'an', 'the', 'and', 'of', 'to', 'vs', 's']);

/** Plain words of a lower-cased title or question, stopwords kept ("how much insulation do i need?"). */
function plainWords(lower: string): Set<string> {
  const words = new Set<string>();
  for (const word of lower.replace(/[’']/g, '').split(/[^a-z0-9.]+/)) if (word.length > 0 && !TITLE_FILLER.has(word)) words.add(stem(word));
  return words;
}

/**
 * How closely a question restates an article's title (Dice overlap of their words, stopwords
 * included): 1 for the same words, 0 for none. Titles phrased as questions then match their question.
 */
function titleOverlap(shared: number, titleSize: number, querySize: number): number {
  if (titleSize === 0 || querySize === 0) return 0;
  return (2 * shared) / (titleSize + querySize);
}

/**
 * BM25 full-text retrieval over the knowledge base (MiniSearch: fuzzy and prefix matching, field
 * boosts), boosted towards articles written for the visitor's climate zone and state (another state's
 * articles sink) and towards an article whose title the question restates; a rebate question is
 * answered from a rebate article first (the federal one when the visitor's state is unknown), and an
 * article the question names by its concepts comes first. The index is built once.
 */
export function createRetriever(
  articles: KnowledgeArticle[],
  /** `rememberTerms: false` searches with MiniSearch alone (the reference the tests compare with). */
  options: { rememberTerms?: boolean } = {},
) {
  const rememberTerms = options.rememberTerms ?? true;
  const byId = new Map(articles.map((article) => [article.id, article]));
  const statesOf = new Map(articles.map((article) => [article.id, articleStates(article)]));
  // what an article's boost reads, by position, worked out once here rather than in every search
  const statesAt = articles.map((article) => statesOf.get(article.id) ?? []);
  const titleWordsAt = articles.map((article) => plainWords(article.title.toLowerCase()));
  /** The articles whose title has each word, by position: a question's title overlaps are counted from its own words. */
  const titlesWith = new Map<string, number[]>();
  titleWordsAt.forEach((words, ordinal) => {
    for (const word of words) titlesWith.set(word, [...(titlesWith.get(word) ?? []), ordinal]);
  });
  const definitionAt = articles.map(isDefinitionArticle);
  const subjectTermsOf = new Map(articles.map((article) => [article.id, new Set(terms(`${article.title} ${article.topics.join(' ')}`))]));
  const index = new MiniSearch<{ id: string; title: string; topics: string; summary: string; body: string }>({
    fields: ['title', 'topics', 'summary', 'body'],
    processTerm,
    searchOptions: {
      boost: { title: 3, topics: 2.5, summary: 1.5, body: 1 },
      fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? 0.2 : false),
      maxFuzzy: 1,
      prefix: (term) => term.length >= PREFIX_MIN_LENGTH,
      combineWith: 'OR',
    },
  });
  index.addAll(
    articles.map((article) => ({
      id: article.id,
      title: article.title,
      topics: article.topics.join(' '),
      summary: article.summary,
      body: article.body,
    })),
  );
  /** Every term the index holds (what processTerm makes of each field's words). */
  const vocabulary = new Set<string>();
  for (const article of articles) {
    for (const field of [article.title, article.topics.join(' '), article.summary, article.body]) {
      for (const word of tokenize(field)) {
        const term = processTerm(word);
        if (term) vocabulary.add(term);
      }
    }
  }

  /** Articles by position: the search below keeps its totals in arrays indexed by it. */
  const ids = articles.map((article) => article.id);
  const ordinalOf = new Map(ids.map((id, ordinal) => [id, ordinal]));

  /**
   * The articles one processed query term matches (exactly, by prefix or by a typo), by position,
   * with MiniSearch's score for that term alone, remembered: questions about homes share a small
   * vocabulary, and matching a term (exactly, by prefix, by a typo) is most of a search's work.
   */
  const termMatches = memoize(
    (term: string): ReadonlyArray<readonly [number, number]> =>
      // a term too short for prefix and typo matching matches only itself: one the index lacks (a
      // name, a typo, a made-up word) matches nothing, without a search
      term.length < PREFIX_MIN_LENGTH && !vocabulary.has(term)
        ? []
        : index
            .search(term, { tokenize: (text) => [text], processTerm: (text) => text })
            .map((result) => [ordinalOf.get(String(result.id)) ?? -1, result.score] as const)
            .filter(([ordinal]) => ordinal >= 0),
    { max: TERM_CACHE_SIZE, key: textKey(TERM_MAX_CHARS) },
  );

  /**
   * Each article's boost for a visitor's zone and state, and for a question that does not ask what
   * something is (articles written to define a term count less), by position: worked out once per
   * context, not per article per search.
   */
  const contextBoosts = memoize(
    (zone: number | null, state: string | null, notDefinition: boolean): Float64Array =>
      Float64Array.from(articles, (article, ordinal) => {
        let boost = 1;
        if (article.zones !== 'all' && zone !== null) boost *= article.zones.includes(zone) ? 1.6 : 0.35;
        const states = statesAt[ordinal] as string[];
        if (state !== null && states.length > 0) boost *= states.includes(state) ? 1.25 : 0.3;
        if (notDefinition && definitionAt[ordinal]) boost *= DEFINITION_SINK;
        return boost;
      }),
    { max: 200, key: (zone, state, notDefinition) => `${zone}|${state}|${notDefinition}` },
  );

  /** Multiplies the boost of the article with that id (a related article's, an overview's). */
  function boostArticle(boosts: Float64Array, id: string, factor: number): void {
    const ordinal = ordinalOf.get(id);
    if (ordinal !== undefined) boosts[ordinal] = (boosts[ordinal] as number) * factor;
  }

  /**
   * MiniSearch's OR search from remembered term matches, scored as it scores them: the sum over the
   * query's terms (a repeated term counts again, added in the query's order), times the document's
   * boost, times how many different query terms the document matched; best first, ties in the
   * order the documents were first matched. Totals live in arrays by article position, not in maps
   * and sets per document: a new question's search made hundreds of them.
   */
  function searchIndex(queryTerms: readonly (string | null)[], boostOf: (ordinal: number) => number): { id: string; score: number }[] {
    const scores = new Float64Array(ids.length);
    const termCounts = new Uint16Array(ids.length);
    const touched: number[] = [];
    const distinct = new Set<string>();
    for (const term of queryTerms) {
      if (!term) continue;
      const first = !distinct.has(term);
      distinct.add(term);
      for (const [ordinal, score] of termMatches(term)) {
        if (termCounts[ordinal] === 0) touched.push(ordinal);
        scores[ordinal] = (scores[ordinal] as number) + score;
        if (first) termCounts[ordinal] = (termCounts[ordinal] as number) + 1;
      }
    }
    const results = touched.map((ordinal) => {
      return { id: ids[ordinal] as string, score: (scores[ordinal] as number) * boostOf(ordinal) * (termCounts[ordinal] as number) };
    });
    return results.filter((result) => result.score !== 0).sort((a, b) => b.score - a.score);
  }

  /**
   * The best articles for a query, best first. Results are a pure function of the query and
   * context, so they are remembered: suggestion chips send the same questions again and again.
   */
  const search = memoize((query: string, context: RetrievalContext, limit: number) => rank(query, context, limit), {
    max: SEARCH_CACHE_SIZE,
    key: (query, context, limit) =>
      `${context.zone ?? ''}|${context.state ?? ''}|${context.prefer?.join(',') ?? ''}|${context.definition ? 'd' : ''}|${context.related?.join(',') ?? ''}|${context.avoid?.join(',') ?? ''}|${context.question ? 'q' : ''}|${context.rules === false ? 'n' : ''}|${limit}|${context.asking ?? ''}|${query}`,
  });

  return {
    search: (query: string, context: RetrievalContext = {}, limit = 3): RetrievedArticle[] => search(query, context, limit),
    get(id: string): KnowledgeArticle | undefined {
      return byId.get(id);
    },
  };

  /**
   * Among the best few results, the one whose subject (title and topics) covers more of the question's
   * words goes first: "are heat pump water heaters noisy?" is about the article on noise, not the one on
   * heat pump water heaters in general, though that one matches more of the question's words in its body.
   */
  function promoteBySubject(results: { id: string; score: number }[], wanted: ReadonlySet<string>, limit: number): void {
    const covered = (id: string) => {
      let count = 0;
      for (const term of subjectTermsOf.get(id) ?? []) if (wanted.has(term)) count += 1;
      return count;
    };
    const [first] = results;
    if (!first) return;
    let best = first;
    let bestCovered = covered(first.id);
    for (const result of results.slice(1, limit)) {
      const count = covered(result.id);
      if (count > bestCovered) [best, bestCovered] = [result, count];
    }
    if (best !== first) results.unshift(...results.splice(results.indexOf(best), 1));
  }

  function rank(query: string, context: RetrievalContext, limit: number): RetrievedArticle[] {
      const zone = context.zone ?? null;
      const state = context.state ?? null;
      const lower = query.toLowerCase();
      const queryWords = plainWords(context.asking?.toLowerCase() ?? lower);
      const boosts = contextBoosts(zone, state, context.definition === false).slice();
      // the articles whose titles the question restates
      const sharedTitleWords = new Map<number, number>();
      for (const word of queryWords) for (const ordinal of titlesWith.get(word) ?? []) sharedTitleWords.set(ordinal, (sharedTitleWords.get(ordinal) ?? 0) + 1);
      for (const [ordinal, shared] of sharedTitleWords) {
        const overlap = titleOverlap(shared, (titleWordsAt[ordinal] as Set<string>).size, queryWords.size);
        if (overlap > 0.5) boosts[ordinal] = (boosts[ordinal] as number) * (1 + 3 * (overlap - 0.5));
      }
      for (const id of new Set(context.related)) boostArticle(boosts, id, RELATED_BOOST);
      for (const id of new Set(context.avoid)) boostArticle(boosts, id, AVOID_BOOST);
      const boostOf = (ordinal: number) => boosts[ordinal] ?? 1;
      const expanded = expandQuery(query);
      // the query's index terms, worked out once for the search and the subject check
      const queryTerms = tokenize(expanded).map(processTerm);
      const results = rememberTerms
        ? searchIndex(queryTerms, boostOf)
        : index.search(expanded, { boostDocument: (id) => boostOf(ordinalOf.get(String(id)) ?? -1) }).map((result) => ({ id: String(result.id), score: result.score }));
      if (context.question) promoteBySubject(results, new Set(terms(expanded)), limit);
      const facet = facetFirst(results, lower, state, context.rules !== false, byId, statesOf);
      const preferred = context.prefer?.find((id) => byId.has(id));
      // a preferred article of the facet's own kind (a rebate program named by its name) beats the facet's choice
      if (preferred !== undefined && (!facet || (byId.get(preferred)?.topics.includes(facet.topic) ?? false))) {
        const at = results.findIndex((result) => result.id === preferred);
        const [found] = at >= 0 ? results.splice(at, 1) : [{ id: preferred, score: results[0]?.score ?? 0 }];
        if (found) results.unshift(found);
      }
      return results.slice(0, limit).flatMap((result) => {
        const article = byId.get(String(result.id));
        return article ? [{ article, score: result.score }] : [];
      });
  }
}

/** How much less an article written to define a term counts for a question that asks something else. */
const DEFINITION_SINK = 0.3;
/** How much more an article about a concept the question names counts. */
const RELATED_BOOST = 1.4;
/** How much less an overview article counts for a question about one thing. */
const AVOID_BOOST = 0.5;

/** Query terms this long are also matched by prefix, and one character longer by a typo. */
const PREFIX_MIN_LENGTH = 6;
const FUZZY_MIN_LENGTH = 7;

/** How many distinct searches are remembered. */
const SEARCH_CACHE_SIZE = 2000;
/** How many distinct query terms' matches are remembered, and the longest term remembered (characters). */
const TERM_CACHE_SIZE = 5_000;
const TERM_MAX_CHARS = 100;

/** MiniSearch's own query tokenizer (spaces and punctuation). */
const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** Index and query terms: lower case, stemmed, stopwords and single letters left out. */
function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  return word.length < 2 || isStopword(word) ? null : stem(word);
}

export type Retriever = ReturnType<typeof createRetriever>;
