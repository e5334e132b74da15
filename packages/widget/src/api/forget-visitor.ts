/** The keys this widget keeps in the browser: visitor tokens (per API origin and user) and the anonymous user id. */
const VISITOR_PREFIX = 'energy-advisor:visitor:';
const ANONYMOUS_USER_KEY = 'energy-advisor:user-id';

/**
 * Forgets the visitor on this device (the API's `reset()`, for a shared computer): every stored
 * visitor token and the anonymous user id. Storage that cannot be reached holds nothing to forget.
 */
export function forgetVisitor(storage: Storage | undefined = safeLocalStorage()): void {
  if (!storage) return;
  try {
    for (let index = storage.length - 1; index >= 0; index -= 1) {
      const key = storage.key(index);
      if (key !== null && (key.startsWith(VISITOR_PREFIX) || key === ANONYMOUS_USER_KEY)) storage.removeItem(key);
    }
  } catch {
    // a sandboxed frame throws on any access: nothing was stored
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
