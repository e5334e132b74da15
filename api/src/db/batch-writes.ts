import type SQLite from 'better-sqlite3';

/** How one work of a batch ended. */
export type Outcome<T = unknown> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs synchronous works in one write transaction (BEGIN IMMEDIATE … COMMIT), each in its own
 * savepoint, so one failing work rolls back alone and the others commit. Throws only when BEGIN or
 * COMMIT fails (nothing of the batch is then stored). The caller holds the write lock. Shared by
 * group commit on the event loop (`group-commit.ts`) and the turn workers (`chat/turn-runner.ts`).
 */
export function batchWriter(sqlite: SQLite.Database): <T>(works: (() => T)[]) => Outcome<T>[] {
  // A nested better-sqlite3 transaction is a savepoint.
  const runOne = sqlite.transaction((work: () => unknown) => work());
  const runBatch = sqlite.transaction((works: (() => unknown)[]) =>
    works.map((work): Outcome => {
      try {
        return { ok: true, value: runOne(work) };
      } catch (error) {
        return { ok: false, error };
      }
    }),
  );
  return <T>(works: (() => T)[]) => runBatch.immediate(works) as Outcome<T>[];
}
