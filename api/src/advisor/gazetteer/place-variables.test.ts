import { beforeAll, describe, expect, it } from 'vitest';
import { createGazetteer, type Gazetteer, type Place } from './gazetteer';
import { placeVariables } from './place-variables';
import { placeOf } from './test/results';

let g: Gazetteer;

beforeAll(() => {
  g = createGazetteer();
});

const variablesOf = (query: string) => placeVariables(placeOf(g.lookup(query)));

describe('placeVariables', () => {
  it('gives a map zone plainly, citing the map', () => {
    expect(variablesOf('Ballarat')).toEqual({
      location: 'Ballarat, VIC',
      state: 'VIC',
      postcode: '3350',
      climate_zone: '7',
      climate_zone_source: 'ABCB climate zone map',
      nathers_zone: '66',
    });
  });

  it('cites Table A26 for an NSW zone, also where the curated table agrees with it', () => {
    expect(variablesOf('Bondi')).toMatchObject({ climate_zone: '5', climate_zone_source: 'NSW ESS Table A26' });
    expect(variablesOf('Sydney')).toMatchObject({ climate_zone: '5', climate_zone_source: 'NSW ESS Table A26' });
    expect(variablesOf('Hobart')).toMatchObject({ climate_zone: '7', climate_zone_source: 'ABCB climate zone map' });
  });

  it('marks a zone the sources disagree on as likely, with the alternatives', () => {
    const variables = variablesOf('Queanbeyan');
    expect(variables).toMatchObject({
      location: 'Queanbeyan, NSW',
      climate_zone: '7',
      climate_zone_confidence: 'likely',
      climate_zone_source: 'ABCB climate zone map',
      climate_zone_alternatives: '6',
    });
    expect(variablesOf('Gunnedah')).toMatchObject({ climate_zone: '4', climate_zone_confidence: 'likely', climate_zone_alternatives: '7,6' });
  });

  it('leaves likely and alternatives out of a plain zone', () => {
    const variables = variablesOf('Falls Creek VIC');
    expect(variables.climate_zone).toBe('8');
    expect(variables).not.toHaveProperty('climate_zone_confidence');
    expect(variables).not.toHaveProperty('climate_zone_alternatives');
  });

  it('sets no climate zone at all where no table gives one', () => {
    const variables = variablesOf('Christmas Island');
    expect(variables).toMatchObject({ location: 'Christmas Island, WA', state: 'WA', postcode: '6798' });
    for (const key of ['climate_zone', 'climate_zone_source', 'climate_zone_confidence', 'climate_zone_alternatives']) {
      expect(variables).not.toHaveProperty(key);
    }
  });

  it('leaves out a NatHERS zone the postcode does not have', () => {
    const place: Place = {
      name: 'Nowhere',
      state: 'SA',
      postcode: '5999',
      nccZone: 5,
      nccZoneSource: 'map-single-zone',
      nccZoneAlternatives: [],
      nathersZone: null,
      nathersZoneName: null,
    };
    expect(placeVariables(place)).toEqual({
      location: 'Nowhere, SA',
      state: 'SA',
      postcode: '5999',
      climate_zone: '5',
      climate_zone_source: 'ABCB climate zone map',
    });
  });
});
