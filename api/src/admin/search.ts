/** The escape character of the admin search's LIKE patterns. */
export const LIKE_ESCAPE = '\\';

/**
 * A LIKE pattern matching `term` anywhere, with the term's own `%`, `_` and `\` taken literally.
 * SQLite's LIKE ignores case for ASCII letters, on both sides.
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `${LIKE_ESCAPE}${char}`)}%`;
}
