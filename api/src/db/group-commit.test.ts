import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test/helper';
import { createDatabase, sqliteOf, writeLockOf, writeTransaction } from './database';
import { createGroupCommit } from './group-commit';

/** Longer than any test here may last: a batch waits for the write lock until the test releases it. */
const UNTIL_RELEASED_MS = 600_000;

function setup() {
  const file = path.join(tempDir(), 'group.db');
  const db = createDatabase({ path: file, busyTimeoutMs: 50 });
  const sqlite = sqliteOf(db);
  sqlite.exec('create table items (id integer primary key, body text not null unique)');
  const insert = sqlite.prepare('insert into items (body) values (?) returning id');
  const count = () => (sqlite.prepare('select count(*) as n from items').get() as { n: number }).n;
  const lock = writeLockOf(db);
  return { file, db, sqlite, lock, commits: createGroupCommit(db, sqlite, lock, UNTIL_RELEASED_MS), insert, count };
}

describe('group commit', () => {
  it('runs works queued in the same tick in one transaction and resolves each with its own result', async () => {
    const { file, db, commits, insert } = setup();
    const other = new SQLite(file, { readonly: true });
    let seenFromOutside: unknown[] = [];
    const results = await Promise.all([
      commits.run(() => insert.get('a')),
      commits.run(() => {
        const row = insert.get('b');
        // another connection does not see the first work yet: both are in one open transaction
        seenFromOutside = other.prepare('select body from items').all();
        return row;
      }),
    ]);
    expect(results).toEqual([{ id: 1 }, { id: 2 }]);
    expect(seenFromOutside).toEqual([]);
    expect(other.prepare('select body from items order by id').all()).toEqual([{ body: 'a' }, { body: 'b' }]);
    other.close();
    await db.destroy();
  });

  it('rolls back only the work that fails, rejecting only its caller', async () => {
    const { db, commits, insert, sqlite } = setup();
    const outcomes = await Promise.allSettled([
      commits.run(() => insert.get('a')),
      commits.run(() => {
        insert.get('half-done');
        return insert.get('a'); // unique violation: this work's own first insert is undone too
      }),
      commits.run(() => insert.get('c')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(sqlite.prepare('select body from items order by id').all()).toEqual([{ body: 'a' }, { body: 'c' }]);
    await db.destroy();
  });

  it('rejects every work of a batch when the transaction cannot start, storing nothing', async () => {
    const { file, db, commits, insert, count } = setup();
    const locker = new SQLite(file);
    locker.exec('begin immediate');
    const outcomes = await Promise.allSettled([commits.run(() => insert.get('a')), commits.run(() => insert.get('b'))]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(String((outcomes[0] as PromiseRejectedResult).reason)).toMatch(/locked|busy/i);
    locker.exec('rollback');
    locker.close();
    expect(count()).toBe(0);
    // and the next batch goes through
    await expect(commits.run(() => insert.get('c'))).resolves.toEqual({ id: 1 });
    await db.destroy();
  });

  it('waits for an open kysely transaction instead of writing into it', async () => {
    const { db, commits, insert, sqlite } = setup();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const kyselyTransaction = writeTransaction(db, async () => {
      await held;
      throw new Error('rolled back on purpose');
    });
    const queued = commits.run(() => insert.get('outside'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await expect(kyselyTransaction).rejects.toThrow('rolled back on purpose');
    await expect(queued).resolves.toEqual({ id: 1 });
    // had the queued work run inside the kysely transaction, its row would have been rolled back
    expect(sqlite.prepare('select body from items').all()).toEqual([{ body: 'outside' }]);
    await db.destroy();
  });

  it('waits for the write lock another writer holds, and fails as busy when it is held too long', async () => {
    const { db, sqlite, commits, insert, lock, count } = setup();
    expect(lock.tryAcquire()).toBe(true); // as a turn worker holds it while it commits
    const queued = commits.run(() => insert.get('after the lock'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(count()).toBe(0);
    lock.release();
    await expect(queued).resolves.toEqual({ id: 1 });

    // a group commit whose patience (50 ms) runs out while the lock is held all along
    expect(lock.tryAcquire()).toBe(true);
    const starved = createGroupCommit(db, sqlite, lock, 50).run(() => insert.get('never'));
    await expect(starved).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    lock.release();
    expect(count()).toBe(1);
    await db.destroy();
  });
});
