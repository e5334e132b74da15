import type { GazetteerResult, Place } from '../gazetteer';

/** The place a lookup matched; throws (failing the test) when it did not match one place. */
export function placeOf(result: GazetteerResult): Place {
  if (result.kind !== 'match') throw new Error(`expected a match, got ${JSON.stringify(result)}`);
  return result.place;
}

/** A lookup's result in a few words: "Hobart TAS 7000", "ambiguous Richmond" or "none". */
export function where(result: GazetteerResult): string {
  if (result.kind === 'match') return `${result.place.name} ${result.place.state} ${result.place.postcode}`;
  if (result.kind === 'ambiguous') return `ambiguous ${result.name}`;
  return 'none';
}
