/**
 * A state's own scheme asked about where the visitor lives in another state ("do we need BASIX?" from
 * Canberra): the scheme is not theirs, which is said first, and their own state's rules answer.
 */
import type { Understanding } from '../understanding/understand';
import { conceptById } from '../understanding/lexicon';
import { STATE_TOPIC } from './state-topics';

/** How a state is said after "in": "New South Wales", "the ACT". */
const SAID_IN: Readonly<Record<string, string>> = {
  NSW: 'New South Wales', VIC: 'Victoria', QLD: 'Queensland', SA: 'South Australia', WA: 'Western Australia', TAS: 'Tasmania', NT: 'the Northern Territory', ACT: 'the ACT',
};
/** How a state owns a scheme: "New South Wales'", "the ACT's". */
const OWNING: Readonly<Record<string, string>> = {
  NSW: "New South Wales'", VIC: "Victoria's", QLD: "Queensland's", SA: "South Australia's", WA: "Western Australia's", TAS: "Tasmania's", NT: "the Northern Territory's", ACT: "the ACT's",
};

/** The one state an article of rules or rebates is written for, by its topics ("basix, nsw, regulation": NSW). */
export function ownStateOf(article: { topics: readonly string[] }): string | undefined {
  if (!article.topics.includes('regulation') && !article.topics.includes('rebates')) return undefined;
  const states = Object.entries(STATE_TOPIC).filter(([, topic]) => article.topics.includes(topic));
  return states.length === 1 ? states[0]?.[0] : undefined;
}

/**
 * Of the things a question asks about, a rule named by its name whose own article is written for
 * another state than the visitor's: the article's id and its state.
 */
export function otherStatesRule(
  question: Pick<Understanding, 'concepts'>,
  visitorState: string | undefined,
  articleById: (id: string) => { topics: readonly string[] } | undefined,
): { id: string; state: string; name: string } | undefined {
  if (visitorState === undefined) return undefined;
  for (const id of question.concepts) {
    const concept = conceptById.get(id);
    if (!concept?.rule) continue;
    for (const articleId of concept.articles) {
      const article = articleById(articleId);
      const state = article && ownStateOf(article);
      if (state && state !== visitorState) return { id: articleId, state, name: concept.acronym?.short ?? concept.label };
    }
  }
  return undefined;
}

/** "BASIX is New South Wales' own scheme, so it does not apply in the ACT." */
export function notTheirsLine(rule: { state: string; name: string }, visitorState: string): string {
  return `${rule.name} is ${OWNING[rule.state] ?? rule.state} own scheme, so it does not apply in ${SAID_IN[visitorState] ?? visitorState}.`;
}
