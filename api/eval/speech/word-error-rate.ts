/**
 * Word error rate: (substitutions + deletions + insertions) / reference words, from the
 * Levenshtein alignment of the recogniser's words against the reference's.
 */

export interface WordErrors {
  substitutions: number;
  deletions: number;
  insertions: number;
  /** Words in the reference. */
  words: number;
}

/** The minimum-edit alignment's error counts of `hypothesis` against `reference`. */
export function wordErrors(reference: readonly string[], hypothesis: readonly string[]): WordErrors {
  type Cell = { cost: number; s: number; d: number; i: number };
  let previous: Cell[] = Array.from({ length: hypothesis.length + 1 }, (_, j) => ({ cost: j, s: 0, d: 0, i: j }));
  for (let r = 1; r <= reference.length; r++) {
    const current: Cell[] = [{ cost: r, s: 0, d: r, i: 0 }];
    for (let h = 1; h <= hypothesis.length; h++) {
      const diagonal = previous[h - 1] as Cell;
      const same = reference[r - 1] === hypothesis[h - 1];
      const options: Cell[] = [
        { ...diagonal, cost: diagonal.cost + (same ? 0 : 1), s: diagonal.s + (same ? 0 : 1) },
        { ...(previous[h] as Cell), cost: (previous[h] as Cell).cost + 1, d: (previous[h] as Cell).d + 1 },
        { ...(current[h - 1] as Cell), cost: (current[h - 1] as Cell).cost + 1, i: (current[h - 1] as Cell).i + 1 },
      ];
      current.push(options.reduce((best, option) => (option.cost < best.cost ? option : best)));
    }
    previous = current;
  }
  const last = previous[hypothesis.length] as Cell;
  return { substitutions: last.s, deletions: last.d, insertions: last.i, words: reference.length };
}

/** Sums error counts. */
export function addErrors(total: WordErrors, more: WordErrors): WordErrors {
  return {
    substitutions: total.substitutions + more.substitutions,
    deletions: total.deletions + more.deletions,
    insertions: total.insertions + more.insertions,
    words: total.words + more.words,
  };
}

export const NO_ERRORS: WordErrors = { substitutions: 0, deletions: 0, insertions: 0, words: 0 };

/** The rate (0-1; above 1 when insertions outnumber the words). */
export function errorRate(errors: WordErrors): number {
  return errors.words === 0 ? 0 : (errors.substitutions + errors.deletions + errors.insertions) / errors.words;
}
