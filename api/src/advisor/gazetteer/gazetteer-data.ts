/**
 * Reads the gazetteer's data files (copies in api/data/, see api/data/README.md) synchronously.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { isStateCode, type StateCode } from './gazetteer-text';

/** api/data/, resolved from this file so it works from any working directory. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data/', import.meta.url));

export const FILES = {
  localities: 'localities.csv',
  nathersZones: 'nathers-zones.csv',
  nathersZoneNames: 'nathers-zone-names.csv',
  postcodes: 'au_postcodes.csv',
  zoneMap: 'nathers-ncc-map.csv',
} as const;

export type CuratedLocality = {
  name: string;
  state: StateCode;
  postcode: string;
  ncc: number | null;
  nathers: number | null;
};

export type PostcodeRow = { postcode: string; name: string; state: StateCode };

export type SourceTables = {
  localities: CuratedLocality[];
  /** zero-padded postcode → NatHERS zone (primary) */
  nathersByPostcode: Map<string, number>;
  /** NatHERS zone → reference station name, e.g. 66 → "Ballarat" */
  zoneNames: Map<number, string>;
  /** GeoNames postcode–place rows, postcodes zero-padded, in file order */
  postcodeRows: PostcodeRow[];
};

/**
 * Parses CSV text into rows of cells. A file with no double quote cannot hold quoted fields, so it is
 * split directly (several times faster on the 17,000-row postcode file); otherwise csv-parse reads it.
 */
export function parseCsv(text: string): string[][] {
  if (!text.includes('"')) {
    const out: string[][] = [];
    for (const line of text.split(/\r?\n/)) if (line.trim()) out.push(line.split(','));
    return out;
  }
  return parse(text, { skip_empty_lines: true, relax_column_count: true }) as string[][];
}

/** Parses a CSV file with a header row into records keyed by column name. */
export function readCsv(dataDir: string, file: string): Record<string, string>[] {
  const rows = parseCsv(readFileSync(join(dataDir, file), 'utf8'));
  const [header, ...body] = rows;
  if (!header) return [];
  return body.map((cells) => {
    const rec: Record<string, string> = {};
    header.forEach((col, i) => {
      rec[col.trim()] = (cells[i] ?? '').trim();
    });
    return rec;
  });
}

function intOrNull(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value.trim())) return null;
  return Number.parseInt(value, 10);
}

export function padPostcode(value: string): string | null {
  const v = value.trim();
  return /^\d{1,4}$/.test(v) ? v.padStart(4, '0') : null;
}

export function readSourceTables(dataDir: string = DEFAULT_DATA_DIR): SourceTables {
  const localities: CuratedLocality[] = [];
  for (const r of readCsv(dataDir, FILES.localities)) {
    const state = r.state ?? '';
    const postcode = padPostcode(r.postcode ?? '');
    if (!r.name || !isStateCode(state) || !postcode) continue;
    localities.push({
      name: r.name,
      state,
      postcode,
      ncc: intOrNull(r.ncc_climate_zone),
      nathers: intOrNull(r.nathers_climate_zone),
    });
  }

  const nathersByPostcode = new Map<string, number>();
  for (const r of readCsv(dataDir, FILES.nathersZones)) {
    const postcode = padPostcode(r.postcode ?? '');
    const zone = intOrNull(r.zone);
    // 9999 is an artefact row of the upstream file, not a delivery postcode (see README).
    if (!postcode || zone === null || postcode === '9999') continue;
    nathersByPostcode.set(postcode, zone);
  }

  const zoneNames = new Map<number, string>();
  for (const r of readCsv(dataDir, FILES.nathersZoneNames)) {
    const zone = intOrNull(r.zone);
    if (zone !== null && r.town) zoneNames.set(zone, r.town);
  }

  const postcodeRows: PostcodeRow[] = [];
  const rows = parseCsv(readFileSync(join(dataDir, FILES.postcodes), 'utf8'));
  for (const cells of rows.slice(1)) {
    // postcode,place_name,state_name,state_code,latitude,longitude,accuracy
    const postcode = padPostcode(cells[0] ?? '');
    const name = (cells[1] ?? '').trim();
    const state = (cells[3] ?? '').trim();
    if (!postcode || !name || !isStateCode(state)) continue;
    postcodeRows.push({ postcode, name, state });
  }

  return { localities, nathersByPostcode, zoneNames, postcodeRows };
}

/** A row of the committed NatHERS → NCC mapping (api/data/nathers-ncc-map.csv). */
export type ZoneMapRow = {
  nathersZone: number;
  nathersZoneName: string;
  state: StateCode;
  /** set on a row that overrides its zone's row for one postcode */
  postcode: string;
  nccZone: number | null;
  basis: string;
  evidence: string;
  sources: string;
};

export const ZONE_MAP_COLUMNS = [
  'nathers_zone',
  'nathers_zone_name',
  'state',
  'postcode',
  'ncc_zone',
  'basis',
  'evidence',
  'sources',
] as const;

export function readZoneMap(dataDir: string = DEFAULT_DATA_DIR): ZoneMapRow[] {
  const out: ZoneMapRow[] = [];
  for (const r of readCsv(dataDir, FILES.zoneMap)) {
    const zone = intOrNull(r.nathers_zone);
    const state = r.state ?? '';
    if (zone === null || !isStateCode(state)) continue;
    out.push({
      nathersZone: zone,
      nathersZoneName: r.nathers_zone_name ?? '',
      state,
      postcode: padPostcode(r.postcode ?? '') ?? '',
      nccZone: intOrNull(r.ncc_zone),
      basis: r.basis ?? '',
      evidence: r.evidence ?? '',
      sources: r.sources ?? '',
    });
  }
  return out;
}
