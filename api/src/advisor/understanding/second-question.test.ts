import { describe, expect, it } from 'vitest';
import { understand } from './understand';
import { secondQuestion } from './second-question';

const two = (text: string) => secondQuestion(text.toLowerCase(), understand);

describe('a second question in one message', () => {
  it('is another kind of answer about the same thing, its pronoun read as that thing', () => {
    const found = two('Is double glazing worth it in Hobart, and how much does it cost?');
    expect(found?.first).toMatchObject({ text: 'is double glazing worth it in hobart,', type: 'worth_it' });
    expect(found?.second).toMatchObject({ type: 'cost', concepts: ['glazing'] });
  });

  it('is joined on with "and" inside one sentence', () => {
    const found = two("what's a heat pump hot water system and do I get a rebate for one in NSW?");
    expect(found?.first).toMatchObject({ text: "what's a heat pump hot water system", type: 'definition' });
    expect(found?.second.type).toBe('rebate');
  });

  it('comes first when it asks what the thing judged is', () => {
    const found = two('The brochure says COP 4.1 - is that good, and what even is COP?');
    expect(found?.first).toMatchObject({ type: 'definition', concepts: ['heat-pump'] });
    expect(found?.second.type).toBe('worth_it');
  });

  it('is one aspect of the same thing, asked after another question of it', () => {
    const noisy = (question: { text: string }) => /\bnoisy\b/.test(question.text);
    const found = secondQuestion('do heat pumps work in frosty places like cooma, and how noisy are they?', understand, noisy);
    expect(found?.first.text).toBe('do heat pumps work in frosty places like cooma,');
    expect(found?.second.text).toContain('how noisy are they');
    expect(secondQuestion('do heat pumps work in frosty places like cooma, and how noisy are they?', understand)).toBeUndefined();
  });

  it('is the same kind of answer about another thing', () => {
    const found = two("What's a U-value and what's SHGC?");
    expect(found?.second).toMatchObject({ type: 'definition', concepts: ['shgc'] });
    expect(two('Is a heat pump worth it for our place in Bendigo? Also what is the difference between batts and foil?')?.second.type).toBe('comparison');
  });

  it('is the same thing asked of new homes after the visitor’s own', () => {
    const found = two('How many stars would a 1970s house like mine rate, and what do new builds have to get these days?');
    expect(found?.first.concepts).toEqual(['star-rating']);
    expect(found?.second).toMatchObject({ type: 'compliance', concepts: ['star-rating', 'new-build'] });
  });

  it('is not a question that asks the same thing again, only carries on or tells', () => {
    // one question in two clauses about the same thing: the second's kind answers both
    expect(two('does the aircon do heating as well, and is it any good at it')).toBeUndefined();
    expect(two('What insulation should we use? Any tips?')).toBeUndefined();
    expect(two('Is solar worth it in Perth? Is it worth it in Darwin?')).toBeUndefined();
    // telling, then one question
    expect(two('Our gas hot water is dying and we are in Geelong. Is a heat pump worth it?')).toBeUndefined();
    expect(two('how much does double glazing cost')).toBeUndefined();
  });
});
