/**
 * Which NCC climate zone a place gets, and from which source (api/data/README.md describes the
 * tables). Never derived from the NatHERS zone: the two maps do not line up.
 *
 * A named locality:
 *   1. its zone in the curated localities.csv ('locality-table'), only where it equals the plain
 *      value the tables below give (the curated zones were checked against the map; one that
 *      disagrees, such as Queanbeyan's 6, is left to the rule below);
 *   2. in NSW, the NSW ESS Table A26 zone of its postcode ('official-table'), except where the
 *      ABCB map shows the postcode straddling zones and the locality's own point lies in another
 *      zone: there the point on the map is finer than a postcode table, and the two sources
 *      disagree, so the point's zone is given as most likely and A26's as an alternative
 *      ('map-mixed'). Where the map puts the whole postcode in one zone and A26 differs, A26 wins:
 *      it is the official table and newer (May 2025) than the map (2015), whose council boundaries
 *      have since been redrawn;
 *   3. elsewhere, the zone its point lies in on the ABCB map ('map-single-zone'): finer than the
 *      postcode (Falls Creek village is 8 though most of 3699 is 7);
 *   4. with no usable point, its postcode's row: its zone and confidence, a 'map-mixed' postcode
 *      listing the other zones its localities lie in.
 * A postcode alone (the visitor named no locality) is shown as one of its places (gazetteer-index.ts
 * picks it), with that place's zone; outside NSW, when the postcode's localities lie in several
 * zones on the map, that zone is only the most likely one ('map-mixed', with the others). In NSW an
 * official-table zone stays plain: Table A26 is itself a postcode table.
 */
import type { PostcodeZoneRow } from './gazetteer-data';
import type { NccZoneSource } from './gazetteer-types';

export type PlaceZone = { nccZone: number | null; nccZoneSource: NccZoneSource; nccZoneAlternatives: number[] };

const unknown = (): PlaceZone => ({ nccZone: null, nccZoneSource: 'none', nccZoneAlternatives: [] });

/** The other zones, in the order given, without the chosen one or repeats. */
function others(chosen: number, zones: readonly number[]): number[] {
  return [...new Set(zones)].filter((zone) => zone !== chosen);
}

/**
 * NSW: Table A26 unless the map shows the postcode straddling zones and `mapZone` (the locality's
 * point, or the postcode's majority) lies outside A26's zone.
 */
function nswZone(row: PostcodeZoneRow, a26: number, mapZone: number | null): PlaceZone {
  const straddles = row.mapZonesSeen.length > 1;
  if (mapZone === null || mapZone === a26 || !straddles) return { nccZone: a26, nccZoneSource: 'official-table', nccZoneAlternatives: [] };
  return { nccZone: mapZone, nccZoneSource: 'map-mixed', nccZoneAlternatives: others(mapZone, [a26, ...row.mapZonesSeen]) };
}

/** The zone of a postcode from its row of postcode-ncc-zones.csv. */
function rowZone(row: PostcodeZoneRow | undefined): PlaceZone {
  if (!row || row.zone === null) return unknown();
  if (row.a26Zone !== null) return nswZone(row, row.a26Zone, row.mapZone);
  if (row.confidence === 'map-mixed') {
    return { nccZone: row.zone, nccZoneSource: 'map-mixed', nccZoneAlternatives: others(row.zone, row.mapZonesSeen) };
  }
  return { nccZone: row.zone, nccZoneSource: row.confidence, nccZoneAlternatives: [] };
}

/**
 * The zone of a named locality: `curated` is its localities.csv zone, `point` the zone its point
 * lies in on the ABCB map (null when unknown or unusable), `row` its postcode's row.
 */
export function localityZone(curated: number | null, point: number | null, row: PostcodeZoneRow | undefined): PlaceZone {
  let zone: PlaceZone;
  if (row && row.a26Zone !== null) zone = nswZone(row, row.a26Zone, point);
  else if (point !== null) zone = { nccZone: point, nccZoneSource: 'map-single-zone', nccZoneAlternatives: [] };
  else zone = rowZone(row);
  if (curated !== null && curated === zone.nccZone && zone.nccZoneSource !== 'map-mixed') {
    return { nccZone: curated, nccZoneSource: 'locality-table', nccZoneAlternatives: [] };
  }
  return zone;
}

/**
 * The zone of a postcode given alone, shown as `place` (one of its localities, with `place`'s own
 * zone): "most likely" when, outside NSW, the postcode's localities lie in several zones.
 */
export function postcodeZone(place: PlaceZone, row: PostcodeZoneRow | undefined): PlaceZone {
  const { nccZone, nccZoneSource, nccZoneAlternatives } = place;
  if (!row || row.a26Zone !== null || row.confidence !== 'map-mixed' || nccZone === null || nccZoneSource === 'map-mixed') {
    return { nccZone, nccZoneSource, nccZoneAlternatives };
  }
  return { nccZone, nccZoneSource: 'map-mixed', nccZoneAlternatives: others(nccZone, row.mapZonesSeen) };
}
