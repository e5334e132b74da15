import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWorkerPool, WorkerInterruptedError, type WorkerPool, type WorkerPoolOptions } from './worker-pool';
import type { EchoRequest, EchoResult } from './test/echo-compute';

const ECHO = new URL('./test/echo-compute.ts', import.meta.url);

const pools: WorkerPool<EchoRequest, EchoResult>[] = [];
afterEach(async () => {
  while (pools.length > 0) await pools.pop()?.close();
});

function pool(options: Partial<WorkerPoolOptions> & { groupSize?: number } = {}) {
  const { groupSize, ...rest } = options;
  const created = createWorkerPool<EchoRequest, EchoResult>({ compute: ECHO, data: { tag: 'test', groupSize }, size: 1, ...rest });
  pools.push(created);
  return created;
}

describe('the worker pool', () => {
  it('answers each call in a worker, from the compute module built there with the pool’s data', async () => {
    const workers = pool({ size: 2 });
    const answers = await Promise.all([1, 2, 3].map((value) => workers.call({ value })));
    expect(answers.map((answer) => answer.value)).toEqual([1, 2, 3]);
    expect(answers[0]?.data).toEqual({ tag: 'test' });
    expect(workers.live()).toBe(true);
  });

  it('sends the calls made in one turn of the event loop to a worker as one message, answered in groups', async () => {
    const workers = pool({ groupSize: 2 });
    await workers.call({ value: 0 }); // started and warm
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    try {
      const answers = await Promise.all([1, 2, 3, 4, 5].map((value) => workers.call({ value })));
      expect(posted).toHaveBeenCalledTimes(1);
      expect(posted.mock.calls[0]?.[0]).toHaveLength(5);
      // groups of two: three calls of the compute's answer, after the warm-up's
      expect(answers.map((answer) => answer.answerCall)).toEqual([2, 2, 3, 3, 4]);
    } finally {
      posted.mockRestore();
    }
  });

  it('rejects the calls of a group its compute failed on, and goes on answering', async () => {
    const workers = pool({ groupSize: 2 });
    const calls = [workers.call({ value: 1, fail: true }), workers.call({ value: 2 }), workers.call({ value: 3 })];
    const [first, second, third] = await Promise.allSettled(calls);
    expect(first).toMatchObject({ status: 'rejected', reason: { message: 'worker: asked to fail' } });
    expect(second).toMatchObject({ status: 'rejected' });
    expect(third).toMatchObject({ status: 'fulfilled', value: { value: 3 } });
  });

  it('gives up on a worker that does not answer in time, starts a new one, and says which thread exited', async () => {
    const exited: number[] = [];
    const workers = pool({ timeoutMs: 1_000, onExit: (threadId) => exited.push(threadId) });
    const first = await workers.call({ value: 1 });
    await expect(workers.call({ value: 2, blockMs: 30_000 })).rejects.toBeInstanceOf(WorkerInterruptedError);
    await vi.waitFor(() => expect(exited).toEqual([first.threadId]));
    const next = await workers.call({ value: 3 });
    expect(next.threadId).not.toBe(first.threadId);
  });

  it('keeps the calls made while a worker starts until it is ready: its start does not count against them', async () => {
    const hold = new SharedArrayBuffer(4);
    const workers = createWorkerPool<EchoRequest, EchoResult>({ compute: ECHO, data: { tag: 'held', hold }, size: 1, timeoutMs: 1_000 });
    pools.push(workers);
    const calls = Promise.all([1, 2].map((value) => workers.call({ value })));
    // the worker starts for longer than the pool's patience with a call
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    Atomics.store(new Int32Array(hold), 0, 1);
    Atomics.notify(new Int32Array(hold), 0);
    expect((await calls).map((answer) => answer.value)).toEqual([1, 2]);
  });

  it('passes a broadcast to every worker’s compute', async () => {
    const workers = pool({ size: 2 });
    await Promise.all([workers.call({}), workers.call({})]);
    workers.broadcast({ autocheckpoint: true });
    const answers = await Promise.all([workers.call({}), workers.call({})]);
    expect(new Set(answers.map((answer) => answer.threadId)).size).toBe(2);
    for (const answer of answers) expect(answer.controls).toEqual([{ autocheckpoint: true }]);
  });

  it('refuses calls once closed', async () => {
    const workers = pool();
    await workers.close();
    expect(workers.live()).toBe(false);
    await expect(workers.call({ value: 1 })).rejects.toThrow(/no worker is running/);
  });
});
