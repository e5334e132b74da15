/** The escape character of the admin search's LIKE patterns. */
export const LIKE_ESCAPE = '\\';

/**
 * A LIKE pattern matching `term` anywhere, with the term's own `%`, `_` and `\` taken literally.
 * SQLite's LIKE ignores case for ASCII letters, on both sides.
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `${LIKE_ESCAPE}${char}`)}%`;
}

/** The shortest term a trigram index can find: a shorter one has no trigram. */
export const TRIGRAM_MIN_LENGTH = 3;

/**
 * The FTS5 query (trigram tokenizer) for the rows holding `term` anywhere: one quoted phrase, the
 * term's own double quotes doubled, every other character literal. Undefined when the index cannot
 * answer, and the search scans instead: a term of fewer than {@link TRIGRAM_MIN_LENGTH} characters
 * (code points, as the tokenizer counts), or one holding a NUL (which would end the query text).
 */
export function trigramPhrase(term: string): string | undefined {
  if ([...term].length < TRIGRAM_MIN_LENGTH || term.includes('\0')) return undefined;
  return `"${term.replaceAll('"', '""')}"`;
}
