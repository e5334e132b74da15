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

const DIRECTIONS = String.raw`(north[- ]?east|north[- ]?west|south[- ]?east|south[- ]?west|north|south|east|west)`;
export const ROOF_ORIENTATION = new RegExp(
  `\\b(roof|roofs|roof line|panels would)\\b[^.?!]{0,20}\\b(faces?|facing|oriented|points?)\\s+(to the\\s+)?(?:(?:pretty much|mostly|mainly|roughly|about|more or less|almost|due|true|basically)\\s+)?${DIRECTIONS}\\b|\\b${DIRECTIONS}[- ]facing\\s+(roof|side of the roof)` +
    // "our solar's on the west side of the roof", "the panels are on the north face"
    `|\\b(?:solar|panels?|array|pv)(?:'s| is| are)?\\s+(?:all\\s+|mostly\\s+)?on\\s+the\\s+(?<side>${DIRECTIONS.slice(1, -1)})(?:[- ]facing)?\\s+(?:side|face|slope|pitch|part|bit|half|roof)\\b` +
    `|\\b(?<face>${DIRECTIONS.slice(1, -1)})\\s+(?:side|face|slope|pitch)\\s+of\\s+(?:the|our|my)\\s+roof\\b` +
    // "a 7kW north-facing solar system", "our east facing panels"
    `|\\b(?<facing>${DIRECTIONS.slice(1, -1)})[- ]facing\\s+(?:\\d+(?:\\.\\d+)?\\s?kw\\s+)?(?:solar|panels?|array|pv)\\b` +
    // "our panels face north on the garage roof"
    `|(?<!\\b(?:should|would|could|can|do|does|will|must|to|if)\\s+(?:the\\s+|our\\s+|my\\s+)?)\\b(?:solar|panels?|array|pv)(?:'s| is| are)?\\s+(?:all\\s+|mostly\\s+)?(?:faces?|facing|points?|pointed|oriented)\\s+(?:to the\\s+)?(?<panels>${DIRECTIONS.slice(1, -1)})\\b`,
);
export const DIRECTION_ANSWER = new RegExp(`^(mostly |mainly |it faces |faces )?${DIRECTIONS}\\b`);
/** Compass abbreviations answering the roof question: "NW", "n.e.", "sth". */
export const DIRECTION_SHORT: ReadonlyMap<string, string> = new Map([
  ['n', 'north'], ['nth', 'north'], ['s', 'south'], ['sth', 'south'], ['e', 'east'], ['w', 'west'],
  ['ne', 'north-east'], ['nw', 'north-west'], ['se', 'south-east'], ['sw', 'south-west'],
]);

/**
 * "currently 5 stars", "rated 4.5 stars", "it's a 3 star home", "about 4 stars" — not "get to 7 stars"
 * and not "contact me about a 7 star rating" (a topic, not a rating). Global: every mention is checked.
 */
export const CURRENT_STARS =
  /\b(?:currently|rated(?: at)?|rating (?:is|of)|it'?s|has|is|got|came (?:back|in|out)(?: (?:at|as|with))?|came (?:at|as|with)|(?:report|certificate|assessment|rating)\b[^.?!]{0,30}?(?:landed|arrived|came through|is in|came)\b[^.?!]{0,20}?:|comes (?:back |in |out )?(?:at|as)|coming (?:in|out|back) at|sitting at|sits at|scored|scores|(?:only |just )?rates?|achieved|assessed at|says|said|only|at(?=\s+\d\.\d))\s+(?:(?:a|an|only|just|about|around|roughly)\s+)*(\d{1,2}(?:\.\d)?)[- ]?stars?\b|\b(?:about|around|roughly)\s+(\d{1,2}(?:\.\d)?)[- ]?stars?\b|\b(?:nathers|star|energy) rating (?:is|of) (?:(?:a|an|only|just|about|around|roughly)\s+)*(\d{1,2}(?:\.\d)?)\b|\b(?:assessor|assessment|rating|report|certificate)\b[^.?!,]{0,10}\b(?:gave|gives|given|awarded)\b[^.?!,]{0,30}?\s(\d(?:\.\d)?)[- ]?stars?\b|\b(?:rating|rated|score|certificate|cert|assessment|assessor|(?:energy|nathers|star) report)\b[^.?!,]{0,25}?\b(?:came (?:back |in )?(?:at|as|with)|comes (?:back |in )?(?:at|as)|is|of|says|saying|said|shows|showing|sitting at|sits at|at|gave (?:us|it) an?)\s+(?:(?:a|an|only|just|about|around|roughly)\s+)*(\d(?:\.\d)?)(?!\d|\.\d|\s?(?:kw|m|metres?|%|years?|c\b))/g;
/** Words that make a star figure a goal or a rule rather than the home's rating. */
export const STAR_GOAL = /\b(target|goal|aim|aiming|want|wants|need|needs|require[sd]?|requirement|minimum|must|should|plans?|design)\b/;
export const STAR_ANSWER = /^(about |around |maybe |it'?s |a |rated |rated at )?(\d{1,2}(?:\.\d)?)([- ]?stars?)?\b/;
export const TARGET_STARS = /\b(get|reach|achieve|aim(ing)? for|target(ing)?|hit|up to|to)\s+(a\s+)?(\d{1,2}(?:\.\d)?)[- ]?stars?\b/;

/** "$20,000", "20k", "budget of 15000" when the message talks about a budget or spending. */
export const BUDGET_CONTEXT = /\b(budget|spend|spending|afford|up to|around|about|roughly|maybe|grand|saved|savings|kitty|to play with|set aside|put aside|to throw at|to put towards?|to chuck at|all up|\d+k? (kitchen|bathroom|reno|renovation|extension))\b/;
export const BUDGET_AMOUNT =
  /\$\s?(?<dollars>\d[\d,]*(?:\.\d+)?)\s?(?<dollarsK>k|thousand|grand)?\b|\b(?<amount>\d[\d,]*(?:\.\d+)?)\s?(?<amountK>k|thousand|grand)\b|\b(?<words>\d[\d,]*)\s?(dollars|bucks)\b|\bbudget (of |is |around |about )?(?<budget>\d[\d,]*)\b|\b(?<kept>\d{1,3}(?:,\d{3})+|\d{4,})\s(?:to spend|to play with|saved|put aside|set aside|in the kitty)\b/;
/** A bare number answering the budget question: "15000", "about 15,000". */
export const BUDGET_ANSWER = /^(about |around |maybe |roughly |up to |probably )?\$?(?<amount>\d[\d,]*)$/;

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const NUMBER_WORDS = new RegExp(`\\b(?:(${TENS.slice(2).join('|')})(?:[- ](${UNITS.slice(1, 10).join('|')}))?|(${UNITS.join('|')}))\\b`, 'g');

/** Numbers written as words, as digits: "fifteen grand" → "15 grand", "twenty-five thousand" → "25 thousand", "three stars" → "3 stars". */
export function spelledNumbers(text: string): string {
  return text.replace(NUMBER_WORDS, (_, tens: string | undefined, unit: string | undefined, alone: string | undefined) =>
    String(alone !== undefined ? UNITS.indexOf(alone) : TENS.indexOf(tens ?? '') * 10 + (unit ? UNITS.indexOf(unit) : 0)),
  );
}

/** "I don't know", "not sure", "skip": the visitor cannot answer the last question. */
export const UNKNOWN_ANSWER = /^(i )?(don'?t know|do not know|not sure|no idea|unsure|dunno|skip|pass|n\/a|no clue|unknown)\b/;
