import type { CollectedVariables } from '@energy-advisor/contracts';

/** NCC climate zone names, as the ABCB climate zone map gives them. */
export const ZONE_NAMES: Readonly<Record<number, string>> = Object.freeze({
  1: 'high humidity summer, warm winter',
  2: 'warm humid summer, mild winter',
  3: 'hot dry summer, warm winter',
  4: 'hot dry summer, cool winter',
  5: 'warm temperate',
  6: 'mild temperate',
  7: 'cool temperate',
  8: 'alpine',
});

const MAP = 'ABCB climate zone map';

/** The collected zone when it is one of 1-8, else undefined. */
function zoneOf(collected: CollectedVariables): number | undefined {
  const value = collected.climate_zone;
  return value !== undefined && /^[1-8]$/.test(value) ? Number(value) : undefined;
}

const isLikely = (collected: CollectedVariables) => collected.climate_zone_confidence === 'likely';

/**
 * The collected zone in words: "NCC climate zone 7 (cool temperate)", or "most likely NCC climate
 * zone 6 (mild temperate)" when the zone is only the most likely one. Undefined without a zone.
 */
export function describeZone(collected: CollectedVariables): string | undefined {
  const zone = zoneOf(collected);
  if (zone === undefined) return undefined;
  return `${isLikely(collected) ? 'most likely ' : ''}NCC climate zone ${zone} (${ZONE_NAMES[zone]})`;
}

/** "zone 7", "zones 6 and 7", "zones 4, 6 and 7" from "7" / "6,7" / "4,6,7"; undefined when none. */
function alternativesText(value: string | undefined, zone: number): string | undefined {
  const zones = [...new Set((value ?? '').split(',').map((part) => part.trim()))].filter((part) => /^[1-8]$/.test(part) && Number(part) !== zone);
  if (zones.length === 0) return undefined;
  if (zones.length === 1) return `zone ${zones[0]}`;
  return `zones ${zones.slice(0, -1).join(', ')} and ${zones.at(-1)}`;
}

/** "per the ABCB climate zone map", "per NSW ESS Table A26". */
function citation(source: string | undefined): string {
  if (!source) return '';
  return `, per ${source.startsWith('ABCB') ? 'the ' : ''}${source}`;
}

/**
 * The one-line acknowledgement of a place the visitor named, worded as the zone's source allows:
 *  - a single-source zone plainly, citing the source: "Ballarat, VIC is in NCC climate zone 7 (cool
 *    temperate), per the ABCB climate zone map.";
 *  - a zone only most likely (the postcode, or the part of a city, straddles zones, or the sources
 *    disagree), naming the others and pointing to the map:
 *    "Mount Beauty, VIC is most likely in NCC climate zone 7 (cool temperate); parts of this area
 *    are in zone 8 — confirm on the ABCB climate zone map.";
 *  - no zone known: say so and point to the map and the council, never a guess.
 * Undefined when no place (location) was collected.
 */
export function zoneSentence(collected: CollectedVariables): string | undefined {
  const location = collected.location?.trim();
  if (!location) return undefined;
  const zone = zoneOf(collected);
  if (zone === undefined) {
    return `I don't have an NCC climate zone for ${location}; check the ${MAP} or ask your council.`;
  }
  const named = `NCC climate zone ${zone} (${ZONE_NAMES[zone]})`;
  if (!isLikely(collected)) return `${location} is in ${named}${citation(collected.climate_zone_source)}.`;
  const others = alternativesText(collected.climate_zone_alternatives, zone);
  const parts = others ? `parts of this area are in ${others}` : 'it is near a zone boundary';
  return `${location} is most likely in ${named}; ${parts} — confirm on the ${MAP}.`;
}

/**
 * Two places' zones set side by side (the visitor's home and a place they compare it with): whether
 * they share a zone first ("Ballarat, VIC is in NCC climate zone 7 and Melbourne, VIC in zone 6, so the
 * two are in different zones."), then each place's own line with its source. Undefined unless both
 * places have a zone.
 */
export function comparedZones(home: CollectedVariables, other: CollectedVariables): string[] | undefined {
  const [zone, otherZone] = [zoneOf(home), zoneOf(other)];
  if (zone === undefined || otherZone === undefined || !home.location || !other.location) return undefined;
  const verdict =
    zone === otherZone
      ? `${home.location} and ${other.location} are both in NCC climate zone ${zone} (${ZONE_NAMES[zone]}).`
      : `${home.location} is in NCC climate zone ${zone} and ${other.location} in zone ${otherZone}, so the two are in different zones.`;
  return [verdict, zoneSentence(home), zoneSentence(other)].filter((line): line is string => line !== undefined);
}
