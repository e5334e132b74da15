/**
 * Common English words, most common first: the 5,000 most likely words of the CMU Sphinx general
 * English language model, those of three letters or more (`api/data/common-words.txt`, see its
 * README). The speller takes them as right as written.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FILE = fileURLToPath(new URL('../../../data/common-words.txt', import.meta.url));

let words: readonly string[] | undefined;

/** The list, read once. */
export function commonWords(): readonly string[] {
  words ??= readFileSync(FILE, 'utf8').split('\n').filter((word) => word.length > 0);
  return words;
}
