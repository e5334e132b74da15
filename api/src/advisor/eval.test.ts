import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './knowledge/knowledge-base';
import { loadCases } from '../../eval/cases';
import { casePassed, type CaseResult, formatFailures } from '../../eval/check';
import { formatVariantSummary, summariseVariants, THRESHOLDS, TOTAL_PARAPHRASED } from '../../eval/report';
import { runCases } from '../../eval/runner';
import { VARIANTS } from '../../eval/variants';

/**
 * The offline advisor's evaluation set (api/eval/cases, `pnpm eval`) as a regression test. Turns go
 * through POST /api/optimized-sales/chat on a fresh app, as in `pnpm eval`. The tuned cases must all
 * pass; the paraphrased cases (understanding-*.json, written from how people ask rather than from the
 * engine) must pass at least 95 % as written, with typos, and in colloquial wording.
 */
describe('offline advisor evaluation (api/eval/cases)', () => {
  const cases = loadCases(undefined, { articleIds: new Set(loadKnowledgeBase().map((article) => article.id)) });
  let results: CaseResult[] = [];

  beforeAll(async () => {
    results = await runCases(cases);
    console.log(formatVariantSummary(summariseVariants(results)));
  }, 600_000);

  it('has at least 90 tuned cases in every category the brief names', () => {
    const tuned = cases.filter((item) => !item.paraphrased);
    expect(tuned.length).toBeGreaterThanOrEqual(90);
    const categories = new Set(tuned.map((item) => item.category));
    for (const category of ['locations', 'slots', 'advice', 'leads', 'out-of-scope', 'corrections', 'greetings']) {
      expect(categories, category).toContain(category);
    }
  });

  it('has at least 200 paraphrased cases across the kinds of question people ask', () => {
    const paraphrased = cases.filter((item) => item.paraphrased);
    expect(paraphrased.length).toBeGreaterThanOrEqual(200);
    expect(new Set(paraphrased.map((item) => item.category)).size).toBeGreaterThanOrEqual(12);
  });

  it('passes every tuned case', () => {
    const failures = results.filter((result) => !result.paraphrased && !casePassed(result)).flatMap(formatFailures);
    expect(failures, failures.join('\n')).toEqual([]);
  });

  for (const variant of VARIANTS) {
    it(`passes at least ${THRESHOLDS.paraphrased} % of the paraphrased cases played ${variant}`, () => {
      const played = results.filter((result) => result.paraphrased && result.variant === variant);
      const rate = summariseVariants(results).find((row) => row.category === TOTAL_PARAPHRASED)?.[variant].rate ?? 0;
      const failures = played.filter((result) => !casePassed(result)).flatMap(formatFailures);
      expect(played.length).toBeGreaterThan(0);
      expect(rate, `${rate.toFixed(1)} % passed; failures:\n${failures.join('\n')}`).toBeGreaterThanOrEqual(THRESHOLDS.paraphrased);
    });
  }
});
