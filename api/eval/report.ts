/**
 * The evaluation's report across the ways a case is played. The tuned cases (the phrasings the
 * advisor was built on) are played once, as written, and must all pass. The paraphrased cases
 * (api/eval/cases/understanding-*.json) are played three times - as written, with the typo
 * paraphrase, with the colloquial paraphrase - and each of the three must pass at least 95 %.
 */
import { casePassed, type CaseResult, formatTable } from './check';
import { type Variant, VARIANTS } from './variants';

/** Case pass rate every set must reach, 0-100. */
export const THRESHOLDS = { tuned: 100, paraphrased: 95 } as const;

/** Cases played and passed in one variant; rate 0-100 (100 when none were played). */
export interface VariantCount {
  played: number;
  passed: number;
  rate: number;
}

export interface VariantSummary {
  /** A category, or one of the total rows. */
  category: string;
  /** Distinct cases in the row. */
  cases: number;
  plain: VariantCount;
  typo: VariantCount;
  colloquial: VariantCount;
}

export const TOTAL_TUNED = 'total, tuned cases';
export const TOTAL_PARAPHRASED = 'total, paraphrased cases';
export const TOTAL = 'total';

function summaryOf(category: string, results: CaseResult[]): VariantSummary {
  const count = (variant: Variant): VariantCount => {
    const played = results.filter((result) => result.variant === variant);
    const passed = played.filter(casePassed).length;
    return { played: played.length, passed, rate: played.length === 0 ? 100 : (100 * passed) / played.length };
  };
  const cases = new Set(results.map((result) => result.id)).size;
  return { category, cases, plain: count('plain'), typo: count('typo'), colloquial: count('colloquial') };
}

/** One row per category (sorted by name), then the tuned, the paraphrased and the overall totals. */
export function summariseVariants(results: CaseResult[]): VariantSummary[] {
  const categories = [...new Set(results.map((result) => result.category))].sort((a, b) => a.localeCompare(b));
  return [
    ...categories.map((category) => summaryOf(category, results.filter((result) => result.category === category))),
    summaryOf(TOTAL_TUNED, results.filter((result) => !result.paraphrased)),
    summaryOf(TOTAL_PARAPHRASED, results.filter((result) => result.paraphrased)),
    summaryOf(TOTAL, results),
  ];
}

/** Each threshold the results miss, as a sentence (empty when all are met). */
export function unmetThresholds(results: CaseResult[]): string[] {
  const rows = summariseVariants(results);
  const tuned = rows.find((row) => row.category === TOTAL_TUNED);
  const paraphrased = rows.find((row) => row.category === TOTAL_PARAPHRASED);
  const unmet: string[] = [];
  if (tuned && tuned.plain.played > 0 && tuned.plain.rate < THRESHOLDS.tuned) {
    unmet.push(`tuned cases: ${tuned.plain.rate.toFixed(1)} % passed, below ${THRESHOLDS.tuned} %`);
  }
  for (const variant of VARIANTS) {
    const count = paraphrased?.[variant];
    if (count && count.played > 0 && count.rate < THRESHOLDS.paraphrased) {
      unmet.push(`paraphrased cases, ${variant}: ${count.rate.toFixed(1)} % passed, below ${THRESHOLDS.paraphrased} %`);
    }
  }
  return unmet;
}

const cell = (count: VariantCount) => (count.played === 0 ? '-' : `${count.passed}/${count.played} ${count.rate.toFixed(1)} %`);

/** A plain-text table: category, cases, then passed/played and the rate of each variant. */
export function formatVariantSummary(rows: VariantSummary[]): string {
  const header = ['category', 'cases', 'plain', 'typo', 'colloquial'];
  const body = rows.map((row) => [row.category, String(row.cases), cell(row.plain), cell(row.typo), cell(row.colloquial)]);
  return formatTable(header, body, 3);
}
