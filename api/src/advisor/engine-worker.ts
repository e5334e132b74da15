/**
 * A worker thread that runs the offline engine (see `engine-pool.ts`). It builds its own indexes
 * once, then answers each batch of { id, input } with one batch of { id, turn } or { id, error }.
 */
import { parentPort } from 'node:worker_threads';
import { defaultAdvisorEngine } from './default-engine';
import { runLocalTurn } from './local-turn';
import type { EngineRequest, EngineResponse } from './engine-pool';

const port = parentPort;
if (!port) throw new Error('engine-worker.ts runs as a worker thread');
const engine = defaultAdvisorEngine();

port.on('message', (batch: EngineRequest[]) => {
  port.postMessage(batch.map(({ id, input }): EngineResponse => {
    try {
      return { id, turn: runLocalTurn(engine, input) };
    } catch (error) {
      return { id, error: error instanceof Error ? error.message : String(error) };
    }
  }));
});
