import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../test/fake-client';
import { renderWidget } from '../test/render-widget';

describe("the 'Stop generating' button", () => {
  it('shows while a reply is being written; pressing it aborts the request and no other back end answers', async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    const sendSalesChat = vi.fn(
      (_request: unknown, options?: { signal?: AbortSignal }) =>
        new Promise((_resolve, reject) => {
          signal = options?.signal;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const client = fakeClient({ sendSalesChat: sendSalesChat as never });
    const { state } = renderWidget({ open: true, client });
    expect(screen.queryByRole('button', { name: 'Stop generating' })).toBeNull();

    void state().send('What should we insulate first?');
    const stop = await screen.findByRole('button', { name: 'Stop generating' });
    expect(stop.textContent).toBe('Stop');
    await waitFor(() => expect(sendSalesChat).toHaveBeenCalledTimes(1));
    await user.click(stop);

    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(state().pending).toBe(false));
    expect(screen.queryByRole('button', { name: 'Stop generating' })).toBeNull();
    expect(client.sendReasoningMessage).not.toHaveBeenCalled();
    expect(state().toast).toBeNull();
  });
});
