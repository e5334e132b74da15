/** A visitor token as this browser keeps it. */
export interface StoredVisitor {
  /** Sent as `Authorization: Bearer <token>`. */
  token: string;
  /** The user the token is for (the server's new user when none was asked for). */
  userId: string;
  /** ISO-8601 time the token stops working. */
  expiresAt: string;
  /** True when an identity token proved the user. */
  verified: boolean;
}

/** Where visitor tokens are kept, by key (see {@link visitorStorageKey}). */
export interface VisitorStorage {
  read(key: string): StoredVisitor | undefined;
  write(key: string, visitor: StoredVisitor): void;
  remove(key: string): void;
}

/** The part of the Web Storage API the token store uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Every key of the token store starts with this. */
export const VISITOR_STORAGE_PREFIX = 'energy-advisor:visitor:';

/**
 * The key of a visitor token: one per API origin and user (`energy-advisor:visitor:<origin>:<userId>`,
 * the user id URI-encoded), and one per API origin for this browser's own new user (no user id).
 */
export function visitorStorageKey(apiOrigin: string, userId: string | undefined): string {
  const base = `${VISITOR_STORAGE_PREFIX}${apiOrigin}`;
  return userId === undefined ? base : `${base}:${encodeURIComponent(userId)}`;
}

/**
 * The token store: the given storage or this page's localStorage, with a memory copy used whenever
 * that storage cannot be reached (a sandboxed iframe throws on any localStorage access, and a full
 * or disabled storage throws on writes). A stored value that is not a visitor token reads as none.
 */
export function createVisitorStorage(storage?: KeyValueStorage | null): VisitorStorage {
  const memory = new Map<string, StoredVisitor>();
  const backing = (): KeyValueStorage | null => {
    if (storage !== undefined) return storage;
    try {
      return globalThis.localStorage ?? null;
    } catch {
      return null;
    }
  };
  return {
    read(key) {
      try {
        const stored = parseVisitor(backing()?.getItem(key) ?? null);
        if (stored) return stored;
      } catch {
        // unreachable storage: the memory copy answers
      }
      return memory.get(key);
    },
    write(key, visitor) {
      try {
        const store = backing();
        if (store) {
          store.setItem(key, JSON.stringify(visitor));
          memory.delete(key);
          return;
        }
      } catch {
        // kept in memory below, for this page only
      }
      memory.set(key, visitor);
    },
    remove(key) {
      memory.delete(key);
      try {
        backing()?.removeItem(key);
      } catch {
        // nothing was stored there
      }
    },
  };
}

function parseVisitor(text: string | null): StoredVisitor | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { token, userId, expiresAt, verified } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token === '' || typeof userId !== 'string' || typeof expiresAt !== 'string') return undefined;
  if (Number.isNaN(Date.parse(expiresAt)) || typeof verified !== 'boolean') return undefined;
  return { token, userId, expiresAt, verified };
}
