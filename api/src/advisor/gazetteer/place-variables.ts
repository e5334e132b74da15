import type { CollectedVariables } from '@energy-advisor/contracts';
import type { NccZoneSource, Place } from './gazetteer-types';

/**
 * The short label of the table a zone came from, as the advisor cites it. A curated
 * (localities.csv) zone is used only where it equals the tables' value (gazetteer-zones.ts), so it
 * cites the table that gives that value: Table A26 in NSW, the map elsewhere.
 */
export function zoneSourceLabel(source: NccZoneSource, state: string): string | undefined {
  switch (source) {
    case 'official-table':
      return 'NSW ESS Table A26';
    case 'locality-table':
      return state === 'NSW' ? 'NSW ESS Table A26' : 'ABCB climate zone map';
    case 'map-single-zone':
    case 'map-mixed':
      return 'ABCB climate zone map';
    case 'none':
      return undefined;
  }
}

/**
 * The collected variables a place sets: location "Name, STATE", state, postcode, nathers_zone and,
 * when a table gives one, climate_zone with its source. A 'map-mixed' zone is only the most likely
 * one: climate_zone_confidence "likely" and climate_zone_alternatives ("6" or "6,7") say so.
 */
export function placeVariables(place: Place): CollectedVariables {
  const variables: CollectedVariables = {
    location: `${place.name}, ${place.state}`,
    state: place.state,
    postcode: place.postcode,
  };
  const source = zoneSourceLabel(place.nccZoneSource, place.state);
  if (place.nccZone !== null && source !== undefined) {
    variables.climate_zone = String(place.nccZone);
    variables.climate_zone_source = source;
    if (place.nccZoneSource === 'map-mixed') {
      variables.climate_zone_confidence = 'likely';
      if (place.nccZoneAlternatives.length > 0) variables.climate_zone_alternatives = place.nccZoneAlternatives.join(',');
    }
  }
  if (place.nathersZone !== null) variables.nathers_zone = String(place.nathersZone);
  return variables;
}
