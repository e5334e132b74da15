import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { SharedRedis } from '../redis/shared-redis';

/** The part of @fastify/rate-limit's own stores used here (`store/RedisStore.js`, `store/LocalStore.js`). */
interface LibraryStore extends FastifyRateLimitStore {
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): LibraryStore;
}
type RouteParams = Parameters<FastifyRateLimitStore['child']>[0] & {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string; url?: string };
};

// the package exports only its plugin; its two stores are plain CommonJS files beside it
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => LibraryStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean) => LibraryStore;

/** After Redis failed a count, the counts stay in memory this long before Redis is asked again. */
export const REDIS_RETRY_AFTER_FAILURE_MS = 2000;

/** Whether to count in Redis now; one per app, shared by every budget's store. */
class RedisCircuit {
  private retryAt = 0;
  private failing = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {}

  usable(): boolean {
    return this.redis.status === 'ready' && Date.now() >= this.retryAt;
  }

  failed(error: Error): void {
    this.retryAt = Date.now() + REDIS_RETRY_AFTER_FAILURE_MS;
    if (this.failing) return;
    this.failing = true;
    this.log.warn({ reason: error.message }, 'rate limits count in this instance only until Redis answers again');
  }

  succeeded(): void {
    if (!this.failing) return;
    this.failing = false;
    this.log.info('rate limits count in Redis again');
  }
}

/**
 * Rate-limit counters in the Redis the instances share (REDIS_URL): @fastify/rate-limit's own Redis
 * store (a fixed window per key, INCR and PEXPIRE in one script), so each budget counts a client
 * across every instance. Keys: `<prefix>rate:<budget>|<client>` for the budgets,
 * `<prefix>rate:<METHOD> <url>|<client>` for the admin routes.
 *
 * While Redis cannot count (down, or slower than REDIS_COMMAND_TIMEOUT_MS) each instance counts in
 * memory with the library's local store, and keeps doing so for 2 s before asking Redis again:
 * the limits still hold per instance (over N instances a client may get up to N times its budget)
 * and no request waits on, or fails for, Redis.
 */
export function sharedRateLimitStore(redis: SharedRedis, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const circuit = new RedisCircuit(redis.commands, log);
  const namespace = `${redis.keyPrefix}rate:`;

  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      private readonly shared: LibraryStore,
      private readonly local: LibraryStore,
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number, max: number): void {
      if (!circuit.usable()) return this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(
        key,
        (error, result) => {
          if (error) {
            circuit.failed(error);
            this.local.incr(key, callback, timeWindow, max);
            return;
          }
          circuit.succeeded();
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteParams): SharedRateLimitStore {
      const continueExceeding = routeOptions.continueExceeding === true;
      const exponentialBackoff = routeOptions.exponentialBackoff === true;
      const { method, url } = routeOptions.routeInfo ?? {};
      // a route's own limit (admin) is named by its route; the budgets' keys name themselves
      const key = url === undefined ? namespace : `${namespace}${method ?? ''} ${url}|`;
      return new SharedRateLimitStore(new RedisStore(continueExceeding, exponentialBackoff, redis.commands, key), this.local.child(routeOptions));
    }
  }

  return class {
    constructor(options: RouteParams) {
      const continueExceeding = options.continueExceeding === true;
      const exponentialBackoff = options.exponentialBackoff === true;
      return new SharedRateLimitStore(new RedisStore(continueExceeding, exponentialBackoff, redis.commands, namespace), new LocalStore(continueExceeding, exponentialBackoff));
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
