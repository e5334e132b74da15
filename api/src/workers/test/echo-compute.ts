/**
 * A compute module for the worker pool's tests: answers each request with what it was asked, the
 * setup's data, and which call of `answer` (in this worker) answered it. `{ fail: true }` in a
 * group makes the whole group fail; `{ blockMs }` blocks the worker that long.
 */
import { threadId } from 'node:worker_threads';
import type { Compute } from '../pool-worker';

export interface EchoRequest {
  value?: number;
  fail?: boolean;
  blockMs?: number;
}

export interface EchoResult {
  value: number | undefined;
  data: unknown;
  answerCall: number;
  threadId: number;
  controls: unknown[];
}

/** `hold`: the setup waits until the test stores 1 in it (a start that takes as long as the test wants). */
export default async function echoCompute(data: { groupSize?: number; tag: string; hold?: SharedArrayBuffer }): Promise<Compute<EchoRequest, EchoResult>> {
  if (data.hold) {
    const word = new Int32Array(data.hold);
    const alive = setInterval(() => undefined, 1_000); // a pending Atomics.waitAsync alone does not keep a thread running
    while (Atomics.load(word, 0) === 0) await Atomics.waitAsync(word, 0, 0).value;
    clearInterval(alive);
  }
  let answerCall = 0;
  const controls: unknown[] = [];
  return {
    groupSize: data.groupSize,
    answer(requests) {
      answerCall += 1;
      if (requests.some((request) => request.fail)) throw new Error('asked to fail');
      for (const request of requests) {
        if (request.blockMs) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, request.blockMs);
      }
      return requests.map((request) => ({ value: request.value, data, answerCall, threadId, controls: [...controls] }));
    },
    control: (message) => controls.push(message),
  };
}
