import MiniSearch from 'minisearch';
import type { KnowledgeArticle } from './knowledge-base';
import type { RetrievedArticle } from './types';
import { isStopword, stem } from './text';

/** Everyday words mapped to the words the articles use. */
const SYNONYMS: Record<string, string> = {
  aircon: 'air conditioner',
  'air con': 'air conditioner',
  ac: 'air conditioner',
  bills: 'running costs energy bills',
  bill: 'running costs energy bills',
  cheaper: 'costs',
  glazing: 'glazing windows',
  'double glazed': 'double glazing',
  panels: 'solar panels pv',
  pv: 'solar pv',
  cold: 'heating winter',
  hot: 'cooling summer',
  mould: 'condensation mould',
  mold: 'condensation mould',
  draft: 'draught',
  drafts: 'draughts',
  drafty: 'draughty',
  batts: 'insulation batts',
  rating: 'star rating nathers',
  stars: 'star rating nathers',
  quote: 'assessment',
};

export interface RetrievalContext {
  /** The visitor's NCC climate zone, when known: zone-specific articles for it rank higher. */
  zone?: number | null;
}

/** The query with synonyms added. */
function expand(query: string): string {
  const lower = query.toLowerCase();
  const extra = Object.entries(SYNONYMS)
    .filter(([word]) => new RegExp(`\\b${word}\\b`).test(lower))
    .map(([, replacement]) => replacement);
  return [query, ...extra].join(' ');
}

/**
 * BM25 full-text retrieval over the knowledge base (MiniSearch: fuzzy and prefix matching, field
 * boosts), boosted towards articles written for the visitor's climate zone. The index is built once.
 */
export function createRetriever(articles: KnowledgeArticle[]) {
  const byId = new Map(articles.map((article) => [article.id, article]));
  const index = new MiniSearch<{ id: string; title: string; topics: string; summary: string; body: string }>({
    fields: ['title', 'topics', 'summary', 'body'],
    processTerm: (term) => {
      const word = term.toLowerCase();
      return word.length < 2 || isStopword(word) ? null : stem(word);
    },
    searchOptions: {
      boost: { title: 3, topics: 2.5, summary: 1.5, body: 1 },
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      prefix: (term) => term.length >= 5,
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

  return {
    /** The best articles for a query, best first. */
    search(query: string, context: RetrievalContext = {}, limit = 3): RetrievedArticle[] {
      const zone = context.zone ?? null;
      const results = index.search(expand(query), {
        boostDocument: (id) => {
          const article = byId.get(String(id));
          if (!article || article.zones === 'all' || zone === null) return 1;
          return article.zones.includes(zone) ? 1.6 : 0.35;
        },
      });
      return results.slice(0, limit).flatMap((result) => {
        const article = byId.get(String(result.id));
        return article ? [{ article, score: result.score }] : [];
      });
    },
    get(id: string): KnowledgeArticle | undefined {
      return byId.get(id);
    },
  };
}

export type Retriever = ReturnType<typeof createRetriever>;
