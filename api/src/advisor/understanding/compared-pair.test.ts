import { describe, expect, it } from 'vitest';
import { understand } from './understand';

describe('the two things compared', () => {
  it('are the ones set against each other by a comparing word, before two things a plain "and" lists', () => {
    expect(understand('our old tin roof and a new split system or a ducted unit?').compared).toEqual(['air-conditioning', 'air-conditioning']);
    // (with no comparing word, the things either side of "and")
    expect(understand('which is better, ducted gas and splits?').compared).toEqual(['gas', 'air-conditioning']);
  });
});
