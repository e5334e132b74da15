import { CLASSES, keysOf, stemTree, type Words } from './message-words';

/**
 * A lexicon: a table of everyday phrases, each naming a value ("bought a block" → new build), compiled
 * so that a message is read once. Every phrase is filed under the words it can start with; a message's
 * words look up the phrases that could start there, and only those are tried, anchored at that word.
 * Most messages name nothing a lexicon knows, and cost a few map look-ups per word.
 *
 * Phrase syntax, word by word (words match whole words; a space also matches a hyphen):
 * - `a|an|the` — any one of the alternatives;
 * - `renovat*` — a word starting with the stem (renovate, renovating, renovation);
 * - `new?` — an optional word (the `?` applies to the whole alternative group);
 * - `{home}` — a word from a shared vocabulary (see {@link Vocabulary});
 * - `#number`, `#decade`, `#ordinal` — a number ("3", "three"), a decade ("1950s", "70's", "fifties"), an
 *   ordinal ("5th", "fifth");
 * - `...` — up to three words of any kind (a decimal figure, "6.6kw", is one).
 * The first word may not be optional or a gap: it is the word the phrase is filed under.
 */

/** Named groups of alternatives a phrase may use as `{name}`: `{ det: 'a|an|the|our|my' }`. */
export type Vocabulary = Readonly<Record<string, string>>;

/** A phrase found in a message: its value and where it is (character offsets of the lower-cased text). */
export interface PhraseMatch<V> {
  value: V;
  start: number;
  end: number;
}

const SEPARATOR = String.raw`[\s-]+`;
// (a decimal figure is one word of a gap: "we put 6.6kW of panels on")
const GAP = String.raw`(?:${SEPARATOR}(?:\d+\.\d+[a-z]*|[\w']+)){0,3}`;

/** Thrown for a phrase the syntax above does not allow; names the phrase. */
export class LexiconError extends Error {
  override name = 'LexiconError';
}

interface Compiled<V> {
  value: V;
  phrase: string;
  pattern: RegExp;
  /** The words the message's next word must be one of for the phrase to match there, when known (see {@link nextWords}). */
  next?: ReadonlySet<string>;
}

/** A literal that the message reader keeps as one whole word ("we're", not "workers'"). */
const WHOLE_WORD = /^[a-z0-9]+(?:'[a-z0-9]+)*$/;

/**
 * The words a phrase's second word can be, when a message word must be one of them for the phrase
 * to match: the literals of the word slots after the first, up to and including the first required
 * one ("{we} have? just|recently? bought": have, just, recently, bought). Most phrases are filed
 * under everyday first words ("a", "we", "our"), and this spares trying their patterns where the
 * next word rules them out. Undefined (try the pattern) when the first slot has a stem (`[\w']*`
 * may run past the reader's word, "renovat_ing"), when a slot before the first required one is a
 * gap, a class or has a stem, or when every later slot is optional.
 */
function nextWords(parts: readonly string[], vocabulary: Vocabulary, phrase: string, firstHasStems: boolean): ReadonlySet<string> | undefined {
  if (firstHasStems) return undefined;
  const next = new Set<string>();
  for (const part of parts.slice(1)) {
    if (part === '...') return undefined;
    const optional = part.endsWith('?');
    const word = optional ? part.slice(0, -1) : part;
    if (CLASSES[word]) return undefined;
    const { keys, stems } = compileWord(word, vocabulary, phrase);
    if (stems.length > 0 || !keys.every((key) => WHOLE_WORD.test(key))) return undefined;
    for (const key of keys) next.add(key);
    if (!optional) return next;
  }
  return undefined;
}

/** One word slot of a phrase: its regular expression and the keys it can be filed under. */
function compileWord(word: string, vocabulary: Vocabulary, phrase: string): { source: string; keys: string[]; stems: string[] } {
  const klass = CLASSES[word];
  if (klass) return { source: klass.source, keys: [word], stems: [] };
  const expanded = word.replace(/\{(\w+)\}/g, (_, name: string) => {
    const group = vocabulary[name];
    if (group === undefined) throw new LexiconError(`Unknown vocabulary {${name}} in phrase "${phrase}"`);
    return group;
  });
  const alternatives = expanded.split('|');
  const keys: string[] = [];
  const stems: string[] = [];
  const sources = alternatives.map((alternative) => {
    if (!/^[a-z0-9']+\*?$/.test(alternative)) throw new LexiconError(`Bad word "${alternative}" in phrase "${phrase}"`);
    const stem = alternative.endsWith('*');
    const literal = stem ? alternative.slice(0, -1) : alternative;
    (stem ? stems : keys).push(literal);
    return stem ? `${literal}[\\w']*` : literal;
  });
  return { source: `(?:${sources.join('|')})`, keys, stems };
}

/** A phrase as a sticky regular expression (tried at one word's offset) and the keys of its first word. */
function compilePhrase(
  phrase: string,
  vocabulary: Vocabulary,
): { pattern: RegExp; keys: string[]; stems: string[]; literals: string[]; next: ReadonlySet<string> | undefined } {
  const parts = phrase.trim().split(/\s+/);
  const [first, ...rest] = parts;
  if (first === undefined || first === '...' || first.endsWith('?')) {
    throw new LexiconError(`Phrase "${phrase}" must start with a required word`);
  }
  const head = compileWord(first, vocabulary, phrase);
  const literals = [...head.keys, ...head.stems];
  let source = head.source;
  for (const part of rest) {
    if (part === '...') {
      source += GAP;
      continue;
    }
    const optional = part.endsWith('?');
    const word = compileWord(optional ? part.slice(0, -1) : part, vocabulary, phrase);
    literals.push(...word.keys, ...word.stems);
    source += optional ? `(?:${SEPARATOR}${word.source})?` : `${SEPARATOR}${word.source}`;
  }
  const next = nextWords(parts, vocabulary, phrase, head.stems.length > 0);
  return { pattern: new RegExp(`${source}(?![\\w'])`, 'y'), keys: head.keys, stems: head.stems, literals, next };
}

/** A compiled table of phrases → values; {@link Lexicon.find} lists every phrase found in a message. */
export interface Lexicon<V> {
  find(words: Words): PhraseMatch<V>[];
  /** Every compiled phrase, for tests that compare the filed look-up with trying each phrase everywhere. */
  readonly phrases: readonly Compiled<V>[];
  /** Every word the phrases spell out (a stem without its `*`): the words worth correcting a typo to. */
  readonly words: ReadonlySet<string>;
  /** Every two words a phrase spells one after the other ("heat pump"): what a run-together word may be. */
  readonly pairs: ReadonlySet<string>;
  /** The stems (without `*`) phrases start with: the word reader files words under them. */
  readonly stems: ReadonlySet<string>;
}

/** The literal words of a phrase's word slot, or none for a vocabulary group, a class or a gap. */
function literalAlternatives(part: string): string[] {
  const word = part.endsWith('?') ? part.slice(0, -1) : part;
  if (word.includes('{') || word.startsWith('#') || word === '...') return [];
  return word.split('|').filter((alternative) => !alternative.endsWith('*'));
}

/**
 * Compiles a table `[value, phrases][]`. Where phrases found overlap at one word, the longest wins, so
 * "ducted gas heating" is one mention, not two. Matches come in order of position.
 */
export function compileLexicon<V>(table: ReadonlyArray<readonly [V, readonly string[]]>, vocabulary: Vocabulary = {}): Lexicon<V> {
  // phrases filed under their first word's keys: a word, "stem*" or a class ("#number")
  const byKey = new Map<string, Compiled<V>[]>();
  const phrases: Compiled<V>[] = [];
  const words = new Set<string>();
  const pairs = new Set<string>();
  const stems = new Set<string>();
  const file = (key: string, entry: Compiled<V>) => {
    const list = byKey.get(key);
    if (list) list.push(entry);
    else byKey.set(key, [entry]);
  };
  for (const [value, list] of table) {
    for (const phrase of list) {
      const compiled = compilePhrase(phrase, vocabulary);
      for (const literal of compiled.literals) if (!literal.startsWith('#')) words.add(literal);
      const parts = phrase.trim().split(/\s+/);
      for (let index = 0; index + 1 < parts.length; index++) {
        for (const head of literalAlternatives(parts[index] as string)) for (const tail of literalAlternatives(parts[index + 1] as string)) pairs.add(`${head} ${tail}`);
      }
      const entry: Compiled<V> = { value, phrase, pattern: compiled.pattern, ...(compiled.next && { next: compiled.next }) };
      phrases.push(entry);
      for (const key of compiled.keys) file(key, entry);
      for (const stem of compiled.stems) {
        stems.add(stem);
        file(`${stem}*`, entry);
      }
    }
  }
  const tree = stemTree(stems);

  function find({ text, starts, words, keys }: Words): PhraseMatch<V>[] {
    const matches: PhraseMatch<V>[] = [];
    let coveredTo = -1;
    for (let index = 0; index < words.length; index++) {
      const start = starts[index] as number;
      if (start < coveredTo) continue;
      let best: PhraseMatch<V> | undefined;
      for (const key of keys?.[index] ?? keysOf(words[index] as string, tree)) {
        const entries = byKey.get(key);
        if (!entries) continue;
        for (const entry of entries) {
          if (entry.next && !entry.next.has(words[index + 1] as string)) continue;
          entry.pattern.lastIndex = start;
          const match = entry.pattern.exec(text);
          if (match && (!best || start + match[0].length > best.end)) best = { value: entry.value, start, end: start + match[0].length };
        }
      }
      if (best) {
        matches.push(best);
        coveredTo = best.end;
      }
    }
    return matches;
  }

  return { find, phrases, words, pairs, stems };
}
