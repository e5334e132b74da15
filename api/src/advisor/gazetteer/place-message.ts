import type { GazetteerIndex, PlaceRecord } from './gazetteer-index';
import { stateAt, stateEndingAt, type StateCode, type Token } from './gazetteer-text';
import { cityQualifierAfter } from './place-cues';

/** A chat message as the place finder reads it. */
export type PlaceMessage = {
  index: GazetteerIndex;
  text: string;
  tokens: Token[];
  norms: string[];
  /** capital letters carry meaning (the text is not all caps or Title Case Everywhere) */
  capsMeaningful: boolean;
  /** the message talks about money, so a bare number is more likely a price than a postcode */
  aboutMoney: boolean;
};

/**
 * The state written right after tokens[end) (a state, or a capital city after a suburb in that
 * state, marked `city`) or right before tokens[start], if any.
 */
export function adjacentState(
  ctx: PlaceMessage,
  start: number,
  end: number,
  records?: readonly PlaceRecord[],
): { state: StateCode; start: number; end: number; city?: true } | null {
  const after = stateAt(ctx.norms, end);
  if (after) return { state: after.state, start: end, end: end + after.length };
  const city = cityQualifierAfter(ctx, end);
  if (city && records?.some((r) => r.state === city.state && !r.capital)) return { ...city, city: true };
  const before = stateEndingAt(ctx.norms, start);
  if (before && start - before.length >= 0) return { state: before.state, start: start - before.length, end: start };
  return null;
}
