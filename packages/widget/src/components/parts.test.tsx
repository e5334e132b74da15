import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test/render-widget';

/** The part names the README documents for `::part()` styling, on the elements they name. */
describe('::part() names', () => {
  it('marks the launcher, panel, header, messages, bubbles, composer, input and buttons', async () => {
    const user = userEvent.setup();
    const { state } = renderWidget();
    const part = (name: string) => document.querySelectorAll(`[part~="${name}"]`);
    expect(part('launcher')[0]).toBe(screen.getByRole('button', { name: 'Open Energy Advisor assistant' }));
    act(() => state().setOpen(true));
    expect(part('panel')[0]).toBe(screen.getByRole('region', { name: 'Energy Advisor' }));
    for (const name of ['header', 'messages', 'composer', 'input', 'textarea', 'send-button', 'new-chat-button', 'minimize-button', 'chip', 'mode-button', 'bubble-assistant']) {
      expect(part(name).length, name).toBeGreaterThan(0);
    }
    expect([...part('button')].length).toBeGreaterThanOrEqual(9);
    await user.type(screen.getByPlaceholderText('Type your message...'), 'Draughts?{Enter}');
    expect(part('bubble-user')[0]?.textContent).toBe('Draughts?');
    expect(part('bubble')).toHaveLength(part('bubble-user').length + part('bubble-assistant').length);
  });
});
