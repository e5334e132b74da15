/**
 * The values the advisor stores for each enumerated collected variable, besides "unknown" (a
 * visitor's "not sure"). Slot filling produces only these; an AI back end's structured output is
 * asked for them and checked against them; the eval's cases are validated with them.
 */

/** The Australian states and territories, as `state` holds them. */
export const STATE_CODES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'NT', 'ACT'] as const;

export const VARIABLE_VALUES = {
  state: STATE_CODES,
  project_type: ['new build', 'retrofit', 'renovation', 'extension'],
  tenure: ['owner', 'renter'],
  dwelling_type: ['detached house', 'townhouse', 'apartment', 'duplex', 'granny flat'],
  storeys: ['1', '2', '3'],
  heating_fuel: ['gas', 'reverse-cycle', 'wood', 'electric', 'none'],
  hot_water_fuel: ['gas', 'electric', 'heat pump', 'solar'],
  roof_orientation: ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'],
} as const satisfies Record<string, readonly string[]>;
