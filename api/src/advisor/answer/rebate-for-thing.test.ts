import { describe, expect, it } from 'vitest';
import { openings } from '../test/play';

describe("a state's rebate asked for one thing", () => {
  it('opens on the line for that thing, with the program and who it is for', () => {
    const [split, furnace] = openings(
      "I'm on the pension in Shepparton. Does the Victorian government chip in anything if I put in a reverse-cycle split system?",
      "What if I get rid of the old gas wall furnace while they're at it?",
    );
    expect(split).toMatch(/^Home Heating and Cooling Upgrades: for concession-card holders[^.]*\$1,000 toward an efficient reverse-cycle unit\.$/);
    expect(furnace).toMatch(/\$200 to decommission a gas heater/);
  });

  it("keeps the summary when it names the thing already (Victoria's hot water rebate)", () => {
    expect(openings('We own our place in Shepparton. Can we get the Victorian hot water rebate?')[0]).toMatch(/Solar Homes/);
  });
});
