import { describe, expect, it } from 'vitest';
import { createSpeller } from './spelling';

describe('createSpeller', () => {
  const speller = createSpeller(['thermal bridging insulation insulation Queensland bills walls', 'what should where']);

  it('corrects a word one edit from a known word to the most frequent such word', () => {
    expect(speller.correct('what is thermel bridging').text).toBe('what is thermal bridging');
    expect(speller.correct('Insulaton for Queenslnd').text).toBe('insulation for queensland');
    expect(speller.correct('wat shuld we do').text).toBe('what should we do');
  });

  it('leaves a name capitalised inside a sentence as written, unless the knowledge base writes a name it may be', () => {
    const homes = createSpeller(['loan rebates for a lowest cost house in Queensland']);
    expect(homes.correct('a brick house in Logan Central. Bills?').text).toBe('a brick house in logan central. bills?');
    expect(homes.correct('a brick house in logan').text).toBe('a brick house in loan');
    // the first word of a sentence is capitalised anyway; a name of the knowledge base is corrected to
    expect(homes.correct('Rebats? A house in Queenslnd').text).toBe('rebates? a house in queensland');
    // a message in capitals names nothing by them
    expect(homes.correct('A BRICK HOUSE IN LOGAN').text).toBe('a brick house in loan');
  });

  it('drops a silent "e" kept before "-ing" ("rateing")', () => {
    const ratings = createSpeller(['energy rating ratings star rating'], [], [], ['the', 'who', 'can', 'do', 'rate']);
    expect(ratings.correct('who can do the energy rateing').text).toBe('who can do the energy rating');
  });

  it('corrects a subject word spelt as it sounds, two edits from it', () => {
    const withRebates = createSpeller(['rebate rebates heat']);
    expect(withRebates.correct('any rebaits for heet pumps').text).toBe('any rebates for heat pumps');
    expect(withRebates.correct('a rebait').text).toBe('a rebate');
    // a word that is no subject's sounds alike stays
    expect(withRebates.correct('a portrait').text).toBe('a portrait');
  });

  it('splits two words typed as one where both halves are known, and leaves a known compound whole', () => {
    const withWater = createSpeller(['hot water solar panels double glazing'], [], ['ballpark'], ['as', 'well', 'the']);
    expect(withWater.correct('solar hotwater or doubleglazing').text).toBe('solar hot water or double glazing');
    expect(withWater.correct('does that cover the lights aswell').text).toBe('does that cover the lights as well');
    expect(withWater.correct('ballpark for solarpanels').text).toBe('ballpark for solar panels');
  });

  it("leaves words that name an object's own properties as written", () => {
    expect(speller.correct('our constructor says the walls are fine').text).toBe('our constructor says the walls are fine');
    expect(speller.correct('tostring valueof hasownproperty __proto__').text).toBe('tostring valueof hasownproperty __proto__');
  });

  it('corrects a four-letter word only for a letter left out or two letters swapped', () => {
    expect(speller.correct('lower bils').text).toBe('lower bills');
    expect(speller.correct('call me').text).toBe('call me');
    expect(createSpeller(['that walls']).correct('fix taht').text).toBe('fix that');
  });

  it('leaves common English words as written, and a typo one letter short of one', () => {
    const withCommon = createSpeller(['white better solar state'], [], [], ['letter', 'write', 'dollar', 'estate']);
    expect(withCommon.correct('write a cover letter').text).toBe('write a cover letter');
    expect(withCommon.correct('the real estate').text).toBe('the real estate');
    // "dolar" is "dollar" with a letter left out before it is "solar" with one changed
    expect(withCommon.correct('the us dolar').text).toBe('the us dolar');
    expect(withCommon.correct('sollar').text).toBe('solar');
  });

  it('leaves rarer common words of four letters or more as written, and never corrects a typo to one', () => {
    // the 5,000 commonest come first: made-up words standing in for them
    const letters = (n: number) => [...n.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');
    const commonest = ['chip', ...Array.from({ length: 4999 }, (_, index) => `qz${letters(index)}`)];
    const withRare = createSpeller(['solar strain ping'], [], [], [...commonest, 'stain', 'kettle', 'sole']);
    expect(withRare.correct('a stain on the wall').text).toBe('a stain on the wall');
    // an ending that doubles the stem's last letter: "chipping" is not "chip ping"
    expect(withRare.correct('still chipping in').text).toBe('still chipping in');
    // "sole" with an ending does not stand against a subject's word one edit away
    expect(withRare.correct('a soler system').text).toBe('a solar system');
    // a typo of a rarer word is left as written, not corrected to it
    expect(withRare.correct('the kettl').text).toBe('the kettl');
  });

  it('leaves a typo alone when it is as near to an everyday word as to a knowledge-base word', () => {
    const withEveryday = createSpeller(['stars stars rating'], [], ['shares bank']);
    expect(withEveryday.correct('bank shars').text).toBe('bank shars');
    expect(withEveryday.correct('seven starz').text).toBe('seven stars');
    // (but two letters swapped in the subject's word is the commonest slip: "worht" is worth, not worst)
    const swapped = createSpeller(['is it worth it'], [], ['worst']);
    expect(swapped.correct('is a battery worht it').text).toBe('is a battery worth it');
  });

  it('corrects a three-letter word for a doubled letter typed once, before two letters swapped', () => {
    const short = createSpeller(['thermal mass walls'], [], [], ['need', 'end', 'and']);
    expect(short.correct('what do we ned').text).toBe('what do we need');
    expect(short.correct('thermal mas').text).toBe('thermal mass');
    expect(short.correct('fish adn chips').text).toBe('fish and chips');
    expect(short.correct('a new bub').text).toBe('a new bub');
  });

  it('leaves a word with an "s" added or taken off as written', () => {
    expect(createSpeller(['lamps heat']).correct('a heat lamp').text).toBe('a heat lamp');
  });

  it('leaves known words, short words and words with digits alone', () => {
    expect(speller.correct('R30 in the attic').text).toBe('r30 in the attic');
    expect(speller.correct("don't insulate").text).toBe("don't insulate");
  });
});
