/**
 * A worker thread that runs the offline engine (see `engine-pool.ts`). It builds its own indexes
 * once, then answers each batch of calls with one batch of answers: { id, input } with the engine's
 * turn, { id, turn } (a whole turn: reads, engine, writes, see `chat/worker-turns.ts`) with its
 * outcome, or { id, error }.
 */
import { parentPort } from 'node:worker_threads';
import { tsWorkerData } from '../workers/ts-worker';
import { openConnection } from '../db/database';
import { WriteLock } from '../db/write-lock';
import { createTurnRunner, type TurnRequest } from '../chat/worker-turns';
import { defaultAdvisorEngine } from './default-engine';
import { runLocalTurn } from './local-turn';
import type { EngineControl, EngineRequest, EngineResponse, EngineWorkerData } from './engine-pool';

/** SQLite's own default: a commit that leaves the WAL past this many pages checkpoints it. */
const AUTOCHECKPOINT_PAGES = 1000;

/**
 * The page cache of a worker's connection (KiB). Its reads are a conversation row, its variables and,
 * now and then, a history (the rest is kept in memory), and every commit scans the page cache's hash
 * table to drop pages past the end of the file: at 64 MiB that scan cost 7–10 µs per turn.
 */
const PAGE_CACHE_KIB = 8 * 1024;

/** At most this many turns share a write transaction and an answer message. */
const TURNS_PER_ANSWER = 32;

const port = parentPort;
if (!port) throw new Error('engine-worker.ts runs as a worker thread');
const engine = defaultAdvisorEngine();
const { database } = tsWorkerData<EngineWorkerData>() ?? {};

/** The connection whole turns are answered on, when the pool gave this worker the database. */
const connection = database && openConnection({
  path: database.path,
  busyTimeoutMs: database.busyTimeoutMs,
  synchronous: database.synchronous,
  pageCacheKib: PAGE_CACHE_KIB,
});
const setAutocheckpoint = (on: boolean) => connection?.pragma(`wal_autocheckpoint = ${on ? AUTOCHECKPOINT_PAGES : 0}`);
if (database) setAutocheckpoint(database.autocheckpoint);
const runTurns = database && connection
  ? createTurnRunner({ sqlite: connection, lock: new WriteLock(database.lockBuffer), lockTimeoutMs: database.busyTimeoutMs, engine })
  : undefined;

port.on('message', (batch: EngineRequest[] | EngineControl) => {
  if (!Array.isArray(batch)) {
    setAutocheckpoint(batch.autocheckpoint);
    return;
  }
  const answers: EngineResponse[] = [];
  const turns: { id: number; turn: TurnRequest }[] = [];
  for (const request of batch) {
    if ('turn' in request) {
      turns.push(request);
      continue;
    }
    try {
      answers.push({ id: request.id, turn: runLocalTurn(engine, request.input) });
    } catch (error) {
      answers.push({ id: request.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  if (answers.length > 0) port.postMessage(answers);
  // a few turns at a time, each group answered as soon as it is stored: the first visitors of a
  // large batch do not wait for the last
  for (let start = 0; start < turns.length; start += TURNS_PER_ANSWER) {
    const group = turns.slice(start, start + TURNS_PER_ANSWER);
    port.postMessage(runTurns
      ? runTurns(group.map(({ turn }) => turn)).map((outcome, index): EngineResponse => ({ id: (group[index] as { id: number }).id, outcome }))
      : group.map(({ id }): EngineResponse => ({ id, error: 'this worker has no database' })));
  }
});
