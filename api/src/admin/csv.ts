import { stringify } from 'csv-stringify/sync';

/** Cells a spreadsheet would run as a formula (OWASP "CSV injection"): prefixed with a quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell made safe to open in a spreadsheet. */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A CSV document as spreadsheets expect it: a UTF-8 byte-order mark (so Excel reads accents and
 * emoji), a header row, CRLF line ends, and no cell that runs as a formula. Every cell is quoted,
 * empty ones too: a spreadsheet that splits on another delimiter (`;` in many locales) or guesses
 * a cell's type still reads each cell whole, as text, so `Jane;=1+2` never becomes a cell `=1+2`.
 */
export function toCsv<Row extends Record<string, unknown>>(columns: readonly (keyof Row & string)[], rows: readonly Row[]): string {
  return stringify(rows as Row[], {
    bom: true,
    header: true,
    columns: columns as string[],
    record_delimiter: 'windows',
    quoted: true,
    quoted_empty: true,
    cast: { string: safeCell, number: (value) => String(value) },
  });
}

/** A Content-Disposition header value for a download named `filename` (ASCII, no quotes). */
export function attachment(filename: string): string {
  return `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;
}
