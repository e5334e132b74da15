/**
 * Common English words, most common first: the 20,000 most likely words of three letters or more of
 * the CMU Sphinx general English language model (`api/data/common-words.txt`, see its README). The
 * speller takes them as right as written, and the gazetteer never reads one as a misspelt town.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FILE = fileURLToPath(new URL('../../data/common-words.txt', import.meta.url));

let words: readonly string[] | undefined;
let set: ReadonlySet<string> | undefined;

/** Misspellings the model's text used often enough to be in the list: typos to correct, not words. */
const MISSPELT = new Set(['goverment', 'thier', 'alot']);

/** The list, read once. */
export function commonWords(): readonly string[] {
  words ??= readFileSync(FILE, 'utf8').split('\n').filter((word) => word.length > 0 && !MISSPELT.has(word));
  return words;
}

/** The same words as a set. */
export function isCommonWord(word: string): boolean {
  set ??= new Set(commonWords());
  return set.has(word);
}
