import { threadId } from 'node:worker_threads';

/**
 * The right to write one SQLite database, shared by the threads of this process that write it on
 * connections of their own (the event loop's and the advisor's turn workers, see
 * `advisor/engine-worker.ts`).
 *
 * SQLite serialises writers itself, but a connection that finds the database locked sleeps in its
 * busy handler, 1 ms at the least and longer each retry: on the event loop that stalls every
 * request, and in a worker it idles a thread that has turns to answer. Here a writer that waits is
 * woken the moment the lock is released: the event loop waits without blocking
 * (`Atomics.waitAsync`), a worker blocks (`Atomics.wait`). SQLite's own busy timeout stays in
 * place for other processes (a seed script, a second server).
 *
 * The lock word holds its owner's thread id + 1 (0: free), so the lock of a worker that died while
 * holding it can be taken back ({@link WriteLock.releaseFor}). It is not re-entrant.
 */
export class WriteLock {
  private readonly word: Int32Array;
  private readonly me = threadId + 1;

  /** A new lock, or (in another thread) the one whose {@link buffer} was handed over. */
  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT)) {
    this.word = new Int32Array(buffer);
  }

  /** Takes the lock if it is free; never waits. */
  tryAcquire(): boolean {
    return Atomics.compareExchange(this.word, 0, 0, this.me) === 0;
  }

  /** Takes the lock, blocking this thread for at most `timeoutMs`; false when that ran out. For workers only. */
  acquireSync(timeoutMs: number): boolean {
    const deadline = performance.now() + timeoutMs;
    let step = this.attempt(deadline);
    while (typeof step === 'object') {
      Atomics.wait(this.word, 0, step.owner, step.left);
      step = this.attempt(deadline);
    }
    return step;
  }

  /** Takes the lock without blocking the thread, waiting at most `timeoutMs`; false when that ran out. */
  async acquire(timeoutMs: number): Promise<boolean> {
    const deadline = performance.now() + timeoutMs;
    let step = this.attempt(deadline);
    while (typeof step === 'object') {
      const waiting = Atomics.waitAsync(this.word, 0, step.owner, step.left);
      if (waiting.async) await waiting.value;
      step = this.attempt(deadline);
    }
    return step;
  }

  /**
   * Tries to take the lock: true when taken, false when `deadline` has passed, else the owner to
   * wait on (the wait ends when the word changes from it) and for how long at most (ms).
   */
  private attempt(deadline: number): boolean | { owner: number; left: number } {
    for (;;) {
      if (this.tryAcquire()) return true;
      const left = deadline - performance.now();
      if (left <= 0) return false;
      const owner = Atomics.load(this.word, 0);
      // released between the two reads: try again at once
      if (owner !== 0) return { owner, left };
    }
  }

  /** Releases the lock this thread holds. */
  release(): void {
    if (Atomics.compareExchange(this.word, 0, this.me, 0) !== this.me) {
      throw new Error('WriteLock.release: this thread does not hold the lock');
    }
    Atomics.notify(this.word, 0);
  }

  /** Releases the lock if the thread `ownerThreadId` holds it (that thread has exited); answers whether it did. */
  releaseFor(ownerThreadId: number): boolean {
    const released = Atomics.compareExchange(this.word, 0, ownerThreadId + 1, 0) === ownerThreadId + 1;
    if (released) Atomics.notify(this.word, 0);
    return released;
  }

  /** Whether this thread holds the lock. */
  get held(): boolean {
    return Atomics.load(this.word, 0) === this.me;
  }
}
