import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CASES_DIR } from '../../../eval/cases';
import { DWELLING_LEXICONS } from './dwelling-type';
import { FUEL_LEXICONS } from './fuel-lexicons';
import { createWordReader, readWords, type Words } from './message-words';
import { compileLexicon, LexiconError, type Lexicon, type PhraseMatch } from './phrase-lexicon';
import { PROJECT_TYPE_LEXICONS } from './project-type';
import { STATE_LEXICON } from './state-named';
import { STOREY_LEXICONS } from './storeys';
import { OWN_HOME_LEXICON, TENURE_LEXICON } from './tenure';

/** Every phrase tried at every word, the longest kept: what the filed look-up must equal. */
function findEverywhere<V>(lexicon: Lexicon<V>, { text, starts }: Words): PhraseMatch<V>[] {
  const matches: PhraseMatch<V>[] = [];
  let coveredTo = -1;
  for (const start of starts) {
    if (start < coveredTo) continue;
    let best: PhraseMatch<V> | undefined;
    for (const { value, pattern } of lexicon.phrases) {
      pattern.lastIndex = start;
      const match = pattern.exec(text);
      if (match && (!best || start + match[0].length > best.end)) best = { value, start, end: start + match[0].length };
    }
    if (best) {
      matches.push(best);
      coveredTo = best.end;
    }
  }
  return matches;
}

/** Every visitor message of the eval set (read as plain JSON: a case being written may not validate yet). */
function evalMessages(): string[] {
  const files = readdirSync(DEFAULT_CASES_DIR).filter((name) => name.endsWith('.json'));
  const cases = files.flatMap((name) => JSON.parse(readFileSync(join(DEFAULT_CASES_DIR, name), 'utf8')) as { turns: { user: string }[] }[]);
  return cases.flatMap((evalCase) => evalCase.turns.map((turn) => turn.user));
}

/** The eval set's messages, and sentences built from every phrase of every lexicon. */
function corpus(lexicons: Lexicon<unknown>[]): string[] {
  const messages = evalMessages();
  const sample = (phrase: string) =>
    phrase
      .split(/\s+/)
      .filter((word) => !word.endsWith('?'))
      .map((word) => (word === '...' ? 'a lovely old' : word.startsWith('#') ? { '#number': '3', '#decade': '1950s', '#ordinal': '5th' }[word] : word))
      .map((word) => (word ?? '').replace(/\{\w+\}/, 'our').split('|')[0]?.replace('*', 'ing'))
      .join(' ');
  const phrases = lexicons.flatMap((lexicon) => lexicon.phrases.map((entry) => sample(entry.phrase)));
  return [...messages, ...phrases.map((phrase) => `We have ${phrase}, and we're not sure about ${phrase}.`)];
}

describe('compileLexicon', () => {
  it('finds phrases by their stems, optional words, word groups, numbers and gaps, longest first', () => {
    const lexicon = compileLexicon(
      [
        ['renovation', ['renovat*', 'doing up {det}? place']],
        ['new build', ['bought {det}? block', 'knock* down', 'bought {det} ... block of land']],
        ['retrofit', ['#decade {det}? cottage', '#number bedroom home']],
      ],
      { det: 'a|the|our' },
    );
    const found = (message: string) => lexicon.find(readWords(message)).map((match) => match.value);
    expect(found('We are RENOVATING and doing up the place')).toEqual(['renovation', 'renovation']);
    expect(found('we bought a block, then a knock-down')).toEqual(['new build', 'new build']);
    expect(found('we bought a big sloping block of land')).toEqual(['new build']);
    expect(found('a 1950s cottage, a 70’s cottage and a 3 bedroom home')).toEqual(['retrofit', 'retrofit', 'retrofit']);
    expect(found('renovate? no: we bought blocks')).toEqual(['renovation']);
    expect(found('')).toEqual([]);
  });

  it('reports where a match is, in the lower-cased text', () => {
    const lexicon = compileLexicon([['x', ['split system']]]);
    expect(lexicon.find(readWords('We have a Split-System.'))).toEqual([{ value: 'x', start: 10, end: 22 }]);
  });

  it('refuses phrases it cannot file, naming them', () => {
    expect(() => compileLexicon([['x', ['new? build']]])).toThrow(LexiconError);
    expect(() => compileLexicon([['x', ['... build']]])).toThrow(/must start with a required word/);
    expect(() => compileLexicon([['x', ['a {nope}']]])).toThrow(/Unknown vocabulary \{nope\} in phrase "a \{nope\}"/);
    expect(() => compileLexicon([['x', ['split-system']]])).toThrow(/Bad word "split-system"/);
  });
});

describe('the slot lexicons', () => {
  const lexicons: Lexicon<unknown>[] = [...PROJECT_TYPE_LEXICONS, TENURE_LEXICON, OWN_HOME_LEXICON, STATE_LEXICON, ...DWELLING_LEXICONS, ...STOREY_LEXICONS, ...FUEL_LEXICONS];
  const texts = corpus(lexicons).map((text) => readWords(text));

  const read = createWordReader(lexicons);

  it('find what trying every phrase at every word finds, on every eval message and every phrase', () => {
    let found = 0;
    for (const lexicon of lexicons) {
      for (const words of texts) {
        const everywhere = findEverywhere(lexicon, words);
        found += everywhere.length;
        expect(lexicon.find(words), words.text).toEqual(everywhere);
        // the same with each word's keys worked out once for all the lexicons
        expect(lexicon.find(read(words.text)), words.text).toEqual(everywhere);
      }
    }
    // the corpus exercises the phrases, not only the look-up
    expect(found).toBeGreaterThan(500);
  });
});
