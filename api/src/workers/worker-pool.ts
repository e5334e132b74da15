import type { Worker } from 'node:worker_threads';
import { startTsWorker } from './ts-worker';
import type { PoolWorkerData, WorkerAnswer, WorkerCall } from './pool-worker';

/** A call could not be answered because its worker failed (or stopped answering) while it had it. */
export class WorkerInterruptedError extends Error {
  override name = 'WorkerInterruptedError';
}

/** Worker threads that run one compute module: each call is answered by one of them. */
export interface WorkerPool<Request, Result> {
  readonly size: number;
  /** Answers a call in a worker; rejects with {@link WorkerInterruptedError} when that worker fails meanwhile. */
  call(request: Request): Promise<Result>;
  /** Whether a worker is running (a call can be answered now). */
  live(): boolean;
  /** A message to every running worker that is not a call (the compute module's `control`). */
  broadcast(message: unknown): void;
  close(): Promise<void>;
}

/** Options of {@link createWorkerPool}. */
export interface WorkerPoolOptions {
  /**
   * The module each worker loads: its default export takes `data` and answers (or resolves to) the
   * worker's {@link import('./pool-worker').Compute}.
   */
  compute: URL;
  /** Given to the compute module's setup in every worker (structured-cloned; SharedArrayBuffers are shared). */
  data?: unknown;
  size: number;
  /** A worker that has not answered a call within this long (from when it was handed the call) is stuck: it is replaced. */
  timeoutMs?: number;
  /** A worker whose compute is not built within this long is stuck: it is replaced. */
  startTimeoutMs?: number;
  onError?: (error: Error) => void;
  /** Called with a worker's thread id when it has exited (to take back what it held). */
  onExit?: (threadId: number) => void;
}

interface Pending {
  resolve: (result: never) => void;
  reject: (error: Error) => void;
  /** Gives up on the worker when it has not answered in time (set once the worker has the call); cleared when the call settles. */
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker | null;
  /** Whether the worker has built its compute: calls are handed over (and timed) from then on. */
  ready: boolean;
  pending: Map<number, Pending>;
  /** Calls not yet posted: the calls made in one turn of the event loop go to the worker as one message. */
  outbox: WorkerCall[];
  crashes: number[];
}

/** A worker that crashes this often within {@link CRASH_WINDOW_MS} is not started again. */
const MAX_CRASHES = 3;
const CRASH_WINDOW_MS = 60_000;
/** A call takes well under a millisecond; a worker that has not answered in this long is stuck. */
export const WORKER_CALL_TIMEOUT_MS = 5_000;
/** Building a compute (the offline engine's indexes) takes a second or two; this long means stuck. */
export const WORKER_START_TIMEOUT_MS = 60_000;

const POOL_WORKER = new URL('./pool-worker.ts', import.meta.url);

/**
 * `size` workers running the `compute` module; each call goes to the one with the fewest calls in
 * flight. The calls made in one turn of the event loop travel to a worker as one message: each
 * message wakes a sleeping thread, which costs more CPU than the structured clone of a few calls.
 * A starting worker keeps its calls until it has built its compute. A worker that fails, does not
 * start within `startTimeoutMs` or does not answer a call within `timeoutMs` of receiving it
 * rejects its calls with {@link WorkerInterruptedError} and is restarted, unless it keeps
 * failing. Workers do not keep the process alive.
 */
export function createWorkerPool<Request, Result>(options: WorkerPoolOptions): WorkerPool<Request, Result> {
  const timeoutMs = options.timeoutMs ?? WORKER_CALL_TIMEOUT_MS;
  const startTimeoutMs = options.startTimeoutMs ?? WORKER_START_TIMEOUT_MS;
  const workerData: PoolWorkerData = { compute: options.compute.href, data: options.data };
  let nextId = 0;
  let closing = false;
  const slots: Slot[] = Array.from({ length: options.size }, () => ({ worker: null, ready: false, pending: new Map(), outbox: [], crashes: [] }));

  function fail(slot: Slot, error: Error) {
    for (const pending of slot.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    slot.pending.clear();
    slot.outbox = [];
  }

  /** Hands the waiting calls to a ready worker as one message; each call's patience starts now. */
  function flush(slot: Slot) {
    const { worker } = slot;
    if (!worker || !slot.ready || slot.outbox.length === 0) return;
    const batch = slot.outbox;
    slot.outbox = [];
    for (const { id } of batch) {
      const pending = slot.pending.get(id);
      if (!pending) continue;
      pending.timer = setTimeout(() => {
        // its other calls are rejected when it exits, and a new worker takes its place
        slot.pending.delete(id);
        pending.reject(new WorkerInterruptedError(`worker did not answer within ${timeoutMs} ms`));
        void worker.terminate();
      }, timeoutMs);
      pending.timer.unref();
    }
    worker.postMessage(batch);
  }

  function start(slot: Slot) {
    const worker = startTsWorker(POOL_WORKER, { workerData });
    const { threadId } = worker;
    worker.unref();
    slot.ready = false;
    const starting = setTimeout(() => void worker.terminate(), startTimeoutMs);
    starting.unref();
    worker.on('message', (answers: WorkerAnswer[] | 'ready') => {
      if (answers === 'ready') {
        clearTimeout(starting);
        slot.ready = true;
        flush(slot);
        return;
      }
      for (const answer of answers) {
        const pending = slot.pending.get(answer.id);
        if (!pending) continue;
        slot.pending.delete(answer.id);
        clearTimeout(pending.timer);
        if ('error' in answer) pending.reject(new Error(`worker: ${answer.error}`));
        else pending.resolve(answer.result as never);
      }
    });
    worker.on('error', (error) => {
      options.onError?.(error);
      fail(slot, error);
    });
    worker.on('exit', (code) => {
      clearTimeout(starting);
      slot.worker = null;
      slot.ready = false;
      options.onExit?.(threadId);
      fail(slot, new WorkerInterruptedError(`worker exited with code ${code}`));
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
    call(request: Request): Promise<Result> {
      const running = slots.filter((slot) => slot.worker !== null);
      if (closing || running.length === 0) return Promise.reject(new Error('no worker is running'));
      const slot = running.reduce((best, candidate) => (candidate.pending.size < best.pending.size ? candidate : best));
      const id = nextId++;
      return new Promise<Result>((resolve, reject) => {
        slot.pending.set(id, { resolve: resolve as (result: never) => void, reject });
        slot.outbox.push({ id, request });
        if (slot.outbox.length === 1 && slot.ready) setImmediate(() => flush(slot));
      });
    },
    live: () => !closing && slots.some((slot) => slot.worker !== null),
    broadcast(message: unknown) {
      for (const slot of slots) slot.worker?.postMessage({ control: message });
    },
    async close() {
      closing = true;
      await Promise.all(slots.map((slot) => slot.worker?.terminate()));
    },
  };
}
