/**
 * The body of a recogniser worker thread (started by `recognizer-pool.ts`): builds its pocketsphinx
 * decoder once, says 'ready' (or 'unavailable' and why), then transcribes one recording at a time:
 * decode the upload (audio-decode) → 16 kHz samples → noise reduction → pocketsphinx.
 */
import { parentPort } from 'node:worker_threads';
import decode from 'audio-decode';
import { SpeechError } from '../speech';
import { tsWorkerData } from '../../workers/ts-worker';
import { decodeAudio } from './decode-audio';
import { reduceNoise } from './noise-reduction';
import { createDecoder, type DecoderOptions, type PocketsphinxDecoder } from './pocketsphinx';

/** A job for the worker. */
export interface RecognizerJob {
  id: number;
  audio: Uint8Array;
  maxDurationMs: number;
}

/** What a worker posts: its start, and each job's outcome. */
export type RecognizerMessage =
  | { type: 'ready' }
  | { type: 'unavailable'; reason: string }
  | { type: 'heard'; id: number; text: string; durationMs: number; decodeMs: number; recogniseMs: number }
  | { type: 'failed'; id: number; code: SpeechError['code']; message: string };

const port = parentPort;
if (!port) throw new Error('recognizer-worker.ts runs as a worker thread');

async function transcribe(decoder: PocketsphinxDecoder, job: RecognizerJob): Promise<RecognizerMessage> {
  const started = performance.now();
  try {
    const audio = await decodeAudio(job.audio, { maxDurationMs: job.maxDurationMs });
    const decoded = performance.now();
    const { text } = audio.samples.length > 0 ? decoder.decode(reduceNoise(audio.samples)) : { text: '' };
    return { type: 'heard', id: job.id, text, durationMs: audio.durationMs, decodeMs: decoded - started, recogniseMs: performance.now() - decoded };
  } catch (error) {
    if (error instanceof SpeechError) return { type: 'failed', id: job.id, code: error.code, message: error.message };
    return { type: 'failed', id: job.id, code: 'failed', message: `The recording could not be transcribed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function start(): PocketsphinxDecoder | null {
  try {
    return createDecoder(tsWorkerData<DecoderOptions>());
  } catch (error) {
    // the pool stops this worker when it reads this
    port?.postMessage({ type: 'unavailable', reason: error instanceof Error ? error.message : String(error) } satisfies RecognizerMessage);
    return null;
  }
}

const decoder = start();
if (decoder) {
  // compile the browser formats' wasm decoders now, not during the first upload (about 0.3 s)
  for (const format of ['webm', 'opus'] as const) (await decode[format]()).free();
  port.postMessage({ type: 'ready' } satisfies RecognizerMessage);
  // one job at a time: the pool sends the next only after this one's answer
  port.on('message', (job: RecognizerJob) => {
    void transcribe(decoder, job).then((message) => port.postMessage(message));
  });
}
