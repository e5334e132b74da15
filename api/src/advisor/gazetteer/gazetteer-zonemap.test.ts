import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, FILES, readSourceTables, readZoneMap } from './gazetteer-data';
import { createGazetteer } from './gazetteer';
import { buildZoneMap, renderZoneMapCsv } from './gazetteer-zonemap';

const tables = readSourceTables();
const committed = readZoneMap();

describe('NatHERS → NCC mapping (api/data/nathers-ncc-map.csv)', () => {
  it('is up to date with its build script (re-run gazetteer-zonemap.ts after changing the data)', () => {
    const text = readFileSync(join(DEFAULT_DATA_DIR, FILES.zoneMap), 'utf8');
    expect(text).toBe(renderZoneMapCsv(buildZoneMap(tables)));
  });

  it('covers every (NatHERS zone, state) of the postcode table', () => {
    const keys = new Set(committed.filter((r) => !r.postcode).map((r) => `${r.nathersZone}|${r.state}`));
    const statesOf = new Map<string, Set<string>>();
    for (const r of tables.postcodeRows) statesOf.set(r.postcode, (statesOf.get(r.postcode) ?? new Set()).add(r.state));
    for (const [postcode, zone] of tables.nathersByPostcode) {
      for (const state of statesOf.get(postcode) ?? []) expect(keys.has(`${zone}|${state}`), `${postcode} ${zone} ${state}`).toBe(true);
    }
  });

  it('has evidence or a fact behind every value, and no value that contradicts a fact', () => {
    for (const r of committed) {
      expect(r.basis).not.toMatch(/CONFLICT/);
      if (r.nccZone === null) continue;
      expect(r.nccZone).toBeGreaterThanOrEqual(1);
      expect(r.nccZone).toBeLessThanOrEqual(8);
      expect(r.evidence.length, `row ${r.nathersZone} ${r.state}`).toBeGreaterThan(0);
      expect(r.sources.length, `row ${r.nathersZone} ${r.state}`).toBeGreaterThan(0);
      expect(r.basis).toMatch(/^(localities-(unanimous|majority|reference)(\+fact)?|locality\+fact|fact|zone-localities-(unanimous|majority|reference))$/);
    }
  });

  it('agrees with the facts per state', () => {
    const value = (zone: number, state: string) => committed.find((r) => !r.postcode && r.nathersZone === zone && r.state === state)?.nccZone;
    for (const r of committed.filter((x) => x.state === 'TAS')) expect(r.nccZone).toBe(7);
    expect(value(24, 'ACT')).toBe(7);
    for (const r of committed.filter((x) => x.state === 'QLD')) expect([1, 2, 3, 5, null]).toContain(r.nccZone);
    for (const r of committed.filter((x) => x.state === 'SA')) expect([4, 5, 6, null]).toContain(r.nccZone);
    expect(value(21, 'VIC')).toBe(6); // Melbourne RO
    expect(value(60, 'VIC')).toBe(6); // Tullamarine: Melbourne's N/W suburbs
    expect(value(62, 'VIC')).toBe(6); // Moorabbin: Melbourne's SE suburbs
    expect(value(59, 'SA')).toBe(6); // Mt Lofty Ranges
    expect(value(50, 'QLD')).toBe(5); // Darling Downs
    expect(value(66, 'VIC')).toBeNull(); // one far-off locality only: not enough
    expect(value(56, 'NSW')).toBeNull(); // Wollongong 5 vs Parramatta 6
  });

  it('never overrides a zone a source gives for a curated locality', () => {
    const g = createGazetteer();
    for (const l of tables.localities) {
      if (l.ncc === null) continue;
      const r = g.lookup(`${l.name.replace(/\s*\(.*\)/, '')} ${l.state} ${l.postcode}`);
      expect(r.kind, l.name).toBe('match');
      if (r.kind === 'match') expect(r.place, l.name).toMatchObject({ state: l.state, postcode: l.postcode, nccZone: l.ncc, nccZoneDerived: false });
    }
  });

  it('predicts held-out localities mostly right, and says "unknown" rather than guess when unsure', () => {
    // leave-one-out: rebuild the mapping without each locality whose NCC zone a source gives and
    // compare the derived value with the true one (55 right, 10 wrong, 45 unknown when written)
    let right = 0;
    let wrong = 0;
    for (const loc of tables.localities) {
      if (loc.ncc === null) continue;
      const rows = buildZoneMap({ ...tables, localities: tables.localities.filter((l) => l !== loc) });
      const v = rows.find((r) => !r.postcode && r.nathersZone === loc.nathers && r.state === loc.state)?.nccZone ?? null;
      if (v === loc.ncc) right++;
      else if (v !== null) wrong++;
    }
    expect(right).toBeGreaterThanOrEqual(50);
    expect(wrong / (right + wrong)).toBeLessThan(0.2);
  });
});
