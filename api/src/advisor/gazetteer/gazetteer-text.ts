/**
 * Text helpers for the gazetteer: normalisation, tokenising with offsets, Australian state names,
 * and a bounded edit distance for typo matching.
 */

export const STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT'] as const;
export type StateCode = (typeof STATES)[number];

export function isStateCode(value: string): value is StateCode {
  return (STATES as readonly string[]).includes(value);
}

/** Token spellings that mean the same thing in place names ("Mt Isa" = "Mount Isa"). */
const TOKEN_CANON: ReadonlyMap<string, string> = new Map([
  ['mt', 'mount'],
  ['mnt', 'mount'],
  ['saint', 'st'],
  ['nth', 'north'],
  ['sth', 'south'],
]);

function canonToken(token: string): string {
  return TOKEN_CANON.get(token) ?? token;
}

const PLAIN_TOKEN = /^[A-Za-z0-9]+$/;

/** Normalises one token: lower case, no accents, no apostrophes, letters and digits only. */
export function normaliseToken(raw: string): string {
  if (PLAIN_TOKEN.test(raw)) return raw.toLowerCase();
  return raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** Normalises a whole name or query to space-separated canonical tokens ("Mt. Isa, QLD" → "mount isa qld"). */
export function normalise(text: string): string {
  let s = text;
  if (/[^\x00-\x7f]/.test(s)) s = s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[’‘]/g, "'");
  const words: string[] = [];
  let word = '';
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) word += String.fromCharCode(c);
    else if (c === 39 || c === 96) continue; // apostrophes join: O'Connor → oconnor
    else if (word) {
      words.push(canonToken(word));
      word = '';
    }
  }
  if (word) words.push(canonToken(word));
  return words.join(' ');
}

export type Token = {
  /** the text as written */
  raw: string;
  /** canonical lower-case form */
  norm: string;
  start: number;
  end: number;
};

const TOKEN_RE = /[\p{L}\p{N}]+(?:['’‘`][\p{L}\p{N}]+)*/gu;

/** Splits text into word/number tokens with their offsets; punctuation and spaces separate tokens. */
export function tokenise(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const norm = normaliseToken(m[0]);
    if (!norm) continue;
    const start = m.index ?? 0;
    out.push({ raw: m[0], norm: canonToken(norm), start, end: start + m[0].length });
  }
  return out;
}

/** State spellings after normalisation (1-3 tokens) → state code. */
const STATE_PHRASES: ReadonlyArray<readonly [string, StateCode]> = [
  ['nsw', 'NSW'], ['n s w', 'NSW'], ['new south wales', 'NSW'],
  ['vic', 'VIC'], ['victoria', 'VIC'], ['vict', 'VIC'],
  ['qld', 'QLD'], ['q l d', 'QLD'], ['queensland', 'QLD'], ['qlnd', 'QLD'],
  ['sa', 'SA'], ['s a', 'SA'], ['south australia', 'SA'], ['sth australia', 'SA'],
  ['wa', 'WA'], ['w a', 'WA'], ['western australia', 'WA'],
  ['tas', 'TAS'], ['tasmania', 'TAS'], ['tassie', 'TAS'], ['tassy', 'TAS'],
  ['nt', 'NT'], ['n t', 'NT'], ['northern territory', 'NT'],
  ['act', 'ACT'], ['a c t', 'ACT'], ['australian capital territory', 'ACT'],
];

const STATE_BY_PHRASE = new Map<string, StateCode>(STATE_PHRASES.map(([p, s]) => [normalise(p), s]));

/** The state spelled by tokens[i..], longest first: returns the state and how many tokens it used. */
export function stateAt(tokens: readonly string[], i: number): { state: StateCode; length: number } | null {
  for (let len = 3; len >= 1; len--) {
    if (i + len > tokens.length) continue;
    const state = STATE_BY_PHRASE.get(tokens.slice(i, i + len).join(' '));
    if (state) return { state, length: len };
  }
  return null;
}

/** The state spelled by the last tokens of tokens[0..end), longest first. */
export function stateEndingAt(tokens: readonly string[], end: number): { state: StateCode; length: number } | null {
  for (let len = 3; len >= 1; len--) {
    if (end - len < 0) continue;
    const state = STATE_BY_PHRASE.get(tokens.slice(end - len, end).join(' '));
    if (state) return { state, length: len };
  }
  return null;
}

/** A 3- or 4-digit token padded to a 4-digit postcode, or null. */
export function asPostcode(token: string): string | null {
  return /^\d{3,4}$/.test(token) ? token.padStart(4, '0') : null;
}

/** Reused rows of the edit-distance table (the gazetteer is synchronous, so sharing is safe). */
let bufA = new Int32Array(64);
let bufB = new Int32Array(64);
let bufC = new Int32Array(64);

/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions, adjacent transpositions),
 * giving up early: returns max + 1 as soon as the distance must exceed max.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (lb + 1 > bufA.length) {
    bufA = new Int32Array(lb + 1);
    bufB = new Int32Array(lb + 1);
    bufC = new Int32Array(lb + 1);
  }
  let prevPrev = bufA;
  let prev = bufB;
  let cur = bufC;
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      const sub = (prev[j - 1] ?? 0) + (ca === cb ? 0 : 1);
      const del = (prev[j] ?? 0) + 1;
      const ins = (cur[j - 1] ?? 0) + 1;
      let v = sub < del ? sub : del;
      if (ins < v) v = ins;
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        const tr = (prevPrev[j - 2] ?? 0) + 1;
        if (tr < v) v = tr;
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prevPrev;
    prevPrev = prev;
    prev = cur;
    cur = t;
  }
  const d = prev[lb] ?? max + 1;
  return d > max ? max + 1 : d;
}
