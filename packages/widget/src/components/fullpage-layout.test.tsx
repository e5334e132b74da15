import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createWidgetStore, type WidgetEvent } from '../store';
import { fakeClient } from '../test/fake-client';
import { WidgetRoot } from './widget-root';

afterEach(cleanup);

function renderFullPage() {
  const events: WidgetEvent[] = [];
  const store = createWidgetStore({
    client: fakeClient(),
    projectId: 'demo-project',
    userId: 'test-user',
    pinnedOpen: true,
    socket: false,
    logger: { warn: () => {} },
    onEvent: (event) => events.push(event),
  });
  const view = render(<WidgetRoot store={store} config={{ apiBase: 'http://api.test', typingCps: 0, layout: 'fullpage' }} />);
  return { ...view, store, events };
}

describe('the full-page layout', () => {
  it('shows the panel at once, without a launcher, filling its container', () => {
    const { container } = renderFullPage();
    expect(screen.getByRole('region', { name: 'Energy Advisor' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open Energy Advisor assistant' })).toBeNull();
    expect(container.querySelector('.ea-root')?.getAttribute('data-layout')).toBe('fullpage');
  });

  it("stays open on 'Minimize' and Escape, and still tells the host (MINIMIZE_WIDGET)", async () => {
    const user = userEvent.setup();
    const { store, events } = renderFullPage();
    await user.click(screen.getByRole('button', { name: 'Minimize' }));
    await user.keyboard('{Escape}');
    expect(store.getState().isOpen).toBe(true);
    expect(screen.getByRole('region', { name: 'Energy Advisor' })).toBeTruthy();
    expect(events.filter((event) => event.type === 'minimize')).toHaveLength(2);
    expect(events.some((event) => event.type === 'open')).toBe(false);
    store.getState().setOpen(false);
    expect(store.getState().isOpen).toBe(true);
  });
});
