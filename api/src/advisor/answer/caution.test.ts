import { describe, expect, it } from 'vitest';
import { openings } from '../test/play';

describe('a danger in the visitor\'s own plan', () => {
  it('opens on the carbon monoxide warning when a home with a flueless gas heater is to be sealed up', () => {
    for (const message of [
      "The lounge has an old gas heater built into the wall, I don't think it has a flue. Mum reckons we should tape plastic over the windows and stuff towels under every door. Is that a good idea?",
      "dad runs one of those old unflued gas heaters all day. my brother wants to seal every window and door this weekend. is it safe?",
      // (a portable gas heater off a bottle has no flue; taping or covering a wall vent seals the room)
      'Still got 14 months on the lease, and we use one of those portable gas heaters off a bottle in the lounge. Can I tape up the wall vent to stop the cold air coming in?',
      "There's a vent in the lounge wall letting freezing air in. We run a portable bottled-gas heater in there - alright to just cover the vent over?",
    ]) {
      expect(openings(message)[0], message).toMatch(/carbon monoxide/);
    }
  });

  it('says nothing of it when the heater has a flue or nothing is sealed', () => {
    expect(openings('We have a flued gas heater in the lounge. Should we put door snakes under every door?')[0]).not.toMatch(/carbon monoxide/);
    expect(openings('Our unflued gas heater is ancient. Is a split system cheaper to run?')[0]).not.toMatch(/Do not draught-proof/);
  });
});

describe('whether gappy batts matter', () => {
  it("opens on the installation article's figure, not the ceiling's savings", () => {
    const message = "Had a look up in the roof of our new place in Springfield Lakes. The pink fluffy stuff is there but it's all bunched up with big bare patches between, and around every one of those little round ceiling lights there's a gap. Does that actually matter much?";
    expect(openings(message)[0]).toMatch(/5% of a ceiling bare/);
  });
});

describe("a renter's broad ask with a flueless heater to be sealed round", () => {
  it('opens on the warning before the overview', () => {
    const message = "Renting a small weatherboard in Bathurst that's icy cold. The only heater is an unflued gas one built into the lounge wall and the landlord refuses to fix anything. My plan is foam tape and door snakes right around the lounge to make it airtight. Good idea for staying warm?";
    expect(openings(message)[0]).toMatch(/carbon monoxide/);
  });
});
