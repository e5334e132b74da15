import { beforeAll, describe, expect, it } from 'vitest';
import { createGazetteer, type Gazetteer } from './gazetteer';

let g: Gazetteer;

beforeAll(() => {
  g = createGazetteer();
});

const names = (places: { name: string; state: string }[]) => places.map((place) => `${place.name} ${place.state}`);

describe('suggest: places for a search box', () => {
  it('puts what the name matches first, typos forgiven, then nothing else for a whole name it resolves', () => {
    expect(names(g.suggest('balarat', 5))).toEqual(['Ballarat VIC']);
    expect(g.suggest('Toowoomba', 3)[0]).toMatchObject({ name: 'Toowoomba', state: 'QLD', postcode: '4350', nccZone: 5 });
  });

  it('lists a name found in several states once per state, then places starting with it', () => {
    const found = g.suggest('richmond', 8);
    expect(names(found.slice(0, 2))).toEqual(['Richmond NSW', 'Richmond VIC']);
    expect(new Set(found.map((place) => place.state)).size).toBeGreaterThanOrEqual(4);
    expect(found.every((place) => place.name.toLowerCase().startsWith('richmond'))).toBe(true);
  });

  it('completes the start of a name, curated towns first', () => {
    const found = g.suggest('Ball', 5);
    expect(found).toHaveLength(5);
    expect(found.every((place) => place.name.toLowerCase().startsWith('ball'))).toBe(true);
    expect(names(found.slice(0, 2)).sort()).toEqual(['Ballarat VIC', 'Ballina NSW']);
  });

  it('answers a postcode with its main locality, then its other localities, each with the postcode', () => {
    const found = g.suggest('3350', 4);
    expect(found[0]).toMatchObject({ name: 'Ballarat', postcode: '3350', nccZone: 7 });
    expect(found.every((place) => place.postcode === '3350')).toBe(true);
    expect(new Set(found.map((place) => place.name)).size).toBe(found.length);
  });

  it('keeps to the limit and answers nothing for nonsense or a single letter', () => {
    expect(g.suggest('Mount', 3)).toHaveLength(3);
    expect(g.suggest('xyzzy', 5)).toEqual([]);
    expect(g.suggest('b', 5)).toEqual([]);
  });
});
