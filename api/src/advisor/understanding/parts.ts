/**
 * Where insulation goes: a part of the house named beside insulation ("what R value do the walls
 * need?", "the pink fluffy stuff up in our ceiling", "it's the walls I'm wondering about. what rating
 * should the batts be?") is that part's insulation; and after a question about one part's insulation,
 * a part named alone ("and what about the walls?") asks the same of that part.
 */
import { conceptById, type Concept } from './lexicon';
import { ROOF_IDIOM } from './told';
import { NEGATED_AFTER, NEGATED_BEFORE, NEGATION_AFTER_REACH, NEGATION_REACH } from './concepts-in';

/** The parts of a house insulation goes in, each with the concept of its insulation. */
const PARTS: ReadonlyArray<{ id: string; word: RegExp }> = [
  { id: 'ceiling-insulation', word: /\b(ceilings?|roof ?space|roof|attic|loft)\b(?! (fans?|colou?rs?|tiles?|sheets?|sheeting|pitch|line|battens|purlins|racks?))/g },
  { id: 'wall-insulation', word: /\b(?<!(top|bottom|ground|first|second|upper) )walls?\b(?! (heaters?|furnaces?|units?|mounted|vents?|air ?con\w*|splits?|ovens?|to wall|wraps?|colou?rs?))/g },
  { id: 'floor-insulation', word: /\b(?<!(top|bottom|ground|first|second|third|upper|lower|\d(st|nd|rd|th)) )(floors?|floorboards|under ?floor|sub ?floor|underfoot|(floor )?tiles (?=are|is|get|feel|so|always)|tiled floors?)\b(?! (plans?|area|space|levels?|tiles?|boards?|heating|coverings?))/g },
];

/** The words that name the parts, for the speller to correct onto ("floorbords": floorboards). */
export const PART_WORDS = 'ceiling ceilings roof space attic loft wall walls floor floors floorboards underfloor subfloor underfoot';

/** Figures of speech that name a part without meaning it. */
const IDIOMS = new RegExp(String.raw`\b(wall[- ]to[- ]wall|${ROOF_IDIOM}|hit the roof|up the wall|off the wall|floored)\b`, 'g');

/** Concepts that say "insulation" without saying where. */
const INSULATING = new Set(['insulation', 'bulk-insulation', 'r-value', 'insulation-material']);
const PART_IDS = new Set(PARTS.map((part) => part.id));

/** A part named in a message and not ruled out ("not asking about the roof", "the ceiling's already done"). */
export interface NamedPart {
  concept: Concept;
  at: number;
  end: number;
}

/** The parts a lower-cased text names and wants, and those it rules out, in the order of the parts above. */
export function partsIn(message: string): { wanted: NamedPart[]; refused: Concept[] } {
  const found: NamedPart[] = [];
  const ruledOut: Concept[] = [];
  // "wall to wall downlights" names no wall
  const text = message.replace(IDIOMS, (idiom) => ' '.repeat(idiom.length));
  for (const part of PARTS) {
    const concept = conceptById.get(part.id);
    if (!concept) continue;
    part.word.lastIndex = 0;
    let wanted: NamedPart | undefined;
    let refused = false;
    for (let match = part.word.exec(text); match; match = part.word.exec(text)) {
      const end = match.index + match[0].length;
      const negated = NEGATED_BEFORE.test(text.slice(Math.max(0, match.index - NEGATION_REACH), match.index)) || NEGATED_AFTER.test(text.slice(end, end + NEGATION_AFTER_REACH));
      if (negated) refused = true;
      else wanted ??= { concept, at: match.index, end };
    }
    if (refused) ruledOut.push(concept);
    else if (wanted) found.push(wanted);
  }
  return { wanted: found, refused: ruledOut };
}

/** Whether a concept is the insulation of one part of the house. */
export const isPart = (id: string): boolean => PART_IDS.has(id);

/** Concepts beside which a part of the house is still where the insulation goes (not where a named thing sits). */
const BESIDE = new Set([...INSULATING, 'energy', 'new-build', 'rebates', 'landlord', 'ceiling-insulation', 'wall-insulation', 'floor-insulation']);

/**
 * Whether the concepts say insulation without saying where, and name nothing else a part of the house
 * could be the place of ("the silver foil in the roof", "downlights in the ceiling").
 */
export const insulates = (ids: readonly string[]): boolean => ids.some((id) => INSULATING.has(id)) && ids.every((id) => BESIDE.has(id) || conceptById.get(id)?.scale === true);

/** A text without the names of one part and of its insulation ("the ceiling batts" without the ceiling). */
export function withoutPart(text: string, id: string): string {
  const part = PARTS.find((item) => item.id === id);
  const concept = conceptById.get(id);
  if (!part || !concept) return text;
  return text.replace(new RegExp(concept.names.source, 'g'), ' ').replace(part.word, ' ');
}
