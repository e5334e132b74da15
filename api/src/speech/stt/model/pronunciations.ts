/**
 * Pronunciations for the domain model's words: the CMU dictionary's where it has the word, the
 * hand-checked table (`pronunciation-table.ts`) for Australian places and trade words, letters for
 * abbreviations spelled out, and espeak-ng's letter-to-sound (`espeak-phonemes.ts`) for the rest.
 */
import { espeakPronunciations } from './espeak-phonemes';
import { LETTERS, PRONUNCIATIONS } from './pronunciation-table';

/** A pronunciation dictionary: word → its pronunciations (CMU phones joined by spaces). */
export type Dictionary = Map<string, string[]>;

/** Reads a CMU-format dictionary ("word PH ON ES", variants as "word(2) ..."). */
export function parseDictionary(text: string): Dictionary {
  const dictionary: Dictionary = new Map();
  for (const line of text.split('\n')) {
    const space = line.indexOf(' ');
    if (space <= 0) continue;
    const word = line.slice(0, space).replace(/\(\d+\)$/, '');
    const phones = line.slice(space + 1).trim();
    if (!phones) continue;
    const list = dictionary.get(word);
    if (list) list.push(phones);
    else dictionary.set(word, [phones]);
  }
  return dictionary;
}

/** The letters of an abbreviation as spoken ("shgc" → EH S EY CH JH IY S IY), or null if it has a non-letter. */
export function spelledOut(word: string): string | null {
  const phones = [...word].map((letter) => LETTERS[letter]);
  return phones.every((phone) => phone !== undefined) ? phones.join(' ') : null;
}

export interface Lexicon {
  /** Pronunciations to add to the CMU dictionary, per word (none the dictionary already has). */
  additions: Dictionary;
  /** Words with no pronunciation from any source: the model leaves them out. */
  missing: string[];
  /** How many words each source pronounced (beyond the CMU dictionary). */
  sources: { table: number; letters: number; espeak: number };
}

/**
 * Pronunciations for `words` beyond what `cmu` has. Abbreviations (`acronyms`) are spelled out even
 * when the CMU dictionary has a word of the same letters ("act", "cop"). Letter-to-sound runs only
 * when `letterToSound` is true (espeak-ng installed).
 */
export function buildLexicon(words: Iterable<string>, acronyms: ReadonlySet<string>, cmu: Dictionary, { letterToSound }: { letterToSound: boolean }): Lexicon {
  const additions: Dictionary = new Map();
  const sources = { table: 0, letters: 0, espeak: 0 };
  const add = (word: string, pronunciations: readonly string[]) => {
    const known = new Set([...(cmu.get(word) ?? []), ...(additions.get(word) ?? [])]);
    const fresh = pronunciations.filter((phones) => !known.has(phones));
    if (fresh.length > 0) additions.set(word, [...(additions.get(word) ?? []), ...fresh]);
  };
  const unknown: string[] = [];
  for (const word of new Set(words)) {
    const stem = word.endsWith("'s") ? PRONUNCIATIONS[word.slice(0, -2)] : undefined;
    const table = PRONUNCIATIONS[word] ?? stem?.map((phones) => `${phones} Z`);
    if (table) {
      add(word, table);
      sources.table++;
      continue;
    }
    if (acronyms.has(word)) {
      const letters = spelledOut(word);
      if (letters) {
        add(word, [letters]);
        sources.letters++;
        continue;
      }
    }
    if (!cmu.has(word)) unknown.push(word);
  }
  const spelled = letterToSound ? espeakPronunciations(unknown) : new Map<string, string[]>();
  const missing: string[] = [];
  for (const word of unknown) {
    const phones = spelled.get(word);
    if (phones) {
      add(word, [phones.join(' ')]);
      sources.espeak++;
    } else {
      missing.push(word);
    }
  }
  return { additions, missing, sources };
}

/**
 * The dictionary the recogniser loads: the CMU entries of the words in `keep` (every word when it is
 * null) and the lexicon's additions, variants numbered after the CMU ones.
 */
export function dictionaryText(cmu: Dictionary, additions: Dictionary, keep: ReadonlySet<string> | null = null): string {
  const lines: string[] = [];
  const write = (word: string, pronunciations: readonly string[], from: number) =>
    pronunciations.forEach((phones, index) => lines.push(from + index === 0 ? `${word} ${phones}` : `${word}(${from + index + 1}) ${phones}`));
  for (const [word, pronunciations] of cmu) if (!keep || keep.has(word) || additions.has(word)) write(word, pronunciations, 0);
  for (const [word, pronunciations] of additions) {
    const own = !keep || keep.has(word) || additions.has(word) ? (cmu.get(word)?.length ?? 0) : 0;
    write(word, pronunciations, own);
  }
  return `${lines.join('\n')}\n`;
}
