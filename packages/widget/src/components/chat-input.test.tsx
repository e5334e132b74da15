import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test/render-widget';

const input = () => screen.getByPlaceholderText('Type your message...');
const sendButton = () => screen.getByRole('button', { name: 'Send message' });

describe('chat input', () => {
  it('disables send while the text is blank and never sends whitespace', async () => {
    const user = userEvent.setup();
    const { client } = renderWidget({ open: true });
    expect(sendButton()).toHaveProperty('disabled', true);
    await user.type(input(), '   ');
    expect(sendButton()).toHaveProperty('disabled', true);
    await user.type(input(), '{Enter}');
    expect(client.sendSalesChat).not.toHaveBeenCalled();
  });

  it('sends on Enter and clears the input', async () => {
    const user = userEvent.setup();
    const { client, state } = renderWidget({ open: true });
    await user.type(input(), 'How do I seal draughts?{Enter}');
    expect(input()).toHaveProperty('value', '');
    await screen.findByText('How do I seal draughts?');
    expect(client.sendSalesChat).toHaveBeenCalledTimes(1);
    expect(client.sendSalesChat.mock.calls[0]?.[0]).toMatchObject({ message: 'How do I seal draughts?', projectId: 'demo-project', userId: 'test-user' });
    expect(state().messages.filter((m) => m.sender === 'user')).toHaveLength(1);
  });

  it('starts a new line on Shift+Enter instead of sending', async () => {
    const user = userEvent.setup();
    const { client } = renderWidget({ open: true });
    await user.type(input(), 'first line{Shift>}{Enter}{/Shift}second line');
    expect(input()).toHaveProperty('value', 'first line\nsecond line');
    expect(client.sendSalesChat).not.toHaveBeenCalled();
    await user.click(sendButton());
    expect(client.sendSalesChat.mock.calls[0]?.[0]).toMatchObject({ message: 'first line\nsecond line' });
  });

  it('fills the input from a suggestion chip without sending', async () => {
    const user = userEvent.setup();
    const { client } = renderWidget({ open: true });
    await user.click(screen.getByRole('button', { name: 'Window efficiency' }));
    expect(input()).toHaveProperty('value', 'Which windows give the best energy efficiency for my climate zone?');
    expect(client.sendSalesChat).not.toHaveBeenCalled();
    await act(async () => {});
  });
});
