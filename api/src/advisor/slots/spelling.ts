/**
 * Typos in the words the slot lexicons know: "retorfit", "extnsion", "apartmnet" and "singel" are
 * corrected, "newbuild" and "heatpump" split, "elec" spelled out. A word is left alone when it is a
 * known word or everyday English, or when more than one known word is one typo away. Only words the
 * lexicons spell are corrected to, so a correction can only ever complete a phrase they hold.
 */
import { deletions } from '../edits';

/** Short forms people type, spelled out. */
const SHORT_FORMS: ReadonlyMap<string, string> = new Map([
  ['elec', 'electric'],
  ['apt', 'apartment'],
  ['bdrm', 'bedroom'],
  ['bed', 'bedroom'],
  ['hw', 'hot water'],
  ['hottie', 'hot water'],
  ['hotty', 'hot water'],
]);

/** How many words the respeller remembers the corrections of before it starts again. */
const SEEN_LIMIT = 8192;
/** A letter-only word of at least this length may be a swap of two letters ("singel"). */
const MIN_SWAPPED = 5;
/** A word of at least this length may be an "-ing" word with its g dropped ("goin"; not "win"). */
const MIN_G_DROPPED = 4;
/** A letter-only word of at least this length may have one letter wrong, missing or extra ("extnsion", "rentel"). */
const MIN_MISTYPED = 6;

/** Two words of one length that differ in one letter ("rentel", "rental"). */
function oneLetterApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let differences = 0;
  for (let index = 0; index < a.length && differences < 2; index++) if (a[index] !== b[index]) differences += 1;
  return differences === 1;
}

/** Whether one word starts with the other: an ending ("landlords", "renters"), not a typo. */
const inflected = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/**
 * Everyday words one typo from a slot word (same first letter) that the gazetteer's list does not
 * hold: never corrected.
 */
const NEAR_MISSES = new Set([
  'extent', 'render', 'center', 'centers', 'resting', 'storage', 'stored', 'stores', 'leaked', 'leaking', 'leaving', 'fairly', 'properly', 'setting',
  'settings', 'timers', 'strait', 'plains', 'designed', 'booster', 'conditioned', 'ducting', 'lender', 'lenders', 'matter', 'cooking', 'connection',
  'protect', 'highest', 'lowest', 'thin',
]);

/** Contractions whose "'s" is "is" or "us"; any other word's "'s" is a possessive, dropped ("landlord's" → "landlord"). */
const CONTRACTIONS = new Set(["it's", "that's", "what's", "there's", "here's", "he's", "she's", "let's", "who's", "where's", "how's", "heating's", "water's", "hws's"]);

/**
 * A respeller for `known` words (the lexicons'), leaving `everyday` words (common English) as they
 * are: a function from a lower-case word to its correction, or to itself.
 */
export function createRespeller(known: { words: Iterable<string>; pairs: ReadonlySet<string> }, everyday: ReadonlySet<string>): (word: string) => string {
  const targets = new Set(known.words);
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

  /** Typos keep the first letter: "eating" is not a misspelt "heating", nor "enters" "renters". */
  const sameStart = (found: Set<string>, word: string) => new Set([...found].filter((candidate) => candidate[0] === word[0]));

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
    const direct = onlyOne(sameStart(likely, word), word);
    if (direct || likely.size > 0 || word.length < MIN_MISTYPED) return direct;
    const wrongLetter = new Set<string>();
    for (const shorter of deletions(word)) {
      const wrong = shortened.get(shorter);
      if (wrong && oneLetterApart(wrong, word)) wrongLetter.add(wrong);
    }
    return onlyOne(sameStart(wrongLetter, word), word);
  }

  /** "newbuild" → "new build": only into two words a phrase spells one after the other. */
  function split(word: string): string | undefined {
    for (let index = 1; index < word.length; index++) {
      const pair = `${word.slice(0, index)} ${word.slice(index)}`;
      if (known.pairs.has(pair)) return pair;
    }
    return undefined;
  }

  // corrections remembered: messages repeat their words (bounded: cleared when full)
  const seen = new Map<string, string>();
  return (typed) => {
    let corrected = seen.get(typed);
    if (corrected === undefined) {
      if (seen.size >= SEEN_LIMIT) seen.clear();
      corrected = respell(typed);
      seen.set(typed, corrected);
    }
    return corrected;
  };

  function respell(typed: string): string {
    const word = typed.endsWith("'s") && !CONTRACTIONS.has(typed) ? typed.slice(0, -2) : typed;
    const short = SHORT_FORMS.get(word);
    if (short) return short;
    if (targets.has(word) || everyday.has(word) || NEAR_MISSES.has(word) || !/^[a-z]+$/.test(word)) return word;
    const gDropped = droppedG(word);
    if (gDropped || word.length < MIN_SWAPPED) return gDropped ?? word;
    return oneTypoAway(word) ?? split(word) ?? word;
  }

  /**
   * A word said with its final g dropped ("buildin", "rentin", "renovatin"): the known "-ing" word. It
   * starts the known word, so it is no typo to {@link oneTypoAway}, which leaves a word's endings alone.
   */
  function droppedG(word: string): string | undefined {
    return word.length >= MIN_G_DROPPED && word.endsWith('in') && targets.has(`${word}g`) ? `${word}g` : undefined;
  }
}
