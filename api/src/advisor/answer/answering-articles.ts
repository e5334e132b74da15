/**
 * The articles a question is answered from, best first: a broad question's overview articles, else
 * the knowledge base searched for the question (the articles its concepts name preferred), with the
 * price list beside a cost question and the city's figures beside a question that turns on the place.
 */
import type { CollectedVariables } from '@energy-advisor/contracts';
import type { RetrievedArticle } from '../types';
import type { createRetriever } from '../knowledge/retrieval';
import type { Understanding } from '../understanding/understand';
import { conceptById } from '../understanding/lexicon';
import { type createArticleChoice, relatedArticles, RENTERS } from './article-choice';
import { overviewArticleIds } from './overview';
import { ownArticleIds, placeFigureArticle } from './place-figures';
import { ratingContext, ratingEffectArticle } from './aspects';
import { otherStatesRule } from './other-state';
import { onlyNationalRules, STATE_ADOPTION } from './state-topics';

/** The article that lists upgrades' indicative prices. */
const PRICES = 'costs-and-payback';
/** Articles whose summaries open overviews (answer/overview.ts). */
const OVERVIEWS = ['new-build-design-choices', 'retrofit-priorities', 'reduce-energy-bills', RENTERS];

/** Kinds of question that may ask what the rules require ("what's the minimum star rating here?"). */
const RULES_ASKED = new Set(['compliance', 'general', 'how_to']);

/**
 * Whether a concept that is not a rule says what the question is about ("plans came back at 6.2 stars,
 * we need 7 - what's the easiest way over the line?": lifting a rating, not the 7-star rule).
 */
const ledByMeasure = (question: Understanding) =>
  question.concepts.some((id) => {
    const concept = conceptById.get(id);
    return concept?.leads === true && concept.rule !== true && !concept.articles.includes('ncc-2022-state-adoption');
  });

/** The function giving a question's articles over a retriever and the article choice. */
export function createAnsweringArticles(retriever: ReturnType<typeof createRetriever>, choice: ReturnType<typeof createArticleChoice>) {
  return function articlesFor(question: Understanding, collected: CollectedVariables): RetrievedArticle[] {
    const context = { zone: Number(collected.climate_zone) || null, state: collected.state ?? null };
    if (question.broad) {
      // a broad question is answered with an overview of several measures, each from its own article
      return overviewArticleIds(question, collected).flatMap((id) => {
        const article = retriever.get(id);
        return article ? [{ article, score: 0 }] : [];
      });
    }
    const prefer = choice.preferred(question.text, question, collected);
    const related = relatedArticles(question);
    // a question about one thing is not answered from an overview ("heating in a new house" is not "designing a new house")
    const asked = {
      ...context,
      question: true,
      definition: question.type === 'definition',
      related,
      ...(related.length > 0 && { avoid: OVERVIEWS }),
      ...(question.asking !== undefined && { asking: question.asking }),
      ...((!RULES_ASKED.has(question.type) || ledByMeasure(question)) && { rules: false }),
    };
    // a rebate question in other words ("is the government chipping in") is still answered from a rebate article
    const query = question.type === 'rebate' && !/\brebates?\b/.test(question.query) ? `${question.query} rebates` : question.query;
    const found = retriever.search(query, prefer.length > 0 ? { ...asked, prefer } : asked);
    // another state's rule asked about ("do we need BASIX?" from Canberra) also cites the rule's own
    // article, so the answer can say whose it is
    // (a new list: the search's own is remembered and shared by every visitor asking the same)
    const elsewhere = question.type === 'definition' ? undefined : otherStatesRule(question, collected.state, (id) => retriever.get(id));
    const scheme = elsewhere && retriever.get(elsewhere.id);
    const articles = scheme && !found.some(({ article }) => article.id === scheme.id) ? [...found, { article: scheme, score: 0 }] : found;
    // a national rule asked of where the visitor is ("that whole of home thing, do I need to worry about it up
    // here?") also cites how each state adopted the rules, so the state's own line can answer
    const adoption = question.type === 'compliance' && collected.state && onlyNationalRules(question.concepts) ? retriever.get(STATE_ADOPTION) : undefined;
    if (adoption && !articles.some(({ article }) => article.id === adoption.id)) return [...articles, { article: adoption, score: 0 }];
    // a cost question also cites the price list, so its figure can come from there
    const prices = retriever.get(PRICES);
    if (question.type === 'cost' && prices && !articles.some(({ article }) => article.id === PRICES)) return [...articles, { article: prices, score: 0 }];
    // a question that turns on the place also cites the article giving its city's figure ("does solar pay off in Tasmania?")
    const local = placeFigureArticle(question, collected, ownArticleIds(question).map((id) => retriever.get(id)));
    if (local && !articles.some(({ article }) => article.id === local.id)) return [...articles, { article: local, score: 0 }];
    // a thing asked of beside the star rating ("is double glazing a must for 7 stars?") also cites the
    // rating's article that says what the thing does for it
    const ratingArticles = ratingContext(question).flatMap((id) => conceptById.get(id)?.articles ?? []).flatMap((id) => retriever.get(id) ?? []);
    const effect = articles.length > 0 ? ratingEffectArticle(question, ratingArticles) : undefined;
    if (effect && !articles.some(({ article }) => article.id === effect.id)) return [...articles, { article: effect, score: 0 }];
    return articles;
  };
}
