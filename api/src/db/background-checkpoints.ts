import type SQLite from 'better-sqlite3';
import { startTsWorker } from '../workers/ts-worker';
import type { WriteLock } from './write-lock';

/** How often the worker checkpoints. */
export const CHECKPOINT_INTERVAL_MS = 200;
/** SQLite's own default, restored when the worker stops. */
const AUTOCHECKPOINT_PAGES = 1000;
/** The WAL file is cut back to this size when it restarts, so a burst does not leave it large. */
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/** At most this long a restart waits for the write lock, and then for the readers (ms). */
const RESTART_WAIT_MS = 50;
/**
 * The WAL size (pages) past which the worker restarts it (see `checkpoint-worker.ts`): 256 MiB of
 * 4 KiB pages. A restart holds the writers for 20-35 ms on this machine (the last frames' copy
 * and sync), so it should come seldom: under `pnpm bench`'s load, every 6-8 s. A large WAL costs
 * disk only: readers search the index of the frames not yet copied back, which stays short.
 */
export const RESTART_AFTER_FRAMES = 65_536;

/** What the checkpoint worker is started with. */
export interface CheckpointWorkerData {
  path: string;
  intervalMs: number;
  /** The app's write lock (see `write-lock.ts`): without it the worker never restarts the WAL. */
  lockBuffer?: SharedArrayBuffer;
  restartWaitMs: number;
  restartAfterFrames: number;
}

export interface BackgroundCheckpoints {
  stop(): Promise<void>;
}

/**
 * Moves WAL checkpoints off the event loop. By default SQLite checkpoints inside the COMMIT that
 * takes the WAL past 1000 pages: that commit copies every page back into the database file and
 * syncs it, on the thread that serves HTTP. Here a worker does it on its own connection, and the
 * app's connection never checkpoints. If the worker fails, the connection checkpoints itself again.
 * With the app's write lock it also keeps the WAL from growing without end under steady writes
 * (see `checkpoint-worker.ts`).
 */
export function startBackgroundCheckpoints(
  sqlite: SQLite.Database,
  options: { lock?: WriteLock; restartAfterFrames?: number; onError?: (error: Error) => void } = {},
): BackgroundCheckpoints {
  sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  sqlite.pragma('wal_autocheckpoint = 0');
  let stopping = false;
  const workerData: CheckpointWorkerData = {
    path: sqlite.name,
    intervalMs: CHECKPOINT_INTERVAL_MS,
    lockBuffer: options.lock?.buffer,
    restartWaitMs: RESTART_WAIT_MS,
    restartAfterFrames: options.restartAfterFrames ?? RESTART_AFTER_FRAMES,
  };
  const worker = startTsWorker(new URL('./checkpoint-worker.ts', import.meta.url), { workerData });
  worker.unref();
  const { threadId } = worker;
  const exited = new Promise<void>((resolve) => {
    worker.on('exit', () => {
      // a worker stopped in the middle of a restart gives the write lock back
      options.lock?.releaseFor(threadId);
      if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
      resolve();
    });
  });
  worker.on('error', (error) => {
    if (!stopping) options.onError?.(error);
  });
  return {
    async stop() {
      stopping = true;
      worker.postMessage('stop');
      await exited;
    },
  };
}
