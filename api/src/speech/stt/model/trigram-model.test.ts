import { describe, expect, it } from 'vitest';
import { buildTrigramModel, perplexity, SENTENCE_END, SENTENCE_START, toArpa, wordLogProb } from './trigram-model';

const SENTENCES = [
  'how much insulation do i need',
  'how much does insulation cost',
  'what insulation do i need in the ceiling',
  'do i need double glazing',
  'what is a heat pump',
  'is a heat pump worth it',
  'how much does a heat pump cost',
  'what is the climate zone in geelong',
  'what is the climate zone in ballarat',
].map((sentence) => ({ words: sentence.split(' ') }));

const model = buildTrigramModel(SENTENCES);
const predicted = model.vocabulary.filter((word) => word !== SENTENCE_START);

/** Σ over the vocabulary of p(word | history): 1 for a proper distribution. */
function total(history: string[]): number {
  return predicted.reduce((sum, word) => sum + 10 ** wordLogProb(model, history, word), 0);
}

describe('the Kneser-Ney trigram model', () => {
  it.each([
    [[SENTENCE_START]],
    [[SENTENCE_START, 'how']],
    [['how', 'much']],
    [['a', 'heat']],
    [['zone', 'in']],
    [['insulation', 'zone']], // an unseen context: the back-off alone
    [['geelong', 'glazing']],
  ])('gives a distribution that sums to one after %j', (history) => {
    expect(total(history)).toBeCloseTo(1, 6);
  });

  it('makes what was seen in a context likelier than what was not', () => {
    expect(wordLogProb(model, ['a', 'heat'], 'pump')).toBeGreaterThan(wordLogProb(model, ['a', 'heat'], 'zone'));
    expect(wordLogProb(model, ['climate', 'zone'], 'in')).toBeGreaterThan(Math.log10(0.5));
  });

  it('scores held-out sentences of the same kind better than shuffled words', () => {
    const similar = perplexity(model, [['what', 'is', 'the', 'climate', 'zone', 'in', 'ballarat']]);
    const shuffled = perplexity(model, [['zone', 'ballarat', 'the', 'in', 'what', 'climate', 'is']]);
    expect(similar.perplexity).toBeLessThan(shuffled.perplexity / 3);
    expect(perplexity(model, [['what', 'is', 'a', 'kangaroo']])).toMatchObject({ unknownWords: 1, words: 4 });
  });

  it('writes ARPA with counts that match its sections and back-off weights on contexts', () => {
    const arpa = toArpa(model);
    const counts = [...arpa.matchAll(/^ngram (\d)=(\d+)$/gm)].map((match) => Number(match[2]));
    expect(counts).toEqual([model.orders[0].size, model.orders[1].size, model.orders[2].size]);
    const section = (order: number) => arpa.split(`\\${order}-grams:\n`)[1]?.split('\n\n')[0]?.split('\n') ?? [];
    expect(section(1)).toHaveLength(counts[0] as number);
    expect(section(3)).toHaveLength(counts[2] as number);
    expect(section(2).find((line) => line.endsWith('\ta heat\t' + line.split('\t')[2]))).toBeDefined();
    expect(section(1).find((line) => line.split('\t')[1] === SENTENCE_START)?.split('\t')[0]).toBe('-99.000000');
    expect(section(3).every((line) => line.split('\t').length === 2)).toBe(true);
    expect(arpa.trimEnd().endsWith('\\end\\')).toBe(true);
    expect(model.vocabulary).toContain(SENTENCE_END);
  });
});
