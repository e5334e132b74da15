import type { StateCode } from './gazetteer-text';

export type { StateCode } from './gazetteer-text';

/**
 * Where a place's NCC zone came from (api/data/README.md): 'locality-table' the curated
 * localities.csv (checked against the tables); 'official-table' NSW ESS Table A26; 'map-single-zone'
 * the ABCB climate zone map (the locality's point, or a postcode whose localities all lie in one
 * zone); 'map-mixed' the map, but the postcode (or the part of a capital city named) straddles
 * zones or the sources disagree; 'none' no table gives a zone.
 */
export type NccZoneSource = 'locality-table' | 'official-table' | 'map-single-zone' | 'map-mixed' | 'none';

export type Place = {
  name: string;
  state: StateCode;
  /** 4 digits, leading zero kept ("0800") */
  postcode: string;
  /** NCC (BCA) climate zone 1-8; null when no table gives one (nccZoneSource 'none') */
  nccZone: number | null;
  /** where nccZone came from; 'map-mixed' means "most likely": say so, and name the alternatives */
  nccZoneSource: NccZoneSource;
  /**
   * the other zones the place may be in, set only for 'map-mixed': in NSW Table A26's zone first,
   * then the zones of the postcode's other localities (or of the city's metropolitan postcodes),
   * largest share first
   */
  nccZoneAlternatives: number[];
  /** NatHERS climate zone 1-69 (primary zone of the postcode, Nov 2019 table) */
  nathersZone: number | null;
  /** the NatHERS zone's reference weather station, e.g. "Ballarat" */
  nathersZoneName: string | null;
};

export type GazetteerResult =
  | { kind: 'match'; place: Place; matchedText: string }
  | { kind: 'ambiguous'; name: string; candidates: Place[] }
  | { kind: 'none' };

export type Gazetteer = {
  /** A place name or postcode typed as an answer ("Ballarat VIC", "balarat", "3350", "800"). */
  lookup(query: string): GazetteerResult;
  /** A place mentioned in a free-text chat message ("we're building near Toowoomba"). */
  findInText(text: string): GazetteerResult;
  /**
   * Up to `limit` places for a search box: what `lookup` finds first, then places whose name starts
   * with the text (a postcode: its localities), prominent ones first.
   */
  suggest(text: string, limit: number): Place[];
};
