/**
 * What a turn worker runs (the compute module of the turn workers' pool, see `turn-workers.ts`):
 * opens its own connection to the database, loads the back end's thread module, and answers
 * batches of whole turns with `turn-runner.ts`.
 */
import { openConnection } from '../db/database';
import { WriteLock } from '../db/write-lock';
import type { AdvisorTurnInput, ComputedTurn, HistoryScope } from '../providers/backend';
import type { Compute } from '../workers/pool-worker';
import { createTurnRunner, type TurnOutcome, type TurnRequest } from './turn-runner';

/** SQLite's own default: a commit that leaves the WAL past this many pages checkpoints it. */
const AUTOCHECKPOINT_PAGES = 1000;

/**
 * The page cache of a worker's connection (KiB). Its reads are a conversation row, its variables and,
 * now and then, a history (the rest is kept in memory), and every commit scans the page cache's
 * hash table to drop pages past the end of the file: a large cache makes every commit slower.
 */
const PAGE_CACHE_KIB = 8 * 1024;

/** At most this many turns share a write transaction and an answer message. */
const TURNS_PER_ANSWER = 32;

/** What every turn worker is started with. */
export interface TurnWorkerData {
  /** The back end's thread module (its default export builds the compute function). */
  threadModule: string;
  history: HistoryScope;
  database: {
    path: string;
    /** The buffer of the write lock shared with the event loop's connection. */
    lockBuffer: SharedArrayBuffer;
    busyTimeoutMs: number;
    synchronous: 'NORMAL' | 'FULL';
    /** Whether this worker's commits checkpoint the WAL (false while background checkpoints run). */
    autocheckpoint: boolean;
  };
}

/** The message that switches the workers' commits to checkpointing the WAL themselves. */
export interface TurnWorkerControl {
  autocheckpoint: boolean;
}

export default async function turnWorker(data: TurnWorkerData): Promise<Compute<TurnRequest, TurnOutcome>> {
  const { default: setup } = (await import(data.threadModule)) as { default: () => (input: AdvisorTurnInput) => ComputedTurn };
  const { database } = data;
  const sqlite = openConnection({
    path: database.path,
    busyTimeoutMs: database.busyTimeoutMs,
    synchronous: database.synchronous,
    pageCacheKib: PAGE_CACHE_KIB,
  });
  const setAutocheckpoint = (on: boolean) => sqlite.pragma(`wal_autocheckpoint = ${on ? AUTOCHECKPOINT_PAGES : 0}`);
  setAutocheckpoint(database.autocheckpoint);
  const answer = createTurnRunner({
    sqlite,
    lock: new WriteLock(database.lockBuffer),
    lockTimeoutMs: database.busyTimeoutMs,
    compute: setup(),
    history: data.history,
  });
  return {
    answer,
    groupSize: TURNS_PER_ANSWER,
    control: (message) => setAutocheckpoint((message as TurnWorkerControl).autocheckpoint),
  };
}
