/**
 * Finding a place in a free-text chat message. Ordinary energy-chat words must not become places
 * (GeoNames has suburbs called Paradise, Success, Weatherboard, The Gap...), so a mention is scored by
 * how clearly the text uses it as a place:
 *  - curated localities and capitals match in any case; other GeoNames names need a cue ("in",
 *    "near"...), a state or postcode next to them, or capitals mid-sentence (multi-word names only);
 *  - names made of everyday words need a capital letter mid-sentence, a state or a postcode;
 *  - typos are matched only against curated towns with the same first letter, for names of 6+ letters
 *    (5 right after "in", "at", "near"...: "in perht", "in cains");
 *  - a number is a postcode only when it is in the postcode table and the context does not make it a
 *    year, a price or a quantity; a bare number in a long sentence needs "postcode", a state or "in".
 */
import { type GazetteerIndex, type PlaceRecord, resolveRecords } from './gazetteer-index';
import { asPostcode, boundedDistance, normalise, stateAt, type StateCode, tokenise } from './gazetteer-text';
import type { GazetteerResult } from './gazetteer-types';
import { insideOf, MONTHS, REGION_STATES, ZONE_LINKS, ZONE_WORDS, type Mention } from './place-context';
import { CAPITAL_QUALIFIERS, contrastCue, isCapitalised, measuredFarFrom, MINOR, ownedPlaceCue, timeCue } from './place-cues';
import { adjacentState, type PlaceMessage as Ctx } from './place-message';
import { postcodeMention } from './postcode-mention';
import { isCommonWord } from '../common-words';
import { COMMON_WORDS, MONEY_WORDS, NEGATIVE_CUES, PERSON_CUES, PLACE_CUES } from './gazetteer-words';

/** Only this much of a message is read (a long paste is not a location answer). */
export const MAX_TEXT_CHARS = 4000;

function sentenceInitial(ctx: Ctx, i: number): boolean {
  if (i === 0) return true;
  const prev = ctx.tokens[i - 1];
  const cur = ctx.tokens[i];
  if (!prev || !cur) return true;
  return /[.!?\n:;"“(]/.test(ctx.text.slice(prev.end, cur.start));
}

function startsWithLetter(raw: string): boolean {
  const c = raw.charCodeAt(0) | 32; // ASCII letters in lower case
  return (c >= 97 && c <= 122) || (raw.charCodeAt(0) > 127 && /^\p{L}/u.test(raw));
}

/** False for ALL CAPS or Title Case Every Word text, where a capital letter says nothing. */
function capsMeaningful(ctx: Pick<Ctx, 'tokens'>): boolean {
  let words = 0;
  let caps = 0;
  for (let i = 1; i < ctx.tokens.length; i++) {
    const t = ctx.tokens[i];
    if (!t || !startsWithLetter(t.raw) || t.norm === 'i' || t.norm === 'im' || t.norm === 'ive' || t.norm === 'id') continue;
    words++;
    if (isCapitalised(t.raw)) caps++;
  }
  return words < 3 || caps / words < 0.8;
}

/** A state named anywhere in the text (full names anywhere, abbreviations only in capitals). */
function stateInText(ctx: Ctx): StateCode | null {
  const named = new Set<StateCode>();
  const hints = new Set<StateCode>();
  for (let i = 0; i < ctx.norms.length; i++) {
    // (a region or capital said with it also tells the state: "Kingston, south of Hobart", "on Tassie's east coast")
    const hinted = REGION_STATES.get(ctx.norms[i] ?? '') ?? REGION_STATES.get(`${ctx.norms[i] ?? ''} ${ctx.norms[i + 1] ?? ''}`);
    if (hinted) hints.add(hinted);
    const s = stateAt(ctx.norms, i);
    if (!s) continue;
    const raw = ctx.tokens[i]?.raw ?? '';
    if (s.length === 1 && raw.length <= 4 && raw !== raw.toUpperCase()) continue;
    named.add(s.state);
  }
  // (a state named outright outweighs a capital said elsewhere: "Kingston, just below Hobart in
  // Tasmania ... my brother over in Melbourne")
  if (named.size === 1) return [...named][0] ?? null;
  const found = new Set([...named, ...hints]);
  return found.size === 1 ? ([...found][0] ?? null) : null;
}

const DIRECTIONS = new Set(['north', 'south', 'east', 'west', 'northern', 'southern', 'eastern', 'western', 'inner', 'outer', 'greater']);
const CITY_PARTS = new Set([...DIRECTIONS, 'suburbs', 'outskirts', 'fringe', 'southeast', 'southwest', 'northeast', 'northwest']);
const CITY_HILLS = new Set(['hills', 'ranges', 'foothills']);

/**
 * A capital city named as a part of it: "western Sydney", "Sydney's inner west", "north of
 * Brisbane" ('part'), or its hills ("the Adelaide Hills", 'hills'); null when the city itself.
 */
function cityRegion(ctx: Ctx, start: number, end: number): 'part' | 'hills' | null {
  const last = ctx.tokens[end - 1];
  const next = ctx.tokens[end];
  if (last !== undefined && next !== undefined && /^\s*$/.test(ctx.text.slice(last.end, next.start))) {
    if (CITY_HILLS.has(next.norm)) return 'hills';
    if (CITY_PARTS.has(next.norm)) return 'part';
  }
  const prev = ctx.norms[start - 1] ?? '';
  return DIRECTIONS.has(prev) || (prev === 'of' && DIRECTIONS.has(ctx.norms[start - 2] ?? '')) ? 'part' : null;
}

/**
 * A part of a capital city takes the city's zone as most likely, with the other zones of its
 * metropolitan area (Sydney 5, but Penrith 6; Melbourne 6, but the Dandenongs 7). Its hills are a
 * different climate (the Adelaide Hills are 6): no place, so the advisor asks for the suburb.
 */
function cityPart(ctx: Ctx, start: number, end: number, result: GazetteerResult): GazetteerResult | null {
  if (result.kind !== 'match' || CAPITAL_QUALIFIERS.get(normalise(result.place.name)) !== result.place.state) return result;
  const region = cityRegion(ctx, start, end);
  if (region === 'hills') return null;
  const { place } = result;
  const others = (ctx.index.metroZones.get(place.state) ?? []).filter((zone) => zone !== place.nccZone);
  if (region === null || place.nccZone === null || others.length === 0) return result;
  return { ...result, place: Object.freeze({ ...place, nccZoneSource: 'map-mixed' as const, nccZoneAlternatives: others }) };
}

function nameMention(ctx: Ctx, i: number, len: number, records: PlaceRecord[], curated: boolean, fuzzy: boolean): Mention | null {
  const span = ctx.tokens.slice(i, i + len);
  const words = ctx.norms.slice(i, i + len);
  const prev = ctx.norms[i - 1] ?? '';
  const prev2 = ctx.norms[i - 2] ?? '';
  // the place a zone is asked of ("which zone does Berri count as", "climate zone is charters towers in")
  const zoneAsked = ZONE_WORDS.has(prev) || (ZONE_WORDS.has(prev2) && ZONE_LINKS.has(prev));
  const cue = Math.max(PLACE_CUES.get(prev) ?? 0, ownedPlaceCue(ctx, i, len), contrastCue(ctx, i, len), zoneAsked ? 1 : 0);
  const negative = NEGATIVE_CUES.has(prev) || (NEGATIVE_CUES.has(prev2) && PLACE_CUES.has(prev));
  const person = PERSON_CUES.has(prev) || (prev2 === 'name' && prev === 'is');
  const state = adjacentState(ctx, i, i + len, records);
  const afterState = state && state.start >= i + len ? state.end : i + len;
  const postcode = asPostcode(ctx.norms[afterState] ?? '');
  const postcodeAfter = postcode !== null && records.some((r) => r.postcode === postcode);
  const end = postcodeAfter ? afterState + 1 : afterState;
  const whole = (state ? Math.min(state.start, i) : i) === 0 && end === ctx.tokens.length;
  const strong = state !== null || postcodeAfter || whole;
  const allCommon = words.every((w) => COMMON_WORDS.has(w) || MINOR.has(w));
  const content = span.filter((t, k) => k === 0 || !MINOR.has(t.norm));
  const capitalised = ctx.capsMeaningful && content.every((t) => isCapitalised(t.raw));
  const capsSignal = capitalised && (len > 1 || !sentenceInitial(ctx, i));

  let accept: boolean;
  if (curated || fuzzy) {
    accept = person ? strong : !allCommon || strong || cue >= 0.75 || capsSignal;
  } else if (len > 1) {
    // "The Gap", "Good Hope", "East End": everyday words, so a capital mid-sentence, a state or a postcode
    accept =
      allCommon || words[0] === 'the'
        ? state !== null || postcodeAfter || zoneAsked || (capsSignal && !sentenceInitial(ctx, i))
        : strong || cue > 0 || capsSignal;
  } else {
    const word = words[0] ?? '';
    accept =
      word.length >= 3 &&
      // an everyday word ("Success!", "in alpine areas") is a place with its state or postcode, or
      // written as a name right after "in", "near"... ("we live in Sunshine"); alone, only as the
      // answer to "which town?" (lookup)
      // (a city after it names the state only of a word written as a name, or cued as a place in a message
      // typed all in lower case: "an old weatherboard in Melbourne" is a house, not Weatherboard; "our place
      // in reservoir melbournes north" is Reservoir)
      (allCommon ? (state !== null && (state.city !== true || capsSignal || (!/[A-Z]/.test(ctx.text) && cue >= 0.75))) || postcodeAfter || (capsSignal && cue >= 0.75) : strong || (cue >= 0.5 && !person));
  }
  // a place far from the home is where a distance is measured from ("two hours west of Sydney"), not the home
  if (measuredFarFrom(ctx.text, span[0]?.start ?? 0)) return null;
  // a month is a time ("renewal in March", "since May"), not a place, unless its state says otherwise
  if (len === 1 && MONTHS.has(words[0] ?? '') && !strong) return null;
  if (!accept) return null;
  const score =
    (curated ? 3 : len > 1 ? 2 : 1) + (state ? 2 : 0) + (postcodeAfter ? 2 : 0) + cue + (capsSignal ? 0.5 : 0) - (negative ? 4 : 0) - (fuzzy ? 0.5 : 0) + timeCue(ctx, i);
  const spanStart = state && state.start < i ? state.start : i;
  const matchedText = ctx.text.slice(ctx.tokens[spanStart]?.start ?? 0, ctx.tokens[end - 1]?.end ?? 0);
  const resolved = resolveRecords(records, matchedText, { state: state?.state, postcode: postcodeAfter ? (postcode ?? undefined) : undefined });
  const result = cityPart(ctx, i, i + len, resolved);
  return result === null || result.kind === 'none' ? null : { start: spanStart, end, score, result };
}

/**
 * Typo match of tokens[i..i+len) against curated names, same first letter: 6+ letters, or 5 right
 * after a place cue ("in perht": no English word is that close to a five-letter town). The last
 * word must be no English word and no known name; a word before it may be the first word of a
 * curated name ("alice spings"). Right after a place cue, a single word of 7+ letters is also
 * matched, one edit away, against every name ("in parramata", "near frankstun"): no English word
 * is that close to a suburb's name. A message that is only the name is read as cued, and, like an
 * answer to "which town?", allows two edits in a curated name of 6+ letters ("brisbain").
 */
function fuzzyMention(ctx: Ctx, i: number, len: number): Mention | null {
  for (let k = i; k < i + len; k++) {
    const w = ctx.norms[k] ?? '';
    if (!/^[a-z]+$/.test(w)) return null;
    // (a word alone that is English, or English with "'s", is no town: "the mainland's got" is no Maitland)
    const possessive = /['’]s$/i.test(ctx.tokens[k]?.raw ?? '');
    const english = len === 1 && (isCommonWord(w) || (possessive && isCommonWord(w.slice(0, -1)) && !ctx.index.byName.has(w.slice(0, -1))));
    const known = COMMON_WORDS.has(w) || english || ctx.index.byName.has(w);
    if (known && (k === i + len - 1 || !ctx.index.curatedFirstWords.has(w))) return null;
  }
  const s = ctx.norms.slice(i, i + len).join(' ');
  const letters = s.length - (len - 1);
  const whole = i === 0 && i + len === ctx.tokens.length;
  const cued = whole || (PLACE_CUES.get(ctx.norms[i - 1] ?? '') ?? 0) >= 0.75 || contrastCue(ctx, i, len) >= 0.75;
  // four letters, after "in" or "near", only for a curated town a doubled letter longer ("near dubo": Dubbo)
  if (letters === 4 && cued && len === 1) {
    const doubled = (ctx.index.curatedByInitial.get(s.charAt(0)) ?? []).filter((key) => key.length === 5 && [...key].some((char, at) => at > 0 && key[at - 1] === char && key.slice(0, at) + key.slice(at + 1) === s));
    const [only] = doubled;
    return only && doubled.length === 1 ? nameMention(ctx, i, len, ctx.index.byName.get(only) ?? [], true, true) : null;
  }
  if (letters < 5 || (letters === 5 && !cued)) return null;
  const max = s.length >= 9 || (whole && letters >= 6) || (cued && letters >= 8) ? 2 : 1;
  const curated = closestKey(s, ctx.index.curatedByInitial.get(s.charAt(0)) ?? [], max);
  if (curated) return nameMention(ctx, i, len, ctx.index.byName.get(curated) ?? [], true, true);
  if (len !== 1 || letters < 7 || !cued) return null;
  const candidates: string[] = [];
  for (let length = s.length - 1; length <= s.length + 1; length++) candidates.push(...(ctx.index.keysByInitialAndLength.get(`${s.charAt(0)}${length}`) ?? []));
  const named = closestKey(s, candidates, 1);
  return named ? nameMention(ctx, i, len, ctx.index.byName.get(named) ?? [], false, true) : null;
}

/** The one key within `max` edits of `text`, closest first; null when none, or two tie. */
function closestKey(text: string, keys: readonly string[], max: number): string | null {
  let best: string | null = null;
  let bestD = max + 1;
  let tie = false;
  for (const key of keys) {
    if (Math.abs(key.length - text.length) > max) continue;
    const d = boundedDistance(text, key, max);
    if (d < bestD) [best, bestD, tie] = [key, d, false];
    else if (d === bestD && d <= max && key !== best) tie = true;
  }
  return best && !tie && bestD <= max ? best : null;
}

export function findPlaceInText(index: GazetteerIndex, input: string): GazetteerResult {
  if (typeof input !== 'string') return { kind: 'none' };
  const text = input.length > MAX_TEXT_CHARS ? input.slice(0, MAX_TEXT_CHARS) : input;
  const tokens = tokenise(text);
  if (tokens.length === 0) return { kind: 'none' };
  const norms = tokens.map((t) => t.norm);
  const aboutMoney = text.includes('$') || norms.some((w) => MONEY_WORDS.has(w));
  const ctx: Ctx = { index, text, tokens, norms, capsMeaningful: capsMeaningful({ tokens }), aboutMoney };
  const maxLen = Math.min(index.maxNameTokens, 5);
  const mentions: Mention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (/^\d+$/.test(ctx.norms[i] ?? '')) {
      const m = postcodeMention(ctx, i);
      if (m) mentions.push(m);
      continue;
    }
    let found: Mention | null = null;
    // only names that start with this token, longest first (most tokens start none)
    const longest = Math.min(maxLen, tokens.length - i, index.nameTokensByFirst.get(ctx.norms[i] ?? '') ?? 0);
    for (let len = longest; len >= 1 && !found; len--) {
      // (a name does not run over a comma or a stop: "Salisbury, north of Adelaide" is not Salisbury North)
      if (len > 1 && /[,.;:!?()]/.test(text.slice(tokens[i]?.end ?? 0, tokens[i + len - 1]?.start ?? 0))) continue;
      const key = ctx.norms.slice(i, i + len).join(' ');
      const records = index.byName.get(key);
      if (records) found = nameMention(ctx, i, len, records, index.curatedKeys.has(key), false);
    }
    for (let len = 2; len >= 1 && !found; len--) {
      if (i + len <= tokens.length) found = fuzzyMention(ctx, i, len);
    }
    if (found) {
      mentions.push(found);
      i = Math.max(i, found.end - 1);
    }
  }
  let best: Mention | undefined;
  for (const m of mentions) if (m.score > 0 && (!best || m.score > best.score)) best = m;
  if (!best) return { kind: 'none' };
  const within = insideOf(ctx, mentions, best) ?? homeInsideCapital(ctx, mentions, best);
  if (within) return within;
  if (best.result.kind === 'ambiguous') {
    const state = stateInText(ctx);
    const pick = state ? best.result.candidates.find((c) => c.state === state) : undefined;
    if (pick) {
      const first = ctx.tokens[best.start];
      const last = ctx.tokens[best.end - 1];
      return { kind: 'match', place: pick, matchedText: text.slice(first?.start ?? 0, last?.end ?? 0) };
    }
  }
  return best.result;
}

/**
 * A capital city named beside a place in its state that the visitor says they are in now ("what's
 * solar going for in Perth? We're up in Joondalup"): the home is that place, inside the city's state.
 */
function homeInsideCapital(ctx: Ctx, mentions: readonly Mention[], best: Mention): GazetteerResult | undefined {
  if (best.result.kind !== 'match' || CAPITAL_QUALIFIERS.get(best.result.place.name.toLowerCase()) !== best.result.place.state) return undefined;
  const { state } = best.result.place;
  const home = mentions.find((m) => m !== best && m.score > 0 && m.result.kind === 'match' && m.result.place.state === state && timeCue(ctx, m.start) > 0);
  return home?.result;
}
