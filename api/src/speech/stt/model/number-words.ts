/**
 * Numbers as people say them: "2022" as a year, "1,300" as a cardinal, "6.3" digit by digit after
 * the point, "3rd" as an ordinal. The language model and the speech evaluation's references both
 * read written numbers through these, so a spoken "seven star" matches a written "7-star".
 */

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: ReadonlyArray<readonly [number, string]> = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
];

const ORDINAL_WORDS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

/** Below one hundred, "twenty one". */
function belowHundred(value: number): string[] {
  if (value < 20) return [ONES[value] as string];
  const tens = TENS[Math.floor(value / 10)] as string;
  const ones = value % 10;
  return ones === 0 ? [tens] : [tens, ONES[ones] as string];
}

/** Below one thousand, Australian style: "three hundred and twenty". */
function belowThousand(value: number): string[] {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const words = hundreds > 0 ? [ONES[hundreds] as string, 'hundred'] : [];
  if (rest > 0) {
    if (hundreds > 0) words.push('and');
    words.push(...belowHundred(rest));
  }
  return words;
}

/** A whole number as words: 1300 → "one thousand three hundred". Non-negative safe integers only. */
export function cardinalWords(value: number): string[] {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole number: ${value}`);
  if (value === 0) return ['zero'];
  const words: string[] = [];
  let rest = value;
  for (const [size, name] of SCALES) {
    if (rest >= size) {
      words.push(...cardinalWords(Math.floor(rest / size)), name);
      rest %= size;
    }
  }
  if (rest > 0) {
    if (words.length > 0 && rest < 100) words.push('and');
    words.push(...belowThousand(rest));
  }
  return words;
}

/** A year: 2022 → "twenty twenty two", 2005 → "two thousand and five", 1990 → "nineteen ninety". */
export function yearWords(value: number): string[] {
  const century = Math.floor(value / 100);
  const rest = value % 100;
  if (value >= 2000 && value < 2010) return rest === 0 ? ['two', 'thousand'] : ['two', 'thousand', 'and', ...belowHundred(rest)];
  if (rest === 0) return [...belowHundred(century), 'hundred'];
  if (rest < 10) return [...belowHundred(century), 'oh', ONES[rest] as string];
  return [...belowHundred(century), ...belowHundred(rest)];
}

/** An ordinal: 3 → "third", 21 → "twenty first". */
export function ordinalWords(value: number): string[] {
  const words = cardinalWords(value);
  const last = words[words.length - 1] as string;
  const ordinal = ORDINAL_WORDS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...words.slice(0, -1), ordinal];
}

/**
 * A written number as words: "1,300" → one thousand three hundred; "6.3" → six point three;
 * "0.25" → zero point two five; "2022" → a year when `asYear`. Returns null for anything else.
 */
export function numberWords(written: string, { asYear = false } = {}): string[] | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(written);
  if (!match) return null;
  const whole = match[1] as string;
  const fraction = match[2];
  const value = Number(whole.replaceAll(',', ''));
  if (!Number.isSafeInteger(value)) return null;
  const isYear = asYear && fraction === undefined && !whole.includes(',') && value >= 1900 && value <= 2099;
  const words = isYear ? yearWords(value) : cardinalWords(value);
  if (fraction !== undefined) words.push('point', ...[...fraction].map((digit) => ONES[Number(digit)] as string));
  return words;
}
