import { Worker, type WorkerOptions } from 'node:worker_threads';

const ENTRY = new URL('./ts-worker-entry.mjs', import.meta.url);

/**
 * Starts a worker thread on a TypeScript module, whichever way this process was started (tsx,
 * vitest): the API runs from its TypeScript sources, and so do its workers.
 */
export function startTsWorker(module: URL, options: Omit<WorkerOptions, 'workerData'> = {}): Worker {
  return new Worker(ENTRY, { ...options, workerData: { tsModule: module.href } });
}
