/**
 * What the article choice reads of the knowledge base, worked out once: the terms articles define,
 * their text, which judge worth or survey options, states' own rules and rebate programs by name.
 */
import type { KnowledgeArticle } from '../knowledge/knowledge-base';
import { proseSentences } from './article-sentences';
import { STATE_TOPIC } from './state-topics';

/** Terms articles define (their `defines`), longest first, each with the article's id. */
export type Definitions = { term: RegExp; id: string }[];

function definitionsOf(articles: readonly KnowledgeArticle[]): Definitions {
  const terms = articles.flatMap((article) => article.defines.map((term) => ({ term, id: article.id })));
  return terms
    .sort((a, b) => b.term.length - a.term.length)
    // "u-value" is also written "u value" and "uvalue"
    // and may be plural ("u-values")
    .map(({ term, id }) => ({ term: new RegExp(`\\b${term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[- ]/g, '[- ]?')}s?\\b`), id }));
}

/** What the choice reads of the knowledge base, worked out once. */
export interface ArticleFacts {
  definitions: Definitions;
  /** An article's title and body, lower case. */
  bodyOf: (id: string) => string;
  /** An article's summary. */
  summaryOf: (id: string) => string;
  /** An article's topics (none for an unknown id). */
  topicsOf: (id: string) => readonly string[];
  /** Whether an article is written to judge whether something is worth it ("Is rooftop solar worth it?"). */
  judges: (id: string) => boolean;
  /** Whether an article surveys a subject's options ("What solar options are there for my home?"). */
  overviews: (id: string) => boolean;
  /** The rebate article whose program the text names ("Solar Homes": Victoria's), if any. */
  programNamed: (text: string) => string | undefined;
  /** A state's own rebates article, when it has one ("rebates-act"). */
  stateRebates: (state: string) => string | undefined;
  /** Whether an article is about rebates. */
  aboutRebates: (id: string) => boolean;
  /** The federal rebate articles, each with its topics (what its discounts are for). */
  federalRebates: readonly { id: string; topics: readonly string[] }[];
  /** A state's own energy rules for homes, when it has an article (BASIX for NSW). */
  stateRules: (state: string) => string | undefined;
  /** An article's summary and prose sentences (see proseSentences). */
  sentencesOf: (id: string) => readonly string[];
  /** Whether an article is written for existing homes only (its topics say retrofit, not new build). */
  retrofitOnly: (id: string) => boolean;
  /** Articles written to set two things against each other, by a title with "vs" or "or" ("BASIX vs NatHERS in NSW"): ids and lower-case titles. */
  comparing: readonly { id: string; title: string }[];
}

export function articleFacts(articles: readonly KnowledgeArticle[]): ArticleFacts {
  const byId = new Map(articles.map((article) => [article.id, article]));
  const bodies = new Map(articles.map((article) => [article.id, `${article.title}\n${article.body}`.toLowerCase()]));
  const judging = new Set(articles.filter((article) => article.topics.includes('worth it') || /\b(worth it|good option)\b/i.test(article.title)).map((article) => article.id));
  // a state's own scheme: an article on regulation that names one state only among its topics
  const ownRules = new Map(
    articles.flatMap((article) => {
      if (!article.topics.includes('regulation')) return [];
      const states = Object.entries(STATE_TOPIC).filter(([, topic]) => article.topics.includes(topic));
      const [only] = states;
      return only && states.length === 1 ? [[only[0], article.id] as const] : [];
    }),
  );
  const surveying = new Set(articles.filter((article) => article.topics.includes('overview')).map((article) => article.id));
  // the programs a rebate article is about, by the names of several words among its topics ("solar homes",
  // "victorian energy upgrades"): a question naming one is about that article's program, whatever state is known
  // (a topic other articles share, "heat pump", names a thing, not a program)
  const otherTopics = new Set(articles.filter((article) => !article.topics.includes('rebates')).flatMap((article) => article.topics));
  const programs = articles
    .filter((article) => article.topics.includes('rebates'))
    .flatMap((article) => article.topics.filter((topic) => topic.includes(' ') && !otherTopics.has(topic)).map((topic) => ({ name: new RegExp(`\\b${topic.replace(/[-\s]+/g, '[-\\s]?')}\\b`), id: article.id })));
  const rebateArticles = new Set(articles.filter((article) => article.topics.includes('rebates')).map((article) => article.id));
  const rebatesOf = new Map(
    Object.entries(STATE_TOPIC).flatMap(([state, topic]) => {
      const article = articles.find((candidate) => candidate.topics.includes('rebates') && candidate.topics.includes(topic));
      return article ? [[state, article.id] as const] : [];
    }),
  );
  const forExisting = new Set(articles.filter((article) => article.topics.includes('retrofit') && !article.topics.some((topic) => /new (build|home)/.test(topic))).map((article) => article.id));
  return {
    comparing: articles.filter((article) => /\s(vs\.?|versus|or)\s/i.test(article.title)).map(({ id, title }) => ({ id, title: title.toLowerCase() })),
    retrofitOnly: (id) => forExisting.has(id),
    stateRebates: (state) => rebatesOf.get(state),
    aboutRebates: (id) => rebateArticles.has(id),
    federalRebates: articles.filter((article) => article.topics.includes('rebates') && article.topics.includes('federal')).map(({ id, topics }) => ({ id, topics })),
    definitions: definitionsOf(articles),
    bodyOf: (id) => bodies.get(id) ?? '',
    summaryOf: (id) => byId.get(id)?.summary ?? '',
    topicsOf: (id) => byId.get(id)?.topics ?? [],
    judges: (id) => judging.has(id),
    overviews: (id) => surveying.has(id),
    stateRules: (state) => ownRules.get(state),
    programNamed: (text) => programs.find(({ name }) => name.test(text))?.id,
    sentencesOf: (id) => {
      const article = byId.get(id);
      return article ? proseSentences(article) : [];
    },
  };
}
