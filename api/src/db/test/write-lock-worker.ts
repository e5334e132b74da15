/**
 * A worker for `write-lock.test.ts`: takes the lock it is handed (blocking), says so, holds it until
 * told to release it or for `holdMs`, whichever comes first, unless told to die first, then
 * releases it. Posts 'held', then 'released' or 'timed out'.
 */
import { parentPort } from 'node:worker_threads';
import { tsWorkerData } from '../../workers/ts-worker';
import { WriteLock } from '../write-lock';

const { buffer, holdMs, timeoutMs } = tsWorkerData<{ buffer: SharedArrayBuffer; holdMs: number; timeoutMs: number }>();
const lock = new WriteLock(buffer);
if (!lock.acquireSync(timeoutMs)) {
  parentPort?.postMessage('timed out');
} else {
  parentPort?.postMessage('held');
  const release = () => {
    if (!lock.held) return;
    clearTimeout(timer);
    lock.release();
    parentPort?.postMessage('released');
  };
  const timer = setTimeout(release, holdMs);
  parentPort?.on('message', (message) => {
    if (message === 'die') process.exit(3);
    if (message === 'release') release();
  });
}
