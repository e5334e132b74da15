import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WidgetProps } from '../element/widget-shell';
import type { EnergyAdvisorElement } from '../public-types';
import type { WidgetTarget } from './controller';

const mounted: WidgetProps[] = [];
const calls: string[] = [];

/** A chat bundle that attaches a fake store to the element's controller, as WidgetShell does. */
beforeAll(async () => {
  window.EnergyAdvisorChat = {
    mount: vi.fn((_root: ShadowRoot, props: WidgetProps) => {
      mounted.push(props);
      const state = {
        isOpen: false,
        setOpen: (open: boolean) => void calls.push(`open:${open}`),
        send: async (text: string) => void calls.push(`send:${text}`),
        newChat: async () => {},
        setIdentity: (identity: object) => void calls.push(`identity:${JSON.stringify(identity)}`),
      };
      const target: WidgetTarget = { store: { getState: () => state }, restart: () => {} };
      queueMicrotask(() => props.controller?.attach(target));
      return { update: vi.fn(), unmount: vi.fn() };
    }),
  };
  // the page's snippet queued calls before the script tag ran
  const queue: unknown[] = [];
  window.EnergyAdvisor = Object.assign(() => {}, { q: queue }) as never;
  queue.push(['setIdentity', { userId: 'client-7' }], ['send', 'Queued before the script']);
  const element = document.createElement('energy-advisor');
  document.body.append(element);
  await import('../loader');
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('script tag: window.EnergyAdvisor and the element API before the chat has loaded', () => {
  it('runs the queued calls on the page\'s element once the chat has loaded (which they start), in order', async () => {
    const element = document.querySelector('energy-advisor') as EnergyAdvisorElement;
    await element.ready;
    expect(mounted).toHaveLength(1);
    expect(calls).toEqual(['identity:{"userId":"client-7"}', 'open:true', 'send:Queued before the script']);
    window.EnergyAdvisor?.('close');
    expect(calls.at(-1)).toBe('open:false');
    expect(typeof window.EnergyAdvisor?.open).toBe('function');
  });
});
