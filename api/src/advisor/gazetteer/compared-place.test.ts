import { beforeAll, describe, expect, it } from 'vitest';
import { createGazetteer, type Gazetteer } from './gazetteer';
import { comparedPlace, homeBesideCompared, setBeside } from './compared-place';
import { placeOf } from './test/results';

let g: Gazetteer;

beforeAll(() => {
  g = createGazetteer();
});

describe('a place set beside the home', () => {
  it.each([
    ['Is that the same climate zone as Melbourne?', 'Melbourne'],
    ['is it colder than Ballarat', 'Ballarat'],
    ['how does it compare to up in Cairns', 'Cairns'],
    ['how does Hobart compare with Launceston', 'Launceston'],
    ['Hobart vs Launceston for heating', 'Launceston'],
    ['compared with Sydney, do we need more insulation', 'Sydney'],
    ['we live in Melbourne', undefined],
  ])('%s: %s', (text, name) => {
    const beside = ['Melbourne', 'Ballarat', 'Cairns', 'Launceston', 'Sydney'].find((place) => text.includes(place) && setBeside(text, place));
    expect(beside).toBe(name);
  });

  it('is not the home: the home is the other place named, or none', () => {
    expect(placeOf(homeBesideCompared(g, 'same zone as Melbourne? we are in Geelong', g.findInText('same zone as Melbourne? we are in Geelong')))).toMatchObject({ name: 'Geelong' });
    expect(homeBesideCompared(g, 'Is that the same zone as Melbourne?', g.findInText('Is that the same zone as Melbourne?')).kind).toBe('none');
  });

  it('is read with the home taken out of the message', () => {
    expect(comparedPlace(g, "We're in Ballarat. Is our climate zone the same as Melbourne's?", 'Ballarat, VIC')).toMatchObject({ location: 'Melbourne, VIC', climate_zone: '6' });
    expect(comparedPlace(g, 'Is that the same climate zone as Melbourne?', 'Ballarat, VIC')?.location).toBe('Melbourne, VIC');
    expect(comparedPlace(g, 'What zone is Ballarat in?', 'Ballarat, VIC')).toBeUndefined();
    expect(comparedPlace(g, 'We live in Ballarat, my mum is in Melbourne', 'Ballarat, VIC')).toBeUndefined();
  });
});
