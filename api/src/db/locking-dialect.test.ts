import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test/helper';
import { createDatabase, sqliteOf, writeLockOf, writeTransaction } from './database';

/** Longer than any test here may last: a write waits for the lock until the test releases it. */
const UNTIL_RELEASED_MS = 600_000;

async function setup() {
  const db = createDatabase({ path: path.join(tempDir(), 'locking.db'), busyTimeoutMs: UNTIL_RELEASED_MS });
  await sql`create table items (id integer primary key, body text not null)`.execute(db);
  return { db, lock: writeLockOf(db) };
}

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

describe('kysely writes take the shared write lock', () => {
  it('a write waits while another writer holds the lock; a read on the connection does not', async () => {
    const { db, lock } = await setup();
    expect(lock.tryAcquire()).toBe(true); // as a turn worker does while it commits
    const insert = db.insertInto('items' as never).values({ body: 'a' } as never).execute();
    let inserted = false;
    void insert.then(() => (inserted = true));
    await tick();
    expect(inserted).toBe(false);
    // reads go ahead meanwhile (WAL readers need no lock); kysely's own next query would queue
    // behind the waiting write on its single connection
    expect(sqliteOf(db).prepare('select count(*) as n from items').get()).toEqual({ n: 0 });
    lock.release();
    await insert;
    expect(lock.held).toBe(false); // given back after the statement
    await db.destroy();
  });

  it('a transaction keeps the lock from BEGIN to COMMIT, then gives it back', async () => {
    const { db, lock } = await setup();
    let heldInside = false;
    await writeTransaction(db, async (trx) => {
      await sql`insert into items (body) values ('in a transaction')`.execute(trx);
      await tick();
      heldInside = lock.held;
      expect(lock.tryAcquire()).toBe(false);
    });
    expect(heldInside).toBe(true);
    expect(lock.held).toBe(false);
    await expect(writeTransaction(db, async (trx) => {
      await sql`insert into items (body) values ('rolled back')`.execute(trx);
      throw new Error('on purpose');
    })).rejects.toThrow('on purpose');
    expect(lock.held).toBe(false);
    await db.destroy();
  });

  it('a write that cannot get the lock in time fails as SQLITE_BUSY and stores nothing', async () => {
    const db = createDatabase({ path: path.join(tempDir(), 'busy.db'), busyTimeoutMs: 50 });
    await sql`create table items (id integer primary key, body text not null)`.execute(db);
    const lock = writeLockOf(db);
    expect(lock.tryAcquire()).toBe(true);
    await expect(sql`insert into items (body) values ('late')`.execute(db)).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    lock.release();
    await expect(sql<{ n: number }>`select count(*) as n from items`.execute(db)).resolves.toMatchObject({ rows: [{ n: 0 }] });
    await db.destroy();
  });
});
