/**
 * Builds the domain speech model (run by the api's `build` script): the corpus (`domain-corpus.ts`)
 * → pronunciations for its words (`pronunciations.ts`) → a trigram model (`trigram-model.ts`) →
 * api/data/speech/{domain.arpa, words.dict, manifest.json}. Skips the work when the inputs and this
 * code are unchanged since the last build.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEBIAN_PACKAGES, DEFAULT_MODEL_DIR, MODEL_FILES, POCKETSPHINX_MODEL_DIR } from '../speech-model';
import { type CorpusPaths, readDomainCorpus } from './domain-corpus';
import { espeakAvailable } from './espeak-phonemes';
import { generalWordsByLikelihood } from './general-vocabulary';
import { buildLexicon, dictionaryText, parseDictionary } from './pronunciations';
import { buildTrigramModel, perplexity, toArpa } from './trigram-model';

/** The general English model's most likely words the dictionary keeps (beside the domain's). */
export const GENERAL_WORDS = 20_000;

const API_DIR = fileURLToPath(new URL('../../../../', import.meta.url));

export const DEFAULT_CORPUS_PATHS: CorpusPaths = {
  knowledgeDir: join(API_DIR, 'knowledge'),
  casesDir: join(API_DIR, 'eval', 'cases'),
  dataDir: join(API_DIR, 'data'),
  heldOutDir: join(API_DIR, 'eval', 'speech'),
};

export interface BuildOptions {
  outDir?: string;
  corpus?: CorpusPaths;
  /** The CMU dictionary (from pocketsphinx-en-us). */
  cmuDictionary?: string;
  /** Build even when nothing changed. */
  force?: boolean;
}

/** What the build did: written (with its figures), skipped as up to date, or not possible here. */
export type BuildResult =
  | { status: 'built'; manifest: Manifest; seconds: number }
  | { status: 'up-to-date'; manifest: Manifest }
  | { status: 'skipped'; reason: string };

export interface Manifest {
  fingerprint: string;
  builtAt: string;
  sentences: Record<string, number>;
  excludedForOverlap: number;
  vocabulary: number;
  ngrams: [number, number, number];
  pronunciations: { table: number; letters: number; espeak: number; missing: string[]; misspelt: string[] };
  letterToSound: boolean;
  /** Words the dictionary holds (the search's vocabulary). */
  dictionaryWords: number;
  /** How many of the general model's most likely words it keeps (null: all, sphinxbase was not loadable). */
  generalWords: number | null;
  /** Perplexity of the domain model on the held-out evaluation sentences (words it lacks skipped). */
  heldOut: { sentences: number; perplexity: number; unknownWords: number; words: number };
}

/** A hash of every input file and of this folder's code: the build is redone when it changes. */
function fingerprint(paths: CorpusPaths, cmuDictionary: string, letterToSound: boolean): string {
  const hash = createHash('sha256');
  const codeDir = fileURLToPath(new URL('.', import.meta.url));
  const files = [
    ...[paths.knowledgeDir, paths.casesDir, paths.dataDir, paths.heldOutDir, codeDir].flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => /\.(md|json|csv|txt|ts)$/.test(name))
        .sort()
        .map((name) => join(dir, name)),
    ),
    cmuDictionary,
  ];
  for (const file of files) hash.update(file).update(readFileSync(file));
  hash.update(`letter-to-sound:${letterToSound} general-words:${GENERAL_WORDS}`);
  return hash.digest('hex').slice(0, 16);
}

/** Whether `word` is a place's word with one letter wrong, missing or added (and not a place's word itself). */
function misspells(word: string, placeWords: ReadonlySet<string>): boolean {
  if (placeWords.has(word) || placeWords.has(word.replace(/'s$/, '')) || word.length < 5) return false;
  for (const place of placeWords) {
    if (place.length >= 5 && place[0] === word[0] && Math.abs(place.length - word.length) <= 1 && editDistance(word, place) === 1) return true;
  }
  return false;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/** Writes a file whole or not at all (a reader never sees half a model). */
function writeAtomically(path: string, text: string) {
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

export function buildSpeechModel(options: BuildOptions = {}): BuildResult {
  const started = performance.now();
  const outDir = options.outDir ?? DEFAULT_MODEL_DIR;
  const paths = options.corpus ?? DEFAULT_CORPUS_PATHS;
  const cmuPath = options.cmuDictionary ?? join(POCKETSPHINX_MODEL_DIR, 'cmudict-en-us.dict');
  if (!existsSync(cmuPath)) {
    return { status: 'skipped', reason: `no CMU dictionary at ${cmuPath}: install the Debian packages ${DEBIAN_PACKAGES} for offline speech recognition` };
  }
  const letterToSound = espeakAvailable();
  const print = fingerprint(paths, cmuPath, letterToSound);
  const manifestPath = join(outDir, MODEL_FILES.manifest);
  if (!options.force && existsSync(manifestPath) && existsSync(join(outDir, MODEL_FILES.languageModel)) && existsSync(join(outDir, MODEL_FILES.dictionary))) {
    const previous = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    if (previous.fingerprint === print) return { status: 'up-to-date', manifest: previous };
  }

  const corpus = readDomainCorpus(paths);
  const cmu = parseDictionary(readFileSync(cmuPath, 'utf8'));
  // the advisor's evaluation misspells towns on purpose ("bendgo"): nobody says those
  const placeWords = new Set(corpus.places.flat());
  const misspelt = new Set(corpus.sentences.flatMap((sentence) => sentence.words).filter((word) => !cmu.has(word) && misspells(word, placeWords)));
  const lexicon = buildLexicon(
    corpus.sentences.flatMap((sentence) => sentence.words).filter((word) => !misspelt.has(word)),
    corpus.acronyms,
    cmu,
    { letterToSound },
  );
  // a word nobody can pronounce ends the sentence there: the rest is counted as a sentence of its own
  const missing = new Set([...lexicon.missing, ...misspelt]);
  const counted = corpus.sentences.flatMap(({ words, repeat }) => {
    const pieces: string[][] = [[]];
    for (const word of words) {
      if (missing.has(word)) pieces.push([]);
      else pieces[pieces.length - 1]?.push(word);
    }
    return pieces.filter((piece) => piece.length > 0).map((piece) => ({ words: piece, repeat }));
  });
  const model = buildTrigramModel(counted);
  const heldOut = perplexity(model, corpus.heldOut);

  mkdirSync(outDir, { recursive: true });
  writeAtomically(join(outDir, MODEL_FILES.languageModel), toArpa(model));
  // the dictionary: the domain's words and the general model's most likely ones (see general-vocabulary.ts)
  const general = generalWordsByLikelihood(join(dirname(cmuPath), 'en-us.lm.bin'));
  const keep = general ? new Set([...model.vocabulary, ...general.slice(0, GENERAL_WORDS)]) : null;
  const dictionary = dictionaryText(cmu, lexicon.additions, keep);
  writeAtomically(join(outDir, MODEL_FILES.dictionary), dictionary);
  const sentences: Record<string, number> = {};
  for (const sentence of corpus.sentences) sentences[sentence.source] = (sentences[sentence.source] ?? 0) + 1;
  const manifest: Manifest = {
    fingerprint: print,
    builtAt: new Date().toISOString(),
    sentences,
    excludedForOverlap: corpus.excluded,
    vocabulary: model.vocabulary.length,
    ngrams: [model.orders[0].size, model.orders[1].size, model.orders[2].size],
    pronunciations: { ...lexicon.sources, missing: lexicon.missing, misspelt: [...misspelt] },
    letterToSound,
    dictionaryWords: keep ? keep.size : cmu.size,
    generalWords: general ? Math.min(GENERAL_WORDS, general.length) : null,
    heldOut: { sentences: corpus.heldOut.length, ...heldOut },
  };
  writeAtomically(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  return { status: 'built', manifest, seconds: (performance.now() - started) / 1000 };
}
