import { outsideTransactions, type Db, type Sqlite } from './database';
import { batchWriter } from './batch-writes';
import { lockTimeout } from './locking-dialect';
import type { WriteLock } from './write-lock';

interface Pending {
  work: (sqlite: Sqlite) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Runs synchronous writes, several callers' at a time, in one SQLite transaction. */
export interface GroupCommit {
  /**
   * Queues `work` (synchronous statements on the raw connection it is given) and resolves with its result once
   * the transaction holding it has committed. Works queued in the same turn of the event loop share
   * one BEGIN IMMEDIATE … COMMIT; each runs in its own savepoint, so one failing work rolls back
   * alone and rejects only its own caller.
   */
  run<T>(work: (sqlite: Sqlite) => T): Promise<T>;
}

/**
 * Group commit: a commit costs more than the statements of one chat turn (it appends every changed
 * page to the WAL), so concurrent turns share it. Nothing is acknowledged before its commit, so
 * durability is as with one transaction per caller.
 *
 * A flush first takes the database's write lock (waiting without blocking, see `write-lock.ts`),
 * and never runs inside a kysely transaction (those span awaits on the same connection and hold
 * that lock, see {@link outsideTransactions}).
 */
export function createGroupCommit(db: Db, sqlite: Sqlite, lock: WriteLock, lockTimeoutMs: number): GroupCommit {
  let queue: Pending[] = [];
  let scheduled = false;
  const writeBatch = batchWriter(sqlite);

  async function flush() {
    const batch = queue;
    queue = [];
    let locked = false;
    try {
      locked = await lock.acquire(lockTimeoutMs);
      if (!locked) throw lockTimeout(lockTimeoutMs);
      const outcomes = await outsideTransactions(db, () => writeBatch(batch.map((pending) => () => pending.work(sqlite))));
      outcomes.forEach((outcome, index) => {
        const pending = batch[index] as Pending;
        if (outcome.ok) pending.resolve(outcome.value);
        else pending.reject(outcome.error);
      });
    } catch (error) {
      // no lock, or BEGIN or COMMIT failed (e.g. SQLITE_BUSY): nothing of the batch was stored.
      for (const pending of batch) pending.reject(error);
    } finally {
      if (locked) lock.release();
      scheduled = false;
      if (queue.length > 0) schedule();
    }
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void flush());
  }

  return {
    run<T>(work: (sqlite: Sqlite) => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
  };
}
