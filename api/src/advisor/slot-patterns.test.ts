import { describe, expect, it } from 'vitest';
import { loadCases } from '../../eval/cases';
import { HEATING_FUELS, HOT_WATER, gated, type Matcher } from './slot-patterns';

/** Every visitor message of the eval set, and statements naming each fuel in the ways the patterns know. */
function corpus(): string[] {
  const messages = loadCases().flatMap((evalCase) => evalCase.turns.map((turn) => turn.user));
  const fuels = ['a reverse cycle split system', 'ducted reverse cycle', 'a heat pump air con', 'gas heating', 'ducted gas', 'a gas log fire',
    'a wood heater', 'an open fireplace', 'slow combustion', 'oil heaters', 'electric heating', 'a heat pump hot water system',
    'solar hot water', 'gas instantaneous', 'an electric storage tank', 'continuous-flow gas hot water'];
  const statements = fuels.flatMap((fuel) => [
    `we have ${fuel}`, `our house is heated by ${fuel} at the moment`, `should we get ${fuel}?`, `the hot water is ${fuel}`,
    `we replaced the old one with ${fuel}. it works`, `i've got ${fuel} for hot water`, fuel,
  ]);
  return [...messages, ...statements].map((text) => text.toLowerCase());
}

describe('gated slot patterns', () => {
  const matchers: Matcher[] = [...HEATING_FUELS, ...HOT_WATER];
  const texts = corpus();

  it('answer as their full patterns do, on every eval message and fuel statement', () => {
    let matched = 0;
    for (const [value, test] of matchers) {
      const { keys, pattern } = test as ReturnType<typeof gated>;
      for (const text of texts) {
        const full = pattern.test(text);
        if (full) matched += 1;
        // the key words are in every text the pattern matches: the gate never turns a match away
        if (full) expect(keys.test(text), `${value}: ${text}`).toBe(true);
        expect(test.test(text), `${value}: ${text}`).toBe(full);
      }
    }
    // the corpus exercises the patterns, not only their gates
    expect(matched).toBeGreaterThan(40);
  });
});
