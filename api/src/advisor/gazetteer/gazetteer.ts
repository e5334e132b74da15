/**
 * Gazetteer of the offline advisor: a town, suburb or postcode → state, NCC climate zone (1-8) and
 * NatHERS zone. Data: api/data/ (see its README). Loaded once, synchronously; lookups are pure
 * computation over in-memory maps.
 *
 * NCC zones come from the ABCB climate zone map and NSW ESS Table A26 (gazetteer-zones.ts says which
 * wins); nccZoneSource says where a zone came from, and 'map-mixed' zones are "most likely" only.
 */
import { readSourceTables, DEFAULT_DATA_DIR } from './gazetteer-data';
import { findPlaceInText } from './gazetteer-extract';
import { buildIndex, type GazetteerIndex, resolvePostcode, resolveRecords } from './gazetteer-index';
import { asPostcode, boundedDistance, stateEndingAt, type StateCode, tokenise } from './gazetteer-text';
import type { Gazetteer, GazetteerResult } from './gazetteer-types';
import { COMMON_WORDS, POSTCODE_CUES } from './gazetteer-words';
import { suggestPlaces } from './gazetteer-suggest';
import { memoize, textKey } from '../memo';

export type { Gazetteer, GazetteerResult, NccZoneSource, Place, StateCode } from './gazetteer-types';

const NONE: GazetteerResult = { kind: 'none' };
/** A lookup longer than this is treated as a sentence (findInText). */
const MAX_LOOKUP_TOKENS = 6;
const COUNTRY = new Set(['australia', 'aus', 'au', 'oz']);

/**
 * Typo match of a whole name: the closest indexed name within 1 edit (2 for names of 6+ letters that
 * are curated towns, or of 9+ letters). A curated town must share the first or second letter; another
 * name needs 6+ letters and the same first letter. Ties go to curated towns, then names in the given
 * state, then prominent ones; a tie between different places that remains is no match.
 */
function fuzzyName(index: GazetteerIndex, name: string, state: StateCode | undefined): string | null {
  const L = name.length;
  if (L < 4) return null;
  const max = L >= 6 ? 2 : 1;
  const acc: { key: string | null; rank: number[]; tie: boolean } = { key: null, rank: [], tie: false };
  const consider = (key: string) => {
    if (key.charCodeAt(0) !== name.charCodeAt(0) && key.charCodeAt(1) !== name.charCodeAt(1)) return;
    const d = boundedDistance(name, key, max);
    if (d > max) return;
    const curated = index.curatedKeys.has(key);
    if (!curated && (L < 6 || key.charCodeAt(0) !== name.charCodeAt(0) || (d === 2 && L < 9))) return;
    const recs = index.byName.get(key) ?? [];
    const rank = [
      d,
      curated ? 0 : 1,
      state && recs.some((r) => r.state === state) ? 0 : 1,
      recs.some((r) => r.curated || r.capital || r.metro) ? 0 : 1,
      key.charCodeAt(0) === name.charCodeAt(0) ? 0 : 1,
    ];
    const cmp = acc.key === null ? -1 : compareRanks(rank, acc.rank);
    if (cmp < 0) Object.assign(acc, { key, rank, tie: false });
    else if (cmp === 0 && acc.key !== null && index.byName.get(acc.key)?.[0] !== recs[0]) acc.tie = true;
  };
  // Curated towns first: one within 1 edit beats every other name (ranked by distance, then curated).
  for (const key of index.curatedKeys) consider(key);
  if (acc.key === null || (acc.rank[0] ?? max) > 1) {
    for (let len = L - max; len <= L + max; len++) {
      for (const key of index.keysByLength.get(len) ?? []) if (!index.curatedKeys.has(key)) consider(key);
    }
  }
  return acc.tie ? null : acc.key;
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

function lookupIn(index: GazetteerIndex, query: string): GazetteerResult {
  if (typeof query !== 'string') return NONE;
  const trimmed = query.trim();
  if (!trimmed) return NONE;
  const toks = tokenise(trimmed.slice(0, 2000)).map((t) => t.norm);
  if (toks.length === 0) return NONE;
  if (toks.length > MAX_LOOKUP_TOKENS) return findPlaceInText(index, trimmed);

  // a name that itself ends in a state word ("Port Victoria") before the state is stripped off
  const whole = toks.length > 1 ? index.byName.get(toks.join(' ')) : undefined;
  if (whole && !(toks.every((t) => COMMON_WORDS.has(t)) && !/^\p{Lu}/u.test(trimmed))) return resolveRecords(whole, trimmed);

  // "postcode 3350", "post code 3350"
  while (toks.length > 1 && (POSTCODE_CUES.has(toks[0] ?? '') || (toks[0] === 'post' && toks[1] === 'code'))) {
    toks.splice(0, toks[0] === 'post' ? 2 : 1);
  }
  // trailing ", Victoria", "VIC 3350", "3350", "Australia"; a leading postcode or state
  let state: StateCode | undefined;
  let postcode: string | undefined;
  for (;;) {
    const last = toks[toks.length - 1];
    if (last === undefined) break;
    const pc = asPostcode(last);
    if (pc && !postcode) {
      postcode = pc;
      toks.pop();
      continue;
    }
    if (COUNTRY.has(last) && toks.length > 1) {
      toks.pop();
      continue;
    }
    const st = stateEndingAt(toks, toks.length);
    if (st && !state) {
      state = st.state;
      toks.splice(toks.length - st.length);
      continue;
    }
    break;
  }
  const leadPc = asPostcode(toks[0] ?? '');
  if (leadPc && !postcode && toks.length > 1) {
    postcode = leadPc;
    toks.shift();
  }

  const name = toks.join(' ');
  if (!name) return postcode ? resolvePostcode(index, postcode, trimmed, state) : NONE;
  if (/^\d+$/.test(name)) return NONE;
  // everyday words ("city", "weatherboard") are places only when written like one: a capital, a state
  const everyday = toks.every((t) => COMMON_WORDS.has(t));
  const exact = index.byName.get(name);
  if (exact) {
    const plain = everyday && !state && !postcode && !/^\p{Lu}/u.test(trimmed) && !index.curatedKeys.has(name);
    return plain ? NONE : resolveRecords(exact, trimmed, { state, postcode });
  }
  if (everyday) return postcode ? resolvePostcode(index, postcode, trimmed, state) : NONE;
  const typo = fuzzyName(index, name, state);
  const typoRecords = typo ? index.byName.get(typo) : undefined;
  if (typoRecords) return resolveRecords(typoRecords, trimmed, { state, postcode });
  if (postcode) return resolvePostcode(index, postcode, trimmed, state);
  if (toks.length >= 2) return findPlaceInText(index, trimmed);
  return NONE;
}

/** How many texts' results each of lookup and findInText keeps, and the longest text kept (characters). */
const MEMO_TEXTS = 2000;
const MEMO_MAX_CHARS = 500;

/** Loads the data (synchronously, once at start) and returns the gazetteer. */
export function createGazetteer(dataDir: string = DEFAULT_DATA_DIR): Gazetteer {
  const index = buildIndex(readSourceTables(dataDir));
  // pure functions of the text over a fixed index: remembered (see memo.ts)
  const remembered = { max: MEMO_TEXTS, key: textKey(MEMO_MAX_CHARS) };
  const lookup = memoize((query: string) => lookupIn(index, query), remembered);
  return {
    lookup,
    findInText: memoize((text: string) => findPlaceInText(index, text), remembered),
    suggest: (text: string, limit: number) => suggestPlaces(index, lookup, text, limit),
  };
}
