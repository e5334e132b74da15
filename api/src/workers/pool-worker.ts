/**
 * The body of every worker of a worker pool (`worker-pool.ts`): loads the pool's compute module,
 * builds its compute once and says 'ready', then answers each batch of calls in groups, each group posted as soon
 * as it is answered (the first calls of a large batch do not wait for the last).
 */
import { parentPort } from 'node:worker_threads';
import { tsWorkerData } from './ts-worker';

/** What a compute module's default export builds in each worker. */
export interface Compute<Request = unknown, Result = unknown> {
  /** Answers a group of calls, one result each, in order (a result may itself say the call failed). */
  answer(requests: Request[]): Result[];
  /** At most this many calls per group (default: the whole batch). */
  groupSize?: number;
  /** A message from the pool's `broadcast`. */
  control?(message: unknown): void;
}

/** A compute module's default export. */
export type ComputeSetup<Request = unknown, Result = unknown> = (data: never) => Compute<Request, Result> | Promise<Compute<Request, Result>>;

/** What a pool starts its workers with. */
export interface PoolWorkerData {
  /** The compute module's URL. */
  compute: string;
  data: unknown;
}

export interface WorkerCall {
  id: number;
  request: unknown;
}

export type WorkerAnswer = { id: number; result: unknown } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('pool-worker.ts runs as a worker thread');
const { compute: module, data } = tsWorkerData<PoolWorkerData>();
const { default: setup } = (await import(module)) as { default: ComputeSetup };
const compute = await setup(data as never);
port.postMessage('ready');

port.on('message', (message: WorkerCall[] | { control: unknown }) => {
  if (!Array.isArray(message)) {
    compute.control?.(message.control);
    return;
  }
  const size = compute.groupSize ?? message.length;
  for (let start = 0; start < message.length; start += size) {
    const group = message.slice(start, start + size);
    let answers: WorkerAnswer[];
    try {
      const results = compute.answer(group.map((call) => call.request));
      answers = group.map((call, index) => ({ id: call.id, result: results[index] }));
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      answers = group.map((call) => ({ id: call.id, error: text }));
    }
    port.postMessage(answers);
  }
});
