import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './knowledge/knowledge-base';
import { loadCases } from '../../eval/cases';
import { casePassed, formatFailures, summarise } from '../../eval/check';
import { runCases } from '../../eval/runner';

/**
 * The offline advisor's evaluation set (api/eval/cases, `pnpm eval`) as a regression test: every case
 * must pass. Turns go through POST /api/optimized-sales/chat on a fresh app, as in `pnpm eval`.
 */
describe('offline advisor evaluation (api/eval/cases)', () => {
  const cases = loadCases(undefined, { articleIds: new Set(loadKnowledgeBase().map((article) => article.id)) });

  it('has at least 90 cases in every category the brief names', () => {
    expect(cases.length).toBeGreaterThanOrEqual(90);
    const categories = new Set(cases.map((item) => item.category));
    for (const category of ['locations', 'slots', 'advice', 'leads', 'out-of-scope', 'corrections', 'greetings']) {
      expect(categories, category).toContain(category);
    }
  });

  it('passes every case', async () => {
    const results = await runCases(cases);
    const failures = results.filter((result) => !casePassed(result)).flatMap(formatFailures);
    expect(failures, failures.join('\n')).toEqual([]);
    expect(summarise(results).at(-1)?.rate).toBe(100);
  });
});
