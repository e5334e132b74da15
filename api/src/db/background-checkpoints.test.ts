import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { CHECKPOINT_INTERVAL_MS, startBackgroundCheckpoints } from './background-checkpoints';
import { tempDir } from '../test/helper';
import { WriteLock } from './write-lock';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function openWal(file: string) {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.exec('create table notes (id integer primary key, body text not null)');
  return sqlite;
}

function writeMany(sqlite: SQLite.Database, rows: number) {
  const insert = sqlite.prepare('insert into notes (body) values (?)');
  sqlite.transaction(() => {
    for (let index = 0; index < rows; index += 1) insert.run('x'.repeat(500));
  })();
}

describe('background checkpoints', () => {
  it('leave checkpoints to a worker: the WAL reaches the database file while the app connection only commits', async () => {
    const file = path.join(tempDir(), 'app.db');
    const sqlite = openWal(file);
    const checkpoints = startBackgroundCheckpoints(sqlite);
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const before = fs.statSync(file).size;
    writeMany(sqlite, 20_000); // ~10 MB of WAL, ten times the size that would make a commit checkpoint

    let after = before;
    // until the copy is past 5 MB (a poll can land while the checkpoint is still copying)
    for (let waited = 0; waited < 10_000 && after <= before + 5_000_000; waited += CHECKPOINT_INTERVAL_MS) {
      await pause(CHECKPOINT_INTERVAL_MS);
      after = fs.statSync(file).size;
    }
    expect(after).toBeGreaterThan(before + 5_000_000);
    await checkpoints.stop();
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    expect(sqlite.prepare('select count(*) as n from notes').get()).toEqual({ n: 20_000 });
    sqlite.close();
  });

  it('without the worker, the same writes stay in the WAL (what the test above would see if it did nothing)', async () => {
    const file = path.join(tempDir(), 'app.db');
    const sqlite = openWal(file);
    sqlite.pragma('wal_autocheckpoint = 0');
    const before = fs.statSync(file).size;
    writeMany(sqlite, 20_000);
    await pause(CHECKPOINT_INTERVAL_MS * 3);
    expect(fs.statSync(file).size).toBe(before);
    sqlite.close();
  });
});

describe('background checkpoints under writes without a pause', () => {
  /** Writes for `ms`, a transaction of 20 rows per millisecond or so, each under the write lock. */
  async function writeSteadily(sqlite: SQLite.Database, lock: WriteLock, ms: number) {
    const insert = sqlite.prepare('insert into notes (body) values (?)');
    const batch = sqlite.transaction(() => {
      for (let index = 0; index < 20; index += 1) insert.run('x'.repeat(500));
    });
    let rows = 0;
    for (const end = Date.now() + ms; Date.now() < end; rows += 20) {
      if (!(await lock.acquire(1_000))) throw new Error('no write lock');
      try {
        batch();
      } finally {
        lock.release();
      }
      await pause(1);
    }
    return rows;
  }

  it('restart the WAL once it is large, the writers held by the write lock meanwhile', async () => {
    const file = path.join(tempDir(), 'app.db');
    const sqlite = openWal(file);
    const lock = new WriteLock();
    const checkpoints = startBackgroundCheckpoints(sqlite, { lock, restartAfterFrames: 500 });
    // a restarted WAL file is cut back to 1 MB by the next commit: its size tells what came since
    sqlite.pragma('journal_size_limit = 1000000');
    const rows = await writeSteadily(sqlite, lock, 3_000);
    const wal = fs.statSync(`${file}-wal`).size;
    await checkpoints.stop();
    expect(rows * 500).toBeGreaterThan(20_000_000);
    // 500 pages are 2 MB; past that the WAL grows by what a tick's writes add
    expect(wal).toBeLessThan(12_000_000);
    expect(sqlite.prepare('select count(*) as n from notes').get()).toEqual({ n: rows });
    sqlite.close();
  }, 60_000);
});
