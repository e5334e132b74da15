import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnergyAdvisorApi } from '../public-types';
import { installCommandQueue } from './command-queue';

/** An element with the API as spies. */
function fakeElement(log: string[]) {
  const element = document.createElement('div') as unknown as HTMLElement & EnergyAdvisorApi;
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      log.push([name, ...args.map((arg) => (typeof arg === 'function' ? 'fn' : JSON.stringify(arg)))].join(' '));
      return name === 'send' ? Promise.resolve() : undefined;
    };
  Object.assign(element, {
    open: record('open'),
    close: record('close'),
    toggle: record('toggle'),
    send: record('send'),
    newChat: record('newChat'),
    setIdentity: record('setIdentity'),
    reset: record('reset'),
    on: record('on'),
    ready: Promise.resolve(),
  });
  return element;
}

/** The host page's snippet, as the README gives it. */
function snippet(win: { EnergyAdvisor?: unknown }) {
  win.EnergyAdvisor =
    win.EnergyAdvisor ||
    function () {
      const stub = win.EnergyAdvisor as { q?: unknown[] };
      // eslint-disable-next-line prefer-rest-params
      (stub.q = stub.q || []).push(arguments);
    };
}

afterEach(() => {
  delete window.EnergyAdvisor;
  vi.restoreAllMocks();
});

describe('window.EnergyAdvisor', () => {
  it('runs what the page queued before the script, in order, then later calls at once', () => {
    snippet(window);
    const handler = () => {};
    window.EnergyAdvisor?.('setIdentity', { userId: 'client-7' });
    window.EnergyAdvisor?.('on', 'message', handler);
    window.EnergyAdvisor?.('send', 'Hello');
    const log: string[] = [];
    const element = fakeElement(log);
    installCommandQueue(window, () => element);
    expect(log).toEqual(['setIdentity {"userId":"client-7"}', 'on "message" fn', 'send "Hello"']);
    window.EnergyAdvisor?.('open');
    window.EnergyAdvisor?.close();
    expect(log.slice(3)).toEqual(['open', 'close']);
  });

  it('waits for an element to be on the page, then flushes', async () => {
    let element: (HTMLElement & EnergyAdvisorApi) | null = null;
    const flush = installCommandQueue(window, () => element);
    const log: string[] = [];
    const opened = window.EnergyAdvisor?.('open');
    const readyCalled = vi.fn();
    window.EnergyAdvisor?.('ready', readyCalled);
    expect(log).toEqual([]);
    element = fakeElement(log);
    flush();
    expect(log).toEqual(['open']);
    await opened;
    await vi.waitFor(() => expect(readyCalled).toHaveBeenCalledTimes(1));
  });

  it('warns about an unknown command and goes on', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log: string[] = [];
    const element = fakeElement(log);
    installCommandQueue(window, () => element);
    expect(window.EnergyAdvisor?.('show' as never)).toBeUndefined();
    window.EnergyAdvisor?.('toggle');
    expect(console.warn).toHaveBeenCalledWith('energy-advisor: unknown command show');
    expect(log).toEqual(['toggle']);
  });
});
