/**
 * Typos in the words the slot lexicons know: "retorfit", "extnsion", "apartmnet" and "singel" are
 * corrected, "newbuild" and "heatpump" split, "elec" spelled out. A word is left alone when it is a
 * known word or everyday English, or when more than one known word is one typo away. Only words the
 * lexicons spell are corrected to, so a correction can only ever complete a phrase they hold.
 */

/** Short forms people type, spelled out. */
const SHORT_FORMS: ReadonlyMap<string, string> = new Map([
  ['elec', 'electric'],
  ['apt', 'apartment'],
  ['bdrm', 'bedroom'],
  ['bed', 'bedroom'],
  ['hw', 'hot water'],
]);

/** A letter-only word of at least this length may be a swap of two letters ("singel"). */
const MIN_SWAPPED = 5;
/** A letter-only word of at least this length may have one letter wrong, missing or extra ("extnsion", "rentel"). */
const MIN_MISTYPED = 6;
/** Each part of a run-together word ("newbuild") has at least this many letters. */
const MIN_PART = 3;

/** Every word one letter shorter than `word`. */
function deletions(word: string): string[] {
  const out: string[] = [];
  for (let index = 0; index < word.length; index++) out.push(word.slice(0, index) + word.slice(index + 1));
  return out;
}

/** Whether one word starts with the other: an ending ("landlords", "renters"), not a typo. */
const inflected = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/** Everyday words one typo from a slot word that the gazetteer's list does not hold: never corrected. */
const NEAR_MISSES = new Set(['extent', 'render', 'center', 'centers', 'resting', 'tenure', 'storage', 'stored', 'stores', 'leases', 'heaven', 'lesser']);

/** Contractions whose "'s" is "is" or "us"; any other word's "'s" is a possessive, dropped ("landlord's" → "landlord"). */
const CONTRACTIONS = new Set(["it's", "that's", "what's", "there's", "here's", "he's", "she's", "let's", "who's", "where's", "how's", "heating's", "water's", "hws's"]);

/**
 * A respeller for `known` words (the lexicons'), leaving `everyday` words (common English) as they
 * are: a function from a lower-case word to its correction, or to itself.
 */
export function createRespeller(known: Iterable<string>, everyday: ReadonlySet<string>): (word: string) => string {
  const targets = new Set(known);
  // each known word with one letter taken out → the word (null when two words share the shortening)
  const shortened = new Map<string, string | null>();
  for (const target of targets) {
    if (target.length < MIN_MISTYPED - 1) continue;
    for (const shorter of deletions(target)) shortened.set(shorter, shortened.has(shorter) && shortened.get(shorter) !== target ? null : target);
  }

  /** The one known word the candidates name, counting a word and its inflections ("tenant", "tenants") as one. */
  function onlyOne(found: Set<string>, word: string): string | undefined {
    const candidates = [...found].filter((candidate) => !inflected(candidate, word)).sort((a, b) => a.length - b.length);
    const [first] = candidates;
    return first !== undefined && candidates.every((candidate) => inflected(candidate, first)) ? first : undefined;
  }

  function oneTypoAway(word: string): string | undefined {
    // two letters swapped, one missing or one extra: the likeliest typos, tried first
    const likely = new Set<string>();
    for (let index = 0; index + 1 < word.length; index++) {
      const swapped = word.slice(0, index) + word[index + 1] + word[index] + word.slice(index + 2);
      if (swapped !== word && targets.has(swapped)) likely.add(swapped);
    }
    if (word.length >= MIN_MISTYPED) {
      const missing = shortened.get(word);
      if (missing) likely.add(missing);
      for (const shorter of deletions(word)) if (targets.has(shorter)) likely.add(shorter);
    }
    const direct = onlyOne(likely, word);
    if (direct || likely.size > 0 || word.length < MIN_MISTYPED) return direct;
    const wrongLetter = new Set<string>();
    for (const shorter of deletions(word)) {
      const wrong = shortened.get(shorter);
      if (wrong && wrong.length === word.length) wrongLetter.add(wrong);
    }
    return onlyOne(wrongLetter, word);
  }

  function split(word: string): string | undefined {
    for (let index = MIN_PART; index <= word.length - MIN_PART; index++) {
      const head = word.slice(0, index);
      const tail = word.slice(index);
      if (targets.has(head) && targets.has(tail)) return `${head} ${tail}`;
    }
    return undefined;
  }

  return (typed) => {
    const word = typed.endsWith("'s") && !CONTRACTIONS.has(typed) ? typed.slice(0, -2) : typed;
    const short = SHORT_FORMS.get(word);
    if (short) return short;
    if (word.length < MIN_SWAPPED || targets.has(word) || everyday.has(word) || NEAR_MISSES.has(word) || !/^[a-z]+$/.test(word)) return word;
    return oneTypoAway(word) ?? split(word) ?? word;
  };
}
