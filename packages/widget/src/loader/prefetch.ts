/**
 * Prefetching the chat bundle: before the visitor clicks, the browser downloads
 * energy-advisor-chat.js into its cache (`<link rel="prefetch">`, low priority, nothing runs), so
 * the click's `<script>` load comes from the cache and the panel opens at once.
 *
 * Never when the host opts out (`data-prefetch="false"` on the element) or the visitor's browser
 * asks to save data (`navigator.connection.saveData`), and at most once per page and URL.
 */
const prefetched = new Set<string>();

interface NetworkInformationLike {
  saveData?: boolean;
}

/** Whether the chat bundle may be fetched before it is needed. */
export function prefetchAllowed(element: Element): boolean {
  if (element.getAttribute('data-prefetch') === 'false') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData !== true;
}

/**
 * Adds `<link rel="prefetch" href=url>` to the document's head (once per URL). Answers whether a
 * prefetch was started. A browser without prefetch support (Safari) loads on the click as before.
 */
export function prefetchChat(url: string, nonce: string | undefined): boolean {
  if (prefetched.has(url)) return false;
  const link = document.createElement('link');
  if (!link.relList.supports?.('prefetch')) return false;
  prefetched.add(url);
  Object.assign(link, { rel: 'prefetch', as: 'script', href: url, nonce: nonce ?? '' });
  document.head.append(link);
  return true;
}

/** Runs `run` when the browser is idle, at the latest after `timeoutMs` (after half of it where requestIdleCallback is missing). */
export function whenIdle(run: () => void, timeoutMs: number): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, timeoutMs / 2);
}
