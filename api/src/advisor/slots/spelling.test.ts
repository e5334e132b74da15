import { describe, expect, it } from 'vitest';
import { compileLexicon } from './phrase-lexicon';
import { createRespeller } from './spelling';

const lexicon = compileLexicon([
  ['new build', ['new build', 'building', 'renting', 'wing', 'heat pump', 'renovat*', 'retrofit', 'extension', 'apartment', 'landlord', 'tenant', 'tenants', 'single storey', 'rental']],
]);
const respell = createRespeller(lexicon, new Set(['later', 'least', 'eating']));

describe('createRespeller', () => {
  it.each([
    ['retorfit', 'retrofit'],
    ['extnsion', 'extension'],
    ['apartmnet', 'apartment'],
    ['singel', 'single'],
    ['tennant', 'tenant'],
    ['rentel', 'rental'],
    ['newbuild', 'new build'],
    ['heatpump', 'heat pump'],
    ["landlord's", 'landlord'],
    ['elec', 'electric'],
    ['buildin', 'building'],
    ['rentin', 'renting'],
  ])('corrects %s to %s', (typed, meant) => {
    expect(respell(typed)).toBe(meant);
  });

  it.each([
    ['retrofit', 'a known word'],
    ['later', 'everyday English'],
    ['landlords', 'an ending of a known word, not a typo'],
    ['extent', 'an everyday word one letter from "extend"'],
    ['etrofit', 'a typo keeps the first letter'],
    ['highland', 'two words no phrase spells together'],
    ["it's", 'a contraction'],
    ['abc', 'too short to tell'],
    ['r6', 'not a word of letters'],
    ['win', 'too short to be a word with its g dropped'],
  ])('leaves %s alone (%s)', (typed) => {
    expect(respell(typed)).toBe(typed);
  });
});
