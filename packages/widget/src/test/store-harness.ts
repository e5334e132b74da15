import { createApiClient, socketUrl } from '@energy-advisor/client';
import { afterEach, beforeEach, vi } from 'vitest';
import { WebSocket } from 'ws';
import { createWidgetStore, type WidgetStore } from '../store/widget-store';
import type { WidgetEvent, WidgetStoreOptions } from '../store/types';
import { startFakeApi, type FakeApi } from './fake-api';

/**
 * Test support for store tests: a fresh fake API per test, stores wired to it over real HTTP and
 * WebSocket (short socket delay), destroyed after each test (and real timers again).
 */
export function useStoreHarness() {
  let api: FakeApi | undefined;
  const stores: WidgetStore[] = [];
  beforeEach(async () => {
    api = await startFakeApi();
  });
  afterEach(async () => {
    vi.useRealTimers();
    for (const store of stores.splice(0)) store.getState().destroy();
    await api?.close();
  });
  const current = (): FakeApi => {
    if (!api) throw new Error('the fake API is not started yet (use inside a test)');
    return api;
  };
  return {
    api: current,
    makeStore(options: Partial<WidgetStoreOptions> = {}) {
      const events: WidgetEvent[] = [];
      const store = createWidgetStore({
        client: createApiClient({ baseUrl: current().baseUrl }),
        projectId: 'p1',
        userId: 'u1',
        socket: { url: socketUrl(current().baseUrl), WebSocketImpl: WebSocket },
        delays: { socketConnectMs: 20, registerWaitMs: 500 },
        logger: { warn: () => {} },
        onEvent: (event) => events.push(event),
        ...options,
      });
      stores.push(store);
      return { store, state: () => store.getState(), events };
    },
    /** The requests the fake API saw with this method and path. */
    seen: (method: string, path: string) => current().requests.filter((r) => r.method === method && r.path === path),
  };
}

/**
 * Polls `check` between turns of real I/O until it holds, also while a test fakes setTimeout. No
 * deadline of its own: a busy machine only makes it slower, and the test's timeout catches a hang.
 */
export async function until<T>(check: () => T | undefined | false): Promise<T> {
  for (;;) {
    const value = check();
    if (value) return value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
