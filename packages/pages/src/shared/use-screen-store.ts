import { useEffect, useState } from 'react';
import { useStore, type StoreApi } from 'zustand';

/**
 * One store per mounted screen (zustand's "initialize state with props"): created once, started
 * on mount and stopped on unmount (`start` may run again after `stop` under StrictMode).
 */
export function useScreenStore<S>(create: () => StoreApi<S>, lifecycle: { start?(store: StoreApi<S>): void; stop?(store: StoreApi<S>): void } = {}): StoreApi<S> {
  const [store] = useState(create);
  const { start, stop } = lifecycle;
  useEffect(() => {
    start?.(store);
    return () => stop?.(store);
    // The lifecycle belongs to the store, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return store;
}

/** Selects from a screen's store; re-renders when the selected value changes. */
export function useScreen<S, T>(store: StoreApi<S>, selector: (state: S) => T): T {
  return useStore(store, selector);
}
