/** Words that carry no meaning for retrieval or passage scoring. */
const STOPWORDS = new Set(
  (
    'a an and are as at be been but by can could do does for from had has have how i if in into is it its ' +
    'me my of on or our should so that the their them then there these they this to us was we what when ' +
    'where which who why will with would you your yours im ive id want need like get know tell about ' +
    'good best any some much more most also just really please help option options thing things way'
  ).split(' '),
);

/** Light stemming so "windows"/"window" and "insulated"/"insulation" meet. */
export function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('es') && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The meaningful, stemmed terms of a text. */
export function terms(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9.]+/)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter((word) => word.length > 1 && !STOPWORDS.has(word))
    .map(stem);
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}
