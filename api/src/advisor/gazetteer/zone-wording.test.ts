import { describe, expect, it } from 'vitest';
import { createGazetteer } from './gazetteer';
import { placeVariables } from './place-variables';
import { placeOf } from './test/results';
import { describeZone, ZONE_NAMES, zoneSentence } from './zone-wording';

describe('zoneSentence', () => {
  it('states a single-source zone plainly and cites the source', () => {
    expect(zoneSentence({ location: 'Ballarat, VIC', climate_zone: '7', climate_zone_source: 'ABCB climate zone map' })).toBe(
      'Ballarat, VIC is in NCC climate zone 7 (cool temperate), per the ABCB climate zone map.',
    );
    expect(zoneSentence({ location: 'Bondi, NSW', climate_zone: '5', climate_zone_source: 'NSW ESS Table A26' })).toBe(
      'Bondi, NSW is in NCC climate zone 5 (warm temperate), per NSW ESS Table A26.',
    );
  });

  it('says "most likely" for a zone a postcode straddles, names the other zones and points to the map', () => {
    const likely = { location: 'Mount Beauty, VIC', climate_zone: '7', climate_zone_confidence: 'likely', climate_zone_source: 'ABCB climate zone map' };
    expect(zoneSentence({ ...likely, climate_zone_alternatives: '8' })).toBe(
      'Mount Beauty, VIC is most likely in NCC climate zone 7 (cool temperate); parts of this area are in zone 8 — confirm on the ABCB climate zone map.',
    );
    expect(zoneSentence({ ...likely, climate_zone: '4', climate_zone_alternatives: '7,6' })).toContain('parts of this area are in zones 7 and 6 —');
    expect(zoneSentence({ ...likely, climate_zone: '4', climate_zone_alternatives: '5,6,7' })).toContain('in zones 5, 6 and 7 —');
    expect(zoneSentence(likely)).toBe(
      'Mount Beauty, VIC is most likely in NCC climate zone 7 (cool temperate); it is near a zone boundary — confirm on the ABCB climate zone map.',
    );
  });

  it('says honestly when a known place has no zone', () => {
    expect(zoneSentence({ location: 'Christmas Island, WA', state: 'WA' })).toBe(
      "I don't have an NCC climate zone for Christmas Island, WA; check the ABCB climate zone map or ask your council.",
    );
    expect(zoneSentence({ location: 'Somewhere, VIC', climate_zone: '9' })).toMatch(/^I don't have an NCC climate zone for Somewhere, VIC;/);
  });

  it('says nothing without a place', () => {
    expect(zoneSentence({})).toBeUndefined();
    expect(zoneSentence({ state: 'QLD', climate_zone: '2' })).toBeUndefined();
    expect(zoneSentence({ location: '  ' })).toBeUndefined();
  });

  it('words the places the gazetteer finds', () => {
    const g = createGazetteer();
    const sentence = (query: string) => zoneSentence(placeVariables(placeOf(g.lookup(query))));
    expect(sentence('Ballarat')).toBe('Ballarat, VIC is in NCC climate zone 7 (cool temperate), per the ABCB climate zone map.');
    expect(sentence('Queanbeyan')).toBe(
      'Queanbeyan, NSW is most likely in NCC climate zone 7 (cool temperate); parts of this area are in zone 6 — confirm on the ABCB climate zone map.',
    );
    expect(sentence('6798')).toBe("I don't have an NCC climate zone for Christmas Island, WA; check the ABCB climate zone map or ask your council.");
  });
});

describe('describeZone', () => {
  it('names the zone, "most likely" when it is only that', () => {
    expect(describeZone({ climate_zone: '7' })).toBe('NCC climate zone 7 (cool temperate)');
    expect(describeZone({ climate_zone: '6', climate_zone_confidence: 'likely' })).toBe('most likely NCC climate zone 6 (mild temperate)');
    expect(describeZone({ climate_zone: '1' })).toBe('NCC climate zone 1 (high humidity summer, warm winter)');
  });

  it('is undefined without a zone 1-8', () => {
    expect(describeZone({})).toBeUndefined();
    expect(describeZone({ climate_zone: '0' })).toBeUndefined();
    expect(describeZone({ climate_zone: 'zone 7' })).toBeUndefined();
  });

  it('has a name for each of the eight zones', () => {
    expect(Object.keys(ZONE_NAMES)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(ZONE_NAMES[8]).toBe('alpine');
  });
});
