/**
 * Places for a search box or a lookup API: what a name or postcode matches (typos forgiven, one per
 * state when the name is in several), then the places whose name starts with what was typed,
 * prominent ones first. Pure computation over the index.
 */
import type { GazetteerIndex, PlaceRecord } from './gazetteer-index';
import { asPostcode, normalise } from './gazetteer-text';
import type { GazetteerResult, Place } from './gazetteer-types';

/** Shortest normalised text that is matched by prefix. */
const MIN_PREFIX = 2;

/** Best suggestion first: curated towns, capitals and their suburbs, then short names, then by data order. */
function suggestionRank(a: PlaceRecord, b: PlaceRecord): number {
  return (
    Number(b.curated) - Number(a.curated) ||
    Number(b.capital) - Number(a.capital) ||
    Number(b.metro) - Number(a.metro) ||
    Number(a.poBox) - Number(b.poBox) ||
    Number(b.nathers !== null) - Number(a.nathers !== null) ||
    a.name.length - b.name.length ||
    a.order - b.order
  );
}

/**
 * Up to `limit` places for `text`: the places `lookup` finds for it first (a match, or the candidates
 * of an ambiguous name), then places named with it as a prefix (or, for a postcode, its localities),
 * each place once.
 */
export function suggestPlaces(index: GazetteerIndex, lookup: (text: string) => GazetteerResult, text: string, limit: number): Place[] {
  const found: Place[] = [];
  const seen = new Set<string>();
  const add = (place: Place) => {
    const id = `${place.name}|${place.state}|${place.postcode}`;
    if (found.length >= limit || seen.has(id)) return;
    seen.add(id);
    found.push(place);
  };

  const looked = lookup(text);
  if (looked.kind === 'match') add(looked.place);
  if (looked.kind === 'ambiguous') looked.candidates.forEach(add);

  const query = normalise(text);
  const postcode = asPostcode(query);
  if (postcode) {
    const records = [...(index.byPostcode.get(postcode) ?? [])].sort(suggestionRank);
    for (const record of records) add(record.place);
    return found;
  }
  if (query.length < MIN_PREFIX) return found;
  const records: PlaceRecord[] = [];
  for (const [key, named] of index.byName) {
    if (key.startsWith(query)) records.push(...named);
  }
  for (const record of records.sort(suggestionRank)) add(record.place);
  return found;
}
