/**
 * Checking an advisor answer against a turn's expectations, and summarising results. Pure functions:
 * no app, no I/O, so they are unit-tested on their own (api/src/advisor/eval-check.test.ts).
 */
import type { TurnExpect } from './cases';
import type { Variant } from './variants';

/** The fields of the sales advice answer the checks read. */
export interface AnswerView {
  advice: string;
  next_question: string;
  citations: { id?: string | undefined }[];
  collected_variables: Record<string, string>;
  is_lead_form: boolean;
}

/** One unmet expectation. */
export interface Failure {
  check: string;
  expected: string;
  actual: string;
}

/** The phrase an out-of-scope reply must contain: it names what the advisor is and steers back. */
export const STEER_BACK = 'energy efficiency advisor';

/**
 * Text as compared: lower case, Markdown emphasis (`**`, `_x_`) removed, typographic quotes and dashes
 * made plain, whitespace collapsed. "**Zone 5**: about R4.1" then matches "zone 5: about r4.1".
 */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\*+/g, '')
    .replace(/(^|\s)_(\S)/g, '$1$2')
    .replace(/(\S)_(\s|$|[.,;:!?])/g, '$1$2')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

const includes = (text: string, needle: string) => normalise(text).includes(normalise(needle));

/**
 * The first sentence of an answer as a reader sees it: Markdown removed (headings, list markers,
 * emphasis, links, code), then the text up to the first . ! or ? followed by a space or the end, or
 * up to the first line break. A decimal point ("R6.3") does not end a sentence. A heading or a
 * location line before the answer is therefore the first sentence.
 */
export function firstSentence(markdown: string): string {
  const plain = markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`+/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+|\d+[.)]\s+)/, '').replace(/\*+|(?<!\w)_+|_+(?!\w)/g, '').trim())
    .find((line) => line !== '');
  if (plain === undefined) return '';
  const end = plain.search(/[.!?](?=\s|$)/);
  return end === -1 ? plain : plain.slice(0, end + 1);
}

/** A value shortened for a one-line report. */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const show = (value: string | undefined) => (value === undefined ? '(absent)' : JSON.stringify(value));

/** Every expectation of a turn the answer does not meet (empty when the turn passes). */
export function checkTurn(expect: TurnExpect, answer: AnswerView): Failure[] {
  const failures: Failure[] = [];
  const fail = (check: string, expected: string, actual: string) => failures.push({ check, expected, actual });

  for (const [key, want] of Object.entries(expect.collected ?? {})) {
    const got = answer.collected_variables[key];
    if (want === null ? got !== undefined : got !== want) {
      fail(`collected.${key}`, want === null ? '(absent)' : show(want), show(got));
    }
  }
  if (expect.next_question_includes !== undefined && !includes(answer.next_question, expect.next_question_includes)) {
    fail('next_question', `includes ${JSON.stringify(expect.next_question_includes)}`, show(clip(answer.next_question)));
  }
  if (expect.advice_includes_any && !expect.advice_includes_any.some((needle) => includes(answer.advice, needle))) {
    fail('advice', `mentions one of ${JSON.stringify(expect.advice_includes_any)}`, show(clip(answer.advice, 240)));
  }
  if (expect.opening_includes_any && !expect.opening_includes_any.some((needle) => includes(firstSentence(answer.advice), needle))) {
    fail('opening', `first sentence mentions one of ${JSON.stringify(expect.opening_includes_any)}`, show(clip(firstSentence(answer.advice))));
  }
  if (expect.advice_excludes) {
    const found = expect.advice_excludes.filter((needle) => includes(answer.advice, needle));
    if (found.length > 0) fail('advice', `does not mention ${JSON.stringify(found)}`, show(clip(answer.advice, 240)));
  }
  if (expect.citations_include_any) {
    const ids = answer.citations.map((citation) => citation.id ?? '');
    if (!expect.citations_include_any.some((id) => ids.includes(id))) {
      fail('citations', `include one of ${JSON.stringify(expect.citations_include_any)}`, JSON.stringify(ids));
    }
  }
  if (expect.is_lead_form !== undefined && answer.is_lead_form !== expect.is_lead_form) {
    fail('is_lead_form', String(expect.is_lead_form), String(answer.is_lead_form));
  }
  if (expect.out_of_scope !== undefined && includes(answer.advice, STEER_BACK) !== expect.out_of_scope) {
    fail(
      'out_of_scope',
      expect.out_of_scope ? `advice steers back ("${STEER_BACK}")` : `advice answers (no "${STEER_BACK}" steer-back)`,
      show(clip(answer.advice)),
    );
  }
  return failures;
}

/** The result of one played case. */
export interface CaseResult {
  id: string;
  category: string;
  /** How it was played: as written, or with the typo or the colloquial paraphrases. */
  variant: Variant;
  /** The case carries paraphrases (it belongs to the generalisation set). */
  paraphrased: boolean;
  turns: number;
  /** Failed turns, by index (0-based), with what the user said. */
  failedTurns: { turn: number; user: string; failures: Failure[] }[];
}

export const casePassed = (result: CaseResult) => result.failedTurns.length === 0;

export interface CategorySummary {
  category: string;
  cases: number;
  passed: number;
  turns: number;
  turnsPassed: number;
  /** Case pass rate, 0-100. */
  rate: number;
}

/** Per category (sorted by name) plus a final 'total' row. */
export function summarise(results: CaseResult[]): CategorySummary[] {
  const rows = new Map<string, CategorySummary>();
  const add = (category: string, result: CaseResult) => {
    const row = rows.get(category) ?? { category, cases: 0, passed: 0, turns: 0, turnsPassed: 0, rate: 0 };
    row.cases += 1;
    row.passed += casePassed(result) ? 1 : 0;
    row.turns += result.turns;
    row.turnsPassed += result.turns - result.failedTurns.length;
    rows.set(category, row);
  };
  for (const result of results) add(result.category, result);
  const sorted = [...rows.values()].sort((a, b) => a.category.localeCompare(b.category));
  const total: CategorySummary = { category: 'total', cases: 0, passed: 0, turns: 0, turnsPassed: 0, rate: 0 };
  for (const row of sorted) {
    total.cases += row.cases;
    total.passed += row.passed;
    total.turns += row.turns;
    total.turnsPassed += row.turnsPassed;
  }
  const withRate = (row: CategorySummary) => ({ ...row, rate: row.cases === 0 ? 100 : (100 * row.passed) / row.cases });
  return [...sorted.map(withRate), withRate(total)];
}

/** One line per unmet expectation of a failed turn (turns numbered from 1). */
export function formatFailures(result: CaseResult): string[] {
  return result.failedTurns.flatMap(({ turn, user, failures }) =>
    failures.map(
      (failure) =>
        `FAIL ${result.id}${result.variant === 'plain' ? '' : ` [${result.variant}]`} turn ${turn + 1} (${JSON.stringify(clip(user, 60))}): ${failure.check} expected ${failure.expected}, got ${failure.actual}`,
    ),
  );
}

/**
 * An aligned plain-text table: the first column left-aligned, the others right-aligned, a rule under
 * the header and another above the last `totals` rows.
 */
export function formatTable(header: string[], body: string[][], totals = 1): string {
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...body.slice(0, -totals).map(line), rule, ...body.slice(-totals).map(line)].join('\n');
}

/** A plain-text table: category, cases passed, turns passed, pass rate. */
export function formatSummary(rows: CategorySummary[]): string {
  const header = ['category', 'cases', 'passed', 'turns', 'turns ok', 'pass rate'];
  const body = rows.map((row) => [
    row.category,
    String(row.cases),
    String(row.passed),
    String(row.turns),
    String(row.turnsPassed),
    `${row.rate.toFixed(1)} %`,
  ]);
  return formatTable(header, body);
}
