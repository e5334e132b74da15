/**
 * The articles that answer a comparison: the ones the things compared share, or the one of either that
 * speaks of both.
 */
import type { Understanding } from '../understanding/understand';
import { conceptById } from '../understanding/lexicon';
import { GENERAL } from './general-concepts';

/**
 * The article that answers a comparison from what the things compared share: for two names of one
 * thing ("polyester or glasswool batts"), its own first; for two things, the articles both name ("foil"
 * and "batts": bulk vs reflective insulation). With no pair set against each other, the articles two
 * of the things named share.
 */
export function sharedArticles(question: Understanding): string[] {
  const [first, second] = (question.compared ?? []).map((id) => conceptById.get(id));
  if (first && first === second) return first.articles.slice(0, 1);
  const concepts = (first && second ? [first, second] : question.concepts.flatMap((id) => conceptById.get(id) ?? [])).filter(
    (concept) => concept.articles.length > 0 && !GENERAL.has(concept.id),
  );
  const counts = new Map<string, number>();
  for (const concept of concepts) for (const id of concept.articles) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].filter(([, count]) => count >= 2).map(([id]) => id);
}

/**
 * For two things compared that share no article, the article of either that speaks of both, the
 * first-named thing's first ("are ceiling fans worth it, or should we just run the aircon?": the
 * fans' article, which sets fans against air conditioning).
 */
export function pairArticle(question: Understanding, bodyOf: (id: string) => string, summaryOf: (id: string) => string = () => ''): string[] {
  const pair = (question.compared ?? []).flatMap((id) => conceptById.get(id) ?? []);
  if (pair.length < 2 || pair.some((concept) => GENERAL.has(concept.id))) return [];
  // (an article whose summary sets the two against each other comes before one that only mentions the other)
  const summing = summaryPair(question, summaryOf);
  if (summing.length > 0) return summing;
  for (const concept of pair) {
    const speaking = concept.articles.find((id) => pair.every((other) => other === concept || other.names.test(bodyOf(id))));
    if (speaking) return [speaking];
  }
  return [];
}

/** Of the two things compared, their article whose summary names both ("fans ... against air conditioning"), if any. */
export function summaryPair(question: Understanding, summaryOf: (id: string) => string): string[] {
  const pair = (question.compared ?? []).flatMap((id) => conceptById.get(id) ?? []);
  if (pair.length < 2 || pair[0] === pair[1] || pair.some((concept) => GENERAL.has(concept.id))) return [];
  const summing = pair.flatMap((concept) => concept.articles).find((id) => pair.every((concept) => concept.names.test(summaryOf(id).toLowerCase())));
  return summing ? [summing] : [];
}
