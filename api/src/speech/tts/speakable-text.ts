/**
 * The advisor's text as a voice should read it, for any text-to-speech back end: Markdown, links,
 * URLs and emoji removed; units, ratings, dates and abbreviations written as words ("R3.5" → "R
 * three point five", "6.6 kW" → "6.6 kilowatts", "25°C" → "25 degrees", "G'day" → "Good day");
 * every line a sentence, so the voice pauses where a reader would. Plain numbers are left to the
 * voice, which reads them well ("$1,100", "2022", "3.5"). How one engine says a word (flite's
 * respellings) is that engine's business, not this module's.
 */

/** The longest text spoken; longer text is cut at a sentence end before it. */
export const MAX_SPOKEN_CHARACTERS = 4000;

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A whole number from 0 to 999 999 in words, Australian style ("one hundred and five"). */
function wholeNumberWords(value: number): string {
  if (value < 20) return ONES[value] as string;
  if (value < 100) return `${TENS[Math.floor(value / 10)]}${value % 10 ? `-${ONES[value % 10]}` : ''}`;
  if (value < 1000) {
    const rest = value % 100;
    return `${ONES[Math.floor(value / 100)]} hundred${rest ? ` and ${wholeNumberWords(rest)}` : ''}`;
  }
  const rest = value % 1000;
  return `${wholeNumberWords(Math.floor(value / 1000))} thousand${rest ? `${rest < 100 ? ' and' : ''} ${wholeNumberWords(rest)}` : ''}`;
}

/** "3.5" → "three point five", "6.0" → "six", "10" → "ten"; digits as written otherwise. */
export function numberWords(digits: string): string {
  const [whole = '', fraction = ''] = digits.replace(/,/g, '').split('.');
  const value = Number(whole);
  if (!Number.isSafeInteger(value) || value > 999_999) return digits;
  const decimals = /^0*$/.test(fraction) ? '' : ` point ${[...fraction].map((digit) => ONES[Number(digit)]).join(' ')}`;
  return `${wholeNumberWords(value)}${decimals}`;
}

/** A unit symbol after a number: its words for one and for more than one. */
interface Unit {
  one: string;
  many: string;
}
const unit = (one: string, many = `${one}s`): Unit => ({ one, many });

/**
 * Unit symbols, longest first so "kWh" wins over "kW"; matched case-sensitively after a number
 * ("6.6 kW", "28kWh") and, for the unambiguous ones, alone ("each kW of panels").
 */
const UNITS: [symbol: string, unit: Unit, alone: boolean][] = [
  ['W/m²K', unit('watt per square metre kelvin', 'watts per square metre kelvin'), true],
  ['W/m2K', unit('watt per square metre kelvin', 'watts per square metre kelvin'), true],
  ['MJ/m²', unit('megajoule per square metre', 'megajoules per square metre'), true],
  ['MJ/m2', unit('megajoule per square metre', 'megajoules per square metre'), true],
  ['c/kWh', unit('cent per kilowatt hour', 'cents per kilowatt hour'), true],
  ['kWh', unit('kilowatt hour'), true],
  ['MWh', unit('megawatt hour'), true],
  ['Wh', unit('watt hour'), false],
  ['kVA', unit('kilovolt amp'), true],
  ['kWp', unit('kilowatt peak', 'kilowatts peak'), true],
  ['kW', unit('kilowatt'), true],
  ['MW', unit('megawatt'), true],
  ['W', unit('watt'), false],
  ['MJ', unit('megajoule'), true],
  ['GJ', unit('gigajoule'), true],
  ['m²', unit('square metre'), true],
  ['m2', unit('square metre'), false],
  ['sqm', unit('square metre'), true],
  ['m³', unit('cubic metre'), true],
  ['m3', unit('cubic metre'), false],
  ['mm', unit('millimetre'), false],
  ['cm', unit('centimetre'), false],
  ['km', unit('kilometre'), false],
  ['m', unit('metre'), false],
  ['kL', unit('kilolitre'), false],
  ['L', unit('litre'), false],
  ['kg', unit('kilogram'), false],
  ['Pa', unit('pascal'), false],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const UNIT_AFTER_NUMBER = new RegExp(
  String.raw`(${NUMBER})\s?(${UNITS.map(([symbol]) => escape(symbol)).join('|')})(?![\p{L}\p{N}²³])`,
  'gu',
);
const UNIT_ALONE = new RegExp(
  String.raw`(?:(\/\s?)|(?<![\p{L}\p{N}/]))(${UNITS.filter(([, , alone]) => alone).map(([symbol]) => escape(symbol)).join('|')})(?![\p{L}\p{N}²³])`,
  'gu',
);
const UNIT_BY_SYMBOL = new Map(UNITS.map(([symbol, words]) => [symbol, words]));

/**
 * Words written with letters or symbols that voices misread, matched as whole words (case as
 * given). Expansions only: how a voice pronounces the words is its own lexicon's business.
 */
const WORDS: [pattern: RegExp, words: string][] = [
  [/\bG['’]?day\b/gi, 'Good day'],
  [/\be\.g\.(?=\s|$|,)/gi, 'for example'],
  [/\bi\.e\.(?=\s|$|,)/gi, 'that is'],
  [/\betc\./gi, 'et cetera'],
  [/\bapprox\./gi, 'approximately'],
  [/\bincl\./gi, 'including'],
  [/\bvs\.?(?=\s)/gi, 'versus'],
  [/\bp\.a\.(?=\s|$|,)/gi, 'a year'],
  [/\bNatHERS\b/g, 'Nat Hers'],
  [/\bAccuRate\b/g, 'Accurate'],
  [/\bR-value(s?)\b/g, 'R value$1'],
  [/\bU-value(s?)\b/g, 'U value$1'],
  [/\bNSW\b/g, 'New South Wales'],
  [/\b(?:VIC|Vic)\b/g, 'Victoria'],
  [/\b(?:QLD|Qld)\b/g, 'Queensland'],
  [/\bTAS\b/g, 'Tasmania'],
  [/\bWA\b/g, 'Western Australia'],
  [/\bSA\b/g, 'South Australia'],
  [/\bNT\b/g, 'Northern Territory'],
  [/\bACT\b/g, 'A C T'],
  [/\bCO2\b|\bCO₂\b/g, 'C O 2'],
];

/**
 * Letters read one by one: the acronyms the knowledge base uses that a voice would otherwise try
 * to say as a word ("NCC" reads well either way; "LED" and "COP" do not).
 */
const SPELLED = ['NCC', 'ABCB', 'SHGC', 'SHGCw', 'WERS', 'COP', 'EER', 'LED', 'DIY', 'PV', 'EV', 'EVs', 'STC', 'STCs', 'VPP', 'HDD', 'DTS', 'BCA', 'CSIRO', 'BOM', 'LGA', 'CBD', 'ABS', 'HVAC', 'AS/NZS'];
const SPELLED_PATTERN = new RegExp(String.raw`(?<![\p{L}\p{N}])(${SPELLED.map(escape).join('|')})(?![\p{L}\p{N}])`, 'gu');
/** "LED" → "L E D", "EVs" → "E V's", "AS/NZS" → "A S N Z S". */
function spell(acronym: string): string {
  const plural = /[A-Z]s$/.test(acronym);
  const letters = (plural ? acronym.slice(0, -1) : acronym).replace(/\//g, '').toUpperCase();
  return `${[...letters].join(' ')}${plural ? "'s" : ''}`;
}

/** Turns the advisor's Markdown (or any text) into plain sentences a voice reads well. */
export function speakableText(input: string): string {
  let text = markdownToSentences(input);
  text = symbolsToWords(text);
  for (const [pattern, words] of WORDS) text = text.replace(pattern, words);
  text = text.replace(SPELLED_PATTERN, (acronym) => spell(acronym));
  text = ratingsToWords(text);
  text = unitsToWords(text);
  text = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/,\s*([.!?])/g, '$1')
    .replace(/([.!?])(?:\s*[.,;:])+/g, '$1')
    .replace(/^[\s.,;:!?]+/, '')
    .trim();
  return truncate(text === '' || /[.!?]$/.test(text) ? text : `${text}.`);
}

/** Markdown and HTML to plain text, one sentence or more per line, lines joined. */
function markdownToSentences(input: string): string {
  const text = input
    .replace(/\r\n?/g, '\n')
    .replace(/```[\s\S]*?(?:```|$)/g, '\n')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[a-zA-Z][^>]*>/g, ' ')
    // images, then links keep their text; footnote marks go
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]+)\]\((?:[^()]|\([^)]*\))*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, '')
    .replace(/\[\^?\d+\]/g, '')
    // URLs and e-mail-less web addresses are not read out
    .replace(/<?\b(?:https?|ftp):\/\/[^\s<>)\]]*[^\s<>)\].,;:!?'"]>?/gi, ' ')
    .replace(/\bwww\.[^\s<>)\]]*[^\s<>)\].,;:!?'"]/gi, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\p{L}\p{N}*_])[*_](?=\S)([^*_\n]*?\S)[*_](?![\p{L}\p{N}])/gu, '$1$2');

  const sentences: string[] = [];
  for (const raw of text.split('\n')) {
    let line = raw.trim();
    if (/^([-*_]\s*){3,}$/.test(line)) continue;
    if (/^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$/.test(line)) continue;
    line = line
      .replace(/^#{1,6}\s+/, '')
      .replace(/^(>\s*)+/, '')
      .replace(/^([-*+•]|\d{1,3}[.)])\s+/, '')
      .replace(/^\|(.*)\|$/, '$1')
      .replace(/\s*\|\s*/g, ', ')
      .replace(/[*#]+/g, ' ')
      .trim();
    if (line === '') continue;
    sentences.push(/[.!?:;,]$/.test(line) ? line : `${line}.`);
  }
  return sentences.join(' ');
}

/** Up to six words, then an abbreviation in brackets: "Australian Building Codes Board (ABCB)". */
const RESTATED_ABBREVIATION = /((?:[\p{L}-]+\s+){0,5}[\p{L}-]+)\s*\(([A-Za-z]{2,8})\)/gu;

/**
 * Whether the abbreviation in brackets only restates the words before it (their initials, or a
 * unit's words: "a kilowatt (kW)"), so reading it again adds nothing.
 */
function restates(words: string, abbreviation: string): boolean {
  const unitWords = UNIT_BY_SYMBOL.get(abbreviation);
  if (unitWords) return words.toLowerCase().endsWith(unitWords.one) || words.toLowerCase().endsWith(unitWords.many);
  const capitals = abbreviation.replace(/[^A-Z]/g, '');
  if (capitals.length < 2) return false;
  const initials = words
    .split(/[\s-]+/)
    .slice(-capitals.length)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return initials === capitals;
}

/** Symbols, dates and ranges as words. */
function symbolsToWords(input: string): string {
  return (
    input
      .replace(/[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{1F1E6}-\u{1F1FF}\u{E0020}-\u{E007F}\u{FE0F}\u{200D}\u{20E3}]/gu, '')
      .replace(/[‘’]/g, "'")
      .replace(/[“”«»]/g, '"')
      .replace(/…/g, '...')
      .replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (match, year: string, month: string, day: string) => {
        const name = MONTHS[Number(month) - 1];
        return name && Number(day) >= 1 && Number(day) <= 31 ? `${Number(day)} ${name} ${year}` : match;
      })
      .replace(RESTATED_ABBREVIATION, (match: string, words: string, abbreviation: string) =>
        restates(words, abbreviation) ? words : match,
      )
      // ranges of numbers and money: "3-4", "50–70%", "$5k–$10k"
      .replace(/(\d[\d,.]*[%kKmM]?)\s?[-–—]\s?(?=\$?\d|R\d)/g, '$1 to ')
      .replace(/\s*[–—]\s*/g, ', ')
      .replace(/\s+-\s+/g, ', ')
      .replace(/\s*[()[\]{}]\s*/g, ', ')
      .replace(/\$(\d[\d,]*(?:\.\d+)?)\s?([kK]|[mM](?![\p{L}]))(?![\p{L}\p{N}])/gu, (_match, amount: string, scale: string) =>
        `${amount} ${/k/i.test(scale) ? 'thousand' : 'million'} dollars`,
      )
      .replace(/\s*%/g, ' percent')
      .replace(/\s?°\s?C\b/g, ' degrees')
      .replace(/\s?°/g, ' degrees')
      .replace(/\s*&\s*/g, ' and ')
      .replace(/\s*±\s*/g, ' plus or minus ')
      .replace(/(^|\s)[~≈]\s*/g, '$1about ')
      .replace(/\s*≥\s*/g, ' at least ')
      .replace(/\s*≤\s*/g, ' at most ')
      .replace(/\s*(?:→|->)\s*/g, ' to ')
      .replace(/\s+>\s*(?=\$?\d)/g, ' more than ')
      .replace(/\s+<\s*(?=\$?\d)/g, ' less than ')
      .replace(/\s*\+\s*(?=[.,;:!?]|$)/gm, ' plus')
      // a web address named as a source: "data.gov.au"
      .replace(/\b([a-z0-9-]+(?:\.[a-z0-9-]+)*)\.(au|com|org|net)\b/g, (address: string) =>
        address.replace(/\.au$/, ' dot A U').replace(/\./g, ' dot '),
      )
  );
}

/** R-values and star ratings, which voices read as letters and digits: "R3.5", "7-star", "7★". */
function ratingsToWords(input: string): string {
  return input
    .replace(/(?<![\p{L}\p{N}])R\s?(\d+(?:\.\d+)?)(?![\p{L}\p{N}]|\.\d)/gu, (_match, value: string) => `R ${numberWords(value)}`)
    .replace(/(?<![\p{L}\p{N}.])(\d+(?:\.\d+)?)\s?(?:-\s?)?(?:★|stars?\b)/gu, (match, value: string) =>
      `${numberWords(value)} ${/stars\b/.test(match) || (Number(value) !== 1 && match.includes('★')) ? 'stars' : 'star'}`,
    );
}

/**
 * Unit symbols as words: "6.6 kW" → "6.6 kilowatts", "1 kWh" → "1 kilowatt hour", "a 6.6 kW
 * system" → "a 6.6 kilowatt system", "each kW" → "each kilowatt", "kWh/m²" → "kilowatt hour per
 * square metre"; then a slash between two words reads "or" ("heating/cooling").
 */
function unitsToWords(input: string): string {
  return input
    .replace(UNIT_AFTER_NUMBER, (_match, amount: string, symbol: string, offset: number, whole: string) => {
      const words = UNIT_BY_SYMBOL.get(symbol) as Unit;
      // "a 6.6 kW system", "a modelled 13.5 kWh battery": the unit names a kind of thing, singular
      const attributive = /(?:^|\s)an?\s+(?:[\p{L}-]+\s+)?$/iu.test(whole.slice(Math.max(0, offset - 30), offset));
      return `${amount} ${amount === '1' || attributive ? words.one : words.many}`;
    })
    .replace(UNIT_ALONE, (_match, slash: string | undefined, symbol: string) => `${slash ? ' per ' : ''}${(UNIT_BY_SYMBOL.get(symbol) as Unit).one}`)
    .replace(/\s*\/\s*(day|week|month|hour|year|yr|annum)\b/g, (_match, period: string) =>
      period === 'hour' ? ' an hour' : ` a ${period === 'yr' || period === 'annum' ? 'year' : period}`,
    )
    .replace(/\band\/or\b/g, 'and or')
    .replace(/(\p{L}{2,})\/(\p{L}{2,})/gu, '$1 or $2');
}

/** Cuts text longer than {@link MAX_SPOKEN_CHARACTERS} at the last sentence end before the limit. */
function truncate(text: string): string {
  if (text.length <= MAX_SPOKEN_CHARACTERS) return text;
  const cut = text.slice(0, MAX_SPOKEN_CHARACTERS);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  return end > 0 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' ')).trim()}.`;
}
