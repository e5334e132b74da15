/**
 * A trigram language model counted from sentences of words, smoothed with interpolated modified
 * Kneser-Ney (Chen & Goodman 1998) and written in the ARPA back-off format pocketsphinx reads.
 *
 * Interpolated Kneser-Ney, stored as back-off: a seen n-gram's probability is its discounted count
 * plus its context's left-over mass times the lower order's probability; the context's back-off
 * weight is that left-over mass (γ), so an unseen n-gram gets γ × the lower order, and every
 * distribution sums to one. Lower orders count continuations (how many different words precede an
 * n-gram) rather than occurrences, except after the sentence start. The unigrams are interpolated
 * with a uniform distribution over the vocabulary.
 */

export const SENTENCE_START = '<s>';
export const SENTENCE_END = '</s>';

/** One n-gram of the model: log10 probability and, for a context, log10 back-off weight. */
export interface NgramEntry {
  logProb: number;
  logBackoff: number;
}

export interface TrigramModel {
  /** Every word the model predicts, sentence markers included. */
  vocabulary: string[];
  /** [unigrams, bigrams, trigrams]: words joined by a space → entry. */
  orders: [Map<string, NgramEntry>, Map<string, NgramEntry>, Map<string, NgramEntry>];
  /** The absolute discounts used per order (D1, D2, D3+), for the build's report. */
  discounts: [Discounts, Discounts, Discounts];
}

type Discounts = [number, number, number];

const LOG_ZERO = -99;

/** Modified Kneser-Ney discounts from an order's count-of-counts; safe values when the data is too thin. */
function discountsFor(counts: Iterable<number>): Discounts {
  const n = [0, 0, 0, 0, 0];
  for (const count of counts) if (count <= 4) n[count] = (n[count] ?? 0) + 1;
  const [, n1 = 0, n2 = 0, n3 = 0, n4 = 0] = n;
  if (n1 === 0 || n2 === 0 || n3 === 0 || n4 === 0) return [0.5, 1, 1.5];
  const y = n1 / (n1 + 2 * n2);
  const d: Discounts = [1 - (2 * y * n2) / n1, 2 - (3 * y * n3) / n2, 3 - (4 * y * n4) / n3];
  return d.map((value, index) => (value > 0 && value < index + 1 ? value : (index + 1) / 2)) as Discounts;
}

function discount(d: Discounts, count: number): number {
  return count >= 3 ? d[2] : count === 2 ? d[1] : d[0];
}

/** Count, per context (all words but the last), of its followers: total, and how many seen 1, 2, 3+ times. */
interface ContextStats {
  total: number;
  n: [number, number, number];
}

function contextStats(counts: Map<string, number>): Map<string, ContextStats> {
  const stats = new Map<string, ContextStats>();
  for (const [key, count] of counts) {
    const context = key.slice(0, Math.max(0, key.lastIndexOf(' ')));
    let entry = stats.get(context);
    if (!entry) stats.set(context, (entry = { total: 0, n: [0, 0, 0] }));
    entry.total += count;
    const band = Math.min(count, 3) - 1;
    entry.n[band] = (entry.n[band] ?? 0) + 1;
  }
  return stats;
}

function gamma(stats: ContextStats, d: Discounts): number {
  return (d[0] * stats.n[0] + d[1] * stats.n[1] + d[2] * stats.n[2]) / stats.total;
}

function increment(map: Map<string, number>, key: string, by = 1) {
  map.set(key, (map.get(key) ?? 0) + by);
}

/**
 * Builds the model. Each sentence is a list of words (without sentence markers); `repeat` counts it
 * that many times (a way to weigh one source against another).
 */
export function buildTrigramModel(sentences: Iterable<{ words: readonly string[]; repeat?: number }>): TrigramModel {
  const trigrams = new Map<string, number>();
  const bigrams = new Map<string, number>();
  const vocabulary = new Set<string>([SENTENCE_START, SENTENCE_END]);
  for (const { words, repeat = 1 } of sentences) {
    if (words.length === 0) continue;
    const tokens = [SENTENCE_START, ...words, SENTENCE_END];
    for (const word of words) vocabulary.add(word);
    for (let i = 1; i < tokens.length; i++) {
      increment(bigrams, `${tokens[i - 1]} ${tokens[i]}`, repeat);
      if (i >= 2) increment(trigrams, `${tokens[i - 2]} ${tokens[i - 1]} ${tokens[i]}`, repeat);
    }
  }

  // Lower orders count continuations: the number of different words before the n-gram. A bigram
  // after the sentence start has no word before it and keeps its own count.
  const bigramContinuations = new Map<string, number>();
  for (const key of trigrams.keys()) increment(bigramContinuations, key.slice(key.indexOf(' ') + 1));
  const bigramCounts = new Map<string, number>();
  for (const [key, count] of bigrams) {
    bigramCounts.set(key, key.startsWith(`${SENTENCE_START} `) ? count : (bigramContinuations.get(key) ?? count));
  }
  const unigramCounts = new Map<string, number>();
  for (const key of bigrams.keys()) increment(unigramCounts, key.slice(key.indexOf(' ') + 1));

  const discounts: [Discounts, Discounts, Discounts] = [
    discountsFor(unigramCounts.values()),
    discountsFor(bigramCounts.values()),
    discountsFor(trigrams.values()),
  ];

  // Unigrams: discounted continuation counts, interpolated with a uniform distribution.
  const unigrams = new Map<string, NgramEntry>();
  const predicted = [...vocabulary].filter((word) => word !== SENTENCE_START);
  const unigramStats = contextStats(unigramCounts).get('') as ContextStats;
  const unigramGamma = gamma(unigramStats, discounts[0]);
  const unigramProb = new Map<string, number>();
  for (const word of predicted) {
    const count = unigramCounts.get(word) ?? 0;
    const prob = Math.max(count - (count > 0 ? discount(discounts[0], count) : 0), 0) / unigramStats.total + unigramGamma / predicted.length;
    unigramProb.set(word, prob);
  }

  const bigramStats = contextStats(bigramCounts);
  const bigramProb = new Map<string, number>();
  const lowerForBigram = (key: string) => unigramProb.get(key.slice(key.indexOf(' ') + 1)) as number;
  for (const [key, count] of bigramCounts) {
    const stats = bigramStats.get(key.slice(0, key.indexOf(' '))) as ContextStats;
    bigramProb.set(key, (count - discount(discounts[1], count)) / stats.total + gamma(stats, discounts[1]) * lowerForBigram(key));
  }

  /** p(w | v) as the back-off model gives it: the bigram when seen, else γ(v) × p(w). */
  const bigramBackoffProb = (key: string) => {
    const seen = bigramProb.get(key);
    if (seen !== undefined) return seen;
    const context = key.slice(0, key.indexOf(' '));
    const stats = bigramStats.get(context);
    return (stats ? gamma(stats, discounts[1]) : 1) * lowerForBigram(key);
  };

  const trigramStats = contextStats(trigrams);
  const trigramEntries = new Map<string, NgramEntry>();
  for (const [key, count] of trigrams) {
    const stats = trigramStats.get(key.slice(0, key.lastIndexOf(' '))) as ContextStats;
    const prob = (count - discount(discounts[2], count)) / stats.total + gamma(stats, discounts[2]) * bigramBackoffProb(key.slice(key.indexOf(' ') + 1));
    trigramEntries.set(key, { logProb: Math.log10(prob), logBackoff: 0 });
  }

  const bigramEntries = new Map<string, NgramEntry>();
  for (const [key, prob] of bigramProb) {
    const stats = trigramStats.get(key);
    bigramEntries.set(key, { logProb: Math.log10(prob), logBackoff: stats ? Math.log10(gamma(stats, discounts[2])) : 0 });
  }
  unigrams.set(SENTENCE_START, { logProb: LOG_ZERO, logBackoff: Math.log10(gamma(bigramStats.get(SENTENCE_START) as ContextStats, discounts[1])) });
  for (const [word, prob] of unigramProb) {
    const stats = bigramStats.get(word);
    unigrams.set(word, { logProb: Math.log10(prob), logBackoff: stats ? Math.log10(gamma(stats, discounts[1])) : 0 });
  }

  return { vocabulary: [...vocabulary], orders: [unigrams, bigramEntries, trigramEntries], discounts };
}

/** log10 p(word | history) under the back-off model (the last two words of the history count). */
export function wordLogProb(model: TrigramModel, history: readonly string[], word: string): number {
  const [unigrams, bigrams, trigrams] = model.orders;
  const u = history[history.length - 2];
  const v = history[history.length - 1];
  if (u !== undefined && v !== undefined) {
    const trigram = trigrams.get(`${u} ${v} ${word}`);
    if (trigram) return trigram.logProb;
  }
  let backoff = u !== undefined && v !== undefined ? (bigrams.get(`${u} ${v}`)?.logBackoff ?? 0) : 0;
  if (v !== undefined) {
    const bigram = bigrams.get(`${v} ${word}`);
    if (bigram) return backoff + bigram.logProb;
    backoff += unigrams.get(v)?.logBackoff ?? 0;
  }
  return backoff + (unigrams.get(word)?.logProb ?? Number.NEGATIVE_INFINITY);
}

/** Perplexity of the model on sentences (with the end marker predicted); words it lacks are skipped and counted. */
export function perplexity(model: TrigramModel, sentences: ReadonlyArray<readonly string[]>): { perplexity: number; unknownWords: number; words: number } {
  const known = model.orders[0];
  let logSum = 0;
  let predicted = 0;
  let unknownWords = 0;
  let words = 0;
  for (const sentence of sentences) {
    const history: string[] = [SENTENCE_START];
    for (const word of [...sentence, SENTENCE_END]) {
      if (word !== SENTENCE_END) words++;
      if (!known.has(word)) {
        unknownWords++;
        history.length = 0; // the n-gram chain is broken at an unknown word
        continue;
      }
      logSum += wordLogProb(model, history, word);
      predicted++;
      history.push(word);
    }
  }
  return { perplexity: 10 ** (-logSum / Math.max(predicted, 1)), unknownWords, words };
}

/** The model in ARPA text format. */
export function toArpa(model: TrigramModel): string {
  const format = (value: number) => value.toFixed(6);
  const lines = ['\\data\\', ...model.orders.map((order, index) => `ngram ${index + 1}=${order.size}`), ''];
  model.orders.forEach((order, index) => {
    lines.push(`\\${index + 1}-grams:`);
    const last = index === model.orders.length - 1;
    for (const [key, entry] of order) {
      lines.push(last ? `${format(entry.logProb)}\t${key}` : `${format(entry.logProb)}\t${key}\t${format(entry.logBackoff)}`);
    }
    lines.push('');
  });
  lines.push('\\end\\', '');
  return lines.join('\n');
}
