/**
 * A worker thread that checkpoints the SQLite write-ahead log on its own connection (see
 * `background-checkpoints.ts`). Each pass (on its timer, or when the parent asks) it checkpoints
 * PASSIVE, which never waits for or blocks the app's readers and writers. When the WAL has grown
 * past `restartAfterFrames` pages and the app's write lock was handed over, it then takes that
 * lock and checkpoints RESTART: with no writer appending, the last frames are copied and the next
 * writer starts the WAL from its beginning again.
 */
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { tsWorkerData } from '../workers/ts-worker';
import { WriteLock } from './write-lock';
import type { CheckpointPass, CheckpointRequest, CheckpointWorkerData } from './background-checkpoints';

const { path, intervalMs, lockBuffer, restartWaitMs, restartAfterFrames } = tsWorkerData<CheckpointWorkerData>();
const sqlite = new SQLite(path, { timeout: 0 });
const lock = lockBuffer ? new WriteLock(lockBuffer) : undefined;
/** The database file, to sync it ahead of a restart (see restart). */
const databaseFile = fs.openSync(path, 'r');

type CheckpointResult = { busy: number; log: number; checkpointed: number };

const checkpoint = (mode: 'PASSIVE' | 'RESTART') => (sqlite.pragma(`wal_checkpoint(${mode})`) as CheckpointResult[])[0];

/**
 * Restarts the WAL while the writers wait for the lock; answers the WAL's length (frames) when it
 * did, undefined when the lock or the readers did not come in time (the next pass tries again).
 * SQLite restarts a WAL only when a writer finds it copied whole, and under writes without a pause
 * a PASSIVE checkpoint never catches up with its end: in `pnpm bench` the WAL file grew by 30 MB a
 * second, to over a gigabyte, and the disk it took was never given back. The readers are waited
 * for (their reads take milliseconds), at most `restartWaitMs`.
 *
 * The restart holds the writers, so it runs only once the WAL is large, and it does little under
 * the lock. SQLite syncs the database file only when a checkpoint has copied the whole WAL, and by
 * then the file holds every page the PASSIVE checkpoints copied since the last restart: synced
 * under the lock, that would hold every chat turn for as long as the whole sync. So, first and
 * without the lock, the file is synced, the frames written meanwhile copied and the file synced
 * again; the restart then copies and syncs only the last milliseconds' pages.
 */
function restart(): number | undefined {
  if (!lock) return undefined;
  fs.fdatasyncSync(databaseFile);
  checkpoint('PASSIVE');
  fs.fdatasyncSync(databaseFile);
  if (!lock.acquireSync(restartWaitMs)) return undefined;
  try {
    sqlite.pragma(`busy_timeout = ${restartWaitMs}`);
    const restarted = checkpoint('RESTART');
    return restarted?.busy === 0 ? restarted.log : undefined;
  } finally {
    sqlite.pragma('busy_timeout = 0');
    lock.release();
  }
}

/** The WAL's length (frames) when it was last restarted. */
let restartedAt: number | undefined;

/** One pass: a PASSIVE checkpoint, and a restart once the WAL is past `restartAfterFrames`. */
function pass(): CheckpointPass {
  try {
    const walFrames = checkpoint('PASSIVE')?.log ?? 0;
    // a restarted WAL keeps its old length until the next writer starts it over: not restarted again
    if (walFrames < restartAfterFrames || walFrames === restartedAt) return { walFrames, restarted: false };
    restartedAt = restart();
    return { walFrames, restarted: restartedAt !== undefined };
  } catch (error) {
    // SQLITE_BUSY: another checkpoint runs (the app's, on close); the next pass tries again
    if (!(error instanceof SQLite.SqliteError && error.code === 'SQLITE_BUSY')) throw error;
    return { walFrames: 0, restarted: false };
  }
}

if (intervalMs !== false) setInterval(pass, intervalMs);

parentPort?.on('message', (message: CheckpointRequest) => {
  if (message === 'checkpoint') parentPort?.postMessage(pass());
  if (message === 'stop') {
    sqlite.close();
    fs.closeSync(databaseFile);
    process.exit(0);
  }
});
