import { describe, expect, it } from 'vitest';
import { defaultAdvisorEngine } from '../providers/offline/default-engine';

describe('the details a message gives, remembered', () => {
  const engine = defaultAdvisorEngine();

  it('hands each turn its own collected variables: changing one turn’s does not change the next', () => {
    const input = { message: 'We are building a new home in Ballarat', history: [], collected: {} };
    const first = engine.analyse(input);
    expect(first.collected).toMatchObject({ location: expect.stringMatching(/^Ballarat/), project_type: 'new build' });
    first.collected.location = 'changed by a caller';
    first.changed.length = 0;
    const second = engine.analyse(input);
    expect(second.collected.location).toMatch(/^Ballarat/);
    expect(second.changed).toContain('location');
  });

  it('reads the same words against what is already known', () => {
    const message = 'it is a single storey house';
    const known = engine.analyse({ message, history: [], collected: { location: 'Geelong, VIC' } });
    const unknown = engine.analyse({ message, history: [], collected: {} });
    expect(known.collected.location).toBe('Geelong, VIC');
    expect(unknown.collected.location).toBeUndefined();
  });
});
