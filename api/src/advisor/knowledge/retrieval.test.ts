import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './knowledge-base';
import { createRetriever } from './retrieval';

const EVAL_DIR = new URL('../../../eval/cases/', import.meta.url);

/** Every visitor message of the eval, and each knowledge-base heading and short line: thousands of questions. */
function questions(): string[] {
  const found: string[] = [];
  for (const file of fs.readdirSync(EVAL_DIR)) {
    const cases = JSON.parse(fs.readFileSync(new URL(file, EVAL_DIR), 'utf8')) as { turns: { user: string }[] }[];
    for (const entry of cases) for (const turn of entry.turns) found.push(turn.user);
  }
  for (const article of loadKnowledgeBase()) {
    found.push(article.title, ...article.body.split('\n').filter((line) => line.length > 0 && line.length < 200));
  }
  return found;
}

describe('retrieval with remembered term matches', () => {
  const articles = loadKnowledgeBase();
  const remembered = createRetriever(articles);
  const reference = createRetriever(articles, { rememberTerms: false });

  it('ranks every question as MiniSearch does on its own, for visitors in different zones and states', () => {
    const contexts = [{}, { zone: 6, state: 'VIC' }, { zone: 1, state: 'QLD' }, { zone: 7, state: 'TAS' }];
    const all = questions();
    expect(all.length).toBeGreaterThan(1000);
    for (const question of all) {
      for (const context of contexts) {
        const got = remembered.search(question, context, 8);
        const want = reference.search(question, context, 8);
        expect(got.map((result) => result.article.id), `${question} ${JSON.stringify(context)}`).toEqual(want.map((result) => result.article.id));
        got.forEach((result, index) => expect(result.score).toBeCloseTo(want[index]?.score ?? Number.NaN, 9));
      }
    }
    // every eval question in four contexts, twice each: a minute or more on a loaded 2-core machine
  }, 180_000);

  it('answers a question never seen before from terms it has seen, with typos and prefixes still matched', () => {
    const typo = remembered.search('how much insulaton for a ceilng', { zone: 6 });
    expect(typo.map((result) => result.article.id)).toEqual(reference.search('how much insulaton for a ceilng', { zone: 6 }).map((result) => result.article.id));
    expect(typo[0]?.article.topics.join(' ')).toMatch(/insulation/);
  });
});
