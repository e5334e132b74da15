/**
 * Paired comparison of recogniser settings: every clip is decoded by each setting, in this process,
 * one after another (no worker pool), and each setting's word error rate is printed per group and
 * condition with its CPU time. Tune on the development sentences (`--set dev`, the default:
 * dev-*-sentences.txt); measure on the held-out ones (`--set eval`) only once settings are chosen.
 *
 *   npx tsx eval/speech/compare-settings.ts --set dev \
 *     --variant '{"name":"base"}' \
 *     --variant '{"name":"lw10","args":{"-lw":"10"}}' \
 *     --variant '{"name":"rnnoise","noise":"rnnoise"}'
 *
 * A variant: `name`, `noise` (none, wiener, rnnoise, rnnoise+wiener; default: the production
 * setting), `args` (pocketsphinx arguments over the production ones, `-mllr` included; "" drops one),
 * `domainWeight`.
 * `--engines flite` decodes only the flite voices' clips, `--noises clean,20` only those noise levels; `--json FILE` writes every clip's transcript
 * per variant.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSpeechModel, DEFAULT_CORPUS_PATHS } from '../../src/speech/stt/model/build-speech-model';
import { readSentenceFile } from '../../src/speech/stt/model/domain-corpus';
import { spokenWords } from '../../src/speech/stt/model/spoken-words';
import { decodeAudio } from '../../src/speech/stt/decode-audio';
import { createDecoder } from '../../src/speech/stt/pocketsphinx';
import { decoderArguments, DEFAULT_DOMAIN_WEIGHT } from '../../src/speech/stt/offline-speech-to-text';
import { DEFAULT_NOISE_REDUCTION, type NoiseReduction, noiseReducer } from './noise-reducers';
import { MLLR_MATRIX_PATH, modelPaths } from '../../src/speech/stt/speech-model';
import { type Clip, DEFAULT_CACHE_DIR, type Format, FORMATS, makeClips, planClips } from './eval-clips';
import { groupRate, type ClipResult } from './speech-report';
import { wordErrors } from './word-error-rate';

interface Variant {
  name: string;
  noise?: NoiseReduction;
  args?: Record<string, string>;
  domainWeight?: number;
}

function options(args: string[], name: string): string[] {
  return args.flatMap((arg, at) => (arg === name && args[at + 1] !== undefined ? [args[at + 1] as string] : []));
}

const pct = (value: number) => `${(value * 100).toFixed(1)}`.padStart(6);

/** The rows printed per variant: a label and which clips it covers. */
const ROWS: Array<[string, (clip: Clip) => boolean]> = [
  ['dom flite clean+20', (c) => c.group === 'domain' && c.voice.engine === 'flite' && c.noise !== 'noise 15 dB'],
  ['dom flite clean', (c) => c.group === 'domain' && c.voice.engine === 'flite' && c.noise === 'clean'],
  ['dom flite 20 dB', (c) => c.group === 'domain' && c.voice.engine === 'flite' && c.noise === 'noise 20 dB'],
  ['dom flite 15 dB', (c) => c.group === 'domain' && c.voice.engine === 'flite' && c.noise === 'noise 15 dB'],
  ['dom flite all', (c) => c.group === 'domain' && c.voice.engine === 'flite'],
  ['dom espeak all', (c) => c.group === 'domain' && c.voice.engine !== 'flite'],
  ['off flite clean+20', (c) => c.group === 'off-domain' && c.voice.engine === 'flite' && c.noise !== 'noise 15 dB'],
  ['off flite all', (c) => c.group === 'off-domain' && c.voice.engine === 'flite'],
];

async function main() {
  const args = process.argv.slice(2);
  const set = options(args, '--set')[0] ?? 'dev';
  const perSentence = Number(options(args, '--per-sentence')[0] ?? 3);
  const formats = (options(args, '--formats')[0]?.split(',') ?? FORMATS) as Format[];
  const variants = options(args, '--variant').map((text) => JSON.parse(text) as Variant);
  if (variants.length === 0) variants.push({ name: 'production' });
  const built = buildSpeechModel();
  if (built.status === 'skipped') throw new Error(built.reason);

  const dir = DEFAULT_CORPUS_PATHS.heldOutDir;
  const prefix = set === 'dev' ? 'dev-' : '';
  const groups = {
    domain: readSentenceFile(join(dir, `${prefix}domain-sentences.txt`)),
    'off-domain': readSentenceFile(join(dir, `${prefix}off-domain-sentences.txt`)),
  };
  const engines = options(args, '--engines')[0]?.split(',') ?? ['flite', 'espeak-ng'];
  const planned = planClips(groups, perSentence, formats, DEFAULT_CACHE_DIR);
  await makeClips(planned);
  const noises = options(args, '--noises')[0]?.split(',');
  const clips = planned.filter((clip) => engines.includes(clip.voice.engine) && (!noises || noises.includes(clip.noise.replace('noise ', '').replace(' dB', ''))));
  const audio = await Promise.all(clips.map(async (clip) => (await decodeAudio(readFileSync(clip.path))).samples));
  const paths = modelPaths();
  console.log(`${clips.length} clips of the ${set} sentences; rows: WER % (domain/off-domain, voices, noise); cpu: recognition seconds per 5 s of speech, p50/p95`);

  const table: string[] = [];
  const transcripts: Record<string, string[]> = {};
  for (const variant of variants) {
    // the production arguments, the MLLR transform included when it is there ("-mllr": "" drops it)
    const argv = { ...decoderArguments(MLLR_MATRIX_PATH, paths.acousticModel).arguments, ...variant.args };
    for (const [key, value] of Object.entries(argv)) if (value === '') delete argv[key];
    const decoder = createDecoder({ paths, domainWeight: variant.domainWeight ?? DEFAULT_DOMAIN_WEIGHT, arguments: argv });
    const reduce = await noiseReducer(variant.noise ?? DEFAULT_NOISE_REDUCTION);
    const results: ClipResult[] = [];
    const cpu: number[] = [];
    clips.forEach((clip, index) => {
      const samples = audio[index] as Int16Array;
      const started = process.cpuUsage();
      const { text } = samples.length > 0 ? decoder.decode(reduce(samples)) : { text: '' };
      const used = process.cpuUsage(started);
      const durationMs = (samples.length / 16_000) * 1000;
      cpu.push(((used.user + used.system) / 1000) * (5_000 / durationMs));
      const reference = spokenWords(clip.sentence);
      const heard = text.split(' ').filter(Boolean);
      results.push({ clip, reference, heard, errors: wordErrors(reference, heard), wallMs: 0, workMs: 0, durationMs });
    });
    decoder.free();
    transcripts[variant.name] = results.map((result) => result.heard.join(' '));
    const sorted = [...cpu].sort((a, b) => a - b);
    const at = (share: number) => ((sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0) / 1000).toFixed(2);
    const row = `${variant.name.padEnd(28)} ${ROWS.map(([, match]) => pct(groupRate(results.filter((result) => match(result.clip))))).join(' ')}   ${at(0.5)}/${at(0.95)}`;
    table.push(row);
    console.log(row);
  }
  console.log(['', `${'variant'.padEnd(28)} ${ROWS.map(([label]) => label).join(' | ')} | cpu`, ...table].join('\n'));
  const json = options(args, '--json')[0];
  if (json) writeFileSync(json, JSON.stringify({ clips: clips.map((clip) => ({ ...clip, voice: clip.voice.id })), transcripts }, null, 1));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
