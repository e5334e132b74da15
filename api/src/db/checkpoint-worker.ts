/**
 * A worker thread that checkpoints the SQLite write-ahead log on its own connection (see
 * `background-checkpoints.ts`). Each tick it checkpoints PASSIVE, which never waits for or blocks
 * the app's readers and writers. When the WAL has grown past `restartAfterFrames` pages and the
 * app's write lock was handed over, it then takes that lock and checkpoints RESTART: with no
 * writer appending, the last frames are copied and the next writer starts the WAL from its
 * beginning again.
 */
import { parentPort } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { tsWorkerData } from '../workers/ts-worker';
import { WriteLock } from './write-lock';
import type { CheckpointWorkerData } from './background-checkpoints';

const { path, intervalMs, lockBuffer, restartWaitMs, restartAfterFrames } = tsWorkerData<CheckpointWorkerData>();
const sqlite = new SQLite(path, { timeout: 0 });
const lock = lockBuffer ? new WriteLock(lockBuffer) : undefined;

type CheckpointResult = { busy: number; log: number; checkpointed: number };

const checkpoint = (mode: 'PASSIVE' | 'RESTART') => (sqlite.pragma(`wal_checkpoint(${mode})`) as CheckpointResult[])[0];

/**
 * Restarts the WAL while the writers wait for the lock. SQLite restarts a WAL only when a writer
 * finds it copied whole, and under writes without a pause a PASSIVE checkpoint never catches up
 * with its end: in `pnpm bench` the WAL file grew by 30 MB a second, to over a gigabyte, and the
 * disk it took was never given back. The restart copies the frames written since the PASSIVE one
 * and syncs the files (about 30 ms on this machine's disk), so it runs only once the WAL is large.
 * The readers are waited for (their reads take milliseconds), at most `restartWaitMs`; if they
 * are not done by then, the next tick tries again.
 */
function restart() {
  if (!lock?.acquireSync(restartWaitMs)) return;
  try {
    sqlite.pragma(`busy_timeout = ${restartWaitMs}`);
    checkpoint('RESTART');
  } finally {
    sqlite.pragma('busy_timeout = 0');
    lock.release();
  }
}

setInterval(() => {
  try {
    const passive = checkpoint('PASSIVE');
    if (passive && passive.log >= restartAfterFrames) restart();
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
