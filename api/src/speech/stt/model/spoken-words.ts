/**
 * Written text as the words someone would say: "R6.3" → r six point three, "7-star" → seven star,
 * "$1,300" → one thousand three hundred dollars, "NSW" → new south wales, "NCC" → ncc (one word,
 * spelled out when spoken). The language model is counted on these words, and the speech evaluation
 * normalises its reference sentences with the same function, so written and spoken forms compare.
 */
import { numberWords, ordinalWords } from './number-words';

/** Units after a number, as spoken. */
const UNITS: Record<string, string[]> = {
  kWh: ['kilowatt', 'hours'],
  kwh: ['kilowatt', 'hours'],
  MWh: ['megawatt', 'hours'],
  Wh: ['watt', 'hours'],
  kW: ['kilowatts'],
  kw: ['kilowatts'],
  MW: ['megawatts'],
  W: ['watts'],
  GJ: ['gigajoules'],
  MJ: ['megajoules'],
  mm: ['millimetres'],
  cm: ['centimetres'],
  m: ['metres'],
  m2: ['square', 'metres'],
  sqm: ['square', 'metres'],
  km: ['kilometres'],
  kg: ['kilograms'],
  L: ['litres'],
  kPa: ['kilopascals'],
  Pa: ['pascals'],
  c: ['cents'],
  yrs: ['years'],
  hrs: ['hours'],
};

/** Abbreviations said as words rather than letters, or expanded. */
const SAID_AS: Record<string, string[]> = {
  NSW: ['new', 'south', 'wales'],
  VIC: ['victoria'],
  Vic: ['victoria'],
  QLD: ['queensland'],
  Qld: ['queensland'],
  TAS: ['tasmania'],
  Tas: ['tasmania'],
  SA: ['south', 'australia'],
  WA: ['western', 'australia'],
  NT: ['northern', 'territory'],
  US: ['u', 's'],
  USA: ['u', 's', 'a'],
  UK: ['u', 'k'],
  NatHERS: ['nathers'],
  NATHERS: ['nathers'],
  BASIX: ['basix'],
  NABERS: ['nabers'],
  CO2: ['c', 'o', 'two'],
  SHGCw: ['shgc'],
  AccuRate: ['accurate'],
  DIY: ['d', 'i', 'y'],
  Mt: ['mount'],
  Mts: ['mounts'],
  St: ['saint'],
  Pt: ['port'],
  vs: ['versus'],
  approx: ['approximately'],
};

/** Phrases replaced before the text is split into words. */
const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\be\.g\.,?/gi, ' for example '],
  [/\bi\.e\.,?/gi, ' that is '],
  [/\betc\./gi, ' et cetera '],
  [/\bvs\.?(?=\s)/gi, ' versus '],
  [/\bapprox\./gi, ' approximately '],
  [/\bno\.\s*(?=\d)/gi, ' number '],
  [/[’‘]/g, "'"],
  [/[“”]/g, '"'],
  [/m²/g, 'm2'],
  [/(\d)\s*m2\b/g, '$1 sqm'],
  [/°\s*C\b/g, ' degrees '],
  [/°/g, ' degrees '],
  [/~/g, ' about '],
  [/≈/g, ' about '],
  [/≥/g, ' at least '],
  [/≤/g, ' at most '],
  [/×/g, ' times '],
  [/&/g, ' and '],
  [/\+/g, ' plus '],
  [/%/g, ' percent '],
  [/\b24\/7\b/g, ' twenty four seven '],
  // ranges: "R2.5-R2.7", "4-6", "10–20%"
  [/(\d)\s*[-–—]\s*(?=R?\d)/g, '$1 to '],
  // "$1,300", "$2.5 million"
  [/\$\s?(\d[\d,]*(?:\.\d+)?)(\s*(?:million|billion|thousand|k)\b)?/gi, (_match: string, amount: string, scale?: string) => ` ${amount}${scale ? ` ${scale.trim().toLowerCase() === 'k' ? 'thousand' : scale.trim()}` : ''} dollars `] as unknown as readonly [RegExp, string],
];

/** A word, a number (with its thousands separators and decimals), or one other character. */
const TOKEN = /\d+(?:,\d{3})*(?:\.\d+)?(?:st|nd|rd|th)?|[A-Za-z]+(?:'[A-Za-z]+)*|\S/g;

export interface SpokenWordsOptions {
  /** Called with each abbreviation kept as one word that is spelled out when spoken ("ncc"). */
  onAcronym?: (word: string) => void;
}

/** True for a token written in capitals (two or more letters) that is spelled letter by letter. */
function isAcronym(token: string): boolean {
  return /^[A-Z]{2,6}s?$/.test(token) && !/^[A-Z][a-z]/.test(token);
}

/** One sentence as lower-case spoken words. */
export function spokenWords(text: string, options: SpokenWordsOptions = {}): string[] {
  let prepared = text;
  for (const [pattern, replacement] of PHRASES) prepared = prepared.replace(pattern, replacement as never);
  // letters glued to digits are said apart: "R6.3", "H1", "6kW"
  prepared = prepared.replace(/([A-Za-z])(?=\d)/g, '$1 ').replace(/(\d)(?=[A-Za-z])(?!(?:st|nd|rd|th)\b)/g, '$1 ');
  const tokens = prepared.match(TOKEN) ?? [];
  const words: string[] = [];
  let previousWasNumber = false;
  for (const token of tokens) {
    const isNumber = /^\d/.test(token);
    if (isNumber) {
      const ordinal = /^(\d+)(st|nd|rd|th)$/.exec(token);
      words.push(...(ordinal ? ordinalWords(Number(ordinal[1])) : (numberWords(token, { asYear: true }) ?? [])));
    } else if (previousWasNumber && UNITS[token]) {
      words.push(...(UNITS[token] as string[]));
    } else if (SAID_AS[token]) {
      words.push(...(SAID_AS[token] as string[]));
    } else if (/^[A-Za-z]/.test(token)) {
      if (isAcronym(token)) {
        // a plural ("STCs") is heard as its singular: the spelled letters carry the word
        const word = (/[A-Z]s$/.test(token) ? token.slice(0, -1) : token).toLowerCase();
        options.onAcronym?.(word);
        words.push(word);
      } else {
        words.push(token.toLowerCase());
      }
    }
    previousWasNumber = isNumber;
  }
  return words;
}

/** Splits prose into sentences (at . ! ? ; : followed by a space or the end, and at line breaks). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;:])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}
