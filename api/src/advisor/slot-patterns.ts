/** Values the advisor collects, each with the phrases that set it. Order matters: first match wins. */

export type Matcher = readonly [value: string, pattern: RegExp];

export const PROJECT_TYPES: readonly Matcher[] = [
  ['extension', /\b(extension|extending|extend (the|our|my) (house|home)|adding (a|an) (room|storey|level|wing)|add (a|an) (room|storey|level))\b/],
  ['renovation', /\b(renovat\w*|reno\b|remodel\w*)/],
  ['new build', /\b(new[- ]build|new (house|home|dwelling)|building (a|our|my) (new )?(house|home)|build(ing)? from scratch|knock[- ]?down|re-?build(ing)?|about to build|planning to build|going to build|we('re| are) building|i('m| am) building|vacant (block|land))\b/],
  ['retrofit', /\b(retro-?fit\w*|existing (house|home|building|dwelling)|(older|old|current) (house|home)|upgrad\w+ (my|our|the) (existing )?(house|home)|we (already )?(live|own)|house we (live in|own|bought))\b/],
];

/** Short answers to "Is this a new build or a retrofit?" */
export const PROJECT_TYPE_ANSWERS: readonly Matcher[] = [
  ['new build', /^(a )?(new|new one|building new|new construction)\b/],
  ['retrofit', /^(an? )?(existing|retrofit|old|older|upgrade|upgrading)\b/],
  ['renovation', /^(a )?(reno|renovation|renovating)\b/],
  ['extension', /^(an? )?(extension|extending)\b/],
];

export const DWELLING_TYPES: readonly Matcher[] = [
  ['granny flat', /\b(granny flat|secondary dwelling|ancillary dwelling)\b/],
  ['duplex', /\b(duplex|dual occupancy|dual[- ]occ)\b/],
  ['townhouse', /\b(town ?house|terrace( house)?|row house|villa unit|semi[- ]detached)\b/],
  ['apartment', /\b(apartment|unit\b|(a|my|our) flat\b|condo)/],
  ['detached house', /\b(detached|free[- ]?standing|stand[- ]?alone (house|home)|single (family )?(house|home|dwelling)|family home)\b/],
];

/** Short answers to "What type of dwelling is it?" */
export const DWELLING_ANSWERS: readonly Matcher[] = [
  ['detached house', /^(a |it'?s a |its a )?(house|home|detached|standalone|free ?standing)\b/],
];

export const STOREYS: readonly Matcher[] = [
  ['1', /\b(single|one|1)[- ]?(storey|story|level)\b|\bsingle[- ]level\b/],
  ['2', /\b(double|two|2)[- ]?(storey|story|level)\b|\btwo[- ]levels?\b/],
  ['3', /\b(three|triple|3)[- ]?(storey|story|level)\b/],
];

/** A statement about what the home has (not a question about options). */
const HAS = String.raw`(we have|we've got|we got|i have|i've got|currently|at the moment|right now|existing|our|my|we use|we're using|running on|heated by|it has|it's|its|there's|have an?|got an?|plan(ning)? (to use|on)|going with|want|will (use|have|install))`;

export const HEATING_FUELS: readonly Matcher[] = [
  ['reverse-cycle', new RegExp(`${HAS}[^.?!]{0,40}\\b(reverse[- ]cycle|split system|ducted (air ?con|air conditioning|reverse)|heat pump (heating|air ?con))`)],
  ['gas', new RegExp(`${HAS}[^.?!]{0,40}\\b(gas (heat\\w*|space heat\\w*|log fire|wall furnace)|ducted gas)`)],
  ['wood', new RegExp(`${HAS}[^.?!]{0,40}\\b(wood (fire|heater|stove|burner)|fireplace|slow combustion)`)],
  ['electric', new RegExp(`${HAS}[^.?!]{0,40}\\b((electric|oil|panel|bar|fan|column) heaters?|electric heating)`)],
];

/** Short answers to "How is the home heated?" */
export const HEATING_ANSWERS: readonly Matcher[] = [
  ['reverse-cycle', /^(reverse[- ]cycle|split|air ?con|heat pump|ducted reverse)/],
  ['gas', /^(gas|ducted gas)/],
  ['wood', /^(wood|fireplace|a fireplace)/],
  ['electric', /^(electric|oil|panel|bar) ?(heaters?)?/],
  ['none', /^(none|nothing|no heating)\b/],
];

export const HOT_WATER: readonly Matcher[] = [
  ['heat pump', new RegExp(`${HAS}[^.?!]{0,30}\\bheat pump (hot water|water heater|system)`)],
  ['solar', new RegExp(`${HAS}[^.?!]{0,30}\\bsolar (hot water|water heater|thermal)`)],
  ['gas', new RegExp(`${HAS}[^.?!]{0,30}\\bgas (hot water|storage|instantaneous|continuous[- ]flow|water heater)`)],
  ['electric', new RegExp(`${HAS}[^.?!]{0,30}\\belectric (hot water|storage|tank|water heater)`)],
];

/** Short answers to "What kind of hot water system?" */
export const HOT_WATER_ANSWERS: readonly Matcher[] = [
  ['heat pump', /^(a )?heat pump/],
  ['solar', /^(a )?solar/],
  ['gas', /^(a )?(gas|instantaneous gas|continuous flow)/],
  ['electric', /^(an? )?(electric|storage|off[- ]peak)/],
];

const DIRECTIONS = String.raw`(north[- ]?east|north[- ]?west|south[- ]?east|south[- ]?west|north|south|east|west)`;
export const ROOF_ORIENTATION = new RegExp(
  `\\b(roof|roofs|roof line|panels would)\\b[^.?!]{0,20}\\b(faces?|facing|oriented|points?)\\s+(to the\\s+)?${DIRECTIONS}\\b|\\b${DIRECTIONS}[- ]facing\\s+(roof|side of the roof)`,
);
export const DIRECTION_ANSWER = new RegExp(`^(mostly |mainly |it faces |faces )?${DIRECTIONS}\\b`);

/** "currently 5 stars", "rated 4.5 stars", "it's a 3 star home" — not "get to 7 stars". */
export const CURRENT_STARS =
  /\b(currently|rated|rating (is|of)|it'?s|has|is|got|about|around)\s+(a|an|only|just)?\s*(\d{1,2}(?:\.\d)?)[- ]?stars?\b/;
export const STAR_ANSWER = /^(about |around |maybe |it'?s |a )?(\d{1,2}(?:\.\d)?)([- ]?stars?)?\b/;
export const TARGET_STARS = /\b(get|reach|achieve|aim(ing)? for|target(ing)?|hit|up to|to)\s+(a\s+)?(\d{1,2}(?:\.\d)?)[- ]?stars?\b/;

/** "$20,000", "20k", "budget of 15000" when the message talks about a budget or spending. */
export const BUDGET_CONTEXT = /\b(budget|spend|spending|afford|up to|around|about)\b/;
export const BUDGET_AMOUNT = /\$\s?(\d[\d,]*(?:\.\d+)?)\s?(k|thousand)?\b|\b(\d[\d,]*)\s?(k|thousand)\b|\bbudget (of |is |around |about )?(\d[\d,]*)\b/;

/** "I don't know", "not sure", "skip": the visitor cannot answer the last question. */
export const UNKNOWN_ANSWER = /^(i )?(don'?t know|do not know|not sure|no idea|unsure|dunno|skip|pass|n\/a|no clue|unknown)\b/;
