import { describe, expect, it } from 'vitest';
import { openings, play } from './test/play';

describe('what a follow-up carries from the question before', () => {
  it('asks the dimension asked before of its own thing: the ceiling’s R-value, then the walls’', () => {
    const [ceiling, walls] = openings('What R-value should ceiling insulation be?', 'And for the walls?');
    expect(ceiling).toMatch(/R4\.1/);
    expect(walls).toMatch(/walls/i);
    expect(walls).toMatch(/R2\.8/);
  });

  it('opens on the figure of the place asked of instead, before the answer that does not change with it', () => {
    for (const followUp of ['What about Darwin?', 'what about darwn', 'And if we were up in Darwin instead']) {
      const [, darwin] = openings('Is solar worth it in Melbourne?', followUp);
      expect(darwin, followUp).toMatch(/Darwin 4\.4/);
    }
  });

  it('opens on the zone of a place asked of instead when no figure is written for it, then what the answer says of that zone', () => {
    const turns = play('How much insulation do the walls need in Ballarat?', 'Say we moved up to Townsville instead?');
    const last = turns[1]?.advice ?? '';
    expect(last.split('\n\n')[0]).toMatch(/^Townsville, QLD is in NCC climate zone 1/);
    expect(last.split('\n\n')[1]).toMatch(/^Zones 1-3:/);
  });

  it('keeps asking for the other kinds of a thing when a place is asked of instead', () => {
    const turns = play("We don't want a heat pump for the hot water, too noisy. What else is there?", 'And if we lived in Darwin?');
    expect(turns[1]?.advice).toMatch(/solar hot water/i);
    expect(turns[1]?.analysis.articles[0]?.article.id).toBe('solar-hot-water');
  });

  it('answers the other season asked of after one ("and the flip side, when it is cold?") for that season', () => {
    const [, cold] = openings('How do I keep my place cool in summer?', "And the flip side, when it's cold?");
    expect(cold).toMatch(/warmer/);
  });

  it('answers whether the thing copes with the cold told after it', () => {
    const [, cold] = openings('Those heat pump hot water units, any good?', 'Thing is we are in Ballarat, gets bloody cold. Will it still do the job?');
    expect(cold).toMatch(/cold-rated|frost|cold/);
  });

  it('prices the thing when the follow-up asks the price after asking about the cold', () => {
    const [, , price] = openings('Is a heat pump hot water system worth getting?', "We're in Ballarat though. Does it work when it's freezing?", 'How much would one cost?');
    expect(price).toMatch(/\$1,800/);
  });
});

describe('a follow-up that asks a price of the thing asked about before', () => {
  it('prices the thing, not what was asked of it before (its size), the visitor’s state’s figure first', () => {
    for (const followUp of ["And what's that going to cost, roughly?", 'ballpark, what will it cost?']) {
      const [, cost] = openings('We use about 20 kWh a day. How big a solar system do we need in Perth?', followUp);
      expect(cost, followUp).toMatch(/\$0\.82 in WA/);
    }
  });

  it('reads "a system on the roof" as solar, and kWh a day worked out as no price', () => {
    const [size, cost] = play('Our bills work out to roughly 20 kWh a day. Living in Perth, how big a system should we be putting on the roof?', "Ballpark, what's that going to set us back?");
    expect(size?.analysis.question?.concepts).toContain('solar');
    expect(size?.analysis.question?.type).not.toBe('cost');
    expect(cost?.analysis.intent).toBe('advice');
    expect(cost?.opening).toMatch(/\$/);
  });
});

describe('a follow-up that tells the tenure and asks whether it changes things', () => {
  it('answers the question before again for a renter, what renting changes first', () => {
    for (const followUp of ['Actually we rent. Does that change things?', "thing is it's not our place, we rent it - does that change anything"]) {
      const [, renting] = openings('Is a heat pump hot water system worth it in Hobart?', followUp);
      expect(renting, followUp).toMatch(/landlord/);
    }
  });
});

describe('whether what the home has counts for the scheme just asked about', () => {
  it('asks the scheme again with what was told, and opens on who qualifies', () => {
    for (const followUp of ["We've had solar panels on the roof for years. Does that count?", 'we already got solar panels from 2018 does that still count'])  {
      const [, counts] = play('What is the federal battery rebate?', followUp);
      expect(counts?.analysis.question?.type, followUp).toBe('rebate');
      expect(counts?.analysis.question?.concepts, followUp).toContain('battery');
      expect(counts?.opening, followUp).toMatch(/existing solar/);
    }
  });
});

describe('a dimension asked of one thing, carried to the next', () => {
  it('opens the follow-up on the R-value of its own thing', () => {
    for (const first of ['We are renovating in Ballarat, what rating should the ceiling insulation be?', 'what rating of batts should go in the ceiling in ballarat'])  {
      const [ceiling, walls] = openings(first, 'and what should go in the walls?');
      expect(ceiling, first).toMatch(/R\d/);
      expect(walls, first).toMatch(/walls[^.]*R\d/);
    }
  });
});

describe('a price asked in everyday words after a size', () => {
  it('opens on the price of the thing sized', () => {
    const [, price] = openings('Our bills say we use about 18 kWh a day. What size solar would we need to cover that in Melbourne?', 'ok and how many grand are we talking for that?');
    expect(price).toMatch(/\$0\.89/);
  });
});

describe('a price asked of the thing just asked about, in everyday words', () => {
  it('prices underfloor insulation for "how much are we talking" and "ballpark cost to get that done"', () => {
    for (const followUp of ['And how much are we talking for them?', 'Ballpark cost for them to get that done?']) {
      const [, price] = openings("Mum and Dad's 50s weatherboard in Warrnambool sits on stumps. Can you insulate underneath a floor like that?", followUp);
      expect(price, followUp).toMatch(/\$1,800/);
    }
  });
});

describe('a follow-up asking what the zone just given means for one thing', () => {
  it('answers that thing, not the zone again', () => {
    const [, ceiling] = openings("We're building on the edge of Tamworth next year. The builder reckons we're climate zone 5 like Sydney - is he right?", 'So what does that mean for the ceiling insulation then?');
    expect(ceiling).toMatch(/R4\.1/);
  });
});

describe('a place set beside the home', () => {
  it('keeps the home where it was and, asked of the zone, says both zones and whether they share one', () => {
    const turns = play("We're building in Ballarat", 'Is that the same climate zone as Melbourne?');
    const last = turns[1];
    expect(last?.analysis.collected.location).toBe('Ballarat, VIC');
    expect(last?.opening).toMatch(/Ballarat, VIC is in NCC climate zone 7 and Melbourne, VIC in zone 6, so the two are in different zones/);
    const [same] = openings('is geelong in the same climate zone as melbourne');
    expect(same).toMatch(/Geelong, VIC and Melbourne, VIC are both in NCC climate zone 6/);
  });
});

describe('another part asked after a measure, with the home told beside it', () => {
  it('carries the R-value to the floor, the house "up on stumps" saying which kind of floor', () => {
    for (const followUp of ['and what about under the floor? the house is up on stumps with a gap underneath', "What about underneath then - it's a raised timber floor on stumps with air space below."]) {
      const [, floor] = play('What R value should I be putting in the ceiling? Melbourne, 1950s weatherboard.', followUp);
      expect(floor?.analysis.question?.concepts, followUp).toContain('floor-insulation');
      expect(floor?.opening, followUp).toMatch(/R2\.\d.*suspended|suspended.*R2\.\d/);
    }
  });
});
