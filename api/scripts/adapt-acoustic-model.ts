/**
 * Generates the MLLR transform that adapts pocketsphinx's acoustic model (Debian's
 * pocketsphinx-en-us) to noisy speech as the recogniser hears it: `src/speech/stt/noisy-speech.mllr`,
 * committed (see api/src/speech/README.md for why it is not made by `pnpm build`).
 *
 *   npx tsx scripts/adapt-acoustic-model.ts [--sentences 480] [--snrs clean,20,15] [--out FILE] [--work DIR]
 *
 * The CMU adaptation procedure, on audio made here:
 * 1. sentences of the domain corpus (`model/domain-corpus.ts`: every sentence overlapping the
 *    evaluation's and the development sentences is already out of it), every k-th one whose words
 *    the dictionary has;
 * 2. each spoken by a flite voice (slt, rms, awb, kal16 in turn) at a speed in turn, with pink noise
 *    mixed in at an SNR in turn (sox, as the evaluation's clips: `eval/speech/speech-clips.ts`);
 * 3. put through the recogniser's own front end (decode → 16 kHz → Wiener noise reduction) and
 *    written as raw 16 kHz samples;
 * 4. `sphinx_fe` with the model's feat.params; the model's mdef as text (`pocketsphinx_mdef_convert`);
 *    its mixture weights from the quantised `sendump` (Debian ships no `mixture_weights`);
 * 5. `bw` collects the statistics with the model's settings, `mllr_solve` writes one global
 *    transform (means only).
 *
 * Needs Debian's sphinxtrain, sphinxbase-utils (sphinx_fe), pocketsphinx (pocketsphinx_mdef_convert),
 * flite and sox, and the domain model (`pnpm build`). None of them is needed at run time.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSpeechModel, DEFAULT_CORPUS_PATHS } from '../src/speech/stt/model/build-speech-model';
import { readDomainCorpus } from '../src/speech/stt/model/domain-corpus';
import { decodeAudio } from '../src/speech/stt/decode-audio';
import { reduceNoise } from '../src/speech/stt/noise-reduction';
import { acousticModelFingerprint, DEFAULT_MODEL_DIR, MLLR_MATRIX_PATH, mllrManifestPath, MODEL_FILES, POCKETSPHINX_MODEL_DIR } from '../src/speech/stt/speech-model';
import { addNoise, type Speed, SPEEDS, speak, VOICES } from '../eval/speech/speech-clips';

const SPHINXTRAIN = '/usr/lib/sphinxtrain';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** Reads a sphinx `sendump` (mixture weights quantised to bytes) into float weights [senone][feature][density]. */
export function sendumpToMixw(bytes: Buffer): { nSen: number; nFeat: number; nDensity: number; weights: Float32Array } {
  let at = 0;
  const int = () => {
    const value = bytes.readInt32LE(at);
    at += 4;
    return value;
  };
  const headers: string[] = [];
  for (;;) {
    const length = int();
    if (length === 0) break;
    headers.push(bytes.toString('latin1', at, at + length - 1));
    at += length;
  }
  const header = (key: string, fallback: number) => {
    const line = headers.find((text) => text.startsWith(`${key} `));
    return line ? Number(line.split(/\s+/)[1]) : fallback;
  };
  if (header('cluster_count', 0) !== 0) throw new Error('a clustered sendump is not supported');
  const shift = header('mixw_shift', 10);
  const nFeat = header('feature_count', 1);
  const nDensity = int();
  const nSen = int();
  if (bytes.length - at !== nFeat * nDensity * nSen) {
    throw new Error(`sendump: ${bytes.length - at} bytes of weights for ${nFeat} × ${nDensity} × ${nSen}`);
  }
  const weights = new Float32Array(nSen * nFeat * nDensity);
  for (let f = 0; f < nFeat; f++) {
    for (let d = 0; d < nDensity; d++) {
      for (let s = 0; s < nSen; s++) {
        // -log base 1.0001, shifted down by mixw_shift bits
        weights[(s * nFeat + f) * nDensity + d] = 1.0001 ** -((bytes[at++] as number) << shift);
      }
    }
  }
  // each senone's weights per feature sum to one
  for (let row = 0; row < nSen * nFeat; row++) {
    let sum = 0;
    for (let d = 0; d < nDensity; d++) sum += weights[row * nDensity + d] as number;
    for (let d = 0; d < nDensity; d++) weights[row * nDensity + d] = (weights[row * nDensity + d] as number) / sum;
  }
  return { nSen, nFeat, nDensity, weights };
}

/** Writes a Sphinx-III 3-d float file (mixture_weights). */
function writeS3(path: string, dims: [number, number, number], data: Float32Array) {
  let head = 's3\nversion 1.0\n';
  const lsb = (head.length + 'endhdr\n'.length) & 3;
  head += `${lsb ? ' '.repeat(4 - lsb) : ''}endhdr\n`;
  const numbers = Buffer.alloc(4 * 5);
  [0x11223344, ...dims, dims[0] * dims[1] * dims[2]].forEach((value, index) => numbers.writeUInt32LE(value >>> 0, index * 4));
  writeFileSync(path, Buffer.concat([Buffer.from(head, 'latin1'), numbers, Buffer.from(data.buffer, data.byteOffset, data.byteLength)]));
}

function run(command: string, args: string[]) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failed = error as { stderr?: string; stdout?: string };
    throw new Error(`${command} failed:\n${(failed.stderr ?? '').slice(-3000)}${(failed.stdout ?? '').slice(-2000)}`);
  }
}

async function main() {
  const count = Number(option('--sentences') ?? 480);
  const snrs = (option('--snrs') ?? 'clean,20,15').split(',').map((snr) => (snr === 'clean' ? null : Number(snr)));
  const out = option('--out') ?? MLLR_MATRIX_PATH;
  const work = option('--work') ?? join(fileURLToPath(new URL('../data/speech/', import.meta.url)), 'adaptation');
  const voices = VOICES.filter((voice) => voice.engine === 'flite');
  const hmm = join(POCKETSPHINX_MODEL_DIR, 'en-us');
  for (const tool of [join(SPHINXTRAIN, 'bw'), join(SPHINXTRAIN, 'mllr_solve'), '/usr/bin/sphinx_fe', '/usr/bin/pocketsphinx_mdef_convert']) {
    if (!existsSync(tool)) throw new Error(`${tool} is missing: apt-get install sphinxtrain sphinxbase-utils pocketsphinx`);
  }
  const built = buildSpeechModel();
  if (built.status === 'skipped') throw new Error(built.reason);
  const dictionaryPath = join(DEFAULT_MODEL_DIR, MODEL_FILES.dictionary);
  const known = new Set(readFileSync(dictionaryPath, 'utf8').split('\n').map((line) => line.split(' ')[0]));

  // every k-th corpus sentence of 4-20 words the dictionary has, no sentence twice
  const seen = new Set<string>();
  const usable = readDomainCorpus(DEFAULT_CORPUS_PATHS)
    .sentences.map((sentence) => sentence.words)
    .filter((words) => words.length >= 4 && words.length <= 20 && words.every((word) => known.has(word)))
    .filter((words) => !seen.has(words.join(' ')) && seen.add(words.join(' ')));
  const stride = Math.max(1, Math.floor(usable.length / count));
  const sentences = usable.filter((_, index) => index % stride === 0).slice(0, count);

  const clipsDir = join(work, 'clips');
  const rawDir = join(work, 'raw');
  const featDir = join(work, 'feat');
  for (const dir of [clipsDir, rawDir, featDir, join(work, 'accum')]) mkdirSync(dir, { recursive: true });
  const ids: string[] = [];
  const transcripts: string[] = [];
  let seconds = 0;
  for (const [index, words] of sentences.entries()) {
    const voice = voices[index % voices.length] as (typeof voices)[number];
    const speed = SPEEDS[Math.floor(index / voices.length) % SPEEDS.length] as Speed;
    const snr = snrs[Math.floor(index / (voices.length * SPEEDS.length)) % snrs.length] ?? null;
    const text = words.join(' ');
    const key = createHash('sha1').update(JSON.stringify([text, voice.id, speed])).digest('hex').slice(0, 16);
    const clean = join(clipsDir, `${key}-clean.wav`);
    if (!existsSync(clean)) speak(text, voice, speed, clean);
    const noisy = snr === null ? clean : join(clipsDir, `${key}-noise${snr}.wav`);
    if (!existsSync(noisy)) addNoise(clean, noisy, snr as number);
    const id = `${key}-${snr ?? 'clean'}`;
    const samples = reduceNoise((await decodeAudio(readFileSync(noisy))).samples);
    seconds += samples.length / 16_000;
    writeFileSync(join(rawDir, `${id}.raw`), Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
    ids.push(id);
    transcripts.push(`<s> ${text} </s> (${id})`);
    if ((index + 1) % 40 === 0) console.log(`adaptation audio: ${index + 1} of ${sentences.length}`);
  }
  writeFileSync(join(work, 'adapt.fileids'), `${ids.join('\n')}\n`);
  writeFileSync(join(work, 'adapt.transcription'), `${transcripts.join('\n')}\n`);
  console.log(`adaptation audio: ${ids.length} clips, ${(seconds / 60).toFixed(1)} min, SNRs ${snrs.map((snr) => snr ?? 'clean').join('/')}`);

  // features as the decoder computes them (its feat.params), its own front end's noise removal included
  run('sphinx_fe', ['-argfile', join(hmm, 'feat.params'), '-samprate', '16000', '-raw', 'yes', '-input_endian', 'little', '-c', join(work, 'adapt.fileids'), '-di', rawDir, '-do', featDir, '-ei', 'raw', '-eo', 'mfc']);
  // the model as sphinxtrain reads it: a text mdef and float mixture weights
  const model = join(work, 'model');
  mkdirSync(model, { recursive: true });
  for (const file of ['means', 'variances', 'transition_matrices', 'noisedict', 'feat.params']) copyFileSync(join(hmm, file), join(model, file));
  run('pocketsphinx_mdef_convert', ['-text', join(hmm, 'mdef'), join(model, 'mdef.txt')]);
  const mixw = sendumpToMixw(readFileSync(join(hmm, 'sendump')));
  writeS3(join(model, 'mixture_weights'), [mixw.nSen, mixw.nFeat, mixw.nDensity], mixw.weights);

  const bw = run(join(SPHINXTRAIN, 'bw'), [
    '-hmmdir', model, '-moddeffn', join(model, 'mdef.txt'), '-ts2cbfn', '.ptm.', '-feat', '1s_c_d_dd', '-svspec', '0-12/13-25/26-38',
    '-cmn', 'batch', '-agc', 'none', '-dictfn', dictionaryPath, '-fdictfn', join(model, 'noisedict'),
    '-ctlfn', join(work, 'adapt.fileids'), '-lsnfn', join(work, 'adapt.transcription'), '-cepdir', featDir, '-accumdir', join(work, 'accum'),
  ]);
  const failed = (bw.match(/ERROR/g) ?? []).length;
  console.log(`bw: ${failed} utterances it could not align`);
  run(join(SPHINXTRAIN, 'mllr_solve'), ['-meanfn', join(model, 'means'), '-varfn', join(model, 'variances'), '-outmllrfn', out, '-accumdir', join(work, 'accum')]);
  const manifest = {
    acousticModel: acousticModelFingerprint(hmm),
    generatedBy: 'api/scripts/adapt-acoustic-model.ts',
    sentences: ids.length,
    minutes: Number((seconds / 60).toFixed(1)),
    voices: voices.map((voice) => voice.id),
    snrs: snrs.map((snr) => snr ?? 'clean'),
    generatedAt: new Date().toISOString(),
  };
  writeFileSync(mllrManifestPath(out), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`wrote ${out} and ${mllrManifestPath(out)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
