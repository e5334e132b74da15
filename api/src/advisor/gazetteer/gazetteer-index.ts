/**
 * The in-memory gazetteer index: one record per (place name, state, postcode), NatHERS and NCC zones
 * attached, looked up by normalised name or by postcode.
 */
import type { PostcodeZoneRow, SourceTables } from './gazetteer-data';
import { EXTRA_ALIASES, PLACE_ALIASES } from './gazetteer-aliases';
import { localityZone, postcodeZone } from './gazetteer-zones';
import { normalise, type StateCode, STATES } from './gazetteer-text';
import type { GazetteerResult, Place } from './gazetteer-types';

/**
 * How a record's Place is made (zones attached) — built once per index, shared by its records.
 * `byPostcode`: the place stands for a postcode the visitor gave, so it takes the postcode's zone.
 */
type PlaceFactory = (rec: PlaceRecord, byPostcode: boolean) => Place;

/**
 * One (place name, state, postcode). The Place object (with its zones) is built on first use: most of
 * the 17,000 GeoNames rows are never returned, so this keeps loading fast.
 */
export class PlaceRecord {
  private built: Place | undefined;
  private builtForPostcode: Place | undefined;
  constructor(
    private readonly factory: PlaceFactory,
    readonly name: string,
    readonly state: StateCode,
    readonly postcode: string,
    readonly nathers: number | null,
    /** NCC zone given by localities.csv */
    readonly givenNcc: number | null,
    /** NCC zone its point lies in on the ABCB map (null when unknown or unusable) */
    readonly mapZone: number | null,
    /** normalised name this record is indexed under (a curated record is indexed under aliases too) */
    readonly key: string,
    readonly curated: boolean,
    readonly capital: boolean,
    /** in a capital city's metropolitan postcode range */
    readonly metro: boolean,
    /** PO box / delivery-centre postcode or name */
    readonly poBox: boolean,
    readonly order: number,
  ) {}

  /** The place named: its own zone (locality row first). */
  get place(): Place {
    this.built ??= this.factory(this, false);
    return this.built;
  }

  /** The place standing for its postcode: the postcode's zone, since the visitor named no locality. */
  get postcodePlace(): Place {
    this.builtForPostcode ??= this.factory(this, true);
    return this.builtForPostcode;
  }


}

export type GazetteerIndex = {
  byName: Map<string, PlaceRecord[]>;
  /** "postcode|state" → the postcode's NCC zone row */
  postcodeZones: ReadonlyMap<string, PostcodeZoneRow>;
  byPostcode: Map<string, PlaceRecord[]>;
  /**
   * state → the other NCC zones found across its capital's metropolitan postcodes (5 % of them or
   * more), most common first: a part of the city ("western Sydney") may be in one of them
   */
  metroZones: ReadonlyMap<StateCode, number[]>;
  /** names (and aliases) of curated localities and capitals */
  curatedKeys: Set<string>;
  /** first words of curated names of several words ("alice" of "alice springs"): a typo may follow them */
  curatedFirstWords: ReadonlySet<string>;
  /** the curated keys by first letter: typo matching keeps the first letter */
  curatedByInitial: Map<string, string[]>;
  /** every indexed name, grouped by length, for typo matching */
  keysByLength: Map<number, string[]>;
  /** every indexed name by its first letter and length ("p9" → "parramata"...): typo matching of cued words reads only these */
  keysByInitialAndLength: Map<string, string[]>;
  maxNameTokens: number;
  /** first token of every indexed name → the most tokens a name starting with it has */
  nameTokensByFirst: Map<string, number>;
};

const CAPITALS = new Set(['sydney|NSW', 'melbourne|VIC', 'brisbane|QLD', 'perth|WA', 'adelaide|SA', 'hobart|TAS', 'darwin|NT', 'canberra|ACT']);

/** Capital-city metropolitan postcode ranges (approximate; used only to rank same-name places). */
const METRO: Readonly<Record<StateCode, ReadonlyArray<readonly [number, number]>>> = {
  // Sydney, Macarthur (Campbelltown, Camden), the north-west and Penrith
  NSW: [[2000, 2234], [2555, 2574], [2745, 2770]],
  // Melbourne, Melton, Sunbury, the south-east growth areas (Pakenham, Cranbourne)
  VIC: [[3000, 3207], [3335, 3341], [3427, 3429], [3750, 3810], [3910, 3977]],
  QLD: [[4000, 4207]],
  SA: [[5000, 5199]],
  WA: [[6000, 6199]],
  TAS: [[7000, 7099]],
  // 0822 is the Top End's rural delivery area (100+ localities), not metropolitan Darwin
  NT: [[800, 821], [823, 832]],
  ACT: [[2600, 2620], [2900, 2920]],
};

/** PO-box / large-user postcode ranges (no NatHERS zone, not a suburb). */
const PO_BOX: ReadonlyArray<readonly [number, number]> = [[1000, 1999], [8000, 8999], [9000, 9999], [5800, 5999], [6800, 6999], [7800, 7999], [200, 299], [900, 999]];

function inRanges(postcode: string, ranges: ReadonlyArray<readonly [number, number]>): boolean {
  const n = Number.parseInt(postcode, 10);
  for (const [lo, hi] of ranges) if (n >= lo && n <= hi) return true;
  return false;
}

const DELIVERY_CENTRE = /\s(dc|mc|bc|msc|lpo|po|delivery centre)$/i;

export function buildIndex(tables: SourceTables): GazetteerIndex {
  const factory: PlaceFactory = (rec, byPostcode) => {
    const row = tables.postcodeZones.get(`${rec.postcode}|${rec.state}`);
    return Object.freeze({
      name: rec.name,
      state: rec.state,
      postcode: rec.postcode,
      ...(byPostcode ? postcodeZone(rec.place, row) : localityZone(rec.givenNcc, rec.mapZone, row)),
      nathersZone: rec.nathers,
      nathersZoneName: rec.nathers === null ? null : (tables.zoneNames.get(rec.nathers) ?? null),
    });
  };
  // a curated locality takes the map zone of its own GeoNames row
  const curatedPostcodes = new Set(tables.localities.map((l) => `${l.postcode}|${l.state}`));
  const mapZoneOf = new Map<string, number | null>();
  for (const row of tables.postcodeRows) {
    if (curatedPostcodes.has(`${row.postcode}|${row.state}`)) mapZoneOf.set(`${normalise(row.name)}|${row.state}|${row.postcode}`, row.mapZone);
  }

  const byName = new Map<string, PlaceRecord[]>();
  const byPostcode = new Map<string, PlaceRecord[]>();
  const curatedKeys = new Set<string>();
  const curatedIds = new Set<string>();
  let order = 0;
  const push = <K>(map: Map<K, PlaceRecord[]>, key: K, rec: PlaceRecord) => {
    const list = map.get(key);
    if (list) list.push(rec);
    else map.set(key, [rec]);
  };

  for (const l of tables.localities) {
    const key = normalise(l.name.replace(/\s*\(.*?\)\s*/g, ' '));
    const nathers = l.nathers ?? tables.nathersByPostcode.get(l.postcode) ?? null;
    const capital = CAPITALS.has(`${key}|${l.state}`);
    const metro = inRanges(l.postcode, METRO[l.state]);
    const mapZone = mapZoneOf.get(`${key}|${l.state}|${l.postcode}`) ?? null;
    const rec = new PlaceRecord(factory, l.name, l.state, l.postcode, nathers, l.ncc, mapZone, key, true, capital, metro, false, order++);
    const keys = new Set([key, normalise(l.name)]);
    for (const m of l.name.matchAll(/\(([^)]+)\)/g)) keys.add(normalise(m[1] ?? ''));
    for (const [alias, target] of EXTRA_ALIASES) if (target === l.name) keys.add(normalise(alias));
    for (const k of keys) {
      if (!k) continue;
      push(byName, k, rec);
      curatedKeys.add(k);
    }
    curatedIds.add(`${key}|${l.state}|${l.postcode}`);
    push(byPostcode, l.postcode, rec);
  }

  const keyOf = new Map<string, string>();
  for (const row of tables.postcodeRows) {
    let key = keyOf.get(row.name);
    if (key === undefined) {
      key = normalise(row.name);
      keyOf.set(row.name, key);
    }
    if (!key) continue;
    // the curated locality already stands for its own GeoNames row
    if (curatedKeys.has(key) && curatedIds.has(`${key}|${row.state}|${row.postcode}`)) continue;
    const nathers = tables.nathersByPostcode.get(row.postcode) ?? null;
    const metro = inRanges(row.postcode, METRO[row.state]);
    const poBox = inRanges(row.postcode, PO_BOX) || DELIVERY_CENTRE.test(row.name);
    const rec = new PlaceRecord(factory, row.name, row.state, row.postcode, nathers, null, row.mapZone, key, false, false, metro, poBox, order++);
    push(byName, key, rec);
    push(byPostcode, row.postcode, rec);
  }

  for (const [alias, name, state] of PLACE_ALIASES) {
    const key = normalise(alias);
    for (const rec of byName.get(normalise(name)) ?? []) {
      if (rec.state !== state) continue;
      push(byName, key, rec);
      curatedKeys.add(key);
    }
  }

  const metroZones = new Map<StateCode, number[]>();
  for (const state of STATES) {
    const counts = new Map<number, number>();
    let total = 0;
    for (const row of tables.postcodeZones.values()) {
      if (row.state !== state || row.zone === null || !inRanges(row.postcode, METRO[state])) continue;
      counts.set(row.zone, (counts.get(row.zone) ?? 0) + 1);
      total++;
    }
    const zones = [...counts].filter(([, n]) => n >= total * 0.05).sort((a, b) => b[1] - a[1]).map(([zone]) => zone);
    metroZones.set(state, zones);
  }

  const keysByLength = new Map<number, string[]>();
  const keysByInitialAndLength = new Map<string, string[]>();
  let maxNameTokens = 1;
  const nameTokensByFirst = new Map<string, number>();
  for (const key of byName.keys()) {
    const list = keysByLength.get(key.length);
    if (list) list.push(key);
    else keysByLength.set(key.length, [key]);
    const initialAndLength = `${key.charAt(0)}${key.length}`;
    const sameStart = keysByInitialAndLength.get(initialAndLength);
    if (sameStart) sameStart.push(key);
    else keysByInitialAndLength.set(initialAndLength, [key]);
    const tokens = key.split(' ');
    const first = tokens[0] as string;
    maxNameTokens = Math.max(maxNameTokens, tokens.length);
    nameTokensByFirst.set(first, Math.max(nameTokensByFirst.get(first) ?? 0, tokens.length));
  }
  const curatedByInitial = new Map<string, string[]>();
  const curatedFirstWords = new Set<string>();
  for (const key of curatedKeys) {
    if (key.includes(' ')) curatedFirstWords.add(key.slice(0, key.indexOf(' ')));
    const list = curatedByInitial.get(key.charAt(0));
    if (list) list.push(key);
    else curatedByInitial.set(key.charAt(0), [key]);
  }
  return { byName, postcodeZones: tables.postcodeZones, metroZones, byPostcode, curatedKeys, curatedFirstWords, curatedByInitial, keysByLength, keysByInitialAndLength, maxNameTokens, nameTokensByFirst };
}

/** Best record first: curated, capital, has a NatHERS zone, not a PO box, metropolitan, low postcode. */
function rank(a: PlaceRecord, b: PlaceRecord): number {
  return (
    Number(b.curated) - Number(a.curated) ||
    Number(b.capital) - Number(a.capital) ||
    Number(b.nathers !== null) - Number(a.nathers !== null) ||
    Number(a.poBox) - Number(b.poBox) ||
    Number(b.metro) - Number(a.metro) ||
    a.postcode.localeCompare(b.postcode) ||
    a.order - b.order
  );
}

const prominent = (r: PlaceRecord) => r.curated || r.capital || r.metro;

/**
 * Resolves the records of one name to a result. One candidate per state; a name in several states is
 * a match only when exactly one state's candidate is a capital city, or exactly one is prominent
 * (a curated locality or a capital-city suburb) — "Perth" is Perth WA, "Portland" Portland VIC, but
 * "Richmond" (Richmond NSW, a curated town, and Richmond VIC, a Melbourne suburb) is ambiguous.
 */
export function resolveRecords(
  records: readonly PlaceRecord[],
  matchedText: string,
  opts: { state?: StateCode | undefined; postcode?: string | undefined } = {},
): GazetteerResult {
  let recs = [...records];
  if (opts.state) {
    const inState = recs.filter((r) => r.state === opts.state);
    if (inState.length > 0) recs = inState;
  }
  if (opts.postcode) {
    const withPostcode = recs.filter((r) => r.postcode === opts.postcode);
    if (withPostcode.length > 0) recs = withPostcode;
  }
  const bestByState = new Map<StateCode, PlaceRecord>();
  for (const r of recs) {
    const prev = bestByState.get(r.state);
    if (!prev || rank(r, prev) < 0) bestByState.set(r.state, r);
  }
  const candidates = [...bestByState.values()];
  const first = candidates[0];
  if (!first) return { kind: 'none' };
  if (candidates.length === 1) return { kind: 'match', place: first.place, matchedText };
  const capitals = candidates.filter((r) => r.capital);
  const onlyCapital = capitals[0];
  if (capitals.length === 1 && onlyCapital) return { kind: 'match', place: onlyCapital.place, matchedText };
  const prom = candidates.filter(prominent);
  const onlyProminent = prom[0];
  if (prom.length === 1 && onlyProminent) return { kind: 'match', place: onlyProminent.place, matchedText };
  candidates.sort(
    (a, b) =>
      Number(b.capital) - Number(a.capital) ||
      Number(prominent(b)) - Number(prominent(a)) ||
      Number(b.curated) - Number(a.curated) ||
      STATES.indexOf(a.state) - STATES.indexOf(b.state),
  );
  const name = (candidates[0] ?? first).place.name.replace(/\s*\(.*\)\s*$/, '');
  return { kind: 'ambiguous', name, candidates: candidates.map((c) => c.place) };
}

/** The place for a postcode: its curated locality if any, else its best-ranked suburb in its main state. */
export function resolvePostcode(index: GazetteerIndex, postcode: string, matchedText: string, state?: StateCode): GazetteerResult {
  let recs = index.byPostcode.get(postcode) ?? [];
  if (state) recs = recs.filter((r) => r.state === state);
  if (recs.length === 0) return { kind: 'none' };
  const perState = new Map<StateCode, number>();
  for (const r of recs) perState.set(r.state, (perState.get(r.state) ?? 0) + 1);
  // the name most other localities of the postcode are named after: 3121 → Richmond (Richmond East,
  // Richmond North...), not Burnley
  const stemOf = (r: PlaceRecord) => recs.filter((o) => o.key === r.key || o.key.startsWith(`${r.key} `)).length;
  // after the curated town, a place whose own zone is the postcode's, so the name shown does not
  // contradict the postcode's zone (2380 → a place in 4 like most of 2380, or A26's zone in NSW)
  const typical = (r: PlaceRecord) => r.place.nccZone === (index.postcodeZones.get(`${r.postcode}|${r.state}`)?.zone ?? null);
  const ranked = recs.map((r) => ({ r, typical: typical(r), stem: stemOf(r), inState: perState.get(r.state) ?? 0 }));
  const best = ranked.sort(
    (a, b) =>
      Number(b.r.curated) - Number(a.r.curated) ||
      b.inState - a.inState ||
      Number(b.typical) - Number(a.typical) ||
      Number(a.r.poBox) - Number(b.r.poBox) ||
      b.stem - a.stem ||
      a.r.order - b.r.order,
  )[0]?.r;
  return best ? { kind: 'match', place: best.postcodePlace, matchedText } : { kind: 'none' };
}
