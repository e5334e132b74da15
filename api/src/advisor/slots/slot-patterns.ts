/**
 * Short answers to the advisor's questions ("two", "gas", "about $15,000"), and the patterns for
 * storeys, star ratings, roof orientation and budget. Order matters: the first match wins.
 */

export type Matcher = readonly [value: string, pattern: RegExp];

/** Words a short answer may start with: "a gas heater", "it's solar", "we have a split system", "we're on gas", "probably two". */
const LEAD_IN = String.raw`^(?:(?:i think|i guess|probably|maybe|just|only|mostly|mainly|currently|it'?s|its|it is|it will be|it'll be|we have|we've got|we got|we use|we'?re on|we are on|it runs on|runs on|on|there'?s|a|an|our|the)\s+)*`;
const answer = (body: string) => new RegExp(`${LEAD_IN}(?:${body})`);

/** Short answers to "Is this a new build or a retrofit?" */
export const PROJECT_TYPE_ANSWERS: readonly Matcher[] = [
  ['new build', answer(String.raw`(new|new one|building new|new construction)\b`)],
  ['retrofit', answer(String.raw`(existing|retrofit|old|older|upgrade|upgrading)\b`)],
  ['renovation', answer(String.raw`(reno|renovation|renovating)\b`)],
  ['extension', answer(String.raw`(extension|extending)\b`)],
];

/** Short answers to "What type of dwelling is it?" */
export const DWELLING_ANSWERS: readonly Matcher[] = [
  ['detached house', answer(String.raw`(house|home|detached|standalone|free ?standing)\b`)],
  // "2 storey house", "3 bedroom brick home", "old weatherboard house"
  ['detached house', /^(?:[\w'-]+\s+){1,4}(house|home)\b[\s.!]*$/],
];

const STOREY_WORD = String.raw`[- ]?(storeys?|stor(?:y|ies)|levels?)\b`;
export const STOREYS: readonly Matcher[] = [
  ['1', new RegExp(String.raw`\b(single|one|1)${STOREY_WORD}`)],
  ['2', new RegExp(String.raw`\b(double|two|2)${STOREY_WORD}`)],
  ['3', new RegExp(String.raw`\b(three|triple|3)${STOREY_WORD}`)],
];

/** Short answers to "How many storeys does it have?" */
export const STOREY_ANSWERS: readonly Matcher[] = [
  ['1', answer(String.raw`(1|one|single|just the one|just one)\b`)],
  ['2', answer(String.raw`(2|two|double)\b`)],
  ['3', answer(String.raw`(3|three|triple)\b`)],
];

/** Short answers to "How is the home heated?" */
export const HEATING_ANSWERS: readonly Matcher[] = [
  ['reverse-cycle', answer('reverse[- ]cycle|split|air ?con|heat pump|ducted reverse')],
  ['gas', answer('gas|ducted gas')],
  ['wood', answer('wood|fireplace|open fire|slow combustion')],
  ['electric', answer('(electric|oil|panel|bar|fan|column) ?(heaters?)?')],
  ['none', /^(none|nothing|no heating|we don'?t (have|need) (any )?heating)\b/],
];

/** Short answers to "What kind of hot water system?" */
export const HOT_WATER_ANSWERS: readonly Matcher[] = [
  ['heat pump', answer('heat pump')],
  ['solar', answer('solar')],
  ['gas', answer('gas|instantaneous gas|continuous flow|instantaneous')],
  ['electric', answer('electric|storage|off[- ]peak')],
];

const DIRECTIONS = String.raw`(north[- ]?east|north[- ]?west|south[- ]?east|south[- ]?west|north|south|east|west)`;
export const ROOF_ORIENTATION = new RegExp(
  `\\b(roof|roofs|roof line|panels would)\\b[^.?!]{0,20}\\b(faces?|facing|oriented|points?)\\s+(to the\\s+)?${DIRECTIONS}\\b|\\b${DIRECTIONS}[- ]facing\\s+(roof|side of the roof)`,
);
export const DIRECTION_ANSWER = new RegExp(`^(mostly |mainly |it faces |faces )?${DIRECTIONS}\\b`);

/**
 * "currently 5 stars", "rated 4.5 stars", "it's a 3 star home", "about 4 stars" — not "get to 7 stars"
 * and not "contact me about a 7 star rating" (a topic, not a rating). Global: every mention is checked.
 */
export const CURRENT_STARS =
  /\b(?:currently|rated|rating (?:is|of)|it'?s|has|is|got)\s+(?:(?:a|an|only|just|about|around|roughly)\s+)*(\d{1,2}(?:\.\d)?)[- ]?stars?\b|\b(?:about|around|roughly)\s+(\d{1,2}(?:\.\d)?)[- ]?stars?\b/g;
/** Words that make a star figure a goal or a rule rather than the home's rating. */
export const STAR_GOAL = /\b(target|goal|aim|aiming|want|wants|need|needs|require[sd]?|requirement|minimum|must|should|plans?|design)\b/;
export const STAR_ANSWER = /^(about |around |maybe |it'?s |a )?(\d{1,2}(?:\.\d)?)([- ]?stars?)?\b/;
export const TARGET_STARS = /\b(get|reach|achieve|aim(ing)? for|target(ing)?|hit|up to|to)\s+(a\s+)?(\d{1,2}(?:\.\d)?)[- ]?stars?\b/;

/** "$20,000", "20k", "budget of 15000" when the message talks about a budget or spending. */
export const BUDGET_CONTEXT = /\b(budget|spend|spending|afford|up to|around|about)\b/;
export const BUDGET_AMOUNT =
  /\$\s?(?<dollars>\d[\d,]*(?:\.\d+)?)\s?(?<dollarsK>k|thousand|grand)?\b|\b(?<amount>\d[\d,]*(?:\.\d+)?)\s?(?<amountK>k|thousand|grand)\b|\b(?<words>\d[\d,]*)\s?(dollars|bucks)\b|\bbudget (of |is |around |about )?(?<budget>\d[\d,]*)\b/;
/** A bare number answering the budget question: "15000", "about 15,000". */
export const BUDGET_ANSWER = /^(about |around |maybe |roughly |up to |probably )?\$?(?<amount>\d[\d,]*)$/;

/** "I don't know", "not sure", "skip": the visitor cannot answer the last question. */
export const UNKNOWN_ANSWER = /^(i )?(don'?t know|do not know|not sure|no idea|unsure|dunno|skip|pass|n\/a|no clue|unknown)\b/;
