/**
 * The slot-phrasing table (`api/eval/slot-phrasings.json`): single messages as Australian owners,
 * renters, builders and designers write them, each with the collected variables the advisor's slot
 * filling should take from it. A row may name the slot the advisor just asked about (`asked`), so a
 * short answer ("two", "gas") can be read as its answer. A value of null means the variable must not
 * be set ("I'm not sure" names no town).
 *
 * Loading validates every row (the variable names and value sets are those of the eval cases), and
 * the pure functions here check and summarise results; api/src/advisor/slot-phrasings.test.ts plays
 * the rows through the engine.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CaseError, variableProblem } from './cases';
import { formatTable } from './check';

/** One message and what slot filling should collect from it. */
export interface SlotPhrasing {
  text: string;
  /** The slot whose question the advisor asked just before (e.g. 'storeys'). */
  asked?: string;
  /** Variable → value it must have, or null when it must stay unset. */
  expect: Record<string, string | null>;
}

/** The result of one row: the variables it checked and the ones that came out wrong. */
export interface SlotPhrasingResult {
  row: SlotPhrasing;
  checked: string[];
  wrong: { variable: string; expected: string | null; actual: string | undefined }[];
}

/** Pass counts of one variable (or of all rows, in the 'rows' line). */
export interface SlotVariableSummary {
  variable: string;
  checks: number;
  passed: number;
  /** Pass rate, 0-100. */
  rate: number;
}

export const DEFAULT_SLOT_PHRASINGS_FILE = fileURLToPath(new URL('./slot-phrasings.json', import.meta.url));

const ROW_KEYS = new Set(['text', 'asked', 'expect']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Parses and validates the table's text. `askable` lists the slots the advisor asks about; `asked`
 * must be one of them. Every problem is reported at once, each with the row's index and text.
 */
export function parseSlotPhrasings(text: string, file: string, askable: readonly string[]): SlotPhrasing[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CaseError(`${file}: invalid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data) || data.length === 0) throw new CaseError(`${file}: must contain a non-empty JSON array of rows`);
  const problems: string[] = [];
  const rows: SlotPhrasing[] = [];
  const seen = new Set<string>();
  data.forEach((raw: unknown, index: number) => {
    const where = isRecord(raw) && typeof raw.text === 'string' ? `${file}: [${index}] (${JSON.stringify(raw.text)})` : `${file}: [${index}]`;
    if (!isRecord(raw)) {
      problems.push(`${where} must be an object { text, asked?, expect }`);
      return;
    }
    for (const key of Object.keys(raw)) if (!ROW_KEYS.has(key)) problems.push(`${where}.${key} is not a known field (text, asked, expect)`);
    if (typeof raw.text !== 'string' || raw.text.trim() === '') problems.push(`${where}.text must be a non-blank string`);
    if (raw.asked !== undefined && !(typeof raw.asked === 'string' && askable.includes(raw.asked))) {
      problems.push(`${where}.asked must be one of ${askable.join(', ')}, got ${JSON.stringify(raw.asked)}`);
    }
    if (!isRecord(raw.expect) || Object.keys(raw.expect).length === 0) {
      problems.push(`${where}.expect must be a non-empty object of variable: value | null`);
      return;
    }
    for (const [key, value] of Object.entries(raw.expect)) {
      const problem = variableProblem(key, value);
      if (problem) problems.push(`${where}.expect.${key} ${problem}`);
    }
    const identity = `${String(raw.asked ?? '')}|${String(raw.text)}`;
    if (seen.has(identity)) problems.push(`${where} repeats an earlier row (same text and asked slot)`);
    seen.add(identity);
    rows.push({ text: String(raw.text), ...(typeof raw.asked === 'string' && { asked: raw.asked }), expect: raw.expect as Record<string, string | null> });
  });
  if (problems.length > 0) throw new CaseError(`Invalid slot phrasings:\n${problems.join('\n')}`);
  return rows;
}

/** Reads and validates the table (by default `api/eval/slot-phrasings.json`). */
export function loadSlotPhrasings(askable: readonly string[], file: string = DEFAULT_SLOT_PHRASINGS_FILE): SlotPhrasing[] {
  return parseSlotPhrasings(readFileSync(file, 'utf8'), file, askable);
}

/** Compares what slot filling collected with the row's expectations. */
export function checkSlotPhrasing(row: SlotPhrasing, collected: Record<string, string | undefined>): SlotPhrasingResult {
  const wrong: SlotPhrasingResult['wrong'] = [];
  for (const [variable, expected] of Object.entries(row.expect)) {
    const actual = collected[variable];
    if (expected === null ? actual !== undefined : actual !== expected) wrong.push({ variable, expected, actual });
  }
  return { row, checked: Object.keys(row.expect), wrong };
}

/** Pass counts per variable (sorted by name), then a final 'rows' line: rows with every variable right. */
export function summariseSlotPhrasings(results: SlotPhrasingResult[]): SlotVariableSummary[] {
  const counts = new Map<string, { checks: number; passed: number }>();
  for (const result of results) {
    for (const variable of result.checked) {
      const count = counts.get(variable) ?? { checks: 0, passed: 0 };
      count.checks += 1;
      count.passed += result.wrong.some((item) => item.variable === variable) ? 0 : 1;
      counts.set(variable, count);
    }
  }
  const rate = (passed: number, checks: number) => (checks === 0 ? 100 : (100 * passed) / checks);
  const variables = [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([variable, count]) => ({ variable, ...count, rate: rate(count.passed, count.checks) }));
  const passedRows = results.filter((result) => result.wrong.length === 0).length;
  return [...variables, { variable: 'rows', checks: results.length, passed: passedRows, rate: rate(passedRows, results.length) }];
}

/** One line per wrong variable: the message, the asked slot, what was expected and what came out. */
export function formatSlotFailures(result: SlotPhrasingResult): string[] {
  const show = (value: string | null | undefined) => (value === null || value === undefined ? '(unset)' : JSON.stringify(value));
  const asked = result.row.asked ? ` [asked ${result.row.asked}]` : '';
  return result.wrong.map(
    (item) => `FAIL ${JSON.stringify(result.row.text)}${asked}: ${item.variable} expected ${show(item.expected)}, got ${show(item.actual)}`,
  );
}

/** A plain-text table: variable, checks, passed, pass rate. */
export function formatSlotSummary(rows: SlotVariableSummary[]): string {
  const header = ['variable', 'checks', 'passed', 'pass rate'];
  const body = rows.map((row) => [row.variable, String(row.checks), String(row.passed), `${row.rate.toFixed(1)} %`]);
  return formatTable(header, body);
}
