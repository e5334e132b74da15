import { DESIGN_CONCEPTS } from './concepts-design';
import { HOME_CONCEPTS } from './concepts-home';
import { RULE_CONCEPTS } from './concepts-rules';
import { SYSTEM_CONCEPTS } from './concepts-systems';
import type { Concept } from './concept';

export type { Concept } from './concept';

/**
 * The domain's concepts and the everyday names visitors give them: "shiny foil" and "sisalation" are
 * reflective insulation, "pink batts" bulk insulation, "aircon" and "split system" reverse-cycle air
 * conditioning. A message that names a concept is about the advisor's subject (in scope); the
 * concept's words are added to the retrieval query, and its articles are where it is explained.
 */

/** Every concept, in the order that decides which leads (the lists are in concepts-*.ts). */
export const CONCEPTS: readonly Concept[] = [...HOME_CONCEPTS, ...SYSTEM_CONCEPTS, ...DESIGN_CONCEPTS, ...RULE_CONCEPTS];

export const conceptById = new Map(CONCEPTS.map((concept) => [concept.id, concept]));

const acronymPatterns = new Map(
  CONCEPTS.flatMap((concept) => (concept.acronym ? [[concept.id, new RegExp(`\\b${concept.acronym.short.toLowerCase()}\\b`)] as const] : [])),
);

/** Whether a lower-cased text uses the concept's abbreviation ("shgc"); false for a concept without one. */
export const namesAcronym = (concept: Concept, text: string): boolean => acronymPatterns.get(concept.id)?.test(text) ?? false;

/** "What's a", "what is the": a question opening on the thing it asks about. */
export const WHATS_LEAD = /^(?:what's|whats|what is|what are|what're)\s+(?:an?\s+|the\s+|this\s+)?/;

/** Of `concepts`, the one named right after "what's a" ("what's a feed in tariff, it's on the bill since we got solar"). */
export function namedAfterWhats(text: string, concepts: readonly Concept[]): Concept | undefined {
  const lead = WHATS_LEAD.exec(text)?.[0].length;
  return lead === undefined ? undefined : concepts.find((concept) => concept.names.exec(text)?.index === lead);
}
