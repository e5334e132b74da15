import type SQLite from 'better-sqlite3';
import { startTsWorker } from '../workers/ts-worker';

/** How often the worker checkpoints: the WAL stays a few megabytes at the busiest. */
export const CHECKPOINT_INTERVAL_MS = 200;
/** SQLite's own default, restored when the worker stops. */
const AUTOCHECKPOINT_PAGES = 1000;
/** The WAL file is cut back to this size when it restarts, so a burst does not leave it large. */
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

export interface BackgroundCheckpoints {
  stop(): Promise<void>;
}

/**
 * Moves WAL checkpoints off the event loop. By default SQLite checkpoints inside the COMMIT that
 * takes the WAL past 1000 pages: that commit copies every page back into the database file and
 * syncs it, on the thread that serves HTTP. Here a worker does it on its own connection, and the
 * app's connection never checkpoints. If the worker fails, the connection checkpoints itself again.
 */
export function startBackgroundCheckpoints(
  sqlite: SQLite.Database,
  options: { onError?: (error: Error) => void } = {},
): BackgroundCheckpoints {
  sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  sqlite.pragma('wal_autocheckpoint = 0');
  let stopping = false;
  const worker = startTsWorker(new URL('./checkpoint-worker.ts', import.meta.url), {
    workerData: { path: sqlite.name, intervalMs: CHECKPOINT_INTERVAL_MS },
  });
  worker.unref();
  const exited = new Promise<void>((resolve) => {
    worker.on('exit', () => {
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
