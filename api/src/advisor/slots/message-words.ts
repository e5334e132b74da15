/**
 * A message's words with their offsets, made once a turn and read by every lexicon. `text` is the
 * message lower-cased (typographic apostrophes made plain), or spelled as the respeller corrects
 * it; `typed` holds each word as the visitor typed it.
 */
export interface Words {
  text: string;
  starts: number[];
  words: string[];
  typed: string[];
  /** The keys each word is filed under (itself, its known stems, its classes): set by {@link createWordReader}. */
  keys?: (readonly string[])[];
}

const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten';
/** Word classes a phrase may name (`#number`): the pattern a word of the class matches, and a test of one word. */
export const CLASSES: Readonly<Record<string, { source: string; test: (word: string) => boolean }>> = {
  '#number': { source: `(?:\\d+|${NUMBER_WORDS})`, test: (word) => /^\d+$/.test(word) || NUMBER_WORDS.split('|').includes(word) },
  '#decade': {
    source: "(?:(?:18|19|20)?\\d0'?s|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)",
    test: (word) => /^(?:(?:18|19|20)?\d0'?s|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)$/.test(word),
  },
  '#ordinal': {
    source: '(?:\\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)',
    test: (word) => /^(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/.test(word),
  },
};

const WORD = /[a-z0-9]+(?:'[a-z0-9]+)*/g;
/** How many words a reader remembers the keys of before it starts again. */
const SEEN_LIMIT = 4096;

/**
 * The words of a message: lower case, typographic apostrophes made plain, each word passed through
 * `respell` (a misspelt word corrected, a run-together one split; the identity when not given).
 */
export function readWords(message: string, respell: (word: string) => string = (word) => word): Words {
  const typedText = message.replace(/[’‘]/g, "'");
  const lower = typedText.toLowerCase();
  // lower-casing can change a text's length (a few non-Latin letters); then the typed words are the lower-cased ones
  const sameLength = lower.length === typedText.length;
  const starts: number[] = [];
  const words: string[] = [];
  const typed: string[] = [];
  let text = '';
  let copied = 0;
  for (const match of lower.matchAll(WORD)) {
    const raw = match[0];
    const end = match.index + raw.length;
    const word = respell(raw);
    typed.push(sameLength ? typedText.slice(match.index, end) : raw);
    if (word === raw) {
      starts.push(match.index - copied + text.length);
      words.push(word);
      continue;
    }
    // a corrected word: the text is rebuilt up to here, and from here on offsets shift
    text += lower.slice(copied, match.index);
    copied = end;
    const parts = word.split(' ');
    for (const [index, part] of parts.entries()) {
      if (index > 0) {
        text += ' ';
        typed.push(part);
      }
      starts.push(text.length);
      words.push(part);
      text += part;
    }
  }
  text += lower.slice(copied);
  return { text, starts, words, typed };
}

/** The classes a word belongs to ("#number" for "3"), without trying every class on every word. */
function classesOf(word: string): string[] {
  const code = word.charCodeAt(0);
  if (!(code >= 48 && code <= 57) && !CLASS_WORDS.has(word)) return [];
  return Object.keys(CLASSES).filter((name) => CLASSES[name]?.test(word));
}
const CLASS_WORDS = new Set(
  `${NUMBER_WORDS}|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties`.split('|'),
);

/** Stems as a tree of letters: a word's stems are found by walking its letters, without cutting it up. */
export interface StemTree {
  next: Map<string, StemTree>;
  /** "stem*", when the letters so far spell a stem */
  key?: string;
}

/** The tree of some stems. */
export function stemTree(stems: Iterable<string>): StemTree {
  const root: StemTree = { next: new Map() };
  for (const stem of stems) {
    let node = root;
    for (const letter of stem) {
      let child = node.next.get(letter);
      if (!child) {
        child = { next: new Map() };
        node.next.set(letter, child);
      }
      node = child;
    }
    node.key = `${stem}*`;
  }
  return root;
}

/** A word's keys: itself, `stem*` for each stem it starts with, and its classes. */
export function keysOf(word: string, stems: StemTree): string[] {
  const keys = [word];
  let node: StemTree | undefined = stems;
  for (let index = 0; node && index < word.length; index++) {
    node = node.next.get(word[index] as string);
    if (node?.key) keys.push(node.key);
  }
  for (const name of classesOf(word)) keys.push(name);
  return keys;
}

/**
 * A reader of messages for a set of lexicons: {@link readWords} with each word's keys worked out once
 * for all of them (remembered per word, as messages repeat their words), so that each lexicon then
 * spends one map look-up per key. Words in `keep` (a place's name, "Tennant Creek") are not respelled.
 */
export function createWordReader(
  // only the stems phrases start with (a Lexicon's `stems`): the reader needs nothing else of them
  lexicons: readonly { readonly stems: ReadonlySet<string> }[],
  respell?: (word: string) => string,
): (message: string, keep?: ReadonlySet<string>) => Words {
  const stems = stemTree(lexicons.flatMap((lexicon) => [...lexicon.stems]));
  const seen = new Map<string, readonly string[]>();
  const keysFor = (word: string) => {
    let keys = seen.get(word);
    if (keys === undefined) {
      if (seen.size >= SEEN_LIMIT) seen.clear();
      keys = keysOf(word, stems);
      seen.set(word, keys);
    }
    return keys;
  };
  return (message, keep) => {
    const words = readWords(message, respell && keep ? (word) => (keep.has(word) ? word : respell(word)) : respell);
    words.keys = words.words.map(keysFor);
    return words;
  };
}
