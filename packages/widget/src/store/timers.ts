/** The waits of one store, cancelled together when the store stops. */
export interface StoreTimers {
  /** Resolves after `ms`; never resolves when `clear` runs first. */
  wait(ms: number): Promise<void>;
  /** Cancels every pending wait. */
  clear(): void;
}

/** New {@link StoreTimers}. */
export function createTimers(): StoreTimers {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  return {
    wait: (ms) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, ms);
        timers.add(timer);
      }),
    clear() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
