/**
 * Letter-to-sound for words the CMU dictionary lacks: espeak-ng (Debian, at build time) spells each
 * word in its phoneme mnemonics (`espeak-ng -q -x --sep=_ -v en-us`), which are mapped here to the
 * CMU phones the pocketsphinx acoustic model knows. Australian place names that matter are not left
 * to this: they have hand-checked entries in `pronunciation-table.ts`.
 */
import { spawnSync } from 'node:child_process';

/** espeak-ng's English phonemes (en-us) → CMU phones. */
const PHONES: Record<string, string[]> = {
  // vowels
  '@': ['AH'],
  '@2': ['AH'],
  '@-': ['AH'],
  '@5': ['AH'],
  '@L': ['AH', 'L'],
  '@3': ['ER'],
  '3': ['ER'],
  '3:': ['ER'],
  a: ['AE'],
  'a#': ['AH'],
  aa: ['AE'],
  'A:': ['AA'],
  'A@': ['AA', 'R'],
  A: ['AA'],
  aI: ['AY'],
  'aI@': ['AY', 'ER'],
  aI3: ['AY', 'ER'],
  aU: ['AW'],
  'aU@': ['AW', 'ER'],
  E: ['EH'],
  'e@': ['EH', 'R'],
  eI: ['EY'],
  I: ['IH'],
  I2: ['IH'],
  'I#': ['IH'],
  IR: ['IH', 'R'],
  i: ['IY'],
  'i:': ['IY'],
  'i@': ['IY', 'R'],
  'i@3': ['IY', 'ER'],
  '0': ['AA'],
  '0#': ['AA'],
  'O:': ['AO'],
  'O@': ['AO', 'R'],
  O2: ['AO'],
  O: ['AO'],
  OI: ['OY'],
  oU: ['OW'],
  'o@': ['AO', 'R'],
  U: ['UH'],
  'U@': ['UH', 'R'],
  'u:': ['UW'],
  u: ['UW'],
  V: ['AH'],
  VR: ['ER'],
  // consonants
  p: ['P'],
  b: ['B'],
  t: ['T'],
  't#': ['T'],
  d: ['D'],
  'd#': ['D'],
  k: ['K'],
  g: ['G'],
  f: ['F'],
  v: ['V'],
  T: ['TH'],
  D: ['DH'],
  s: ['S'],
  z: ['Z'],
  'z#': ['Z'],
  S: ['SH'],
  Z: ['ZH'],
  tS: ['CH'],
  dZ: ['JH'],
  h: ['HH'],
  m: ['M'],
  n: ['N'],
  'n-': ['AH', 'N'],
  N: ['NG'],
  l: ['L'],
  'l-': ['AH', 'L'],
  r: ['R'],
  'r-': ['ER'],
  w: ['W'],
  j: ['Y'],
  x: ['K'],
  '?': [],
};

/**
 * One word's espeak-ng phonemes ("dZ_'i:_l_O2_N", words of a compound separated by spaces) as CMU
 * phones ("JH IY L AO NG"), or null when a phoneme has no mapping.
 */
export function espeakToCmu(phonemes: string): string[] | null {
  const phones: string[] = [];
  for (const raw of phonemes.trim().split(/[_\s]+/)) {
    const symbol = raw.replace(/[',%=;]/g, '');
    if (symbol === '') continue;
    const mapped = PHONES[symbol] ?? PHONES[symbol.replace(/[#\d]+$/, '')];
    if (!mapped) return null;
    phones.push(...mapped);
  }
  return phones.length > 0 ? phones : null;
}

/** Whether espeak-ng can be run here. */
export function espeakAvailable(): boolean {
  const result = spawnSync('espeak-ng', ['--version'], { encoding: 'utf8' });
  return result.status === 0;
}

/**
 * CMU phones for each word, from one espeak-ng run (one word a line in, one line of phonemes out).
 * Words espeak-ng cannot spell, or whose phonemes do not map, are left out.
 */
export function espeakPronunciations(words: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const spellable = words.filter((word) => /^[a-z][a-z']*$/.test(word));
  if (spellable.length === 0) return out;
  const result = spawnSync('espeak-ng', ['-q', '-x', '--sep=_', '-v', 'en-us'], {
    input: spellable.map((word) => `${word}.`).join('\n'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`espeak-ng failed: ${result.stderr || result.error?.message}`);
  const lines = result.stdout.split('\n').filter((line) => line.trim().length > 0);
  if (lines.length !== spellable.length) {
    throw new Error(`espeak-ng answered ${lines.length} lines for ${spellable.length} words`);
  }
  spellable.forEach((word, index) => {
    const phones = espeakToCmu(lines[index] as string);
    if (phones) out.set(word, phones);
  });
  return out;
}
