/**
 * A worker thread that checkpoints the SQLite write-ahead log on its own connection (see
 * `background-checkpoints.ts`): PASSIVE, so it never waits for or blocks the app's readers and writers.
 */
import { parentPort } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { tsWorkerData } from '../workers/ts-worker';

const { path, intervalMs } = tsWorkerData<{ path: string; intervalMs: number }>();
const sqlite = new SQLite(path, { timeout: 0 });

setInterval(() => {
  try {
    sqlite.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    // SQLITE_BUSY: another checkpoint runs (the app's, on close); the next tick tries again
    if (!(error instanceof SQLite.SqliteError && error.code === 'SQLITE_BUSY')) throw error;
  }
}, intervalMs);

parentPort?.on('message', (message: unknown) => {
  if (message === 'stop') {
    sqlite.close();
    process.exit(0);
  }
});
