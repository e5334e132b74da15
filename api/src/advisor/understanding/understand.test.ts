import { describe, expect, it } from 'vitest';
import { understand } from './understand';
import { questionType } from './question-type';

describe('understand', () => {
  it('knows the everyday names of the domain concepts', () => {
    const foil = understand('Is that shiny foil stuff as good as proper batts?');
    expect(foil.concepts).toEqual(expect.arrayContaining(['reflective-insulation', 'bulk-insulation']));
    expect(understand('our sisalation is torn').concepts).toContain('reflective-insulation');
    expect(understand('should we get a split system?').concepts).toContain('air-conditioning');
    expect(understand('our gas bill is huge').concepts).toContain('gas');
    expect(understand('are double glazed windows worth it').concepts).toContain('glazing');
    expect(understand('our hws is dying').concepts).toContain('hot-water');
    expect(understand('does my house need to be 7 star').concepts).toContain('seven-stars');
  });

  it('adds the articles’ words for a concept named by an everyday name, and none for one named in their words', () => {
    expect(understand('Is that shiny foil stuff any good?').query).toMatch(/\breflective\b/);
    expect(understand('Should we get an aircon?').query).toMatch(/\breverse cycle\b/);
    expect(understand('What is the NCC?').query).toBe('what is the ncc?');
  });

  it('tells the kinds of question apart', () => {
    expect(understand('What does SHGC mean?').type).toBe('definition');
    expect(understand('What does BASIX stand for?').type).toBe('definition');
    expect(understand('What is thermal bridging?').type).toBe('definition');
    expect(understand('Are heat pumps a good option for my home?').type).toBe('worth_it');
    expect(understand('Is double glazing worth it?').type).toBe('worth_it');
    expect(understand('Is that shiny foil stuff as good as proper batts?').type).toBe('comparison');
    expect(understand('Heat pump or gas hot water?').type).toBe('comparison');
    expect(understand('How much does double glazing cost?').type).toBe('cost');
    expect(understand('Is there a subsidy for batteries?').type).toBe('rebate');
    expect(understand('What do I need to comply with 7 stars?').type).toBe('compliance');
    expect(understand('How do I stop mould in the bathroom?').type).toBe('how_to');
    // "or" compares only when two things are named
    expect(questionType('can i do it myself or not', 0)).not.toBe('comparison');
  });

  it('calls a question broad when it names no single measure', () => {
    expect(understand('How do I improve my house energy efficiency?')).toMatchObject({ broad: true, theme: 'efficiency' });
    expect(understand('How can I reduce my energy bills?')).toMatchObject({ broad: true, theme: 'bills' });
    expect(understand('We want to make the house warmer')).toMatchObject({ broad: true, theme: 'warmth' });
    expect(understand('How do I keep the house cool without running the aircon?')).toMatchObject({ broad: true, theme: 'cooling' });
    expect(understand('Should we insulate the ceiling to make it warmer?').broad).toBe(false);
    expect(understand('What does SHGC mean?').broad).toBe(false);
  });

  it('keeps apart what the visitor rules out', () => {
    const said = understand("It's not a new build and we don't want solar, how do we cut our bills?");
    expect(said.excluded).toEqual(expect.arrayContaining(['new-build', 'solar']));
    expect(said.concepts).not.toContain('solar');
    expect(said.query).not.toMatch(/solar/);
    // not knowing something is not ruling it out
    expect(understand("I don't know what SHGC means").concepts).toContain('shgc');
  });

  it('takes the subject and the kind of question from the clause that asks, and the rest as context', () => {
    const solar = understand('What are all my solar options? House in Brisbane with a north facing roof.');
    expect(solar.concepts).toEqual(['solar']);
    expect(solar.context).toEqual(['orientation']);
    expect(solar.query).not.toMatch(/north/);
    // the told thing is the subject when the asking clause points back at it
    expect(understand("Glazier's quote says low-e on the double glazed units. Is that just marketing or what does it do?").concepts).toContain('glazing');
    expect(understand('Door snakes, do they actually do anything?').concepts).toEqual(['draughts']);
    // a broad ask after telling about the home asks about the whole home; a trouble told is still the subject
    expect(understand("Summer in our west-facing rental is brutal and there's no aircon. What can I do?")).toMatchObject({ broad: true, theme: 'cooling' });
    expect(understand('We get condensation on our windows every winter morning, what can we do?').concepts).toContain('condensation');
    // a price told is not a price asked
    expect(understand("Reno in Sydney's going to come in around $60k, does that trigger BASIX").type).toBe('compliance');
    expect(understand("Renting a freezing old house and the landlord won't do anything. What can I do that won't cost me my bond?").type).not.toBe('cost');
  });

  it('names the two things a comparison sets against each other', () => {
    expect(understand('Are ceiling fans actually worth putting in, or should we just run the aircon?').compared).toEqual(['fans', 'air-conditioning']);
    expect(understand('Should our solar panels face north or west?').compared).toBeUndefined();
  });
});
