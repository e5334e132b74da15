import { memoize, textKey } from '../memo';

/** Words that carry no meaning for retrieval or passage scoring. */
const STOPWORDS = new Set(
  (
    'a an and are as at be been but by can could do does for from had has have how i if in into is it its ' +
    'me my of on or our should so that the their them then there these they this to us was we what when ' +
    'where which who why will with would you your yours im ive id want need like get know tell about ' +
    'good best any some much more most also just really please help option options thing things way ' +
    'go goes going gone went think thinking thought reckon'
  ).split(' '),
);

/** Light stemming so "windows"/"window" and "insulated"/"insulation" meet. */
export function stem(word: string): string {
  let base = word;
  // the plural first, so "ceilings" and "ceiling" (and "buildings", "building") end up the same
  if (base.length > 4 && base.endsWith('ies')) base = `${base.slice(0, -3)}y`;
  else if (base.length > 4 && /(ch|sh|x|ss)es$/.test(base)) base = base.slice(0, -2);
  else if (base.length > 3 && base.endsWith('s') && !base.endsWith('ss')) base = base.slice(0, -1);
  if (base.length > 5 && base.endsWith('ing')) base = base.slice(0, -3);
  else if (base.length > 5 && base.endsWith('ed') && !base.endsWith('eed')) base = base.slice(0, -2);
  // a final e goes too, so "size", "sizing" and "sized" (and "rate", "rating") meet
  if (base.length >= 4 && base.endsWith('e')) base = base.slice(0, -1);
  return base;
}

/** The longest text whose terms are remembered (a knowledge-base passage is shorter). */
const TERMS_MAX_CHARS = 20_000;

/** Number words written as digits, so "seven stars" and "7 stars" meet. */
const NUMBER_WORDS = new Map(Object.entries({ two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10' }));

/**
 * The meaningful, stemmed terms of a text, remembered (the least recently used dropped first): the
 * texts read most, knowledge-base passages and titles, are tokenised once. Shared: callers must not
 * change the result.
 */
export const terms: (text: string) => readonly string[] = memoize(tokenise, { max: 20_000, key: textKey(TERMS_MAX_CHARS) });

/**
 * The text's words (runs of letters, digits and dots, apostrophes dropped: "don't" is "dont"), in lower
 * case, dots trimmed from their ends, number words as digits; single letters and stopwords left out,
 * before and after stemming. One pass over the text: every question and passage is read through here.
 */
function tokenise(text: string): string[] {
  const lower = text.toLowerCase();
  const found: string[] = [];
  let word = '';
  for (let index = 0; index <= lower.length; index += 1) {
    const code = index < lower.length ? lower.charCodeAt(index) : 32;
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 46) word += lower[index];
    else if (code === 39 || code === 0x2019) continue;
    else if (word.length > 0) {
      addTerm(found, word);
      word = '';
    }
  }
  return found;
}

function addTerm(found: string[], raw: string): void {
  let start = 0;
  let end = raw.length;
  while (start < end && raw.charCodeAt(start) === 46) start += 1;
  while (end > start && raw.charCodeAt(end - 1) === 46) end -= 1;
  if (end === start) return;
  const trimmed = start > 0 || end < raw.length ? raw.slice(start, end) : raw;
  const word = NUMBER_WORDS.get(trimmed) ?? trimmed;
  if ((word.length === 1 && !/\d/.test(word)) || STOPWORDS.has(word)) return;
  const stemmed = stem(word);
  if (!STOPWORDS.has(stemmed)) found.push(stemmed);
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** Everyday words mapped to the words the articles use (added to a query, for retrieval and passages). */
export const SYNONYMS: Record<string, string> = {
  aircon: 'air conditioner',
  'air con': 'air conditioner',
  ac: 'air conditioner',
  bills: 'running costs energy bills',
  bill: 'running costs energy bills',
  cheaper: 'costs',
  cost: 'costs prices',
  price: 'costs prices',
  // a price asked in everyday words ("how many grand are we talking?", "what'll that set us back?")
  'how many (grand|thousand|k|bucks|dollars)|how much (are|r|is) (we|you|u|it) talking|(be )?up for to|set (us|me|you) back|(fork|shell)\\w* out': 'costs prices',
  glazing: 'glazing windows',
  'double glazed': 'double glazing',
  panels: 'solar panels pv',
  pv: 'solar pv',
  kw: 'kw output',
  kwh: 'kwh output',
  produce: 'output',
  generate: 'output',
  cold: 'heating winter',
  // keeping a home warm is about keeping heat in: insulation, sealing, efficient heating
  warm: 'heating winter insulation draught',
  warmer: 'heating winter insulation draught',
  'heating bills?': 'space heating reverse cycle draught sealing',
  noisy: 'noise loud',
  noise: 'loud',
  loud: 'noise',
  frost: 'cold climate',
  frosty: 'cold climate frost',
  freezing: 'cold climate frost',
  'hot(?! water)': 'cooling summer',
  mould: 'condensation mould',
  mold: 'condensation mould',
  draft: 'draught',
  drafts: 'draughts',
  drafty: 'draughty',
  batts: 'insulation batts',
  rating: 'star rating nathers',
  stars: 'star rating nathers',
  size: 'sizing oversize',
  'old(er)? (house|home|place)': 'existing home retrofit',
  requirement: 'minimum required',
  requirements: 'minimum required',
  mandatory: 'minimum required',
  cop: 'coefficient performance',
  quote: 'assessment',
  // taking old insulation out is its removal; a solar "setup" is its system, a kilowatt its kW
  '(rip|ripping|tear|tearing|pull|pulling|take|taking) (them|it|the old [a-z]+|old [a-z]+) out|get(ting)? rid of|remov(e|ing)': 'removal removed',
  setup: 'system',
  'kilowatts?': 'kw',
  // areas, and states as people shorten them (the articles write NSW and the ACT as such)
  'sqm|sq m|square met(re|er)s?|m2': 'm2 square metre',
  qld: 'queensland',
  vic: 'victoria',
  'tas|tassie': 'tasmania',
  // a salesperson's pitch, a unit too big for the room
  'salesman|salesmen|sales (bloke|guy|rep|person)|salesperson': 'salesperson',
  'overkill|over ?sized?|too big|too much': 'oversizing sizing',
  '(pulled|pull|pulling|ripped|rip|torn|taken|take|come|coming) out|pulled up': 'removal removed',
  // a question about how much a system makes wants the output figures by city
  'how much (power|electricity|energy)|how many kwh|per kw|a kw': 'output sizing city',
};

/**
 * The synonym table compiled once, in its order. A key that is one plain word matches exactly when
 * it is one of the text's runs of word characters (what `\bword\b` means), so it is looked up in
 * a set of those runs; only phrases and patterns are tried as regular expressions.
 */
const SYNONYM_RULES: { word?: string; pattern?: RegExp; replacement: string[] }[] = Object.entries(SYNONYMS).map(([key, replacement]) =>
  /^[a-z]+$/.test(key)
    ? { word: key, replacement: replacement.split(' ') }
    : { pattern: new RegExp(`\\b${key}\\b`), replacement: replacement.split(' ') },
);

/** What a visitor wants to avoid is not what they are asking about: "without running the aircon". */
const EXCLUDED =
  /\b(without|instead of|rather than|other than|apart from|except|not using)\s+((using|running|turning on|paying for|the|a|an|my|our|any)\s+)*[\w-]+(\s+(on|all day|all night))?/g;

/** The query in lower case with synonyms added (only words it does not already have) and excluded things removed. */
export function expandQuery(query: string): string {
  const lower = query.toLowerCase().replace(/[’]/g, "'").replace(EXCLUDED, ' ');
  const present = new Set(lower.split(/[^a-z0-9-]+/));
  const words = new Set(lower.split(/[^a-z0-9_]+/));
  const extra = new Set<string>();
  for (const { word, pattern, replacement } of SYNONYM_RULES) {
    const found = word !== undefined ? words.has(word) : pattern?.test(lower) === true;
    if (found) for (const added of replacement) if (!present.has(added)) extra.add(added);
  }
  return [lower, ...extra].join(' ');
}
