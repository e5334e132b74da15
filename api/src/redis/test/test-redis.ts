import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach } from 'vitest';

/** The Redis the project's machines run (TOOLCHAIN.md); tests isolate themselves by key prefix. */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

/**
 * Settings for apps that share one Redis under a key prefix of this test's own, and a client to
 * look at it; after the test every key under the prefix is deleted and the client closed.
 */
export function sharedRedisForTest(): { env: Record<string, string>; prefix: string; redis: Redis } {
  const prefix = `test-${randomUUID()}:`;
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  cleanups.push(async () => {
    await deleteKeys(redis, prefix);
    redis.disconnect();
  });
  return { env: { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix }, prefix, redis };
}

/** The keys under a prefix, sorted. */
export async function keysUnder(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    keys.push(...found);
  } while (cursor !== '0');
  return keys.sort();
}

async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  const keys = await keysUnder(redis, prefix);
  if (keys.length > 0) await redis.del(...keys);
}
