/**
 * Builds the NatHERS-zone → NCC-climate-zone mapping (api/data/nathers-ncc-map.csv).
 *
 * There is no public postcode → NCC table in our data. A NatHERS zone (1-69, a weather station)
 * mostly lies inside one NCC zone, but not always, so the table is built per (NatHERS zone, state)
 * from evidence, and every value it gives is a *derived* ("likely") value:
 *   1. curated localities (localities.csv) where a source gives both zones;
 *   2. the sourced facts in shared/domain/facts.md, written out below with their URLs.
 * Rows with no or conflicting evidence map to nothing (the NCC zone stays unknown).
 *
 * Run `npx tsx api/src/advisor/gazetteer/gazetteer-zonemap.ts` to rewrite the CSV after changing the data.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_DATA_DIR,
  FILES,
  ZONE_MAP_COLUMNS,
  readSourceTables,
  type CuratedLocality,
  type SourceTables,
  type ZoneMapRow,
} from './gazetteer-data';
import { normalise, STATES, type StateCode } from './gazetteer-text';

const SRC = {
  tas: 'https://cbos.tas.gov.au/topics/technical-regulation/building-standards/building-practitioners/energy-efficiency',
  actZone: 'https://sitekiln.net/reference-cards/ncc-energy-zones-by-state',
  actSingle: 'https://www.energylab.com.au/the-rating-room-podcast/v/trrepisode4?categoryId=69d47f365b6cca5ecf89be1e',
  yourHome: 'https://markettay.com/de/australische-klimazonen',
  northern: 'http://yourenergysavings.gov.au/guides/energy-saving-guide-northern-australia?page=1',
  qld: 'https://www.business.qld.gov.au/industries/building-property-development/building-construction/laws-codes-standards/sustainable-housing/climate-zones',
  qldZone5: 'https://www.hpw.qld.gov.au/construction/Sustainability/SustainableHousingLaws/ClimateZones/Pages/WarmTemperate.aspx',
  toowoomba: 'https://geoffgibsonhomes.com.au/news',
  sa: 'http://icanz.org.au/government/key-issues/south-australia-overview/',
  capitals: 'https://energycompliance.com.au/faq-items/what-are-the-8-climate-zones-in-australia/',
  nathers: 'https://www.nathers.gov.au/sites/default/files/2019-12/NatHERSclimatezonesNov2019_0.csv',
} as const;

/** A sourced fact that says which NCC zone a state, or a NatHERS zone within a state, lies in. */
export type ZoneFact = {
  state: StateCode;
  /** NatHERS zones the fact covers; 'all' = every NatHERS zone in the state */
  nathersZones: readonly number[] | 'all';
  ncc: number;
  fact: string;
  sources: readonly string[];
};

export const ZONE_FACTS: readonly ZoneFact[] = [
  { state: 'TAS', nathersZones: 'all', ncc: 7, fact: 'Tasmania is zone 7 except alpine areas above 900 m (zone 8)', sources: [SRC.tas] },
  {
    // Only NatHERS zone 24 (Canberra): GeoNames also files Jervis Bay Territory (2540, NatHERS 18) under ACT,
    // which is on the NSW south coast, not in the ACT's climate.
    state: 'ACT', nathersZones: [24], ncc: 7, fact: 'the ACT is zone 7, a single climate zone', sources: [SRC.actZone, SRC.actSingle],
  },
  {
    state: 'WA', nathersZones: [2, 30, 33, 34], ncc: 1,
    fact: 'zone 1 runs across northern Australia from Exmouth (WA); these NatHERS zones are the Pilbara coast (Pt Hedland), the Kimberley (Wyndham, Broome) and Exmouth (Learmonth)',
    sources: [SRC.yourHome],
  },
  {
    state: 'NT', nathersZones: [30, 37], ncc: 1,
    fact: 'zone 1 takes in the NT Top End (Jabiru; Katherine)',
    sources: [SRC.northern],
  },
  {
    state: 'QLD', nathersZones: [36], ncc: 2,
    fact: 'zone 2 is the sub-tropical Queensland coast from central to southern Queensland (Gladstone, Bundaberg, Hervey Bay)',
    sources: [SRC.qld, SRC.yourHome],
  },
  {
    state: 'QLD', nathersZones: [50], ncc: 5,
    fact: "Queensland's zone 5 is the Darling Downs, represented by Toowoomba; Toowoomba region is zone 5 (NatHERS zone 50 is Oakey, in Toowoomba region)",
    sources: [SRC.qld, SRC.qldZone5, SRC.toowoomba],
  },
  {
    state: 'SA', nathersZones: [16], ncc: 5,
    fact: "SA's zone 5 covers most of metropolitan Adelaide; NatHERS zone 16 is Adelaide",
    sources: [SRC.sa],
  },
  {
    state: 'SA', nathersZones: [27], ncc: 5,
    fact: "SA's zone 5 includes the Riverland (Renmark)",
    sources: [SRC.sa],
  },
  {
    state: 'SA', nathersZones: [43], ncc: 4,
    fact: "SA's far north is zone 4 (Coober Pedy); NatHERS zone 43 is Oodnadatta",
    sources: [SRC.sa, SRC.yourHome],
  },
  {
    state: 'SA', nathersZones: [59], ncc: 6,
    fact: "SA's zone 6 includes the Mt Lofty Ranges; NatHERS zone 59 is Mt Lofty",
    sources: [SRC.sa],
  },
  {
    state: 'WA', nathersZones: [52], ncc: 5,
    fact: 'zone 5 includes the WA coast from 27 to 34 °S (Perth); NatHERS zone 52 is Swanbourne, on the Perth coast',
    sources: [SRC.yourHome],
  },
  {
    state: 'VIC', nathersZones: [60, 62], ncc: 6,
    fact: "Melbourne is zone 6, and Melbourne's northern/western suburbs are NatHERS zone 60 (Tullamarine) and its south-eastern suburbs zone 62 (Moorabbin)",
    sources: [SRC.capitals, SRC.actZone, SRC.nathers],
  },
];

/** NCC zones that a sourced fact rules out in a state. */
export const EXCLUDED_ZONES: ReadonlyArray<{ state: StateCode; ncc: readonly number[]; fact: string; sources: readonly string[] }> = [
  { state: 'QLD', ncc: [4, 6, 7, 8], fact: 'Queensland has zones 1, 2, 3 and 5 only ("there is no zone 4 in Queensland")', sources: [SRC.qld] },
  { state: 'SA', ncc: [1, 2, 3, 7, 8], fact: 'South Australia has zones 4, 5 and 6', sources: [SRC.sa] },
];

/** Postcodes whose derived value a fact contradicts: withheld (NCC zone unknown). */
export const WITHHELD_POSTCODES: ReadonlyArray<{ postcode: string; state: StateCode; reason: string; sources: readonly string[] }> = [
  {
    postcode: '4370', state: 'QLD',
    reason: 'Warwick is on the Darling Downs, which Queensland lists as zone 5, while its NatHERS zone (9, Amberley) maps to zone 2 elsewhere',
    sources: [SRC.qld],
  },
];

type Evidence = { loc: CuratedLocality; ncc: number };
type Decision =
  | { kind: 'none' }
  | { kind: 'unanimous' | 'majority' | 'reference' | 'single' | 'conflicting'; ncc: number | null; evidence: Evidence[] };

function stationName(zoneName: string): string {
  return normalise(zoneName.replace(/\(.*?\)/g, '').replace(/\b(RO|RAAF|AP|Village)\b/g, ''));
}

function isReference(loc: CuratedLocality, zoneName: string): boolean {
  const station = stationName(zoneName);
  const name = normalise(loc.name.replace(/\(.*?\)/g, ''));
  return station.length > 0 && (name === station || name.startsWith(`${station} `));
}

/** What the curated localities say about one NatHERS zone (within one state, or in all states). */
function decide(evidence: Evidence[], zoneName: string): Decision {
  if (evidence.length === 0) return { kind: 'none' };
  const counts = new Map<number, number>();
  for (const e of evidence) counts.set(e.ncc, (counts.get(e.ncc) ?? 0) + 1);
  const [top, topCount] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [0, 0];
  if (counts.size === 1) {
    if (evidence.length >= 2) return { kind: 'unanimous', ncc: top, evidence };
    const only = evidence[0];
    if (only && isReference(only.loc, zoneName)) return { kind: 'reference', ncc: top, evidence };
    return { kind: 'single', ncc: top, evidence };
  }
  if (topCount * 3 >= evidence.length * 2 && topCount >= 2) return { kind: 'majority', ncc: top, evidence };
  return { kind: 'conflicting', ncc: null, evidence };
}

const DECISIVE = new Set(['unanimous', 'majority', 'reference']);

function describe(d: Decision): string {
  if (d.kind === 'none') return '';
  return d.evidence.map((e) => `${e.loc.name} ${e.loc.state} ${e.loc.postcode}: NCC ${e.ncc}`).join('; ');
}

function factFor(state: StateCode, zone: number): ZoneFact | undefined {
  return (
    ZONE_FACTS.find((f) => f.state === state && f.nathersZones !== 'all' && f.nathersZones.includes(zone)) ??
    ZONE_FACTS.find((f) => f.state === state && f.nathersZones === 'all')
  );
}

/** Builds the mapping rows (sorted by NatHERS zone, state; postcode overrides last). */
export function buildZoneMap(tables: SourceTables): ZoneMapRow[] {
  const statesByPostcode = new Map<string, Set<StateCode>>();
  for (const r of tables.postcodeRows) {
    const set = statesByPostcode.get(r.postcode) ?? new Set<StateCode>();
    set.add(r.state);
    statesByPostcode.set(r.postcode, set);
  }
  const keys = new Set<string>();
  for (const [postcode, zone] of tables.nathersByPostcode) {
    for (const state of statesByPostcode.get(postcode) ?? []) keys.add(`${zone}|${state}`);
  }
  for (const l of tables.localities) if (l.nathers !== null) keys.add(`${l.nathers}|${l.state}`);

  const evidence = (zone: number, state?: StateCode): Evidence[] =>
    tables.localities
      .filter((l) => l.nathers === zone && l.ncc !== null && (state === undefined || l.state === state))
      .map((l) => ({ loc: l, ncc: l.ncc ?? 0 }));

  const rows: ZoneMapRow[] = [];
  const sorted = [...keys]
    .map((k) => k.split('|') as [string, StateCode])
    .map(([z, s]) => [Number(z), s] as const)
    .sort((a, b) => a[0] - b[0] || STATES.indexOf(a[1]) - STATES.indexOf(b[1]));
  for (const [zone, state] of sorted) {
    const zoneName = tables.zoneNames.get(zone) ?? '';
    const inState = decide(evidence(zone, state), zoneName);
    const inZone = decide(evidence(zone), zoneName);
    const fact = factFor(state, zone);
    let ncc: number | null = null;
    let basis: string;
    let ev = describe(inState);
    const sources: string[] = [];
    if (inState.kind !== 'none' && DECISIVE.has(inState.kind)) {
      ncc = inState.ncc;
      basis = `localities-${inState.kind}`;
      if (fact && fact.ncc !== ncc) basis = 'CONFLICT-with-fact';
      else if (fact) basis += '+fact';
    } else if (inState.kind === 'single') {
      if (fact && fact.ncc === inState.ncc) {
        ncc = inState.ncc;
        basis = 'locality+fact';
      } else if (!fact && DECISIVE.has(inZone.kind) && inZone.kind !== 'none' && inZone.ncc === inState.ncc) {
        ncc = inZone.ncc;
        basis = `zone-localities-${inZone.kind}`;
        ev = describe(inZone);
      } else {
        basis = fact ? 'conflicting' : 'insufficient-one-locality';
      }
    } else if (inState.kind === 'conflicting') {
      basis = 'conflicting';
    } else if (fact) {
      ncc = fact.ncc;
      basis = 'fact';
    } else if (inZone.kind !== 'none' && DECISIVE.has(inZone.kind)) {
      ncc = inZone.ncc;
      basis = `zone-localities-${inZone.kind}`;
      ev = describe(inZone);
    } else {
      basis = inZone.kind === 'none' ? 'no-evidence' : 'no-evidence-in-state';
      ev = describe(inZone);
    }
    if (fact && (basis.includes('fact') || basis === 'conflicting')) {
      ev = [ev, `fact: ${fact.fact}`].filter(Boolean).join(' | ');
      sources.push(...fact.sources);
    }
    const excluded = EXCLUDED_ZONES.find((x) => x.state === state && ncc !== null && x.ncc.includes(ncc));
    if (excluded) {
      ev = [ev, `would be ${ncc} but ${excluded.fact}`].filter(Boolean).join(' | ');
      sources.push(...excluded.sources);
      ncc = null;
      basis = 'excluded-by-fact';
    }
    if (ev && !basis.startsWith('fact')) sources.unshift('localities.csv');
    rows.push({ nathersZone: zone, nathersZoneName: zoneName, state, postcode: '', nccZone: ncc, basis, evidence: ev, sources: [...new Set(sources)].join(' ; ') });
  }
  for (const w of WITHHELD_POSTCODES) {
    const zone = tables.nathersByPostcode.get(w.postcode);
    if (zone === undefined) continue;
    rows.push({
      nathersZone: zone, nathersZoneName: tables.zoneNames.get(zone) ?? '', state: w.state, postcode: w.postcode,
      nccZone: null, basis: 'withheld', evidence: w.reason, sources: w.sources.join(' ; '),
    });
  }
  return rows;
}

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function renderZoneMapCsv(rows: readonly ZoneMapRow[]): string {
  const lines = [ZONE_MAP_COLUMNS.join(',')];
  for (const r of rows) {
    lines.push(
      [String(r.nathersZone), r.nathersZoneName, r.state, r.postcode, r.nccZone === null ? '' : String(r.nccZone), r.basis, r.evidence, r.sources]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dataDir = process.argv[2] ?? DEFAULT_DATA_DIR;
  const rows = buildZoneMap(readSourceTables(dataDir));
  writeFileSync(join(dataDir, FILES.zoneMap), renderZoneMapCsv(rows));
  console.log(`wrote ${rows.length} rows to ${join(dataDir, FILES.zoneMap)}`);
}
