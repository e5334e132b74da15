/**
 * A state's rebate asked for one thing ("anything for pulling out the old gas wall furnace?"): the
 * state's line for that thing, with its figure, read with the program and lead-in it sits under.
 */
import type { KnowledgeArticle } from '../knowledge/knowledge-base';
import type { Understanding } from '../understanding/understand';
import { conceptById } from '../understanding/lexicon';
import { inContext } from './article-sentences';
import { bestCostSentence } from './cost-sentence';
import { GENERAL } from './general-concepts';

/** Of a state's rebate article, the sentence with a figure for the one thing a rebate question names. */
export function rebateForThing(understanding: Understanding, article: KnowledgeArticle, query: string, stateName: string | undefined): string | undefined {
  const things = understanding.concepts.filter((id) => id !== 'rebates' && !GENERAL.has(id));
  const thing = things.length === 1 ? conceptById.get(things[0] as string) : undefined;
  // (a summary that names the thing answers it already: "hot water up to $1,000")
  if (!thing || !article.topics.includes('rebates') || article.topics.includes('federal') || thing.names.test(article.summary.toLowerCase())) return undefined;
  const figure = bestCostSentence(article, [], `${understanding.own ?? query} ${thing.query}`, stateName, { names: thing.names, articles: [] });
  return figure && thing.names.test(figure.toLowerCase()) && HELP_GIVEN.test(figure) ? inContext(article, figure) : undefined;
}

/** A figure of help given: a rebate, a discount, a loan, money toward a thing. */
const HELP_GIVEN = /\b(rebates?|discounts?|towards?|loans?|interest[- ]free|grants?|subsid\w*|to decommission|off)\b/i;

