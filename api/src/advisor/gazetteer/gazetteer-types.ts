import type { StateCode } from './gazetteer-text';

export type { StateCode } from './gazetteer-text';

export type Place = {
  name: string;
  state: StateCode;
  /** 4 digits, leading zero kept ("0800") */
  postcode: string;
  /** NCC (BCA) climate zone 1-8; null when no source or derivation gives one */
  nccZone: number | null;
  /**
   * true when nccZone was derived (from the NatHERS → NCC mapping, or from a curated locality with the
   * same postcode) rather than given by a source for this locality: say "likely" when presenting it.
   */
  nccZoneDerived: boolean;
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
};
