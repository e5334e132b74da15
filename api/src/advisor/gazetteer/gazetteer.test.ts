import { beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_ALIASES, PLACE_ALIASES } from './gazetteer-aliases';
import { DEFAULT_DATA_DIR } from './gazetteer-data';
import { createGazetteer, type Gazetteer } from './gazetteer';
import { placeOf } from './test/results';

let g: Gazetteer;

beforeAll(() => {
  g = createGazetteer();
});

describe('places and their zones', () => {
  it('attaches the NatHERS zone and its reference station', () => {
    expect(placeOf(g.lookup('Sydney'))).toMatchObject({ nathersZone: 17, nathersZoneName: 'Sydney RO' });
    expect(placeOf(g.lookup('Ballarat'))).toMatchObject({ nathersZone: 66, nathersZoneName: 'Ballarat' });
    expect(placeOf(g.lookup('Darwin'))).toMatchObject({ nathersZone: 1, nathersZoneName: 'Darwin' });
  });

  it('returns complete, frozen Place objects', () => {
    const place = placeOf(g.lookup('Geelong'));
    expect(Object.keys(place).sort()).toEqual(
      ['name', 'nathersZone', 'nathersZoneName', 'nccZone', 'nccZoneAlternatives', 'nccZoneSource', 'postcode', 'state'].sort(),
    );
    expect(Object.isFrozen(place)).toBe(true);
  });
});

describe('lookup: names', () => {
  it.each([
    ['lower case', 'ballarat', 'Ballarat', 'VIC'],
    ['extra spaces and punctuation', '  Ballarat!!  ', 'Ballarat', 'VIC'],
    ['typo (missing letter)', 'Balarat', 'Ballarat', 'VIC'],
    ['typo (Toowomba)', 'Toowomba', 'Toowoomba', 'QLD'],
    ['typo (transposition)', 'Launcetson', 'Launceston', 'TAS'],
    ['typo in a capital', 'Brisbne', 'Brisbane', 'QLD'],
    ['typo (melborne)', 'melborne', 'Melbourne', 'VIC'],
    ['typo in a suburb', 'Bondii', 'Bondi', 'NSW'],
    ['Mt for Mount', 'Mt Gambier', 'Mount Gambier', 'SA'],
    ['Saint for St', 'Saint Helens', 'St Helens', 'TAS'],
    ['alias', 'Gold Coast', 'Southport (Gold Coast)', 'QLD'],
    ['short form', 'Wagga', 'Wagga Wagga', 'NSW'],
    ['GeoNames suburb', 'Surry Hills', 'Surry Hills', 'NSW'],
    ['hyphenated', 'Brighton-Le-Sands', 'Brighton-Le-Sands', 'NSW'],
    ['apostrophe', "O'Connor ACT", "O'Connor", 'ACT'],
    ['a state word inside a name', 'Port Victoria', 'Port Victoria', 'SA'],
  ])('%s: %j', (_label, query, name, state) => {
    expect(placeOf(g.lookup(query))).toMatchObject({ name, state });
  });

  it.each([
    ['Ballarat VIC'],
    ['Ballarat, Victoria'],
    ['ballarat vic 3350'],
    ['BALLARAT, VIC.'],
    ['Ballarat Vic 3350 Australia'],
    ['Ballarat, Victoria, Australia'],
    ['3350 Ballarat'],
  ])('state and postcode suffixes: %j → Ballarat VIC 3350', (query) => {
    expect(placeOf(g.lookup(query))).toMatchObject({ name: 'Ballarat', state: 'VIC', postcode: '3350' });
  });

  it('uses the state to pick among same-named places', () => {
    expect(placeOf(g.lookup('Perth, Tasmania'))).toMatchObject({ state: 'TAS', postcode: '7300', nccZone: 7 });
    expect(placeOf(g.lookup('Perth WA'))).toMatchObject({ state: 'WA', postcode: '6000' });
    expect(placeOf(g.lookup('Richmond VIC'))).toMatchObject({ state: 'VIC', postcode: '3121' });
    expect(placeOf(g.lookup('Richmond, New South Wales'))).toMatchObject({ state: 'NSW', postcode: '2753', nccZone: 6 });
    expect(placeOf(g.lookup('Kingston ACT'))).toMatchObject({ state: 'ACT', postcode: '2604' });
    expect(placeOf(g.lookup('Mount Barker WA'))).toMatchObject({ state: 'WA' });
    expect(placeOf(g.lookup('Fitzroy, S.A.'))).toMatchObject({ state: 'SA', postcode: '5082' });
  });

  it('ignores a state the name does not exist in', () => {
    expect(placeOf(g.lookup('Ballarat NSW'))).toMatchObject({ name: 'Ballarat', state: 'VIC' });
  });

  it('picks the capital or the one prominent place when a name is in several states', () => {
    expect(placeOf(g.lookup('Perth'))).toMatchObject({ state: 'WA', postcode: '6000' }); // Perth TAS exists too
    expect(placeOf(g.lookup('Portland'))).toMatchObject({ state: 'VIC' }); // Portland NSW is a small town
    expect(placeOf(g.lookup('Newtown'))).toMatchObject({ state: 'NSW', postcode: '2042' });
    // Margaret River NT is a locality of 0822, the Top End's rural delivery area, not a Darwin suburb
    expect(placeOf(g.lookup('Margaret River'))).toMatchObject({ state: 'WA', postcode: '6285', nccZone: 5 });
  });

  it.each([
    ['Richmond', ['NSW', 'VIC']],
    ['Fitzroy', ['VIC', 'SA']],
    ['Kingston', ['TAS', 'ACT']],
    ['Hamilton', ['VIC', 'QLD']],
  ])('%s is ambiguous, one candidate per state', (query, mustInclude) => {
    const r = g.lookup(query);
    expect(r.kind).toBe('ambiguous');
    if (r.kind !== 'ambiguous') return;
    expect(r.name).toBe(query);
    const states = r.candidates.map((c) => c.state);
    expect(new Set(states).size).toBe(states.length);
    for (const s of mustInclude) expect(states).toContain(s);
    expect(r.candidates.every((c) => c.name === query)).toBe(true);
  });

  it('prefers the curated locality among a state’s same-named places', () => {
    const r = g.lookup('Richmond');
    expect(r.kind === 'ambiguous' && r.candidates.find((c) => c.state === 'NSW')).toMatchObject({ postcode: '2753', nccZone: 6 });
  });

  it('knows every alias it lists', () => {
    for (const [alias, name] of EXTRA_ALIASES) expect(placeOf(g.lookup(alias)).name).toBe(name);
    for (const [alias, name, state] of PLACE_ALIASES) expect(placeOf(g.lookup(alias))).toMatchObject({ name, state });
  });

  it('falls back to finding a place in a sentence', () => {
    expect(placeOf(g.lookup("I'm in Geelong"))).toMatchObject({ name: 'Geelong', state: 'VIC' });
  });

  it.each([
    ['Victoria'], ['Zzyzx'], ['qwertyuiop'], ['new build'], ['retrofit'], ['insulation'], ['a'], ['yes'], ['not sure'],
    // everyday words that are GeoNames names, or one typo from one (Weatherboard VIC, City ACT, The Gap,
    // Valla, Nome, Colo, Sumner, Garah, Dural)
    ['weatherboard'], ['city'], ['the gap'], ['villa'], ['nope'], ['cold'], ['summer'], ['sarah'], ['rural'],
  ])('%j → none', (q) => {
    expect(g.lookup(q)).toEqual({ kind: 'none' });
  });

  it('accepts an everyday-word place name written as a name or with its state', () => {
    expect(placeOf(g.lookup('Weatherboard VIC'))).toMatchObject({ name: 'Weatherboard', state: 'VIC' });
    expect(placeOf(g.lookup('City ACT'))).toMatchObject({ name: 'City', state: 'ACT' });
    // the answer to "which town?" (findInText alone does not take "Success!" for a place)
    expect(placeOf(g.lookup('Success'))).toMatchObject({ name: 'Success', state: 'WA' });
    expect(placeOf(g.lookup('sale'))).toMatchObject({ name: 'Sale', state: 'VIC' }); // a curated town
    expect(placeOf(g.lookup('Dubo'))).toMatchObject({ name: 'Dubbo', state: 'NSW' });
  });
});

describe('lookup: postcodes', () => {
  it.each([
    ['3350', 'Ballarat', 'VIC', '3350'],
    ['800', 'Darwin', 'NT', '0800'],
    ['0800', 'Darwin', 'NT', '0800'],
    ['0870', 'Alice Springs', 'NT', '0870'],
    ['870', 'Alice Springs', 'NT', '0870'],
    ['2600', 'Canberra', 'ACT', '2600'],
    ['2617', 'Belconnen', 'ACT', '2617'],
    ['postcode 3220', 'Geelong', 'VIC', '3220'],
    ['VIC 3350', 'Ballarat', 'VIC', '3350'],
    ['3121', 'Richmond', 'VIC', '3121'],
  ])('%j → %s %s %s', (query, name, state, postcode) => {
    expect(placeOf(g.lookup(query))).toMatchObject({ name, state, postcode });
  });

  it('keeps the NatHERS and NCC zones of a postcode', () => {
    expect(placeOf(g.lookup('800'))).toMatchObject({ nathersZone: 1, nccZone: 1, nccZoneSource: 'locality-table' });
  });

  it.each([['0000'], ['9998'], ['12345'], ['35'], ['3350 3351 3352 3353 3354 3355 3356']])('%j → none', (q) => {
    expect(g.lookup(q).kind).toBe('none');
  });
});

describe('loading', () => {
  it('loads from an explicit data directory, and fails loudly on a missing one', () => {
    expect(placeOf(createGazetteer(DEFAULT_DATA_DIR).lookup('Hobart')).nccZone).toBe(7);
    expect(() => createGazetteer('/nonexistent/gazetteer-data')).toThrow();
  });
});
