import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../workers/ts-worker';
import type { AdvisorTurnInput } from './types';
import type { LocalTurn } from './local-turn';

export interface EngineRequest {
  id: number;
  input: AdvisorTurnInput;
}

export type EngineResponse = { id: number; turn: LocalTurn } | { id: number; error: string };

/** Worker threads running the offline engine, so a chat turn's computation leaves the event loop free. */
export interface EnginePool {
  readonly size: number;
  run(input: AdvisorTurnInput): Promise<LocalTurn>;
  close(): Promise<void>;
}

interface Pending {
  resolve: (turn: LocalTurn) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker | null;
  pending: Map<number, Pending>;
  /** Calls not yet posted: the calls made in one turn of the event loop go to the worker as one message. */
  outbox: EngineRequest[];
  crashes: number[];
}

/** A worker that crashes this often within {@link CRASH_WINDOW_MS} is not started again. */
const MAX_CRASHES = 3;
const CRASH_WINDOW_MS = 60_000;
/** A turn takes well under a millisecond; a worker that has not answered in this long is stuck and replaced. */
export const ENGINE_CALL_TIMEOUT_MS = 5_000;

const WORKER_MODULE = new URL('./engine-worker.ts', import.meta.url);

/**
 * `size` engine workers; each call goes to the one with the fewest calls in flight. The calls made
 * in one turn of the event loop travel to a worker as one message and come back as one: each message
 * wakes a sleeping thread, which costs more CPU than the structured clone of a few turns. A worker that
 * fails or does not answer within `timeoutMs` rejects its calls (the local provider then answers
 * in-process) and is restarted, unless it keeps failing. Workers do not keep the process alive.
 */
export function createEnginePool(options: { size: number; timeoutMs?: number; onWorkerError?: (error: Error) => void }): EnginePool {
  const timeoutMs = options.timeoutMs ?? ENGINE_CALL_TIMEOUT_MS;
  let nextId = 0;
  let closing = false;
  const slots: Slot[] = Array.from({ length: options.size }, () => ({ worker: null, pending: new Map(), outbox: [], crashes: [] }));

  function fail(slot: Slot, error: Error) {
    for (const pending of slot.pending.values()) pending.reject(error);
    slot.pending.clear();
    slot.outbox = [];
  }

  function flush(slot: Slot) {
    const batch = slot.outbox;
    slot.outbox = [];
    if (batch.length > 0) slot.worker?.postMessage(batch);
  }

  function start(slot: Slot) {
    const worker = startTsWorker(WORKER_MODULE);
    worker.unref();
    worker.on('message', (responses: EngineResponse[]) => {
      for (const response of responses) {
        const pending = slot.pending.get(response.id);
        if (!pending) continue;
        slot.pending.delete(response.id);
        if ('turn' in response) pending.resolve(response.turn);
        else pending.reject(new Error(`engine worker: ${response.error}`));
      }
    });
    worker.on('error', (error) => {
      options.onWorkerError?.(error);
      fail(slot, error);
    });
    worker.on('exit', (code) => {
      slot.worker = null;
      fail(slot, new Error(`engine worker exited with code ${code}`));
      if (closing) return;
      const now = Date.now();
      slot.crashes = [...slot.crashes.filter((at) => now - at < CRASH_WINDOW_MS), now];
      if (slot.crashes.length < MAX_CRASHES) start(slot);
    });
    slot.worker = worker;
  }

  for (const slot of slots) start(slot);

  return {
    size: options.size,
    run(input) {
      const live = slots.filter((slot) => slot.worker !== null);
      if (closing || live.length === 0) return Promise.reject(new Error('no engine worker is running'));
      const slot = live.reduce((best, candidate) => (candidate.pending.size < best.pending.size ? candidate : best));
      const id = nextId++;
      return new Promise<LocalTurn>((resolve, reject) => {
        const worker = slot.worker;
        const timer = setTimeout(() => {
          // its other calls are rejected when it exits, and a new worker takes its place
          reject(new Error(`engine worker did not answer within ${timeoutMs} ms`));
          slot.pending.delete(id);
          void worker?.terminate();
        }, timeoutMs);
        timer.unref();
        const settle = <T>(done: (value: T) => void) => (value: T) => {
          clearTimeout(timer);
          done(value);
        };
        slot.pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
        slot.outbox.push({ id, input });
        if (slot.outbox.length === 1) setImmediate(() => flush(slot));
      });
    },
    async close() {
      closing = true;
      await Promise.all(slots.map((slot) => slot.worker?.terminate()));
    },
  };
}
