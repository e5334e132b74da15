/**
 * Figures that differ from city to city ("each kW of panels yields about 3.5 kWh a day in Hobart, 4.4
 * in Perth"): a question whose answer depends on where the home is ("do solar panels even pay off in
 * Tasmania?") is told its city's figure from the article that lists them, beside the article that
 * answers it.
 */
import type { CollectedVariables } from '@energy-advisor/contracts';
import type { KnowledgeArticle } from '../knowledge/knowledge-base';
import type { Understanding } from '../understanding/understand';
import { conceptById } from '../understanding/lexicon';

/** Each state's capital: the city whose figure stands for the state when only the state is known. */
const CAPITALS: Readonly<Record<string, string>> = { NSW: 'Sydney', VIC: 'Melbourne', QLD: 'Brisbane', WA: 'Perth', SA: 'Adelaide', TAS: 'Hobart', NT: 'Darwin', ACT: 'Canberra' };

/** Kinds of question whose answer turns on the place: whether it pays, what to do, how it goes. */
const PLACE_KINDS = new Set(['worth_it', 'general', 'how_to']);

/** The visitor's city as written in the articles, and their state's capital. */
function placesOf(collected: CollectedVariables): string[] {
  const town = collected.location?.replace(/,.*$/, '');
  const capital = CAPITALS[collected.state ?? ''];
  return [...new Set([town, capital].filter((name): name is string => name !== undefined))];
}

/** Whether a summary gives a figure for one of the places: the name and a number in it. */
const givesFigureFor = (summary: string, places: readonly string[]) => /\d/.test(summary) && places.some((place) => new RegExp(`\\b${place}\\b`).test(summary));

/**
 * Of `candidates`, the question's own article (one of its concepts') whose summary gives a figure for
 * the visitor's city or state capital, when the question's kind turns on the place.
 */
export function placeFigureArticle(question: Understanding, collected: CollectedVariables, candidates: readonly (KnowledgeArticle | undefined)[]): KnowledgeArticle | undefined {
  if (!PLACE_KINDS.has(question.type) || question.broad) return undefined;
  const places = placesOf(collected);
  if (places.length === 0) return undefined;
  const own = new Set(ownArticleIds(question));
  return candidates.find((candidate): candidate is KnowledgeArticle => candidate !== undefined && own.has(candidate.id) && givesFigureFor(candidate.summary, places));
}

/** The question's own articles, by id: where a place's figure is looked for. */
export const ownArticleIds = (question: Understanding): string[] => question.concepts.flatMap((id) => conceptById.get(id)?.articles ?? []);
