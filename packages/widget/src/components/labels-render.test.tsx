import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WidgetRoot } from './widget-root';
import { resolveLabels } from '../labels';
import { createWidgetStore } from '../store';
import { fakeClient } from '../test/fake-client';
import '../test/render-widget';

/** The widget with a host's labels and locale (en-US, so its times differ from en-AU's). */
function renderLabelled(labels: object, locale = 'en-US') {
  const store = createWidgetStore({ client: fakeClient(), projectId: 'demo-project', userId: 'test-user', socket: false, open: true, logger: { warn: () => {} } });
  render(<WidgetRoot store={store} config={{ apiBase: 'http://api.test', typingCps: 0, labels: resolveLabels(labels), locale }} />);
  return store;
}

describe('labels in the rendered widget', () => {
  it('shows the host\'s strings wherever it overrides them, the catalogue elsewhere', async () => {
    const user = userEvent.setup();
    renderLabelled({
      launcher: 'Chat with Banksia',
      assistantName: 'Banksia Advisor',
      newChat: 'Start over',
      inputPlaceholder: 'Ask Banksia...',
      welcome: 'G\'day from Banksia.',
      suggestionRating: 'Better stars',
      modeVoice: 'Speak',
    });
    expect(screen.getByRole('button', { name: 'Chat with Banksia' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Banksia Advisor' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start over' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Ask Banksia...')).toBeTruthy();
    expect(screen.getByText("G'day from Banksia.")).toBeTruthy();
    const chips = within(screen.getByRole('group', { name: 'Suggestions' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Better stars', 'Window efficiency', 'Thermal bridging']);
    expect(screen.getByRole('button', { name: 'Speak' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Minimize' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Better stars' }));
    expect((screen.getByPlaceholderText('Ask Banksia...') as HTMLTextAreaElement).value).toBe('How can I improve the star rating of my house design?');
  });

  it('writes message times in the locale', () => {
    renderLabelled({}, 'de-DE');
    const time = document.querySelector('.ea-message__meta time');
    const expected = new Date(time?.getAttribute('datetime') ?? '').toLocaleTimeString('de-DE', { hour: 'numeric', minute: '2-digit' });
    expect(time?.textContent).toBe(expected);
    // 24-hour, no am/pm (German writes 0:11 and 9:05 with one hour digit)
    expect(time?.textContent).toMatch(/^\d{1,2}:\d{2}$/);
  });
});
