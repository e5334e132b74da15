import { describe, expect, it } from 'vitest';
import { openings, play } from '../test/play';

describe("builders' and designers' questions", () => {
  it("answers Tasmania's minimum for a new build quoted near Hobart", () => {
    const [opening] = openings("Pricing a new place down at Kingston, just south of Hobart. Client reckons everywhere's gone to 7 stars now. Do I have to hit 7 on this one or is it still 6 down here?");
    expect(opening).toMatch(/^Tasmania[^.]*6 stars/);
  });

  it("answers the Territory's minimum when the builder is pricing a house there, no price asked", () => {
    const [turn] = play("What's the minimum star rating for a new house I'm pricing in Alice Springs?");
    expect(turn?.analysis.question?.type).toBe('compliance');
    expect(turn?.opening).toMatch(/Northern Territory[^.]*5 stars/);
  });

  it('answers a steel frame asked against timber from the thermal bridging article', () => {
    const [opening] = openings("Got a new build on in Murray Bridge and the client's set on a steel frame. Anything I should watch for getting it over the line at 7 stars with steel instead of timber?");
    expect(opening).toMatch(/thermal bridge/);
  });

  it("answers an energy certificate for a client's renovation in NSW with BASIX", () => {
    const [opening] = openings("I'm a chippy around Wagga. Got asked to quote a bigger reno on a three-bed brick house, around 80 grand all up. The owner asked me whether she needs some sort of energy certificate for it. Does she?");
    expect(opening).toMatch(/^BASIX[^.]*\$50,000/);
  });

  it('weighs a west-facing living area with "are we mad?"', () => {
    const [opening] = openings("We're building on our block in Toowoomba. The builder's drawings have the main living area facing west for the view of the range. Are we mad?");
    expect(opening).toMatch(/north/);
  });
});

describe('a price asked after "Ballpark,", and what a renter can do themselves', () => {
  it('is one question', () => {
    const [opening] = openings("The old gas heater in the lounge in Tuggeranong is on its last legs. Ballpark, what does a decent split system cost to put in?");
    expect(opening).toMatch(/\$1,700/);
  });

  it("answers a renter's follow-up asking what they can do themselves", () => {
    const [, diy] = openings('Renting in Shepparton and the only heating is a little plug-in fan heater. Is that chewing through power?', "Fair enough. Anything I can do myself in the meantime that doesn't involve the landlord?");
    expect(diy).toMatch(/^Renters can/);
  });

  it('reads "anything extra I need to allow for", typed without stops, as a question', () => {
    const [turn] = play('the knockdown rebuild im pricing in ballarat is steel frame anything extra i need to allow for energy wise');
    expect(turn?.analysis.intent).toBe('advice');
    expect(turn?.opening).toMatch(/thermal bridge/);
  });

  it('weighs "that extra star" from 7 to 8 by what each star saves', () => {
    const [opening] = openings("We're building in Toowoomba and the plans already rate 7 stars, but the builder is pitching an extra $11k package to get us to 8. Would that extra star really pay its way, or is it a sales job?");
    expect(opening).toMatch(/not linear|each star beyond 7/);
  });
});

describe('a heat pump asked about long after the hot water tank it would replace', () => {
  it('is a heat pump water heater', () => {
    const [turn] = play("The house is sound but nothing's been updated, including the electric hot water tank in the laundry, which the plumber says is 22 years old and about to go. With the frosts we get here in winter, is a heat pump a sensible replacement?");
    expect(turn?.analysis.question?.concepts).toContain('heat-pump-water-heater');
    expect(play('our hot water is gas. would a heat pump for heating the lounge be cheaper than the gas heater?')[0]?.analysis.question?.concepts).not.toContain('heat-pump-water-heater');
  });
});


describe('a national rule asked of where the visitor is', () => {
  it("opens on the Territory's line for the whole-of-home rule it never adopted", () => {
    const [, wholeOfHome] = openings("What's the minimum star rating for a new house I'm pricing in Alice Springs?", 'And that whole of home energy thing, do I need to worry about that up here?');
    expect(wholeOfHome).toMatch(/Northern Territory.*no whole-of-home/);
  });

  it('reads frost on the lawn as weather, not gardening', () => {
    expect(play('just retired to mildura and bought a 1980s brick home summers get to 45 and we had frost on the lawn three mornings last july can you give me the big picture on making this place cheaper to run')[0]?.analysis.intent).toBe('advice');
  });
});
