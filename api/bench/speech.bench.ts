/**
 * The offline recogniser's speed (`pnpm bench`, or `pnpm --filter @energy-advisor/api run
 * bench:speech`): held-out domain questions of about 5 s spoken by flite voices, as WAV and as
 * Chromium's WebM/Opus, transcribed by the production stack (worker threads, bounded queue).
 *
 * - latency: one recording at a time, one warm worker: wall time per transcription, p50 and p95,
 *   scaled to a 5 s clip (the target is p95 ≤ 1.5 s), and the worker's own time;
 * - throughput: every clip sent at once to two workers: recordings per second, the real-time factor
 *   (seconds of CPU-bound work per second of speech) and the p95 wait including the queue;
 * - text to speech: a 200-character reply rendered by flite, p50 and p95 (the target is ≤ 0.5 s).
 *
 * Prints figures and the load average (the machines are shared); asserts nothing.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { percentile } from '../eval/speech/speech-report';
import { DEFAULT_CACHE_DIR, makeClips, planClips } from '../eval/speech/eval-clips';
import { buildSpeechModel, DEFAULT_CORPUS_PATHS } from '../src/speech/stt/model/build-speech-model';
import { readSentenceFile } from '../src/speech/stt/model/domain-corpus';
import type { SpeechToText } from '../src/speech/speech';
import { createOfflineSpeechToText } from '../src/speech/stt';
import { decodeAudio } from '../src/speech/stt/decode-audio';
import { createFliteTextToSpeech } from '../src/speech/tts/flite-tts';

const CLIPS = Number(process.env.BENCH_SPEECH_CLIPS ?? 24);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');

type Log = { info: () => void; warn: () => void; debug: (details: object) => void };
type Timing = { durationMs: number; decodeMs: number; recogniseMs: number };

/** The clips of 4-6.5 s (their length read by decoding them, which costs little next to recognising them). */
async function fiveSecondClips(paths: string[]): Promise<Buffer[]> {
  const chosen: Buffer[] = [];
  for (const path of paths) {
    const bytes = readFileSync(path);
    const { durationMs } = await decodeAudio(bytes);
    if (durationMs >= 4_000 && durationMs <= 6_500 && chosen.length < CLIPS) chosen.push(bytes);
  }
  return chosen;
}

/** One recording at a time: wall and worker time, scaled to 5 s of speech. */
async function latency(stt: SpeechToText, audio: Buffer[], timings: Timing[]) {
  const walls: number[] = [];
  const work: number[] = [];
  const durations: number[] = [];
  for (const bytes of audio) {
    timings.length = 0;
    const started = performance.now();
    const transcript = await stt.transcribe(bytes);
    const wall = performance.now() - started;
    const timing = timings[0];
    walls.push((wall * 5_000) / transcript.durationMs);
    if (timing) work.push(((timing.decodeMs + timing.recogniseMs) * 5_000) / transcript.durationMs);
    durations.push(transcript.durationMs);
  }
  const mean = durations.reduce((sum, value) => sum + value, 0) / durations.length;
  console.log(`  latency, one at a time (clips of ${seconds(mean)} on average; scaled to 5 s of speech):`);
  console.log(`    wall per transcription   p50 ${seconds(percentile(walls, 0.5))}, p95 ${seconds(percentile(walls, 0.95))}  (target p95 ≤ 1.50 s)`);
  console.log(`    worker time              p50 ${seconds(percentile(work, 0.5))}, p95 ${seconds(percentile(work, 0.95))}`);
}

/** Every recording at once to two workers. */
async function throughput(audio: Buffer[], log: Log) {
  const pair = createOfflineSpeechToText({ workers: 2, queueLimit: audio.length, preload: true, log });
  try {
    await Promise.all([pair.transcribe(audio[0] as Buffer), pair.transcribe(audio[1] as Buffer)]);
    const started = performance.now();
    const waits: number[] = [];
    const transcripts = await Promise.all(
      audio.map(async (bytes) => {
        const transcript = await pair.transcribe(bytes);
        waits.push(performance.now() - started);
        return transcript;
      }),
    );
    const elapsed = performance.now() - started;
    const speech = transcripts.reduce((sum, transcript) => sum + transcript.durationMs, 0);
    console.log(`  throughput, ${audio.length} recordings at once, 2 workers:`);
    console.log(
      `    ${((audio.length * 1000) / elapsed).toFixed(2)} recordings/s, ${seconds(speech)} of speech in ${seconds(elapsed)} (real-time factor ${(elapsed / speech).toFixed(2)}); ` +
        `wait incl. queue p50 ${seconds(percentile(waits, 0.5))}, p95 ${seconds(percentile(waits, 0.95))}`,
    );
  } finally {
    await pair.close();
  }
}

/** A reply of about 200 characters, as the advisor writes them (Markdown, units, a place). */
const REPLY =
  'In **Ballarat** (climate zone 7), ceiling batts of R6.0 pay for themselves fastest: about $1,800 for 150 m², saving 20-30% on heating. Seal the draughts around the doors and windows first, then the hot water.';
const TTS_RENDERS = 20;

/** flite (the default voice) rendering the reply, one render at a time. */
async function textToSpeech() {
  const tts = await createFliteTextToSpeech();
  if (!tts.available) {
    console.log(`  text to speech skipped: ${tts.unavailableReason}`);
    return;
  }
  try {
    await tts.synthesize(REPLY);
    const walls: number[] = [];
    for (let r = 0; r < TTS_RENDERS; r++) {
      const started = performance.now();
      await tts.synthesize(REPLY);
      walls.push(performance.now() - started);
    }
    console.log(`  text to speech (${tts.name}), a ${REPLY.length}-character reply, ${TTS_RENDERS} renders one at a time:`);
    console.log(`    wall per render          p50 ${seconds(percentile(walls, 0.5))}, p95 ${seconds(percentile(walls, 0.95))}  (target ≤ 0.50 s)`);
  } finally {
    await tts.close();
  }
}

async function main() {
  const built = buildSpeechModel();
  if (built.status === 'skipped') {
    console.log(`speech bench skipped: ${built.reason}`);
    return;
  }
  // the longer questions (11 words or more), spoken by the flite voices, last 3-6 s
  const sentences = readSentenceFile(join(DEFAULT_CORPUS_PATHS.heldOutDir, 'domain-sentences.txt')).filter((sentence) => sentence.split(' ').length >= 11);
  const clips = planClips({ domain: sentences, 'off-domain': [] }, 4, ['wav', 'webm'], DEFAULT_CACHE_DIR).filter((clip) => clip.voice.engine === 'flite');
  await makeClips(clips);

  const timings: Timing[] = [];
  const log: Log = { info: () => undefined, warn: () => undefined, debug: (details) => timings.push(details as Timing) };
  const single = createOfflineSpeechToText({ workers: 1, preload: true, log });
  let audio: Buffer[];
  try {
    audio = await fiveSecondClips(clips.map((clip) => clip.path));
    await single.transcribe(audio[0] as Buffer); // the worker warms up
    console.log(`speech: ${audio.length} flite clips of 4-6.5 s (WAV and WebM/Opus), load average ${load()}`);
    await latency(single, audio, timings);
  } finally {
    await single.close();
  }
  await throughput(audio, log);
  await textToSpeech();
  console.log(`  (load average ${load()})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
