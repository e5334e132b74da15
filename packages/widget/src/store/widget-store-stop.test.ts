// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { until, useStoreHarness } from '../test/store-harness';

const harness = useStoreHarness();
const { makeStore } = harness;
const api = () => harness.api();

describe('Stop', () => {
  it('aborts the reply being written: its streamed text stays, marked stopped, and no other back end is asked', async () => {
    api().advisor.chunks = 12;
    const { state } = makeStore({ open: true });
    await until(() => state().socketStatus === 'open');
    const turn = state().send('How do I insulate?');
    await until(() => state().messages.some((message) => message.isStreaming && message.content.length > 0));
    state().stop();
    await turn;

    const assistants = state().messages.filter((message) => message.sender === 'assistant' && message.id !== 'welcome');
    expect(assistants).toHaveLength(1);
    expect(assistants[0]).toMatchObject({ isStreaming: false, isAnimating: false, stopped: true });
    const full = 'Insulate the **ceiling** first.\n\nWhich town or city is your build in?';
    expect(full.startsWith(assistants[0]!.content)).toBe(true);
    expect(assistants[0]!.content.length).toBeLessThan(full.length);
    expect(state().pending).toBe(false);
    expect(state().toast).toBeNull();
    // late chunks of the stopped stream are ignored
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(state().messages.filter((message) => message.sender === 'assistant' && message.id !== 'welcome')).toEqual(assistants);
    expect(harness.seen('POST', '/api/reasoning-message')).toEqual([]);
  });

  it('does nothing when no reply is being written', () => {
    const { state } = makeStore({ open: true });
    state().stop();
    expect(state().pending).toBe(false);
  });
});
