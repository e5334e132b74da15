import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { SESSION_TTL_MS } from './credentials';

/**
 * The admin sessions the server holds. A session cookie is accepted only while its session is
 * here: sign-in adds it, sign-out removes it, so a signed-out cookie is dead at once, even if it
 * was copied. In memory here (one process; a restart signs everyone out); with REDIS_URL, in Redis
 * (`redis-admin-sessions.ts`), shared by every instance.
 */
export interface AdminSessions {
  add(value: string): Promise<void>;
  has(value: string): Promise<boolean>;
  remove(value: string): Promise<void>;
}

/** Sessions are kept by a hash of the cookie value, never the value itself. */
const keyOf = (value: string) => createHash('sha256').update(value, 'utf8').digest('base64url');

/**
 * The in-memory sessions: each kept for the session lifetime, at most `maxSessions` (sign-in is
 * rate limited, so this bound is far above real use); past it the oldest session is dropped, which
 * signs it out rather than letting it in.
 */
export function createMemoryAdminSessions(maxSessions = 10_000): AdminSessions {
  const sessions = new LRUCache<string, true>({ max: maxSessions, ttl: SESSION_TTL_MS });
  return {
    async add(value) {
      sessions.set(keyOf(value), true);
    },
    async has(value) {
      return sessions.get(keyOf(value)) === true;
    },
    async remove(value) {
      sessions.delete(keyOf(value));
    },
  };
}
