import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, FILES, padPostcode, readCsv, readPostcodeZones } from './gazetteer-data';
import { createGazetteer, type Gazetteer, type Place } from './gazetteer';
import { placeOf } from './test/results';

let g: Gazetteer;

beforeAll(() => {
  g = createGazetteer();
});

/** The invariants every place keeps: a zone 1-8 with a source, or no zone and source 'none'. */
function expectConsistentZone(place: Place): void {
  if (place.nccZone === null) {
    expect(place.nccZoneSource).toBe('none');
  } else {
    expect(place.nccZone).toBeGreaterThanOrEqual(1);
    expect(place.nccZone).toBeLessThanOrEqual(8);
    expect(place.nccZoneSource).not.toBe('none');
  }
  if (place.nccZoneSource === 'map-mixed') {
    expect(place.nccZoneAlternatives.length).toBeGreaterThan(0);
    expect(place.nccZoneAlternatives).not.toContain(place.nccZone);
  } else {
    expect(place.nccZoneAlternatives).toEqual([]);
  }
}

describe('NCC zones: the values the data README checked', () => {
  it.each([
    ['Sydney', 'NSW', '2000', 5],
    ['Melbourne', 'VIC', '3000', 6],
    ['Brisbane', 'QLD', '4000', 2],
    ['Darwin', 'NT', '0800', 1],
    ['Hobart', 'TAS', '7000', 7],
    ['Canberra', 'ACT', '2600', 7],
    ['Perth', 'WA', '6000', 5],
    ['Adelaide', 'SA', '5000', 5],
    ['Thredbo', 'NSW', '2625', 8],
    ['Alice Springs', 'NT', '0870', 3],
    ['Ballarat', 'VIC', '3350', 7],
    ['Geelong', 'VIC', '3220', 6],
    ['Falls Creek', 'VIC', '3699', 8],
    ['Mount Buller', 'VIC', '3723', 8],
    ['Wodonga', 'VIC', '3690', 6],
  ])('%s, %s %s is zone %i, stated plainly', (name, state, postcode, zone) => {
    const place = placeOf(g.lookup(name));
    expect(place).toMatchObject({ name, state, postcode, nccZone: zone, nccZoneAlternatives: [] });
    expect(['locality-table', 'official-table', 'map-single-zone']).toContain(place.nccZoneSource);
  });

  it('cites the curated table only where it agrees with the tables, the tables otherwise', () => {
    expect(placeOf(g.lookup('Sydney'))).toMatchObject({ nccZone: 5, nccZoneSource: 'locality-table' });
    expect(placeOf(g.lookup('Ballarat'))).toMatchObject({ nccZone: 7, nccZoneSource: 'map-single-zone' }); // no curated zone
    expect(placeOf(g.lookup('Bondi'))).toMatchObject({ nccZone: 5, nccZoneSource: 'official-table' });
  });
});

describe('NCC zones: a locality before its postcode', () => {
  it('gives a village its own zone though most of its postcode is in another', () => {
    // 3699: Mount Beauty, Nelse and Bogong are 7 on the map, Falls Creek village 8
    expect(placeOf(g.lookup('Falls Creek VIC'))).toMatchObject({ postcode: '3699', nccZone: 8, nccZoneSource: 'map-single-zone' });
    expect(placeOf(g.lookup('Mount Beauty'))).toMatchObject({ postcode: '3699', nccZone: 7, nccZoneSource: 'map-single-zone' });
  });

  it('gives a postcode alone whose localities straddle zones as "most likely", with the others', () => {
    const place = placeOf(g.lookup('3699'));
    expect(place.postcode).toBe('3699');
    expect(place.nccZoneSource).toBe('map-mixed');
    expect([place.nccZone, ...place.nccZoneAlternatives].sort()).toEqual([7, 8]);
    // a postcode that lies in one zone is plain
    expect(placeOf(g.lookup('3350'))).toMatchObject({ name: 'Ballarat', nccZone: 7, nccZoneSource: 'map-single-zone' });
  });

  it('has no zone, honestly, where no table gives one', () => {
    for (const query of ['6798', 'Christmas Island', 'WA 0872']) {
      expect(placeOf(g.lookup(query))).toMatchObject({ nccZone: null, nccZoneSource: 'none', nccZoneAlternatives: [] });
    }
  });
});

describe('NCC zones in NSW: Table A26 against the map', () => {
  it('states A26 plainly where the map agrees', () => {
    expect(placeOf(g.lookup('Thredbo'))).toMatchObject({ nccZone: 8, nccZoneSource: 'locality-table' });
    expect(placeOf(g.lookup('Thredbo Village'))).toMatchObject({ postcode: '2625', nccZone: 8, nccZoneSource: 'official-table' });
    // Dorrigo: A26 and the map both say 2 (the README doubts it: the plateau is often given as 7),
    // so 2 is what the sources give; no source supports another value
    expect(placeOf(g.lookup('Dorrigo'))).toMatchObject({ postcode: '2453', nccZone: 2, nccZoneAlternatives: [] });
  });

  it('keeps A26 where the map puts the whole postcode in another zone (boundaries redrawn since 2015)', () => {
    // 2200 Bankstown: A26 (May 2025) 5; the 2015 map has all of 2200 in 6
    expect(placeOf(g.lookup('Bankstown NSW'))).toMatchObject({ postcode: '2200', nccZone: 5, nccZoneSource: 'official-table' });
  });

  it('gives the point on the map as most likely where the postcode straddles zones and A26 disagrees', () => {
    // 2620: A26 (May 2025) says 6; Queanbeyan's point, 22 of the postcode's 24 localities and the
    // older table say 7
    expect(placeOf(g.lookup('Queanbeyan'))).toMatchObject({ nccZone: 7, nccZoneSource: 'map-mixed', nccZoneAlternatives: [6] });
    expect(placeOf(g.lookup('2620'))).toMatchObject({ name: 'Queanbeyan', nccZone: 7, nccZoneSource: 'map-mixed' });
  });

  it('takes the ACT side of a postcode shared with NSW from the map', () => {
    expect(placeOf(g.lookup('Tharwa ACT'))).toMatchObject({ postcode: '2620', nccZone: 7, nccZoneSource: 'map-single-zone' });
  });
});

describe('NCC zones: every place and postcode in the data', () => {
  const localities = readCsv(DEFAULT_DATA_DIR, FILES.localityZones);
  const postcodes = readPostcodeZones();

  it(`resolves each of the ${localities.length} localities to a zone, or to 'none'`, () => {
    expect(localities.length).toBeGreaterThanOrEqual(16_874);
    const wrongPlace: string[] = [];
    for (const row of localities) {
      const postcode = padPostcode(row.postcode ?? '') ?? '';
      const state = row.state ?? '';
      const result = g.lookup(`${row.place_name} ${state} ${postcode}`);
      if (result.kind !== 'match' || result.place.postcode !== postcode || result.place.state !== state) {
        wrongPlace.push(`${row.place_name} ${state} ${postcode}`);
        continue;
      }
      const place = result.place;
      expectConsistentZone(place);
      const zoneRow = postcodes.get(`${postcode}|${state}`);
      const point = row.coord_in_state_bbox === '1' && row.map_ncc_zone ? Number(row.map_ncc_zone) : null;
      if (zoneRow?.a26Zone != null && place.nccZoneSource !== 'map-mixed') expect(place.nccZone).toBe(zoneRow.a26Zone);
      else if (point !== null) expect(place.nccZone).toBe(point);
      else expect(place.nccZone).toBe(zoneRow?.zone ?? null);
    }
    expect(wrongPlace).toEqual([]);
  });

  it(`resolves each of the ${postcodes.size} postcode and state pairs to a zone, or to 'none'`, () => {
    expect(postcodes.size).toBe(3327);
    for (const row of postcodes.values()) {
      const place = placeOf(g.lookup(`${row.state} ${row.postcode}`));
      expect(place).toMatchObject({ postcode: row.postcode, state: row.state });
      expectConsistentZone(place);
      if (row.confidence === 'none') expect(place.nccZoneSource).toBe('none');
      if (row.confidence === 'map-single-zone') expect(place).toMatchObject({ nccZone: row.zone, nccZoneAlternatives: [] });
      if (row.confidence === 'map-mixed') expect(place.nccZoneSource).toBe('map-mixed');
      if (row.confidence === 'official-table' && place.nccZoneSource !== 'map-mixed') expect(place.nccZone).toBe(row.a26Zone);
    }
  });
});

describe('loading the zone tables', () => {
  const header = 'postcode,state,ncc_climate_zone,confidence,map_zone,map_zone_share,map_zones_seen,n_localities,n_localities_used,a26_zone,nathers_zone,localities';
  const withRow = (row: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'gazetteer-'));
    writeFileSync(join(dir, FILES.postcodeZones), `${header}\n${row}\n`);
    return dir;
  };

  it('reads a row, largest share of the map first', () => {
    const rows = readPostcodeZones(withRow('3699,VIC,7,map-mixed,7,0.75,8:1;7:3,4,4,,66,Mount Beauty; Falls Creek'));
    expect(rows.get('3699|VIC')).toEqual({ postcode: '3699', state: 'VIC', zone: 7, confidence: 'map-mixed', mapZone: 7, mapZonesSeen: [7, 8], a26Zone: null });
  });

  it.each([
    ['an unknown confidence', '3350,VIC,7,derived,7,1.0,7:1,1,1,,66,Ballarat', /unknown confidence "derived"/],
    ['a zone out of range', '3350,VIC,9,map-single-zone,9,1.0,9:1,1,1,,66,Ballarat', /"9" is not an NCC climate zone/],
    ['a zone with confidence none', '3350,VIC,7,none,,,,1,0,,66,Ballarat', /3350 VIC is "none" with zone "7"/],
    ['a bad state', '3350,XYZ,7,map-single-zone,7,1.0,7:1,1,1,,66,Ballarat', /bad postcode or state/],
  ])('fails loudly on %s', (_label, row, message) => {
    expect(() => readPostcodeZones(withRow(row))).toThrow(message);
  });

  it('fails loudly on a data directory without them', () => {
    expect(() => readPostcodeZones('/nonexistent/gazetteer-data')).toThrow(/ENOENT/);
  });
});
