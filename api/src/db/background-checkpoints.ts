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
 * 4 KiB pages. A restart holds the writers while it copies and syncs the last frames, so it
 * should come seldom: only under writes without a pause. A large WAL costs disk only: readers
 * search the index of the frames not yet copied back, which stays short.
 */
export const RESTART_AFTER_FRAMES = 65_536;

/** What the checkpoint worker is started with. */
export interface CheckpointWorkerData {
  path: string;
  /** false: no timer, the worker checkpoints only when asked (see {@link BackgroundCheckpoints.checkpoint}). */
  intervalMs: number | false;
  /** The app's write lock (see `write-lock.ts`): without it the worker never restarts the WAL. */
  lockBuffer?: SharedArrayBuffer;
  restartWaitMs: number;
  restartAfterFrames: number;
}

/** What one pass of the worker did: a PASSIVE checkpoint, then a restart if the WAL was past the threshold. */
export interface CheckpointPass {
  /** The WAL's length (frames) the pass found; 0 when another connection was checkpointing. */
  walFrames: number;
  /** Whether the pass restarted the WAL (the next writer starts it from its beginning). */
  restarted: boolean;
}

/** The worker's messages: the parent asks for a pass or the stop, the worker answers each pass asked for. */
export type CheckpointRequest = 'checkpoint' | 'stop';

export interface BackgroundCheckpointOptions {
  /** The app's write lock: without it the WAL is never restarted, only checkpointed PASSIVE. */
  lock?: WriteLock;
  /** The WAL length (frames) past which a pass restarts it; {@link RESTART_AFTER_FRAMES} by default. */
  restartAfterFrames?: number;
  /**
   * How often the worker runs a pass by itself (ms), {@link CHECKPOINT_INTERVAL_MS} by default;
   * false: never, only when {@link BackgroundCheckpoints.checkpoint} asks (tests drive the passes
   * by the work they did, not by the clock).
   */
  intervalMs?: number | false;
  /** At most this long a restart waits for the write lock, then for the readers (ms); `RESTART_WAIT_MS` by default. */
  restartWaitMs?: number;
  /** Called when the worker fails; the connection then checkpoints on commit again. */
  onError?: (error: Error) => void;
}

export interface BackgroundCheckpoints {
  /**
   * Runs one pass on the worker now, after any pass under way, and answers what it did. Rejects
   * if the worker stops or fails first.
   */
  checkpoint(): Promise<CheckpointPass>;
  /** Stops the worker after the passes asked for; the connection then checkpoints on commit again. */
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
  options: BackgroundCheckpointOptions = {},
): BackgroundCheckpoints {
  sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  sqlite.pragma('wal_autocheckpoint = 0');
  let stopping = false;
  let failure: Error | undefined;
  const stoppedError = () => failure ?? new Error('background checkpoints stopped');
  /** The passes asked for and not answered yet, in the order the worker runs them. */
  const asked: { resolve: (pass: CheckpointPass) => void; reject: (error: Error) => void }[] = [];
  const workerData: CheckpointWorkerData = {
    path: sqlite.name,
    intervalMs: options.intervalMs ?? CHECKPOINT_INTERVAL_MS,
    lockBuffer: options.lock?.buffer,
    restartWaitMs: options.restartWaitMs ?? RESTART_WAIT_MS,
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
      for (const pass of asked.splice(0)) pass.reject(stoppedError());
      resolve();
    });
  });
  const answer = (pass: CheckpointPass) => {
    asked.shift()?.resolve(pass);
    // a worker with a 'message' listener keeps the process alive: listened to only while a pass is awaited
    if (asked.length === 0) worker.off('message', answer);
  };
  worker.on('error', (error) => {
    failure = error;
    if (!stopping) options.onError?.(error);
  });
  const send = (request: CheckpointRequest) => worker.postMessage(request);
  return {
    checkpoint() {
      if (stopping || failure) return Promise.reject(stoppedError());
      return new Promise<CheckpointPass>((resolve, reject) => {
        if (asked.length === 0) worker.on('message', answer);
        asked.push({ resolve, reject });
        send('checkpoint');
      });
    },
    async stop() {
      stopping = true;
      // waited for, the worker must keep the process alive: unref'd, a process with nothing else to
      // do would exit in the middle of the caller's shutdown (app.close())
      worker.ref();
      send('stop');
      await exited;
    },
  };
}
