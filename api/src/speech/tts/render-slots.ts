import { SpeechError } from '../speech';

/**
 * At most `concurrency` renders at a time, at most `maxWaiting` more waiting their turn; past that a
 * render is refused at once with a `busy` SpeechError (503 + Retry-After), so a burst of requests
 * queues briefly instead of starting a process each or waiting without bound.
 */
export class RenderSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /** Runs `work` in a slot; a caller that aborts while waiting leaves the queue. */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  /**
   * Runs `work` in a slot that is free now, without waiting; answers undefined (and runs nothing)
   * when none is. (Renders never wait while a slot is free: a freed slot goes to the first waiting.)
   */
  async runIfFree<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (this.running >= this.concurrency) return undefined;
    this.running += 1;
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(signal: AbortSignal | undefined): Promise<void> {
    signal?.throwIfAborted();
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) {
      return Promise.reject(new SpeechError('busy', 'The voice is busy speaking other answers, please try again shortly', 1));
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', leave);
        this.running += 1;
        resolve();
      };
      const leave = () => {
        const index = this.waiting.indexOf(start);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', leave, { once: true });
      this.waiting.push(start);
    });
  }

  private release(): void {
    this.running -= 1;
    this.waiting.shift()?.();
  }
}
