import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { redisUnavailable, type SharedRedis } from '../redis/shared-redis';
import type { IdempotencyClaim, IdempotencyStore, StoredAnswer } from './idempotency-store';

/**
 * One key, a hash: `state` running (with the `owner` claim that runs it) or done (with the answer's
 * `status`, `contentType`, `body`), and the request's `fingerprint`. Claim answers `run` (now ours,
 * for lockMs), `wait`, `mismatch`, or `replay` with the answer.
 */
const CLAIM = `
local state = redis.call('HGET', KEYS[1], 'state')
if not state then
  redis.call('HSET', KEYS[1], 'state', 'running', 'fingerprint', ARGV[1], 'owner', ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  return {'run'}
end
if redis.call('HGET', KEYS[1], 'fingerprint') ~= ARGV[1] then return {'mismatch'} end
if state == 'running' then return {'wait'} end
local answer = redis.call('HMGET', KEYS[1], 'status', 'contentType', 'body')
return {'replay', answer[1], answer[2], answer[3]}
`;

/** Records the answer unless another claim owns the key now (ours expired and it was claimed again). */
const COMPLETE = `
local owner = redis.call('HGET', KEYS[1], 'owner')
if owner and owner ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'state', 'done', 'owner', ARGV[1], 'fingerprint', ARGV[2], 'status', ARGV[3], 'contentType', ARGV[4], 'body', ARGV[5])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
return 1
`;

/** Gives the key up, if this claim still runs it. */
const RELEASE = `
if redis.call('HGET', KEYS[1], 'owner') == ARGV[1] and redis.call('HGET', KEYS[1], 'state') == 'running' then
  return redis.call('DEL', KEYS[1])
end
return 0
`;

/** Keeps a running claim's key alive while its request runs. */
const EXTEND = `
if redis.call('HGET', KEYS[1], 'owner') == ARGV[1] and redis.call('HGET', KEYS[1], 'state') == 'running' then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
`;

interface IdempotencyCommands {
  idempotencyClaim(key: string, fingerprint: string, owner: string, lockMs: number): Promise<[string, string?, string?, string?]>;
  idempotencyComplete(key: string, owner: string, fingerprint: string, status: number, contentType: string, body: string, ttlMs: number): Promise<number>;
  idempotencyRelease(key: string, owner: string): Promise<number>;
  idempotencyExtend(key: string, owner: string, lockMs: number): Promise<number>;
}

function withScripts(redis: Redis): Redis & IdempotencyCommands {
  const scripts = { idempotencyClaim: CLAIM, idempotencyComplete: COMPLETE, idempotencyRelease: RELEASE, idempotencyExtend: EXTEND };
  for (const [name, lua] of Object.entries(scripts)) {
    if (!(name in redis)) redis.defineCommand(name, { numberOfKeys: 1, lua });
  }
  return redis as Redis & IdempotencyCommands;
}

export interface RedisIdempotencyOptions {
  /** How long an answer is replayed. */
  ttlMs: number;
  /**
   * How long a claim holds its key without news: the instance running the request extends it every
   * lockMs / 3, so a key is freed this long after its instance died (then a retry runs again).
   */
  lockMs?: number;
  /** A failure that is not the request's to answer (recording the answer, giving the key up). */
  onError?: (error: unknown, action: 'complete' | 'release') => void;
}

interface Claimed {
  owner: string;
  fingerprint: string;
  heartbeat: NodeJS.Timeout;
}

/**
 * Idempotency-Key answers in the Redis the instances share (REDIS_URL), under
 * `<prefix>idempotency:<sha256 of client, route and key>`: a retry on any instance replays the
 * answer given on another, and a repeat that arrives while the first still runs (anywhere) waits
 * for it, polling every 20–250 ms.
 *
 * Redis down or slow: a request with a key answers 503 within REDIS_COMMAND_TIMEOUT_MS (its
 * once-only promise cannot be kept; without a key nothing changes). An answer that cannot be
 * recorded is reported to `onError` and not replayed: the key is freed lockMs later and a retry
 * then runs again. Memory: each answer lives ttlMs; give Redis a `maxmemory` with an LRU policy
 * (README, Deployment), as the in-memory store bounds itself.
 */
export function createRedisIdempotencyStore(redis: SharedRedis, options: RedisIdempotencyOptions): IdempotencyStore {
  const commands = withScripts(redis.commands);
  const lockMs = options.lockMs ?? 30_000;
  const claimed = new Map<string, Claimed>();
  const keyOf = (key: string) => `${redis.keyPrefix}idempotency:${createHash('sha256').update(key, 'utf8').digest('base64url')}`;
  const unavailable = (error: unknown) => redisUnavailable('Idempotency-Key', error);

  const settle = (key: string): Claimed | undefined => {
    const mine = claimed.get(key);
    if (!mine) return undefined;
    clearInterval(mine.heartbeat);
    claimed.delete(key);
    return mine;
  };

  return {
    async claim(key, fingerprint): Promise<IdempotencyClaim> {
      const redisKey = keyOf(key);
      const owner = randomUUID();
      let pause = 20;
      for (;;) {
        const [outcome, status, contentType, body] = await commands.idempotencyClaim(redisKey, fingerprint, owner, lockMs).catch((error: unknown) => {
          // a claim that timed out may still land: give it up behind it, or retries would wait lockMs
          commands.idempotencyRelease(redisKey, owner).catch(() => {});
          throw unavailable(error);
        });
        if (outcome === 'run') {
          const heartbeat = setInterval(() => {
            commands.idempotencyExtend(redisKey, owner, lockMs).catch(() => {
              // Redis away: the key may expire before the answer; a retry then runs again
            });
          }, Math.max(10, Math.floor(lockMs / 3)));
          heartbeat.unref();
          claimed.set(key, { owner, fingerprint, heartbeat });
          return { outcome: 'run' };
        }
        if (outcome === 'mismatch') return { outcome: 'mismatch' };
        if (outcome === 'replay') {
          const answer: StoredAnswer = { statusCode: Number(status), contentType: contentType === '' || contentType == null ? undefined : contentType, body: body ?? '' };
          return { outcome: 'replay', answer };
        }
        await delay(pause);
        pause = Math.min(pause * 2, 250);
      }
    },
    async complete(key, answer) {
      const mine = settle(key);
      if (!mine) return;
      try {
        await commands.idempotencyComplete(keyOf(key), mine.owner, mine.fingerprint, answer.statusCode, answer.contentType ?? '', answer.body, options.ttlMs);
      } catch (error) {
        options.onError?.(error, 'complete');
      }
    },
    async release(key) {
      const mine = settle(key);
      if (!mine) return;
      try {
        await commands.idempotencyRelease(keyOf(key), mine.owner);
      } catch (error) {
        options.onError?.(error, 'release');
      }
    },
  };
}
