import type { WriteLock } from '../db/write-lock';
import type { AdvisorBackend } from '../providers/backend';
import { createWorkerPool } from '../workers/worker-pool';
import type { TurnOutcome, TurnRequest } from './turn-runner';
import type { TurnWorkerControl, TurnWorkerData } from './turn-worker';

/** The database the turn workers answer whole turns on. */
export interface TurnWorkerDatabase {
  path: string;
  /** The write lock shared with the event loop's connection. */
  lock: WriteLock;
  busyTimeoutMs: number;
  synchronous: 'NORMAL' | 'FULL';
  /**
   * Whether a worker's commits checkpoint the WAL (SQLite's default); false while a background
   * worker does it (see `db/background-checkpoints.ts`): a commit that checkpoints a large WAL
   * stalls every turn waiting for that worker. See {@link TurnWorkers.checkpointOnCommit}.
   */
  autocheckpoint: boolean;
}

/** Worker threads that answer a back end's whole turns: reads, its answer and the writes. */
export interface TurnWorkers {
  /** Whether `backend`'s turns can go to the workers now: it is theirs and a worker is running. */
  takes(backend: AdvisorBackend): boolean;
  /** A whole turn in a worker; rejects with WorkerInterruptedError when the worker fails meanwhile. */
  run(request: TurnRequest): Promise<TurnOutcome>;
  /** From now on the workers' commits checkpoint the WAL themselves (the background checkpoints stopped). */
  checkpointOnCommit(): void;
  close(): Promise<void>;
}

const TURN_WORKER = new URL('./turn-worker.ts', import.meta.url);

/**
 * `size` turn workers for a back end with a thread module (see `AdvisorBackend.threadModule`),
 * each on its own connection to the database file. A worker that fails is restarted (the write
 * lock it held, if any, is taken back); meanwhile {@link TurnWorkers.takes} answers false and
 * turns run on the event loop.
 */
export function createTurnWorkers(options: {
  backend: AdvisorBackend & { threadModule: URL };
  size: number;
  database: TurnWorkerDatabase;
  timeoutMs?: number;
  onError?: (error: Error) => void;
}): TurnWorkers {
  const { backend, database } = options;
  const data: TurnWorkerData = {
    threadModule: backend.threadModule.href,
    history: backend.history,
    database: { path: database.path, lockBuffer: database.lock.buffer, busyTimeoutMs: database.busyTimeoutMs, synchronous: database.synchronous, autocheckpoint: database.autocheckpoint },
  };
  const pool = createWorkerPool<TurnRequest, TurnOutcome>({
    compute: TURN_WORKER,
    data,
    size: options.size,
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
    ...(options.onError && { onError: options.onError }),
    // a worker stopped while it held the write lock (a stuck one is terminated) gives it back
    onExit: (threadId) => database.lock.releaseFor(threadId),
  });
  return {
    takes: (candidate) => candidate.threadModule?.href === data.threadModule && pool.live(),
    run: (request) => pool.call(request),
    checkpointOnCommit() {
      data.database.autocheckpoint = true; // for workers started from now on
      const control: TurnWorkerControl = { autocheckpoint: true };
      pool.broadcast(control);
    },
    close: () => pool.close(),
  };
}
