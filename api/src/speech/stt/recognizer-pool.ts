/**
 * Worker threads that each hold a pocketsphinx decoder (`recognizer-worker.ts`) and transcribe one
 * recording at a time, with one bounded queue in front of them.
 *
 * Not the generic `workers/worker-pool.ts`: that pool answers synchronous micro-calls, posts each call
 * to a worker at once (so waiting calls would queue inside workers, beyond reach of a bound or an
 * abort) and times a call from when the worker was handed it. A recording takes a second of CPU and
 * its decoding is asynchronous (wasm), so here a job waits in the pool until a worker is idle.
 */
import type { Worker } from 'node:worker_threads';
import { SpeechError } from '../speech';
import { startTsWorker } from '../../workers/ts-worker';
import type { DecoderOptions } from './pocketsphinx';
import type { RecognizerJob, RecognizerMessage } from './recognizer-worker';

export interface RecognizerPoolOptions {
  decoder: DecoderOptions;
  workers: number;
  /** Recordings that may wait for a worker; one more is refused as `busy`. */
  queueLimit: number;
  /** A worker that has not answered a job in this long is stuck: it is stopped and replaced. */
  jobTimeoutMs?: number;
  onError?: (error: Error) => void;
}

export interface Heard {
  text: string;
  durationMs: number;
  /** Milliseconds decoding the upload and recognising it. */
  decodeMs: number;
  recogniseMs: number;
}

export interface RecognizerPool {
  /** null while it can run (or is starting), else why not. */
  unavailableReason(): string | null;
  transcribe(audio: Uint8Array, options: { maxDurationMs: number; signal?: AbortSignal | undefined }): Promise<Heard>;
  close(): Promise<void>;
}

interface Job {
  audio: Uint8Array;
  maxDurationMs: number;
  resolve: (heard: Heard) => void;
  reject: (error: Error) => void;
  signal?: AbortSignal | undefined;
  onAbort?: () => void;
}

interface Slot {
  worker: Worker | null;
  ready: boolean;
  job: (Job & { id: number; timer: NodeJS.Timeout }) | null;
  crashes: number[];
}

/** A worker that fails this often within a minute is not started again. */
const MAX_CRASHES = 3;
const CRASH_WINDOW_MS = 60_000;
/** A 60 s recording takes several seconds of CPU; far longer means stuck. */
export const DEFAULT_JOB_TIMEOUT_MS = 60_000;
/** The time a job takes, guessed until jobs have been timed (for Retry-After). */
const FIRST_GUESS_MS = 1_500;

const WORKER = new URL('./recognizer-worker.ts', import.meta.url);

export function createRecognizerPool(options: RecognizerPoolOptions): RecognizerPool {
  const jobTimeoutMs = options.jobTimeoutMs ?? DEFAULT_JOB_TIMEOUT_MS;
  const waiting: Job[] = [];
  const slots: Slot[] = Array.from({ length: Math.max(1, options.workers) }, () => ({ worker: null, ready: false, job: null, crashes: [] }));
  let unavailable: string | null = null;
  let closing = false;
  let nextId = 0;
  let averageJobMs = FIRST_GUESS_MS;

  function giveUp(reason: string) {
    unavailable = reason;
    for (const job of waiting.splice(0)) settle(job, () => job.reject(new SpeechError('unavailable', `Speech recognition is unavailable: ${reason}`)));
  }

  function settle(job: Job, outcome: () => void) {
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    outcome();
  }

  /** Hands waiting jobs to idle, ready workers. */
  function dispatch() {
    for (const slot of slots) {
      if (waiting.length === 0) return;
      if (!slot.worker || !slot.ready || slot.job) continue;
      const job = waiting.shift() as Job;
      const id = nextId++;
      const worker = slot.worker;
      const timer = setTimeout(() => {
        // its job is rejected when it exits, and a new worker takes its place
        void worker.terminate();
      }, jobTimeoutMs);
      slot.job = { ...job, id, timer };
      worker.ref(); // a job in flight keeps the process alive until it is answered
      const message: RecognizerJob = { id, audio: job.audio, maxDurationMs: job.maxDurationMs };
      worker.postMessage(message);
    }
  }

  function finish(slot: Slot, outcome: (job: Job) => void) {
    const job = slot.job;
    if (!job) return;
    clearTimeout(job.timer);
    slot.job = null;
    slot.worker?.unref();
    settle(job, () => outcome(job));
  }

  function start(slot: Slot) {
    const worker = startTsWorker(WORKER, { workerData: options.decoder });
    worker.unref();
    slot.worker = worker;
    slot.ready = false;
    worker.on('message', (message: RecognizerMessage) => {
      switch (message.type) {
        case 'ready':
          slot.ready = true;
          dispatch();
          return;
        case 'unavailable':
          // the same libraries and model would fail the same way in every worker
          giveUp(message.reason);
          void closeWorkers();
          return;
        case 'heard': {
          const { text, durationMs, decodeMs, recogniseMs } = message;
          averageJobMs = 0.8 * averageJobMs + 0.2 * (decodeMs + recogniseMs);
          finish(slot, (job) => job.resolve({ text, durationMs, decodeMs, recogniseMs }));
          dispatch();
          return;
        }
        case 'failed':
          finish(slot, (job) => job.reject(new SpeechError(message.code, message.message)));
          dispatch();
          return;
      }
    });
    worker.on('error', (error) => options.onError?.(error));
    worker.on('exit', (code) => {
      slot.worker = null;
      slot.ready = false;
      finish(slot, (job) => job.reject(new SpeechError('failed', `The speech recogniser stopped while transcribing (exit code ${code}, or it took longer than ${jobTimeoutMs / 1000} s); send the recording again.`)));
      if (closing || unavailable) return;
      const now = Date.now();
      slot.crashes = [...slot.crashes.filter((at) => now - at < CRASH_WINDOW_MS), now];
      if (slot.crashes.length < MAX_CRASHES) start(slot);
      else if (slots.every((other) => other.worker === null)) giveUp(`its worker threads failed ${MAX_CRASHES} times within a minute`);
    });
  }

  async function closeWorkers() {
    await Promise.all(slots.map((slot) => slot.worker?.terminate()));
  }

  for (const slot of slots) start(slot);

  return {
    unavailableReason: () => unavailable,
    transcribe(audio, { maxDurationMs, signal }) {
      if (closing) return Promise.reject(new SpeechError('unavailable', 'Speech recognition is shutting down.'));
      if (unavailable) return Promise.reject(new SpeechError('unavailable', `Speech recognition is unavailable: ${unavailable}`));
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      const idle = slots.some((slot) => slot.worker && slot.ready && !slot.job);
      if (!idle && waiting.length >= options.queueLimit) {
        const ahead = waiting.length + slots.filter((slot) => slot.job).length;
        const seconds = Math.min(30, Math.max(1, Math.ceil((ahead * averageJobMs) / slots.length / 1000)));
        return Promise.reject(new SpeechError('busy', `The speech recogniser is busy with ${ahead} recordings; try again in ${seconds} s.`, seconds));
      }
      return new Promise<Heard>((resolve, reject) => {
        const job: Job = { audio, maxDurationMs, resolve, reject, signal };
        if (signal) {
          job.onAbort = () => {
            const index = waiting.indexOf(job);
            if (index >= 0) waiting.splice(index, 1);
            // a job a worker already has runs on; its answer is dropped
            const slot = slots.find((candidate) => candidate.job?.resolve === resolve);
            if (slot?.job) slot.job = { ...slot.job, resolve: () => undefined, reject: () => undefined };
            reject(signal.reason as Error);
          };
          signal.addEventListener('abort', job.onAbort, { once: true });
        }
        waiting.push(job);
        dispatch();
      });
    },
    async close() {
      closing = true;
      for (const job of waiting.splice(0)) settle(job, () => job.reject(new SpeechError('unavailable', 'Speech recognition is shutting down.')));
      await closeWorkers();
    },
  };
}
