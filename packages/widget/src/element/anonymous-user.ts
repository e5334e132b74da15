const STORAGE_KEY = 'energy-advisor:user-id';
let pageFallback: string | undefined;

/**
 * The user id when the host gives none: a random id kept in this browser's localStorage, so a
 * visitor finds their conversation again and never sees another visitor's (a shared fallback such
 * as 'default-user' would mix every anonymous visitor's transcripts).
 */
export function anonymousUserId(): string {
  const fresh = () => `visitor-${globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2)}`;
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (stored) return stored;
    const id = fresh();
    globalThis.localStorage?.setItem(STORAGE_KEY, id);
    return id;
  } catch {
    pageFallback ??= fresh();
    return pageFallback;
  }
}

/** Forgets this page's fallback id (the API's `reset()`; the stored one is removed with the visitor tokens). */
export function forgetAnonymousUser(): void {
  pageFallback = undefined;
}
