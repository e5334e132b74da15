import { options } from 'preact';

/**
 * The chat bundle runs on Preact (tsup.config.ts aliases React to preact/compat there). Preact runs
 * effects after the next animation frame (100 ms at most); the widget sets up its store, its
 * identity and the open panel in a chain of effects, so on a busy page the chat's input showed
 * only after several frames. This makes them run in the next task, as React runs its passive effects.
 */
export function runEffectsInNextTask(): void {
  options.requestAnimationFrame = (callback: () => void) => {
    setTimeout(callback, 0);
  };
}
