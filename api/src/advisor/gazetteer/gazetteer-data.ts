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
  localityZones: 'locality-ncc-zones.csv',
  postcodeZones: 'postcode-ncc-zones.csv',
} as const;

export type CuratedLocality = {
  name: string;
  state: StateCode;
  postcode: string;
  ncc: number | null;
  nathers: number | null;
};

/** A GeoNames postcode–place row, with the NCC zone its point lies in on the ABCB map. */
export type PostcodeRow = {
  postcode: string;
  name: string;
  state: StateCode;
  /** null when the row has no map value or its coordinates lie outside its state (a bad point) */
  mapZone: number | null;
};

export const POSTCODE_CONFIDENCES = ['official-table', 'map-single-zone', 'map-mixed', 'none'] as const;
export type PostcodeConfidence = (typeof POSTCODE_CONFIDENCES)[number];

/** A row of postcode-ncc-zones.csv: the NCC zone of one postcode in one state. */
export type PostcodeZoneRow = {
  postcode: string;
  state: StateCode;
  /** the zone the table gives the postcode (Table A26 in NSW, else the map's majority); null for 'none' */
  zone: number | null;
  confidence: PostcodeConfidence;
  /** the zone most of the postcode's localities lie in on the ABCB map */
  mapZone: number | null;
  /** every zone the postcode's localities lie in on the map, largest share first */
  mapZonesSeen: number[];
  /** NSW ESS Table A26's zone (NSW only) */
  a26Zone: number | null;
};

export type SourceTables = {
  localities: CuratedLocality[];
  /** zero-padded postcode → NatHERS zone (primary) */
  nathersByPostcode: Map<string, number>;
  /** NatHERS zone → reference station name, e.g. 66 → "Ballarat" */
  zoneNames: Map<number, string>;
  /** GeoNames postcode–place rows, postcodes zero-padded, in file order */
  postcodeRows: PostcodeRow[];
  /** "postcode|state" → the postcode's NCC zone row */
  postcodeZones: Map<string, PostcodeZoneRow>;
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
  const localityRows = parseCsv(readFileSync(join(dataDir, FILES.localityZones), 'utf8'));
  expectHeader(localityRows[0], FILES.localityZones, LOCALITY_ZONE_COLUMNS);
  for (const cells of localityRows.slice(1)) {
    const [postcodeCell = '', name = '', state = '', , , mapZone = '', inState = ''] = cells;
    const postcode = padPostcode(postcodeCell);
    if (!postcode || !name || !isStateCode(state)) continue;
    postcodeRows.push({ postcode, name: name.trim(), state, mapZone: inState === '1' ? zoneOrNull(mapZone, FILES.localityZones) : null });
  }

  return { localities, nathersByPostcode, zoneNames, postcodeRows, postcodeZones: readPostcodeZones(dataDir) };
}

const LOCALITY_ZONE_COLUMNS = ['postcode', 'place_name', 'state', 'latitude', 'longitude', 'map_ncc_zone', 'coord_in_state_bbox'];

/** Throws when a data file's columns are not the ones this reader was written for. */
function expectHeader(header: readonly string[] | undefined, file: string, columns: readonly string[]): void {
  const found = (header ?? []).map((cell) => cell.trim());
  if (columns.some((column, i) => found[i] !== column)) {
    throw new Error(`${file}: expected the columns ${columns.join(',')}, found ${found.join(',')}`);
  }
}

/** An NCC zone cell: empty → null, 1-8 → the zone, anything else is an error in the data. */
function zoneOrNull(value: string, file: string): number | null {
  const v = value.trim();
  if (v === '') return null;
  if (!/^[1-8]$/.test(v)) throw new Error(`${file}: "${v}" is not an NCC climate zone (1-8)`);
  return Number(v);
}

function isConfidence(value: string): value is PostcodeConfidence {
  return (POSTCODE_CONFIDENCES as readonly string[]).includes(value);
}

/** Reads postcode-ncc-zones.csv (see api/data/README.md) into "postcode|state" → row. */
export function readPostcodeZones(dataDir: string = DEFAULT_DATA_DIR): Map<string, PostcodeZoneRow> {
  const file = FILES.postcodeZones;
  const out = new Map<string, PostcodeZoneRow>();
  for (const r of readCsv(dataDir, file)) {
    const postcode = padPostcode(r.postcode ?? '');
    const state = r.state ?? '';
    const confidence = r.confidence ?? '';
    if (!postcode || !isStateCode(state)) throw new Error(`${file}: bad postcode or state in ${JSON.stringify(r)}`);
    if (!isConfidence(confidence)) throw new Error(`${file}: unknown confidence "${confidence}" for ${postcode} ${state}`);
    // "7:0.6;6:0.4" or "7:22;6:2": zone:share pairs, largest share first
    const seen = (r.map_zones_seen ?? '')
      .split(';')
      .filter(Boolean)
      .map((pair) => pair.split(':'))
      .map(([zone = '', share = '']) => ({ zone: zoneOrNull(zone, file), share: Number(share) }))
      .filter((entry): entry is { zone: number; share: number } => entry.zone !== null)
      .sort((a, b) => b.share - a.share || a.zone - b.zone)
      .map((entry) => entry.zone);
    const zone = zoneOrNull(r.ncc_climate_zone ?? '', file);
    if ((zone === null) !== (confidence === 'none')) throw new Error(`${file}: ${postcode} ${state} is "${confidence}" with zone "${zone ?? ''}"`);
    out.set(`${postcode}|${state}`, {
      postcode,
      state,
      zone,
      confidence,
      mapZone: zoneOrNull(r.map_zone ?? '', file),
      mapZonesSeen: seen,
      a26Zone: zoneOrNull(r.a26_zone ?? '', file),
    });
  }
  return out;
}
