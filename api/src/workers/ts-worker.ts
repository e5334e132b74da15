import { Worker, workerData, type WorkerOptions } from 'node:worker_threads';

const ENTRY = new URL('./ts-worker-entry.mjs', import.meta.url);

/**
 * Starts a worker thread on a TypeScript module, whichever way this process was started (tsx,
 * vitest): the API runs from its TypeScript sources, and so do its workers. The module reads
 * `options.workerData` with {@link tsWorkerData}.
 */
export function startTsWorker(module: URL, options: WorkerOptions = {}): Worker {
  const { workerData: data, ...rest } = options;
  return new Worker(ENTRY, { ...rest, workerData: { tsModule: module.href, data } });
}

/** Inside a worker started by {@link startTsWorker}: the workerData it was given. */
export function tsWorkerData<T>(): T {
  return (workerData as { data: T }).data;
}
