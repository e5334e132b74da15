import { createHash } from 'node:crypto';
import type { SharedRedis } from '../redis/shared-redis';
import { redisUnavailable } from '../redis/shared-redis';
import { SESSION_TTL_MS } from './credentials';
import type { AdminSessions } from './sessions';

/**
 * The admin sessions in the Redis the instances share (REDIS_URL): a session signed in on one
 * instance is accepted on all, and one signed out on any is refused on all at once. One key per
 * session, `<prefix>admin-session:<sha256 of the cookie>`, expiring with the session; the cookie
 * itself is never stored.
 *
 * Redis down or slow: sign-in and a cookie's check answer 503 (a signed-out session must never be
 * let in because its sign-out cannot be read); the bearer token still works, as it needs no session.
 */
export function createRedisAdminSessions(redis: SharedRedis): AdminSessions {
  const keyOf = (value: string) => `${redis.keyPrefix}admin-session:${createHash('sha256').update(value, 'utf8').digest('base64url')}`;
  const unavailable = (cause: unknown) => redisUnavailable('Admin sign-in', cause);
  return {
    async add(value) {
      await redis.commands.set(keyOf(value), '1', 'PX', SESSION_TTL_MS).catch((error: unknown) => {
        throw unavailable(error);
      });
    },
    async has(value) {
      const found = await redis.commands.exists(keyOf(value)).catch((error: unknown) => {
        throw unavailable(error);
      });
      return found === 1;
    },
    async remove(value) {
      await redis.commands.del(keyOf(value)).catch((error: unknown) => {
        throw unavailable(error);
      });
    },
  };
}
