/**
 * The offline recogniser's speed (`pnpm bench`, or `pnpm --filter @energy-advisor/api run
 * bench:speech`): held-out domain questions of about 5 s spoken by flite voices, as WAV and as
 * Chromium's WebM/Opus, transcribed by the production stack (worker threads, bounded queue).
 *
 * - latency: one recording at a time, one warm worker: wall time per transcription, p50 and p95,
 *   scaled to a 5 s clip (the target is p95 ≤ 1.5 s), and the worker's own time;
 * - throughput: every clip sent at once to two workers: recordings per second, the real-time factor
 *   (seconds of CPU-bound work per second of speech) and the p95 wait including the queue.
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
import { createOfflineSpeechToText } from '../src/speech/stt';

const CLIPS = Number(process.env.BENCH_SPEECH_CLIPS ?? 24);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');

async function main() {
  const built = buildSpeechModel();
  if (built.status === 'skipped') {
    console.log(`speech bench skipped: ${built.reason}`);
    return;
  }
  // the longer questions (12 words or more) last about 5 s
  const sentences = readSentenceFile(join(DEFAULT_CORPUS_PATHS.heldOutDir, 'domain-sentences.txt')).filter((sentence) => sentence.split(' ').length >= 12);
  const planned = planClips({ domain: sentences, 'off-domain': [] }, 3, ['wav', 'webm'], DEFAULT_CACHE_DIR).filter(
    (clip) => clip.voice.engine === 'flite' && clip.speed !== 'slow',
  );
  const clips = planned.slice(0, CLIPS);
  await makeClips(clips);
  const audio = clips.map((clip) => readFileSync(clip.path));

  const timings: Array<{ durationMs: number; decodeMs: number; recogniseMs: number }> = [];
  const log = { info: () => undefined, warn: () => undefined, debug: (details: object) => timings.push(details as (typeof timings)[number]) };

  console.log(`speech: ${clips.length} flite clips (WAV and WebM/Opus), load average ${load()}`);
  const single = createOfflineSpeechToText({ workers: 1, preload: true, log });
  try {
    await single.transcribe(audio[0] as Buffer); // the worker starts and warms up
    const walls: number[] = [];
    const work: number[] = [];
    const durations: number[] = [];
    for (const bytes of audio) {
      timings.length = 0;
      const started = performance.now();
      const transcript = await single.transcribe(bytes);
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
  } finally {
    await single.close();
  }

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
    console.log(`    ${((audio.length * 1000) / elapsed).toFixed(2)} recordings/s, ${seconds(speech)} of speech in ${seconds(elapsed)} (real-time factor ${(elapsed / speech).toFixed(2)}); wait incl. queue p50 ${seconds(percentile(waits, 0.5))}, p95 ${seconds(percentile(waits, 0.95))}`);
  } finally {
    await pair.close();
  }
  console.log(`  (load average ${load()})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
