/**
 * Spelling correction for understanding a question: a word the advisor does not know ("insulaton",
 * "queenslnd", "thermel") becomes the most frequent known word one edit away (a letter left out,
 * added, changed or two swapped). Known words are the knowledge base's and the lexicon's, so a
 * correction always lands on a word the retrieval and the lexicon can use. Short words (under 4
 * letters) and words with digits are left alone: one edit turns them into too many others.
 */

import { deletions } from '../edits';
import { CHAT_SPELLINGS, SOUNDS } from './speller-words';
import { memoize, textKey } from '../memo';

/** What comes before the first word of a sentence: nothing, or a stop, a line break or an opening bracket or quote. */
const SENTENCE_START = /(?:^|[.!?\n:;(\-"'])\s*$/;

/** Every string with two adjacent letters of `word` swapped. */
function swaps(word: string): string[] {
  const out: string[] = [];
  for (let index = 0; index + 1 < word.length; index += 1) out.push(word.slice(0, index) + word[index + 1] + word[index] + word.slice(index + 2));
  return out;
}

/** Every string with one letter of `word` doubled. */
function doubledLetters(word: string): string[] {
  const out: string[] = [];
  for (let index = 0; index < word.length; index += 1) if (word[index] !== word[index + 1]) out.push(word.slice(0, index + 1) + word.slice(index));
  return out;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The commonest words (by rank in the common-word list), which a three-letter typo may lack a letter of. */
const VERY_COMMON = 1000;

/**
 * The common words a typo of no subject's word may be corrected to (by rank): the rarer ones are right
 * as written ("rug", "stain", "kettle") but hold names and typos of their own ("soler", "thier"), so
 * a correction never lands on them, and a rare three-letter one ("som", "ned") is no word at all.
 */
const CORRECTION_TARGETS = 5000;

/** Every string one letter longer than `word`. */
function insertions(word: string): string[] {
  const out: string[] = [];
  for (let index = 0; index <= word.length; index += 1) for (const letter of LETTERS) out.push(word.slice(0, index) + letter + word.slice(index));
  return out;
}

/** Whether two words are at most one edit apart (insertion, deletion, substitution or adjacent swap). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const differ: number[] = [];
    for (let index = 0; index < a.length && differ.length <= 2; index += 1) if (a[index] !== b[index]) differ.push(index);
    if (differ.length <= 1) return true;
    const [first = 0, second = 0] = differ;
    return differ.length === 2 && second === first + 1 && a[first] === b[second] && a[second] === b[first];
  }
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  let skipped = false;
  for (let i = 0, j = 0; i < shorter.length; i += 1, j += 1) {
    if (shorter[i] === longer[j]) continue;
    if (skipped) return false;
    skipped = true;
    i -= 1;
  }
  return true;
}

/**
 * A speller: `targets` are the texts whose words a correction may land on (with how often they occur);
 * `known` texts add words that are right as written but never a correction ("proofing" stays, and is
 * not made "roofing"); `everyday` texts are question and everyday words, corrections too, and a typo
 * as near to one of them as to a target is left as written.
 */
export function createSpeller(
  targets: Iterable<string>,
  known: Iterable<string> = [],
  everyday: Iterable<string> = [],
  /**
   * Common English words, most common first (`api/data/common-words.txt`): right as written ("letter"
   * is not "better", "write" not "white"), and a typo one letter short of one ("dolar") is not changed
   * into a subject's word by changing a letter ("solar").
   */
  common: readonly string[] = [],
) {
  const subjects = [...targets];
  const frequency = new Map<string, number>();
  for (const text of subjects) {
    for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  // everyday words are targets too ("wat" is "what"), but not the subjects the advisor talks about
  const everydayOnly = new Set<string>();
  for (const text of everyday) {
    for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
      if (!frequency.has(word)) everydayOnly.add(word);
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  // the words the subjects' texts write with a capital inside a sentence: names ("Queensland", "NatHERS")
  const names = new Set<string>();
  for (const text of subjects) for (const [, word] of text.matchAll(/(?<![.!?]\s*|^)\b([A-Z][A-Za-z]+)/g)) names.add((word as string).toLowerCase());
  const right = new Set(frequency.keys());
  for (const text of known) for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) right.add(word);
  const targetCommon = common.slice(0, CORRECTION_TARGETS);
  const commonWords = new Set(targetCommon);
  const commonRank = new Map(targetCommon.map((word, rank) => [word, rank]));
  for (const word of targetCommon) right.add(word);
  // two halves of a word typed as one are words of the subjects' or the commonest
  const rightForJoining = new Set(right);
  // the rarer common words are right as written from four letters on
  const rare = new Set(common.slice(CORRECTION_TARGETS).filter((word) => word.length >= 4));
  for (const word of rare) right.add(word);
  // each common word under each of its one-letter deletions, most common first: the common words a
  // typo left a letter out of, looked up instead of trying every letter at every place in it
  const commonByDeletion = new Map<string, string[]>();
  for (const word of targetCommon) {
    if (!/^[a-z]+$/.test(word)) continue;
    for (const deleted of new Set(deletions(word))) {
      const list = commonByDeletion.get(deleted);
      if (list) list.push(word);
      else commonByDeletion.set(deleted, [word]);
    }
  }
  /** The common words `word` is one letter short of, most common first. */
  const commonLonger = (word: string): readonly string[] => commonByDeletion.get(word) ?? [];
  // each target under each of its one-letter deletions: a typo shares one with the word it misspells
  const byDeletion = new Map<string, string[]>();
  for (const word of frequency.keys()) {
    if (word.length < 4) continue;
    for (const deleted of new Set(deletions(word))) {
      const list = byDeletion.get(deleted);
      if (list) list.push(word);
      else byDeletion.set(deleted, [word]);
    }
  }

  function correctWord(word: string): string {
    // own keys only: a visitor's 'constructor' or 'toString' is a word, not the object's method
    if (Object.hasOwn(CHAT_SPELLINGS, word)) return CHAT_SPELLINGS[word] as string;
    if (right.has(word)) return word;
    // a three-letter word only for a doubled letter typed once, in one of the commonest words or a
    // subject's ("ned", "mas": need, mass), two letters swapped into a common word ("lwo", "adn"), or
    // a letter left out of one of the commonest ("hav")
    if (word.length === 3) {
      const veryCommon = (longer: string) => (commonRank.get(longer) ?? Infinity) < VERY_COMMON;
      return (
        doubledLetters(word).find((longer) => veryCommon(longer) || frequency.has(longer)) ??
        swaps(word).find((swapped) => commonWords.has(swapped)) ??
        insertions(word).find(veryCommon) ??
        word
      );
    }
    if (word.length < 4) return word;
    const candidates = new Set<string>(byDeletion.get(word) ?? []);
    // a four-letter word is corrected only for a letter left out ("bils") or two letters swapped
    // ("taht"): changing one of its letters reaches too many other words ("call" is not "wall")
    if (word.length > 4) for (const deleted of deletions(word)) {
      if (frequency.has(deleted) && deleted.length >= 4) candidates.add(deleted);
      for (const known of byDeletion.get(deleted) ?? []) candidates.add(known);
    }
    else for (const swapped of swaps(word)) if (frequency.has(swapped) || commonWords.has(swapped)) candidates.add(swapped);
    let best: string | undefined;
    for (const candidate of candidates) {
      if (!oneEditApart(word, candidate)) continue;
      if (best === undefined || (frequency.get(candidate) ?? 0) > (frequency.get(best) ?? 0)) best = candidate;
    }
    // as near to an everyday word as to a subject's ("shars": shares or stars?): the meaning is not
    // ours to guess, so the word stays as written
    // (unless the subject's word is the typo with two letters swapped, the commonest slip: "worht" is worth, not worst)
    if (best !== undefined && !everydayOnly.has(best)) {
      if (!swaps(word).includes(best)) for (const candidate of candidates) if (everydayOnly.has(candidate) && oneEditApart(word, candidate)) return word;
      // a common word with a letter left out or two swapped ("dolar") is likelier than a subject's word
      // with a letter changed ("solar")
      if (best.length === word.length && !swaps(word).includes(best) && [...commonLonger(word), ...swaps(word)].some((other) => commonWords.has(other) && other !== best)) return word;
    }
    // a word with an "s" added or taken off is the same word, not a typo ("lamp" is not "lamps")
    if (best !== undefined && (best === `${word}s` || word === `${best}s`)) return word;
    // a silent "e" kept before "-ing" ("rateing", "insulateing") is the word without it
    if (best !== undefined && best === word.replace(/eing$/, 'ing')) return best;
    // a common word with an ending ("cooks") stays, unless a subject's word is the typo with a letter
    // left out or two swapped ("eves": eaves)
    if (best !== undefined && inflected(word) && best.length !== word.length + 1 && !swaps(word).includes(best)) return word;
    return best ?? soundAlike(word) ?? misplacedDouble(word) ?? (inflected(word, true) ? word : commonNear(word)) ?? joined(word) ?? word;
  }

  /**
   * Two words typed as one ("hotwater", "aswell", "solarpanels"): split where both halves are words the
   * advisor knows, one of them a subject's, the split with the longer subject's word first.
   */
  function joined(word: string): string | undefined {
    if (word.length < 6) return undefined;
    let best: { split: string; weight: number } | undefined;
    for (let at = 2; at <= word.length - 2; at += 1) {
      const [head, tail] = [word.slice(0, at), word.slice(at)];
      if (!rightForJoining.has(head) || !rightForJoining.has(tail) || Math.max(head.length, tail.length) < 4) continue;
      if (!frequency.has(head) && !frequency.has(tail) && !commonWords.has(head) && !commonWords.has(tail)) continue;
      const weight = (frequency.has(head) ? head.length : 0) + (frequency.has(tail) ? tail.length : 0);
      if (!best || weight > best.weight) best = { split: `${head} ${tail}`, weight };
    }
    return best?.split;
  }

  /** A subject's word with its doubled letter doubled in the wrong place ("tarrif": tariff), two edits from it. */
  function misplacedDouble(word: string): string | undefined {
    const doubled = /([a-z])\1/.exec(word);
    if (!doubled) return undefined;
    const single = word.slice(0, doubled.index) + word.slice(doubled.index + 1);
    return doubledLetters(single).find((candidate) => candidate !== word && frequency.has(candidate) && !everydayOnly.has(candidate));
  }

  /** A subject's word spelt as it sounds ("rebait", "rebaits": rebate, rebates), two edits from it. */
  function soundAlike(word: string): string | undefined {
    for (const [sound, spelling] of SOUNDS) {
      const respelt = word.replace(sound, spelling);
      if (respelt !== word && frequency.has(respelt)) return respelt;
    }
    return undefined;
  }

  /**
   * A typo of no subject's word may be one of a common word ("bakc", "recipe" typed "recpe"): the most
   * common word with a letter the typo left out or two letters it swapped. Not a letter changed or
   * added: many right words lie one such edit from a common one ("chipping", "nudging", "torn").
   */
  function commonNear(word: string): string | undefined {
    const near = [...commonLonger(word), ...swaps(word)];
    let best: string | undefined;
    for (const candidate of near) if (commonRank.has(candidate) && (best === undefined || (commonRank.get(candidate) ?? 0) < (commonRank.get(best) ?? 0))) best = candidate;
    return best;
  }

  /**
   * A known or common word with an ending ("cooks", "whistling", "chipping"): right as written. Against
   * a subject's word one edit away only the commonest words count (`rarer`: "soler" is solar, not
   * "sole" with an ending).
   */
  function inflected(word: string, rarer = false): boolean {
    const stem = /^(.{3,}?)(s|es|ed|d|ing|er|ers|ly)$/.exec(word)?.[1];
    if (stem === undefined) return false;
    // an ending may double the stem's last letter ("chipping": chip)
    const undoubled = /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : stem;
    return [stem, `${stem}e`, undoubled].some((base) => commonWords.has(base) || (rarer && rare.has(base)) || frequency.has(base));
  }

  const correctedWord = memoize((word: string) => ({ word: correctWord(word) }), { max: 10_000, key: textKey(40) });

  /**
   * The text in lower case with each unknown word corrected (punctuation, digits and spacing kept). A
   * word capitalised inside a sentence is a name ("Logan Central", "Mt Barker"), not a typo, unless the
   * whole message is in capitals.
   */
  function correct(text: string, keep: readonly string[]): string {
    const shouting = !/[a-z]/.test(text);
    return text
      .replace(/[’‘]/g, "'")
      .replace(/\b[A-Za-z]+(?:'[A-Za-z]+)?\b/g, (written, at: number) => {
        const word = written.toLowerCase();
        if (!/^[a-z]+$/.test(word)) return word;
        if (keep.includes(word)) return word;
        const corrected = correctedWord(word).word;
        // (a name the knowledge base writes with a capital may be the one meant: "Queenslnd")
        const named = !shouting && /^[A-Z][a-z]/.test(written) && !SENTENCE_START.test(text.slice(0, at));
        return named && !names.has(corrected) ? word : corrected;
      })
      .toLowerCase();
  }

  const remembered = memoize((text: string, keep: readonly string[]) => ({ text: correct(text, keep) }), {
    max: 2000,
    key: (text, keep) => (typeof text === 'string' && text.length <= 500 ? `${keep.join(' ')}|${text}` : undefined),
  });
  return {
    /** The text corrected; the words in `keep` (a place's name found in it: "logan") stay as written. */
    correct: (text: string, keep: readonly string[] = []) => remembered(text, keep),
  };
}

export type Speller = ReturnType<typeof createSpeller>;
