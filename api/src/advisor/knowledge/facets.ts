/**
 * What kind of answer a question wants when its words say so (a rebate, the rules), and the states and
 * territories an article is written for: a rebate question is answered from a rebate article even
 * when another matches more of its other words, the visitor's state's first.
 */
import type { KnowledgeArticle } from './knowledge-base';

/** A state or territory named in a lower-cased question ("rebates in victoria"). */
const NAMES_STATE = /\b(nsw|new south wales|vic|victoria\w*|qld|queensland\w*|south australia\w*|sa|western australia\w*|wa|tas|tasmania\w*|tassie|nt|northern territory|canberra|the act)\b/;

/**
 * What kind of answer a question wants, when the words say so: a rebate question is answered from a
 * rebate article, even when another article matches more of its other words.
 */
export const FACETS: ReadonlyArray<{ pattern: RegExp; topic: string; local?: string; national?: string; rules?: boolean }> = [
  { pattern: /\b(rebates?|discounts?|subsid(y|ies|ised)|incentives?|grants?|loans?|stcs?|cashback|government help)\b/, topic: 'rebates', national: 'federal' },
  // "what is the minimum star rating here?" is about the rules, which each state adopts in its own time
  {
    pattern:
      /\b(minimum|required|requires?|requirements?|mandatory|compulsory|legal|need(s|ed)?|have to|has to|must|adopt\w*|start\w*|came in|come in)\b[^.?!]*\bstars?\b|\b(what|which) (star )?rating (do|does|will) [^.?!]*\bneed\b|\bstars?\b[^.?!]*\b(minimum|required|requires?|requirements?|mandatory|compulsory|need(s|ed)?|have to|has to|must|adopt\w*|start\w*|came in|come in|yet)\b/,
    topic: 'regulation',
    local: 'states',
    rules: true,
  },
];

/** How a title or heading names each state or territory. */
const STATE_NAMES: ReadonlyArray<readonly [string, RegExp]> = [
  ['NSW', /\b(NSW|New South Wales)\b/],
  ['VIC', /\b(VIC|Victoria|Victorian)\b/],
  ['QLD', /\b(QLD|Queensland)/],
  ['SA', /\bSouth Australia/],
  ['WA', /\bWestern Australia/],
  ['TAS', /\b(TAS|Tasmania)/],
  ['NT', /\b(NT|Northern Territory)\b/],
  ['ACT', /\bACT\b/],
];

/**
 * States an article is written for: named by its title ("NSW energy upgrade discounts") or by a section
 * heading that is just a state's name ("## Victoria"). Empty for a national article.
 */
export function articleStates(article: Pick<KnowledgeArticle, 'title' | 'body'>): string[] {
  const headings = [...article.body.matchAll(/^#{2,3}\s+(.+?)\s*$/gm)].map((match) => match[1] ?? '');
  return STATE_NAMES.filter(
    ([, pattern]) => pattern.test(article.title) || headings.some((heading) => pattern.test(heading) && heading.replace(pattern, '').trim() === ''),
  ).map(([code]) => code);
}

/**
 * Moves the best article of the kind the question asks for (its facet) to the front of `results`, for
 * a visitor whose state is known the one written for their state when it is nearly as good, or the
 * one that goes state by state; with no state known, or a state with no article of its own, the
 * national program. `rules` false leaves the rules' facet out. Answers the facet applied, if any.
 */
export function facetFirst(
  results: { id: string; score: number }[],
  lower: string,
  state: string | null,
  rules: boolean,
  byId: ReadonlyMap<string, KnowledgeArticle>,
  statesOf: ReadonlyMap<string, string[]>,
): (typeof FACETS)[number] | undefined {
  const facet = FACETS.find(({ pattern, rules: aboutRules }) => pattern.test(lower) && !(aboutRules && !rules));
  if (!facet) return undefined;
  const topics = (result: { id: unknown }) => byId.get(String(result.id))?.topics ?? [];
  const ofFacet = results.filter((result) => topics(result).includes(facet.topic));
  const top = ofFacet[0];
  const own = state === null ? undefined : ofFacet.find((result) => (statesOf.get(String(result.id)) ?? []).includes(state));
  const perState = state === null || !facet.local ? undefined : ofFacet.find((result) => topics(result).includes(facet.local ?? ''));
  const stateless = state === null ? !NAMES_STATE.test(lower) : own === undefined;
  const national = stateless && facet.national ? bestNamed(ofFacet.filter((result) => topics(result).includes(facet.national ?? '')), lower, topics) : undefined;
  const chosen = national ?? (own && top && own.score >= top.score / 2 ? own : (perState ?? top));
  if (chosen) results.unshift(...results.splice(results.indexOf(chosen), 1));
  return facet;
}

/**
 * Of several national articles, the one whose topics the question names most ("the solar rebate": the
 * federal program's article, which lists solar, not the battery program's); the better ranked on a tie.
 */
function bestNamed<T extends { id: unknown }>(candidates: T[], lower: string, topics: (result: T) => readonly string[]): T | undefined {
  let best: T | undefined;
  let most = -1;
  for (const candidate of candidates) {
    const named = topics(candidate).filter((topic) => new RegExp(`\\b${topic.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(lower)).length;
    if (named > most) [best, most] = [candidate, named];
  }
  return best;
}
