import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../workers/ts-worker';
import type { WriteLock } from '../db/write-lock';
import type { TurnOutcome, TurnRequest } from '../chat/worker-turns';
import type { AdvisorTurnInput } from './types';
import type { LocalTurn } from './local-turn';

/** A call to a worker: the engine alone on a given input, or a whole turn with its reads and writes. */
export type EngineRequest = { id: number; input: AdvisorTurnInput } | { id: number; turn: TurnRequest };

export type EngineResponse = { id: number; turn: LocalTurn } | { id: number; outcome: TurnOutcome } | { id: number; error: string };

/** The database the workers answer whole turns on (see `chat/worker-turns.ts`). */
export interface WorkerDatabase {
  path: string;
  /** The write lock shared with the event loop's connection. */
  lock: WriteLock;
  busyTimeoutMs: number;
  synchronous: 'NORMAL' | 'FULL';
  /**
   * Whether a worker's commits checkpoint the WAL (SQLite's default); false while a background
   * worker does it (see `db/background-checkpoints.ts`): a commit that checkpoints a large WAL
   * stalls every turn waiting for that worker. See {@link EnginePool.checkpointOnCommit}.
   */
  autocheckpoint: boolean;
}

/** What a worker is started with. */
export interface EngineWorkerData {
  database?: Omit<WorkerDatabase, 'lock'> & { lockBuffer: SharedArrayBuffer };
}

/** A message to every worker that is not a call: whether their commits checkpoint from now on. */
export interface EngineControl {
  autocheckpoint: boolean;
}

/** A whole turn could not be answered because its worker failed while it had it: whether it was stored is unknown. */
export class TurnInterruptedError extends Error {
  override name = 'TurnInterruptedError';
}

/** Worker threads running the offline engine, so a chat turn's computation leaves the event loop free. */
export interface EnginePool {
  readonly size: number;
  /** The engine alone, on the given history and variables. */
  run(input: AdvisorTurnInput): Promise<LocalTurn>;
  /** Whether {@link turn} can be called now: the pool has the database and a live worker. */
  takesTurns(): boolean;
  /**
   * A whole turn in a worker: reads, the engine and the writes (see `chat/worker-turns.ts`).
   * Rejects with {@link TurnInterruptedError} when the worker fails meanwhile.
   */
  turn(request: TurnRequest): Promise<TurnOutcome>;
  /** From now on the workers' commits checkpoint the WAL themselves (the background checkpoints stopped). */
  checkpointOnCommit(): void;
  close(): Promise<void>;
}

interface Pending {
  resolve: (answer: never) => void;
  reject: (error: Error) => void;
  /** Gives up on the worker when it has not answered in time; cleared when the call settles. */
  timer: NodeJS.Timeout;
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
 * in one turn of the event loop travel to a worker as one message (whole turns come back in groups
 * of up to 32, each once stored): each message wakes a sleeping thread, which costs more CPU than the
 * structured clone of a few turns. With `database`, the workers answer whole turns on their own
 * connections (see `chat/worker-turns.ts`). A worker that fails or does not answer within
 * `timeoutMs` rejects its calls with {@link TurnInterruptedError} (the local provider then answers
 * an engine call in-process; a whole turn fails) and is restarted, unless it keeps failing; the
 * write lock it held, if any, is taken back. Workers do not keep the process alive.
 */
export function createEnginePool(options: {
  size: number;
  timeoutMs?: number;
  database?: WorkerDatabase;
  onWorkerError?: (error: Error) => void;
}): EnginePool {
  const timeoutMs = options.timeoutMs ?? ENGINE_CALL_TIMEOUT_MS;
  const { database } = options;
  const workerData: EngineWorkerData = database
    ? { database: { path: database.path, lockBuffer: database.lock.buffer, busyTimeoutMs: database.busyTimeoutMs, synchronous: database.synchronous, autocheckpoint: database.autocheckpoint } }
    : {};
  let nextId = 0;
  let closing = false;
  const slots: Slot[] = Array.from({ length: options.size }, () => ({ worker: null, pending: new Map(), outbox: [], crashes: [] }));

  function fail(slot: Slot, error: Error) {
    for (const pending of slot.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    slot.pending.clear();
    slot.outbox = [];
  }

  function flush(slot: Slot) {
    const batch = slot.outbox;
    slot.outbox = [];
    if (batch.length > 0) slot.worker?.postMessage(batch);
  }

  function start(slot: Slot) {
    const worker = startTsWorker(WORKER_MODULE, { workerData });
    const { threadId } = worker;
    worker.unref();
    worker.on('message', (responses: EngineResponse[]) => {
      for (const response of responses) {
        const pending = slot.pending.get(response.id);
        if (!pending) continue;
        slot.pending.delete(response.id);
        clearTimeout(pending.timer);
        if ('turn' in response) pending.resolve(response.turn as never);
        else if ('outcome' in response) pending.resolve(response.outcome as never);
        else pending.reject(new Error(`engine worker: ${response.error}`));
      }
    });
    worker.on('error', (error) => {
      options.onWorkerError?.(error);
      fail(slot, error);
    });
    worker.on('exit', (code) => {
      slot.worker = null;
      // a worker stopped while it held the write lock (a stuck one is terminated) gives it back
      database?.lock.releaseFor(threadId);
      fail(slot, new TurnInterruptedError(`engine worker exited with code ${code}`));
      if (closing) return;
      const now = Date.now();
      slot.crashes = [...slot.crashes.filter((at) => now - at < CRASH_WINDOW_MS), now];
      if (slot.crashes.length < MAX_CRASHES) start(slot);
    });
    slot.worker = worker;
  }

  for (const slot of slots) start(slot);

  function call<T>(request: (id: number) => EngineRequest): Promise<T> {
    const live = slots.filter((slot) => slot.worker !== null);
    if (closing || live.length === 0) return Promise.reject(new Error('no engine worker is running'));
    const slot = live.reduce((best, candidate) => (candidate.pending.size < best.pending.size ? candidate : best));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      const worker = slot.worker;
      const timer = setTimeout(() => {
        // its other calls are rejected when it exits, and a new worker takes its place
        reject(new TurnInterruptedError(`engine worker did not answer within ${timeoutMs} ms`));
        slot.pending.delete(id);
        void worker?.terminate();
      }, timeoutMs);
      timer.unref();
      slot.pending.set(id, { resolve: resolve as (value: never) => void, reject, timer });
      slot.outbox.push(request(id));
      if (slot.outbox.length === 1) setImmediate(() => flush(slot));
    });
  }

  return {
    size: options.size,
    run: (input) => call<LocalTurn>((id) => ({ id, input })),
    takesTurns: () => database !== undefined && !closing && slots.some((slot) => slot.worker !== null),
    turn: (turn) => call<TurnOutcome>((id) => ({ id, turn })),
    checkpointOnCommit() {
      if (!workerData.database) return;
      workerData.database.autocheckpoint = true; // for workers started from now on
      const control: EngineControl = { autocheckpoint: true };
      for (const slot of slots) slot.worker?.postMessage(control);
    },
    async close() {
      closing = true;
      await Promise.all(slots.map((slot) => slot.worker?.terminate()));
    },
  };
}
