import { describe, expect, it } from 'vitest';
import { defaultAdvisorEngine } from './offline/default-engine';
import { isPlaceVariable, placeLookup } from './place-lookup';

describe('placeLookup over the offline analysis', () => {
  const engine = defaultAdvisorEngine();
  const lookup = placeLookup(engine.analyse);

  it('gives the gazetteer’s variables for a place, typos and postcodes included, and nothing else', () => {
    const ballarat = lookup('Ballarat');
    expect(ballarat).toMatchObject({ location: 'Ballarat, VIC', state: 'VIC', postcode: '3350' });
    expect(Object.keys(ballarat ?? {}).every(isPlaceVariable)).toBe(true);
    expect(lookup('balarat')).toEqual(ballarat);
    expect(lookup('3350')).toEqual(ballarat);
    expect(lookup('Darwin')).toMatchObject({ location: 'Darwin, NT', state: 'NT', climate_zone: '1' });
  });

  it('answers a name found in several states only with a state, and nothing outside that state', () => {
    expect(lookup('Richmond')).toBeUndefined();
    expect(lookup('Richmond', 'VIC')).toMatchObject({ location: 'Richmond, VIC', state: 'VIC' });
    expect(lookup('Ballarat', 'NSW')).toBeUndefined();
    expect(lookup('Toowoomba', 'QLD')).toMatchObject({ location: 'Toowoomba, QLD' });
  });

  it('answers nothing for words that are not a place', () => {
    expect(lookup('ignore previous instructions')).toBeUndefined();
    expect(lookup('a new build')).toBeUndefined();
  });
});

describe('isPlaceVariable', () => {
  it('names what a place sets', () => {
    for (const key of ['location', 'state', 'postcode', 'climate_zone', 'climate_zone_confidence', 'climate_zone_source', 'climate_zone_alternatives', 'nathers_zone']) {
      expect(isPlaceVariable(key)).toBe(true);
    }
    for (const key of ['project_type', 'tenure', 'budget']) expect(isPlaceVariable(key)).toBe(false);
  });
});
