import { describe, expect, it } from 'vitest';
import { understand } from './understand';
import { asksOfItsOwn, continued, followsUp, placeMatters } from './follow-up';
import { doneAlready } from './done-already';
import { standsFor } from './pronoun-reference';

describe('follow-up questions', () => {
  const earlier = understand('Ducted gas or reverse cycle splits for heating a three bedder in Melbourne? Which is cheaper to run?');

  it('are questions that carry on, point back or are bare and short', () => {
    expect(followsUp(understand('The salesman said we need 14 kW. Sound right?'))).toBe(true);
    expect(followsUp(understand('And if the old stuff has to be pulled out first?'))).toBe(true);
    expect(followsUp(understand('is that a lot?'))).toBe(true);
    expect(followsUp(understand('Which is cheaper?'))).toBe(true);
    // a question with its own subject stands alone
    expect(followsUp(understand('How much does double glazing cost?'))).toBe(false);
  });

  it('take the earlier subject and kind when they name none', () => {
    const merged = continued(understand('The salesman said we need 14 kW. Sound right?'), earlier);
    expect(merged.concepts).toEqual(expect.arrayContaining(['air-conditioning', 'gas']));
    expect(merged.type).toBe('comparison');
    expect(merged.query).toMatch(/salesman/);
  });

  it('keep their own subject, and the earlier kind when they restate the question for another case', () => {
    const price = understand('Roughly what should I pay to get the ceiling insulated?');
    expect(continued(understand('what if they have to rip out the old insulation first?'), price)).toMatchObject({ type: 'cost', concepts: ['insulation'] });
    const own = understand('So is R4 enough for the ceiling in Canberra?');
    expect(continued(own, understand('What does the R number mean?'))).toBe(own);
  });

  it('ask a kind of answer of nothing named, so of the thing before', () => {
    expect(followsUp(understand('is it worth doing in an old fibro place'))).toBe(true);
    expect(followsUp(understand('how much would that lot set us back all up'))).toBe(true);
    const cost = continued(understand('how much would that lot set us back all up'), understand('are heat pump hot water systems any good'));
    expect(cost).toMatchObject({ type: 'cost', concepts: expect.arrayContaining(['heat-pump-water-heater']) });
  });

  it('ask what the thing before does as a question of its own, not the earlier kind again', () => {
    const rebate = understand('any rebates for heat pump hot water in nsw?');
    // whether it works is a judgement of the thing, not a rebate
    expect(continued(understand('and in the cold months do they still work ok'), rebate).type).toBe('worth_it');
    // the kind asked before is not the thing a pronoun stands for
    const reread = standsFor(understand('do they keep going when it snows'), rebate, understand);
    expect(reread?.text).not.toMatch(/rebate/);
  });

  it('ask whether the thing before takes something in', () => {
    const rating = understand('what does a 6 star rating measure?');
    const asked = continued(understand('does that take in the lights?'), rating);
    expect(asked.concepts).toContain('star-rating');
    expect(understand('is the pool pump counted in the whole of home budget?')).toMatchObject({ concepts: ['whole-of-home'], included: ['pool-pump'] });
    expect(understand('does a 7 star home include the hot water system')).toMatchObject({ included: ['hot-water'] });
  });

  it('ask the same of another part of the house after a question about one part’s insulation', () => {
    const ceiling = understand('What R value should the ceiling batts be in Melbourne?');
    const walls = continued(understand('And what about the walls?'), ceiling);
    expect(walls.concepts).toContain('wall-insulation');
    expect(walls.concepts).not.toContain('ceiling-insulation');
    expect(continued(understand('same for the floor?'), ceiling).concepts).toContain('floor-insulation');
  });

  it('keep the earlier kind when the same question is asked of another thing', () => {
    const rebate = understand('How does the federal solar rebate work?');
    expect(continued(understand('Does the same thing work for a heat pump hot water system?'), rebate).type).toBe('rebate');
    expect(continued(understand('and can I get that on a heat pump water heater too'), rebate).type).toBe('rebate');
  });
});

describe('a pronoun standing for the earlier subject', () => {
  it('is read as the words that named it', () => {
    const battery = understand("We're thinking about getting a home battery.");
    expect(standsFor(understand("Is there a rebate on it if we're in Victoria?"), battery, understand)?.concepts).toContain('battery');
    const hotWater = understand('Looking at heat pump hot water for our place in Jindabyne.');
    expect(standsFor(understand('Will it cope with the frosts there?'), hotWater, understand)?.concepts).toContain('heat-pump-conditions');
    // with the number that went with it: a 5 star rating set against 7 stars is a star step
    const rated = understand('Our house got a 5 star rating when it was built in 2008.');
    expect(standsFor(understand('How does that compare with a new 7 star home?'), rated, understand)?.concepts).toContain('star-steps');
  });

  it('leaves a dummy "it" and a question with its own subject alone', () => {
    const battery = understand("We're thinking about getting a home battery.");
    expect(standsFor(understand('is it worth getting solar first?'), battery, understand)).toBeUndefined();
    expect(standsFor(understand('Is double glazing worth it?'), battery, understand)).toBeUndefined();
  });

  it('asks for the level wanted, not the meaning again, after a definition', () => {
    const meaning = understand('What does the R number mean?');
    const target = continued(understand('And what should I be aiming for in my ceiling in Hobart?'), meaning);
    expect(target.type).toBe('general');
    expect(target.concepts).toContain('ceiling-insulation');
    expect(asksOfItsOwn(understand('and what should I be aiming for?'))).toBe(true);
  });

  it('after a broad question, read a measure said to be done as the same question without it', () => {
    const broad = understand('how can we make our place more comfortable and efficient?');
    const done = understand('we had the ceiling sorted a few years back');
    expect(followsUp(done)).toBe(true);
    expect(continued(done, broad)).toMatchObject({ broad: true, theme: broad.theme, excluded: ['ceiling-insulation'], setAside: ['ceiling-insulation'] });
    const next = continued(understand('the draught stoppers are already in, what now?'), continued(done, broad));
    expect(next.setAside).toEqual(['ceiling-insulation', 'draughts']);
    // after a question about one thing it is read on its own
    const glazing = understand('is double glazing worth the money?');
    expect(continued(done, glazing)).toBe(done);
    expect(doneAlready(understand('we swapped the old windows out in 2019'))).toContain('windows');
    expect(doneAlready(understand('ceiling batts are in'))).toContain('ceiling-insulation');
    // a question is not a report of something done
    expect(doneAlready(understand('should we redo the ceiling insulation we already have?'))).toEqual([]);
  });

  it('read a thing named only to say where the earlier thing goes as where, not as a new subject', () => {
    const placed = understand("we'd be mounting it under the kids' bedroom window, will that be an issue");
    expect(placed.concepts).toEqual([]);
    expect(placed.context).toContain('windows');
    expect(placed.query).not.toMatch(/window/);
    expect(followsUp(placed)).toBe(true);
    expect(continued(placed, understand('do heat pump hot water systems make much noise?')).concepts).toContain('heat-pump-water-heater');
    // a thing put beside another is still the subject
    expect(understand('can we put the battery beside the hot water tank?').concepts).toContain('battery');
  });

  it('read the terms of a scheme asked of the thing a rebate question was about as the rebate question again', () => {
    const rebate = understand('any rebates for heat pump hot water in victoria?');
    expect(standsFor(understand('who is eligible for that'), rebate, understand)?.type).toBe('rebate');
    expect(standsFor(understand('how do we sign up for it'), rebate, understand)?.type).toBe('rebate');
    // a price asked of the thing is a price
    expect(standsFor(understand('how much do we pay for it'), rebate, understand)?.type).toBe('cost');
    // after a question that was no rebate question, the terms are the thing's own (being eligible is a
    // scheme's word, whatever came before; signing up is not)
    expect(standsFor(understand('how do we sign up for it'), understand('are heat pump water heaters noisy?'), understand)?.type).not.toBe('rebate');
  });

  it('knows a question whether the place given changes the answer', () => {
    expect(placeMatters("I'm out at Penrith. Does that change the insulation I need?")).toBe(true);
    expect(placeMatters('does that make a difference to how much insulation we want?')).toBe(true);
    expect(placeMatters('what insulation do we need?')).toBe(false);
  });

  it('ask the earlier question again for a time or the weather named alone, but a broad question stays broad', () => {
    const fans = understand('is a ceiling fan enough for the kids room or do we need a split system');
    for (const text of ['what about in winter?', 'and when it gets cold?']) {
      const merged = continued(understand(text), fans);
      expect(merged.broad, text).toBe(false);
      expect(merged.concepts, text).toEqual(expect.arrayContaining(['fans', 'air-conditioning']));
    }
    expect(continued(understand('what about in winter?'), understand('how do we make the house more comfortable?')).broad).toBe(true);
  });
});
