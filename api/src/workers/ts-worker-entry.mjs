// The entry of every worker thread started by ts-worker.ts: registers tsx, then loads the
// TypeScript module named in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.tsModule);
