/**
 * The general English model's words, most likely first, read at build time through sphinxbase (the
 * model is a binary trie, so its unigrams are asked for one by one). The dictionary keeps only the
 * most likely of them (with the domain's words): a word missing from the dictionary is left out of
 * the search, and a 20,000-word search is about a quarter faster than a 72,000-word one at the same
 * accuracy (measured, see api/src/speech/README.md).
 */
import koffi from 'koffi';

/** The general model's words by unigram probability, most likely first; null when sphinxbase cannot be loaded. */
export function generalWordsByLikelihood(languageModel: string, sphinxbase = 'libsphinxbase.so.3'): string[] | null {
  let library: ReturnType<typeof koffi.load>;
  try {
    library = koffi.load(sphinxbase);
  } catch {
    return null;
  }
  const errSetLogfp = library.func('void err_set_logfp(void *stream)');
  const logmathInit = library.func('void *logmath_init(double base, int shift, int useTable)');
  const logmathFree = library.func('int logmath_free(void *logmath)');
  const read = library.func('void *ngram_model_read(void *config, const char *path, int type, void *logmath)');
  const free = library.func('int ngram_model_free(void *model)');
  const word = library.func('const char *ngram_word(void *model, int wid)');
  const score = library.func('int ngram_ng_score(void *model, int wid, int *history, int historyLength, _Out_ int *used)');
  errSetLogfp(null);
  const logmath = logmathInit(1.0001, 0, 0);
  const model = read(null, languageModel, 0, logmath);
  if (!model) {
    logmathFree(logmath);
    return null;
  }
  const scored: Array<{ word: string; score: number }> = [];
  const used = [0];
  for (let wid = 0; ; wid++) {
    const text = word(model, wid) as string | null;
    if (text === null) break;
    if (!text.startsWith('<')) scored.push({ word: text, score: score(model, wid, null, 0, used) as number });
  }
  free(model);
  logmathFree(logmath);
  return scored.sort((a, b) => b.score - a.score).map((entry) => entry.word);
}
