import { LRUCache } from 'lru-cache';

/** A finished answer as the client received it, replayed byte for byte. */
export interface StoredAnswer {
  statusCode: number;
  contentType: string | undefined;
  body: string;
}

/**
 * What claiming a key gives: `run` (this request owns the key: run the handler, then complete or
 * release it), `replay` (an earlier request with the key finished: answer what it answered), or
 * `mismatch` (the key was used for a request with another body).
 */
export type IdempotencyClaim = { outcome: 'run' } | { outcome: 'replay'; answer: StoredAnswer } | { outcome: 'mismatch' };

/**
 * Where Idempotency-Key answers are kept: in memory (one process), or in Redis with REDIS_URL
 * (`redis-idempotency-store.ts`, shared by every instance).
 */
export interface IdempotencyStore {
  /**
   * Claims `key` for a request whose body hashes to `fingerprint`. While another request holds the
   * key, waits for it to finish: then replays its answer, or claims the key if it was released.
   */
  claim(key: string, fingerprint: string): Promise<IdempotencyClaim>;
  /** Records the answer of the request that holds `key` and wakes the requests waiting for it. */
  complete(key: string, answer: StoredAnswer): Promise<void>;
  /** Gives `key` up without an answer (the request failed): the next request with it runs again. */
  release(key: string): Promise<void>;
}

export interface MemoryIdempotencyOptions {
  /** How long an answer is replayed. */
  ttlMs: number;
  /** At most this many answers are kept; the least recently used goes first. */
  maxEntries: number;
  /** At most this many characters of answers (bodies and keys) are kept. */
  maxChars: number;
  /** The clock answers expire by (milliseconds); tests pass their own. */
  now?: () => number;
}

interface Finished {
  fingerprint: string;
  answer: StoredAnswer;
}

interface InFlight {
  fingerprint: string;
  settled: Promise<void>;
  settle: () => void;
}

/**
 * The in-memory store: finished answers in an LRU bounded by count and size, expiring after ttlMs;
 * requests in flight in a map of their own (bounded by open requests), so eviction never drops a
 * key someone is waiting for.
 */
export function createMemoryIdempotencyStore(options: MemoryIdempotencyOptions): IdempotencyStore {
  const finished = new LRUCache<string, Finished>({
    max: options.maxEntries,
    maxSize: options.maxChars,
    sizeCalculation: (entry, key) => Math.max(1, key.length + entry.answer.body.length),
    ttl: options.ttlMs,
    // a clock of the caller's is read at every check (lru-cache otherwise reuses a reading for 1 ms)
    ...(options.now && { perf: { now: options.now }, ttlResolution: 0 }),
  });
  const inFlight = new Map<string, InFlight>();

  const settle = (key: string) => {
    const entry = inFlight.get(key);
    inFlight.delete(key);
    entry?.settle();
  };

  return {
    async claim(key, fingerprint) {
      for (;;) {
        const done = finished.get(key);
        if (done) return done.fingerprint === fingerprint ? { outcome: 'replay', answer: done.answer } : { outcome: 'mismatch' };
        const running = inFlight.get(key);
        if (!running) {
          let resolve = () => {};
          const settled = new Promise<void>((wake) => {
            resolve = wake;
          });
          inFlight.set(key, { fingerprint, settled, settle: resolve });
          return { outcome: 'run' };
        }
        if (running.fingerprint !== fingerprint) return { outcome: 'mismatch' };
        await running.settled;
      }
    },
    async complete(key, answer) {
      const entry = inFlight.get(key);
      if (entry) finished.set(key, { fingerprint: entry.fingerprint, answer });
      settle(key);
    },
    async release(key) {
      settle(key);
    },
  };
}
