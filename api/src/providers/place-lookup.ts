/**
 * The gazetteer, reached through the offline analysis: a place a model read in the visitor's words
 * becomes the variables the gazetteer gives it (location, state, postcode, NCC and NatHERS zones
 * with their confidence and source), exactly as when the visitor types that place in answer to the
 * advisor's location question. The gazetteer stays the only authority on zones: nothing the model
 * says about a zone is kept.
 */
import type { CollectedVariables } from '@energy-advisor/contracts';
import { QUESTIONS } from '../advisor/policy';
import type { AdvisorTurnInput, TurnAnalysis } from '../advisor/types';

/**
 * A place's variables, or undefined when the gazetteer does not know it, finds it in several
 * states, or (with `state`) finds it only outside that state.
 */
export type PlaceLookup = (place: string, state?: string) => CollectedVariables | undefined;

/** Whether a collected variable is one a place sets (and a new place replaces). */
export function isPlaceVariable(key: string): boolean {
  return key === 'location' || key === 'state' || key === 'postcode' || key.startsWith('climate_zone') || key.startsWith('nathers_zone');
}

/** A {@link PlaceLookup} over the offline analysis of a turn (the engine's `analyse`). */
export function placeLookup(analyse: (input: AdvisorTurnInput) => TurnAnalysis): PlaceLookup {
  const asked = [{ role: 'assistant' as const, content: QUESTIONS.location }];
  return (place, state) => {
    const analysis = analyse({ message: state ? `${place}, ${state}` : place, history: asked, collected: {} });
    const { collected } = analysis;
    if (analysis.ambiguousPlace || collected['location'] === undefined) return undefined;
    if (state !== undefined && collected['state'] !== state) return undefined;
    return Object.fromEntries(Object.entries(collected).filter(([key]) => isPlaceVariable(key)));
  };
}
