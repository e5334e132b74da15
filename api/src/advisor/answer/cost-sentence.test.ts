import { describe, expect, it } from 'vitest';
import type { KnowledgeArticle } from '../knowledge/knowledge-base';
import { bestCostSentence } from './cost-sentence';

/** An article of the given prose, with nothing else of an article's. */
const article = (body: string): KnowledgeArticle =>
  ({ id: 'test', title: 'Test', summary: 'A test article.', topics: [], zones: [], checked: '2026-11-22', sources: [], facts: [], defines: [], body }) as unknown as KnowledgeArticle;

describe('a cost question’s figure', () => {
  it('leaves out a figure labelled for another thing than the question names, and keeps one labelled for a state', () => {
    const text = article('Hot water running costs: a heat pump costs about $290 a year to run. Reverse-cycle heating costs about $600 a year.\n\nVictoria: $1,000 toward a reverse-cycle unit for eligible households.');
    expect(bestCostSentence(text, [], 'what does a heat pump heater cost to run a year')).toMatch(/^Reverse-cycle heating/);
    expect(bestCostSentence(text, [], 'what does the heat pump hot water cost to run a year')).toMatch(/^Hot water running costs/);
    expect(bestCostSentence(text, [], 'how much toward a reverse-cycle unit in Victoria', 'Victoria')).toMatch(/^Victoria:/);
  });
});
