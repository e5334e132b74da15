import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './knowledge-base';
import { bestPassages } from './passages';

const article = loadKnowledgeBase().find((entry) => entry.id === 'condensation-management');
if (!article) throw new Error('the knowledge base has no condensation-management article');
const QUESTION = 'How do I stop condensation on my windows?';

describe('bestPassages', () => {
  it('answers a repeated question from memory, the same choice as before', () => {
    const first = bestPassages(article, QUESTION, 1);
    expect(bestPassages(article, QUESTION, 1)).toBe(first);
  });

  it('remembers each zone, limit and state apart: the zone line is the visitor’s own', () => {
    const zoneLine = (zone: number) => bestPassages(article, QUESTION, zone).find((passage) => passage.kind === 'zone-item')?.text;
    expect(zoneLine(1)).toMatch(/\*\*Zones 1-2\*\*/);
    expect(zoneLine(7)).toMatch(/\*\*Zones 6-8\*\*/);
    expect(zoneLine(1)).toMatch(/\*\*Zones 1-2\*\*/);
    expect(bestPassages(article, QUESTION, 7, 1)).toHaveLength(1);
    expect(bestPassages(article, QUESTION, 7, 3).length).toBeGreaterThan(1);
  });
});
