/**
 * Warming the chat before the click: on launcher hover or focus, or idle time, the loader loads and
 * runs the chat bundle and mounts the widget closed with its panel rendered hidden (see
 * loader-element.ts), so the click only reveals the panel.
 *
 * Never when the host opts out (`data-prefetch="false"` on the element) or the visitor's browser
 * asks to save data (`navigator.connection.saveData`): then nothing loads before the first open.
 */
interface NetworkInformationLike {
  saveData?: boolean;
}

/** Whether the chat may be loaded (and run) before it is needed. */
export function prefetchAllowed(element: Element): boolean {
  if (element.getAttribute('data-prefetch') === 'false') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData !== true;
}

/** Runs `run` when the browser is idle, at the latest after `timeoutMs` (after half of it where requestIdleCallback is missing). */
export function whenIdle(run: () => void, timeoutMs: number): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, timeoutMs / 2);
}
