import { describe, expect, it } from 'vitest';
import { openings, play } from '../test/play';
import { fill } from '../slots/test/fill';

describe('what visitors tell in passing', () => {
  it('reads a builder quoting or drawing a house as a new build', () => {
    expect(fill('Quoting a single-storey brick veneer for a client in Devonport.').project_type).toBe('new build');
    expect(fill("So for the duplex I'm drawing up in Wollongong, do I need both or just the one?").project_type).toBe('new build');
  });

  it('reads "we\'re NOT renovating" as no project, unless a new build is denied too', () => {
    expect(fill("To be clear we're NOT renovating - no knocking out walls, no new windows. We just want the old place in Castlemaine to stop being an icebox.").project_type).toBeUndefined();
    expect(fill("It's not a new build - we bought a 1950s fibro cottage in Wollongong and we're not planning a big renovation.").project_type).toBe('retrofit');
  });

  it('reads ducted gas a brother wants to put in as no fuel of the home, and a gas heater in the family room as one', () => {
    expect(fill('All winter she runs two bar heaters and an oil column heater. My brother wants to put in ducted gas.').heating_fuel).toBe('electric');
    expect(fill('1980s brick veneer in Salisbury, ducted evap that barely copes, gas heater in the family room, and bills that make me wince.').heating_fuel).toBe('gas');
  });
});

describe('what visitors ask', () => {
  it('reads "what would we be up for" as a price', () => {
    expect(play('Our old electric hot water tank is on its last legs. Roughly what would we be up for to swap it to a heat pump? We\'re in Wagga.')[0]?.analysis.question?.type).toBe('cost');
  });

  it('reads opening hours of a display home and bringing the dog as off the subject', () => {
    expect(play('Are the display homes at Box Hill open this Sunday? And is it ok to bring the dog if she stays on the lead?')[0]?.analysis.intent).toBe('out_of_scope');
  });

  it('answers what heating to ask for once the landlord has agreed to put it in', () => {
    const [opening] = openings("Good news, the landlord's finally agreed to put proper heating in our flat before winter (it's just a panel heater at the moment). He asked what we'd want. What should we tell him?");
    expect(opening).toMatch(/reverse-cycle/);
    expect(opening).not.toMatch(/^Renters can/);
  });

  it('reads keeping cool "without running the aircon" as ruling the aircon out, and "the house as it is" as no pronoun', () => {
    const [cool] = openings('Finally signed for the four-bed on our block at Hervey Bay! Colour selection is next month. What should we be adding to keep it cool without running the aircon all summer?');
    expect(cool).toMatch(/shade|breeze/);
    const [warm] = openings("We're NOT renovating. We just want the old place in Castlemaine to stop being an icebox. There's a gas wall heater in the lounge. What can we do with the house as it is?");
    expect(warm).toMatch(/insulating the ceiling/);
  });
});

describe('a price asked where help with it is cited', () => {
  it("says the state's help after the figure", () => {
    const turns = play("Bloke at work reckons heat pump hot water is useless in Canberra once the frosts hit. We get minus five some mornings - does it actually work here?", 'Fair enough. So what kind of dent is that going to put in the wallet?');
    expect(turns[1]?.opening).toMatch(/\$1,800/);
    expect(turns[1]?.advice).toMatch(/Sustainable Household Scheme/);
  });
});

describe('a renter asking how an appliance the rental has will do', () => {
  it('answers from the appliance, not what renters can change', () => {
    const [opening] = openings('Moving from Darwin to Orange for work and the rental there only has a split system. Is that going to keep us warm through an Orange winter?');
    expect(opening).toMatch(/reverse-cycle/);
    expect(opening).not.toMatch(/^Renters can/);
  });
});
