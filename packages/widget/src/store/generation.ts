/**
 * The guard against stale async results. A reset (another user, 'New Chat', a store stopped for
 * good) starts a new generation; work started in an older one drops its result instead of writing
 * it over the newer state.
 */
export interface Generation {
  /** Starts a new generation: every check handed out before answers false from now on. */
  next(): void;
  /** Called when a piece of work starts: answers a check that stays true until the next reset. */
  start(): () => boolean;
}

/** A new {@link Generation}. */
export function createGeneration(): Generation {
  let current = 0;
  return {
    next() {
      current += 1;
    },
    start() {
      const started = current;
      return () => started === current;
    },
  };
}
