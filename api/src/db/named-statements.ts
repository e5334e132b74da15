/**
 * SQL texts that PostgreSQL prepares once per connection (named statements), by their text. A
 * statement run often, such as a chat turn's open and save, is then parsed and planned by the
 * server once per connection instead of at every turn (about two thirds of PostgreSQL's CPU for the
 * turn's read, see api/bench/README.md), and its Parse message is not sent again.
 *
 * Only constant texts are named, registered when their module loads, so the number of statements
 * a connection keeps is fixed and small; every other statement runs unnamed as before
 * (`guardedPool` in postgres-errors.ts looks each text up here).
 */
const names = new Map<string, string>();

/** Registers `text` as a named statement and answers it unchanged. */
export function namedStatement(text: string): string {
  if (!names.has(text)) names.set(text, `energy_advisor_${names.size + 1}`);
  return text;
}

/** The name `text` is prepared under, or undefined for a statement that runs unnamed. */
export function statementName(text: string): string | undefined {
  return names.get(text);
}
