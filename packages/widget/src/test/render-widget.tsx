import { cleanup, configure, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { WidgetRoot } from '../components/widget-root';
import { createWidgetStore, type WidgetStoreOptions } from '../store';
import { fakeClient } from './fake-client';
import { WAIT_TIMEOUT_MS } from './wait-timeout';

// Testing Library's findBy… and waitFor give up after 1 s by default.
configure({ asyncUtilTimeout: WAIT_TIMEOUT_MS });

// The project runs without vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Test support: one widget (its own store, a fake client) rendered with the real components. */
export function renderWidget(options: Partial<WidgetStoreOptions> = {}) {
  const client = (options.client as ReturnType<typeof fakeClient> | undefined) ?? fakeClient();
  const store = createWidgetStore({
    projectId: 'demo-project',
    userId: 'test-user',
    socket: false,
    logger: { warn: () => {} },
    delays: { reasoningReplyMs: 0, voiceReplyMs: 0 },
    ...options,
    client,
  });
  const view = render(<WidgetRoot store={store} config={{ apiBase: 'http://api.test', typingCps: 0 }} />);
  return { ...view, store, client, state: () => store.getState() };
}
