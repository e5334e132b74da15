/**
 * The words around place names that say which place a message means: a zone asked for a place, months
 * that are no places, regions and capitals that tell an ambiguous town's state, and a suburb named
 * with the larger place it is in.
 */
import type { GazetteerResult } from './gazetteer-types';
import type { StateCode, Token } from './gazetteer-text';
import { CAPITAL_QUALIFIERS } from './place-cues';

/** A place name found in a message: its token span, how strongly it reads as a place, and what it resolves to. */
export type Mention = { start: number; end: number; score: number; result: GazetteerResult };

/** The part of a message's reading the place context looks at. */
interface PlaceText {
  text: string;
  tokens: Token[];
  norms: string[];
}

/** Words naming a zone, after which "for" or "of" names the place it is asked for. */
export const ZONE_WORDS = new Set(['zone', 'zones']);
/** Words between a suburb and the larger place it is in: "Casey up in Gungahlin", "Kingston near Hobart". */
const INSIDE_LINKS = new Set(['on', 'up', 'down', 'out', 'over', 'in', 'near', 'at', 'just', 'off', 'of', 'the', 'area', 'way', 'side', 'north', 'south', 'east', 'west', 'below', 'above', 'past', 'beyond', 'outside', 'from', 'by']);

/** Months, which are also the names of places ("March", "May"). */
export const MONTHS = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);
/** Words between a zone and the place it is asked of: "zone is", "zone does", "zone for". */
export const ZONE_LINKS = new Set(['is', 'does', 'for', 'of', 'in', 'at']);
/** Words that place a town in one state without naming it: capitals, possessives, regions ("the Riverland"). */
export const REGION_STATES: ReadonlyMap<string, StateCode> = new Map<string, StateCode>([
  ...[...CAPITAL_QUALIFIERS].flatMap(([city, state]) => [[city, state], [`${city}s`, state]] as [string, StateCode][]),
  ['tassies', 'TAS'], ['tasmanias', 'TAS'], ['victorias', 'VIC'], ['queenslands', 'QLD'], ['the territory', 'NT'], ['territorys', 'NT'], ['top end', 'NT'],
  ['riverland', 'SA'], ['barossa', 'SA'], ['fleurieu', 'SA'], ['eyre peninsula', 'SA'], ['yorke peninsula', 'SA'], ['limestone coast', 'SA'],
  ['gippsland', 'VIC'], ['mornington peninsula', 'VIC'], ['wimmera', 'VIC'], ['mallee', 'VIC'], ['riverina', 'NSW'], ['illawarra', 'NSW'], ['hunter valley', 'NSW'],
  ['darling downs', 'QLD'], ['sunshine coast', 'QLD'], ['gold coast', 'QLD'], ['wheatbelt', 'WA'], ['pilbara', 'WA'], ['kimberley', 'WA'], ['goldfields', 'WA'],
]);

/**
 * A place named just before the best one and linked to it ("our first home in Casey up in Gungahlin"):
 * the smaller place inside the larger, in the larger one's state.
 */
export function insideOf(ctx: PlaceText, mentions: readonly Mention[], best: Mention): GazetteerResult | undefined {
  if (best.result.kind !== 'match') return undefined;
  const { state } = best.result.place;
  const before = mentions.find((m) => m.end <= best.start && best.start - m.end <= 3 && m.score > 0 && ctx.norms.slice(m.end, best.start).every((w) => INSIDE_LINKS.has(w)));
  if (!before) return undefined;
  const place = before.result.kind === 'match' ? before.result.place : before.result.kind === 'ambiguous' ? before.result.candidates.find((c) => c.state === state) : undefined;
  if (!place || place.state !== state) return undefined;
  const first = ctx.tokens[before.start];
  const last = ctx.tokens[before.end - 1];
  return { kind: 'match', place, matchedText: ctx.text.slice(first?.start ?? 0, last?.end ?? 0) };
}
