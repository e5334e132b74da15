import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { WidgetRoot } from '../components/widget-root';
import { createWidgetStore, type WidgetStoreOptions } from '../store';
import { fakeClient } from './fake-client';

// The project runs without vitest globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

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
