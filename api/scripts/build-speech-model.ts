/**
 * `pnpm build` in api/: builds the offline recogniser's domain speech model into api/data/speech/
 * (see src/speech/stt/model/build-speech-model.ts). Without Debian's pocketsphinx model it says what
 * to install and succeeds, so the rest of the build and the server still run (voice then answers 503).
 * `--force` rebuilds even when nothing changed.
 */
import { buildSpeechModel } from '../src/speech/stt/model/build-speech-model';

const result = buildSpeechModel({ force: process.argv.includes('--force') });
if (result.status === 'skipped') {
  console.warn(`speech model: not built, ${result.reason}`);
} else if (result.status === 'up-to-date') {
  console.log(`speech model: up to date (${result.manifest.vocabulary} words, built ${result.manifest.builtAt})`);
} else {
  const { manifest } = result;
  const { pronunciations: words, heldOut } = manifest;
  console.log(
    `speech model: built in ${result.seconds.toFixed(1)} s: ${Object.entries(manifest.sentences).map(([source, count]) => `${count} ${source}`).join(', ')} sentences ` +
      `(${manifest.excludedForOverlap} dropped for overlapping the evaluation's), ${manifest.vocabulary} words, ` +
      `${manifest.ngrams.join('/')} 1/2/3-grams, a dictionary of ${manifest.dictionaryWords} words${manifest.generalWords === null ? ' (sphinxbase not loadable: every CMU word)' : ''}; pronunciations: ${words.table} hand-checked, ${words.letters} spelled, ${words.espeak} espeak-ng` +
      `${words.missing.length > 0 ? `, ${words.missing.length} without (left out: ${words.missing.slice(0, 8).join(', ')})` : ''}` +
      `${manifest.letterToSound ? '' : ' (espeak-ng not installed: no letter-to-sound)'}; ` +
      `held-out perplexity ${heldOut.perplexity.toFixed(0)} (${heldOut.unknownWords} of ${heldOut.words} words unknown)`,
  );
}
