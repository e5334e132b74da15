import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { CHECKPOINT_INTERVAL_MS, startBackgroundCheckpoints } from './background-checkpoints';
import { WriteLock } from './write-lock';

// These tests wait for work to be done, never for it to be done within a time: a slow or busy
// machine makes them slower, not red. Only the test timeout bounds them.
const SLOW_MACHINE_TIMEOUT_MS = 120_000;
const ROW_BYTES = 500;
/** The tests that restart the WAL do it past this many pages (4 KiB each: 2 MB). */
const TEST_RESTART_AFTER_FRAMES = 500;
/** The WAL file's size once a restarted WAL is started over (`journal_size_limit`). */
const WAL_LIMIT_BYTES = 1_000_000;

// its own temporary directories: test/helper.ts would load the whole app, which this test does not need
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'background-checkpoints-test-'));
  dirs.push(dir);
  return dir;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function openWal(file: string) {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // as the app's connections (see database.ts): commits do not wait for the disk
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('create table notes (id integer primary key, body text not null)');
  return sqlite;
}

function writeMany(sqlite: SQLite.Database, rows: number) {
  const insert = sqlite.prepare('insert into notes (body) values (?)');
  sqlite.transaction(() => {
    for (let index = 0; index < rows; index += 1) insert.run('x'.repeat(ROW_BYTES));
  })();
}

const countNotes = (sqlite: SQLite.Database) => sqlite.prepare('select count(*) as n from notes').get();

/** Resolves once `condition` holds, checking every few milliseconds, however long that takes. */
async function until(condition: () => boolean) {
  while (!condition()) await pause(10);
}

describe('background checkpoints', () => {
  it('leave checkpoints to a worker: the WAL reaches the database file while the app connection only commits', async () => {
    const file = path.join(tempDir(), 'app.db');
    const sqlite = openWal(file);
    const checkpoints = startBackgroundCheckpoints(sqlite);
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const before = fs.statSync(file).size;
    writeMany(sqlite, 20_000); // ~10 MB of WAL, ten times the size that would make a commit checkpoint

    // the worker's own timer copies it, a pass at a time: waited for by size, not by time
    await until(() => fs.statSync(file).size > before + 5_000_000);
    await checkpoints.stop();
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    expect(countNotes(sqlite)).toEqual({ n: 20_000 });
    sqlite.close();
  }, SLOW_MACHINE_TIMEOUT_MS);

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

  it('run a pass when asked, and with the timer off only then; stopping answers the passes asked first', async () => {
    const file = path.join(tempDir(), 'app.db');
    const sqlite = openWal(file);
    const checkpoints = startBackgroundCheckpoints(sqlite, { intervalMs: false });
    const before = fs.statSync(file).size;
    writeMany(sqlite, 20_000);
    expect(fs.statSync(file).size).toBe(before);

    const pass = await checkpoints.checkpoint();
    expect(pass).toEqual({ walFrames: expect.any(Number), restarted: false });
    expect(pass.walFrames).toBeGreaterThan(2_000); // 10 MB of 4 KiB pages
    // no reader and no writer meanwhile: a PASSIVE checkpoint copies the whole WAL
    expect(fs.statSync(file).size).toBeGreaterThan(before + 10_000_000);

    const asked = checkpoints.checkpoint();
    await checkpoints.stop();
    await expect(asked).resolves.toEqual({ walFrames: pass.walFrames, restarted: false });
    await expect(checkpoints.checkpoint()).rejects.toThrow(/stopped/);
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    sqlite.close();
  }, SLOW_MACHINE_TIMEOUT_MS);

  it('report a worker that fails, and give the connection its own checkpoints back', async () => {
    const dir = path.join(tempDir(), 'gone');
    fs.mkdirSync(dir);
    const sqlite = openWal(path.join(dir, 'app.db'));
    // the app's connection keeps its open files; the worker cannot open the database any more
    fs.rmSync(dir, { recursive: true });
    let failure: Error | undefined;
    const checkpoints = startBackgroundCheckpoints(sqlite, {
      intervalMs: false,
      onError: (error) => (failure = error),
    });
    await expect(checkpoints.checkpoint()).rejects.toThrow(/Cannot open database/);
    expect(failure?.message).toMatch(/Cannot open database/);
    await checkpoints.stop();
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    sqlite.close();
  }, SLOW_MACHINE_TIMEOUT_MS);

  it('restart the WAL past the threshold, and only with the write lock', async () => {
    const file = path.join(tempDir(), 'app.db');
    const sqlite = openWal(file);
    const lock = new WriteLock();
    const checkpoints = startBackgroundCheckpoints(sqlite, {
      lock,
      intervalMs: false,
      restartAfterFrames: TEST_RESTART_AFTER_FRAMES,
    });
    sqlite.pragma(`journal_size_limit = ${WAL_LIMIT_BYTES}`);
    writeMany(sqlite, 1_000); // ~0.5 MB: under the threshold
    expect(await checkpoints.checkpoint()).toEqual({ walFrames: expect.any(Number), restarted: false });
    writeMany(sqlite, 10_000); // ~5 MB: past it

    // a writer holds the lock for the whole pass: the restart gives up, the next pass tries again
    expect(lock.tryAcquire()).toBe(true);
    const held = await checkpoints.checkpoint();
    lock.release();
    expect(held.restarted).toBe(false);
    expect(held.walFrames).toBeGreaterThan(TEST_RESTART_AFTER_FRAMES);

    expect(await checkpoints.checkpoint()).toEqual({ walFrames: held.walFrames, restarted: true });
    // and gave the lock back
    expect(lock.tryAcquire()).toBe(true);
    lock.release();
    // the next commit starts the WAL over, and the file is cut back
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(WAL_LIMIT_BYTES);
    writeMany(sqlite, 1);
    expect(fs.statSync(`${file}-wal`).size).toBeLessThanOrEqual(WAL_LIMIT_BYTES);
    await checkpoints.stop();
    expect(countNotes(sqlite)).toEqual({ n: 11_001 });
    sqlite.close();
  }, SLOW_MACHINE_TIMEOUT_MS);
});

describe('background checkpoints under writes without a pause', () => {
  const BATCH_ROWS = 20;
  /** The writes between two passes (~100 WAL pages): the test's clock is the bytes written, not the time. */
  const ROUND_ROWS = 400;
  const TOTAL_BYTES = 20_000_000;

  /**
   * Writes `rows` rows, a transaction of 20 at a time, each under the write lock, yielding to the
   * event loop between them but never pausing; answers the WAL file's largest size seen.
   */
  async function writeSteadily(sqlite: SQLite.Database, lock: WriteLock, walFile: string, rows: number) {
    const insert = sqlite.prepare('insert into notes (body) values (?)');
    const batch = sqlite.transaction(() => {
      for (let index = 0; index < BATCH_ROWS; index += 1) insert.run('x'.repeat(ROW_BYTES));
    });
    let largestWal = 0;
    for (let written = 0; written < rows; written += BATCH_ROWS) {
      if (!(await lock.acquire(SLOW_MACHINE_TIMEOUT_MS))) throw new Error('no write lock');
      try {
        batch();
      } finally {
        lock.release();
      }
      largestWal = Math.max(largestWal, fs.statSync(walFile).size);
      await yieldToLoop();
    }
    return largestWal;
  }

  it('keep the WAL bounded: restarted once large, the writers held by the write lock meanwhile', async () => {
    const file = path.join(tempDir(), 'app.db');
    const sqlite = openWal(file);
    const lock = new WriteLock();
    const checkpoints = startBackgroundCheckpoints(sqlite, {
      lock,
      intervalMs: false,
      restartAfterFrames: TEST_RESTART_AFTER_FRAMES,
      // a busy machine may hold a batch's lock long: the restart waits for it rather than give up
      restartWaitMs: SLOW_MACHINE_TIMEOUT_MS,
    });
    sqlite.pragma(`journal_size_limit = ${WAL_LIMIT_BYTES}`);

    let rows = 0;
    let largestWal = 0;
    // each round asks for a pass and writes its rows while the pass runs
    while (rows * ROW_BYTES < TOTAL_BYTES) {
      const pass = checkpoints.checkpoint();
      largestWal = Math.max(largestWal, await writeSteadily(sqlite, lock, `${file}-wal`, ROUND_ROWS));
      rows += ROUND_ROWS;
      await pass;
    }
    await checkpoints.stop();

    // a pass finds the WAL past the threshold at most a round late and restarts it while the next
    // round writes: the file stays under the threshold's 2 MB and two rounds' writes (~0.4 MB each),
    // where without the restarts it would hold all 20 MB and more
    expect(largestWal).toBeLessThan(4_000_000);
    expect(countNotes(sqlite)).toEqual({ n: rows });
    sqlite.close();
  }, SLOW_MACHINE_TIMEOUT_MS);

  it('keeps the process alive until the worker stopped: a shutdown with nothing else to do finishes', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', new URL('./test/stop-checkpoints.ts', import.meta.url).pathname, path.join(tempDir(), 'stop.db')], {
      encoding: 'utf8',
      timeout: SLOW_MACHINE_TIMEOUT_MS,
      cwd: new URL('../..', import.meta.url).pathname, // the api package, where tsx is
    });
    expect(output.trim().split('\n')).toEqual(['stopped', 'exit']);
  }, SLOW_MACHINE_TIMEOUT_MS);
});
