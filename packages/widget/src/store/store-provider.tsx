import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { WidgetState } from './types';
import type { WidgetStore } from './widget-store';

const WidgetStoreContext = createContext<WidgetStore | null>(null);

/** Gives the components below one widget's store (zustand's "initialize state with props" pattern). */
export function WidgetStoreProvider({ store, children }: { store: WidgetStore; children: ReactNode }) {
  return <WidgetStoreContext.Provider value={store}>{children}</WidgetStoreContext.Provider>;
}

/** The store of the widget this component belongs to. */
export function useWidgetStore(): WidgetStore {
  const store = useContext(WidgetStoreContext);
  if (!store) throw new Error('energy-advisor: a widget component was rendered outside WidgetStoreProvider');
  return store;
}

/** Selects from this widget's state; re-renders when the selected value changes. */
export function useWidget<T>(selector: (state: WidgetState) => T): T {
  return useStore(useWidgetStore(), selector);
}
