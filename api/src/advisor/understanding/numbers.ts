/**
 * Amounts written in words or run together with their unit, as the articles write them: "six point six
 * kilowatt system" is "6.6 kw system", "twenty kilowatt hours a day" is "20 kwh a day", "6.6kW" is
 * "6.6 kw". A number word is read as a number only before a unit (or "point"): "one of those heat
 * pumps" keeps its "one".
 */

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const WORD = `(?:(?:${TENS.join('|')})(?:[- ](?:${UNITS.slice(1, 10).join('|')}))?|${UNITS.join('|')})`;
/** Words an amount is counted in ("kilowatt", "stars", "grand", "degrees", "percent"). */
const UNIT_WORDS = String.raw`kilowatt|kilowatts|kw|kwh|watts?|stars?|star|grand|thousand|hundred|degrees?|percent|per cent|years?|bedrooms?|bed|square|metres?|litres?|panels?|storeys?|m2|mm`;

const SPELLED = new RegExp(String.raw`\b(${WORD})(?: point (${WORD}))?(?=[- ](?:${UNIT_WORDS})\b)`, 'g');
/** "Six and a half stars", "6 and a half kW": a half after a number before a unit. */
const AND_A_HALF = new RegExp(String.raw`\b(\d+|${WORD}) and a half(?=[- ](?:${UNIT_WORDS})\b)`, 'g');
const RUN_TOGETHER = /(\d)(kwh|kw|kva|w|m2|mm|l)\b/g;

function value(word: string): number {
  const [tens = '', unit = ''] = word.split(/[- ]/);
  const alone = UNITS.indexOf(tens);
  if (alone >= 0) return alone;
  return (TENS.indexOf(tens) + 2) * 10 + Math.max(0, UNITS.indexOf(unit));
}

/** The lower-cased text with amounts in digits and units apart from them. */
export function amountsAsDigits(text: string): string {
  return text
    .replace(AND_A_HALF, (_, whole: string) => `${/^\d+$/.test(whole) ? whole : value(whole)}.5`)
    .replace(SPELLED, (_, whole: string, fraction: string | undefined) => (fraction === undefined ? String(value(whole)) : `${value(whole)}.${value(fraction)}`))
    .replace(/\bkilowatt[- ]hours?\b/g, 'kwh')
    .replace(/\b(\d+(?:\.\d+)?) ?kilowatts?\b/g, '$1 kw')
    .replace(RUN_TOGETHER, '$1 $2');
}

/** One climate zone named by its number: "climate zone 6", "zone 6". */
export const ZONE_NUMBER = /\bzone ([1-8])\b/;
