import { once } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { startTsWorker } from '../workers/ts-worker';
import { WriteLock } from './write-lock';

const WORKER = new URL('./test/write-lock-worker.ts', import.meta.url);
/** Longer than any test here may last: a wait this long ends only by what the test does. */
const UNTIL_TOLD_MS = 600_000;

function lockingWorker(lock: WriteLock, options: { holdMs: number; timeoutMs?: number }): Worker {
  return startTsWorker(WORKER, { workerData: { buffer: lock.buffer, holdMs: options.holdMs, timeoutMs: options.timeoutMs ?? UNTIL_TOLD_MS } });
}

const nextMessage = async (worker: Worker) => (await once(worker, 'message'))[0] as string;

describe('the write lock', () => {
  it('is taken by one holder at a time and released by it', () => {
    const lock = new WriteLock();
    expect(lock.tryAcquire()).toBe(true);
    expect(lock.held).toBe(true);
    expect(lock.tryAcquire()).toBe(false);
    lock.release();
    expect(lock.held).toBe(false);
    expect(() => lock.release()).toThrow(/does not hold/);
    expect(lock.acquireSync(0)).toBe(true);
    lock.release();
  });

  it('lets the event loop wait for a worker without blocking, and wakes it on release', async () => {
    const lock = new WriteLock();
    const worker = lockingWorker(lock, { holdMs: UNTIL_TOLD_MS });
    try {
      expect(await nextMessage(worker)).toBe('held');
      let acquired: boolean | undefined;
      // a wait longer than the test may last: only the release can end it in time
      const waiting = lock.acquire(UNTIL_TOLD_MS).then((result) => (acquired = result));
      // timers keep firing while the lock is awaited: the thread is not blocked
      await new Promise<void>((resolve) => {
        let ticks = 0;
        const ticker = setInterval(() => {
          ticks += 1;
          if (ticks < 4) return;
          clearInterval(ticker);
          resolve();
        }, 10);
      });
      expect(acquired).toBeUndefined();
      worker.postMessage('release');
      await waiting;
      expect(acquired).toBe(true);
      expect(lock.held).toBe(true);
      lock.release();
    } finally {
      await worker.terminate();
    }
  });

  it('blocks a worker until the event loop releases it', async () => {
    const lock = new WriteLock();
    expect(lock.tryAcquire()).toBe(true);
    const worker = lockingWorker(lock, { holdMs: 0 });
    try {
      const answer = nextMessage(worker);
      await new Promise((resolve) => setTimeout(resolve, 100));
      lock.release();
      expect(await answer).toBe('held');
      expect(await nextMessage(worker)).toBe('released');
      expect(lock.tryAcquire()).toBe(true);
      lock.release();
    } finally {
      await worker.terminate();
    }
  });

  it('gives up after its timeout, in either kind of wait', async () => {
    const lock = new WriteLock();
    expect(lock.tryAcquire()).toBe(true);
    expect(await lock.acquire(30)).toBe(false);
    const worker = lockingWorker(lock, { holdMs: 0, timeoutMs: 30 });
    try {
      expect(await nextMessage(worker)).toBe('timed out');
    } finally {
      await worker.terminate();
      lock.release();
    }
  });

  it('is taken back from a worker that exited while holding it', async () => {
    const lock = new WriteLock();
    const worker = lockingWorker(lock, { holdMs: 60_000 });
    expect(await nextMessage(worker)).toBe('held');
    const { threadId } = worker;
    worker.postMessage('die');
    await once(worker, 'exit');
    expect(lock.tryAcquire()).toBe(false);
    const waiting = lock.acquire(5_000);
    expect(lock.releaseFor(threadId)).toBe(true);
    expect(await waiting).toBe(true);
    expect(lock.releaseFor(threadId)).toBe(false);
    lock.release();
  });
});
