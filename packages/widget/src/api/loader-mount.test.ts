import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountWidget } from '../element/mount-widget';
import type { EnergyAdvisorElement } from '../public-types';
import { startFakeApi, type FakeApi } from '../test/fake-api';

let api: FakeApi;
beforeAll(async () => {
  window.EnergyAdvisorChat = { mount: mountWidget };
  await import('../loader');
});
beforeEach(async () => {
  api = await startFakeApi();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  document.body.innerHTML = '';
  await api.close();
  vi.restoreAllMocks();
});

describe('script-tag element with the real chat: the API opens and sends', () => {
  it('open() mounts the chat and opens the panel; the open attribute follows; send() posts', async () => {
    const element = document.createElement('energy-advisor') as EnergyAdvisorElement;
    element.setAttribute('api-base', api.baseUrl);
    element.setAttribute('user-id', 'loader-visitor');
    const opens: boolean[] = [];
    element.addEventListener('energy-advisor:open', (event) => opens.push((event as CustomEvent<{ open: boolean }>).detail.open));
    document.body.append(element);
    element.open();
    await element.ready;
    await expect.poll(() => element.shadowRoot?.querySelector('.ea-panel') !== null).toBe(true);
    expect(element.hasAttribute('open')).toBe(true);
    expect(opens).toEqual([true]);
    await element.send('Hello from the loader');
    expect(api.requests.some((request) => request.path === '/api/optimized-sales/chat')).toBe(true);
    element.close();
    await expect.poll(() => element.shadowRoot?.querySelector('.ea-panel')).toBeNull();
    expect(element.hasAttribute('open')).toBe(false);
  });
});

describe('script-tag element warmed before the click (idle time, hover or focus)', () => {
  it('mounts the real chat closed: the panel pre-rendered hidden, nothing focused or fetched; the click reveals it and focuses the input', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: fine)', media: query }));
    const sockets: string[] = [];
    const RealWebSocket = globalThis.WebSocket;
    vi.stubGlobal(
      'WebSocket',
      class extends RealWebSocket {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          sockets.push(String(url));
        }
      },
    );
    const outside = document.createElement('input');
    document.body.append(outside);
    outside.focus();
    const element = document.createElement('energy-advisor') as EnergyAdvisorElement;
    element.setAttribute('api-base', api.baseUrl);
    element.setAttribute('user-id', 'warm-visitor');
    const events: string[] = [];
    for (const type of ['ready', 'open']) element.addEventListener(`energy-advisor:${type}`, () => events.push(type));
    document.body.append(element);
    for (const run of idle.splice(0)) run();
    await element.ready;
    const root = element.shadowRoot;
    const panel = () => root?.querySelector<HTMLElement>('.ea-panel');
    await expect.poll(() => root?.querySelectorAll('.ea-launcher').length).toBe(1);
    expect(root?.querySelector('.ea-mount .ea-launcher')?.getAttribute('aria-expanded')).toBe('false');
    expect(panel()?.hidden).toBe(true);
    expect(panel()?.querySelector('textarea')).not.toBeNull();
    expect(root?.querySelector('style')?.textContent).toContain('.ea-panel[hidden]{display:none!important}');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // the host page keeps its focus; no request, no socket, no open event before the visitor opens
    expect(document.activeElement).toBe(outside);
    expect(root?.activeElement ?? null).toBeNull();
    expect(api.requests).toEqual([]);
    expect(sockets).toEqual([]);
    expect(events).toEqual(['ready']);
    expect(element.hasAttribute('open')).toBe(false);

    const before = panel();
    root?.querySelector<HTMLButtonElement>('.ea-mount .ea-launcher')?.click();
    await expect.poll(() => panel()?.hidden).toBe(false);
    expect(panel()).toBe(before); // revealed, not mounted again
    await expect.poll(() => root?.activeElement?.tagName).toBe('TEXTAREA');
    expect(element.hasAttribute('open')).toBe(true);
    expect(events).toEqual(['ready', 'open']);
    await expect.poll(() => api.requests.map((request) => request.path)).toContain('/api/conversations');
    // after the first open the panel comes and goes with the open state, as without warming
    element.close();
    await expect.poll(() => panel()).toBeNull();
    vi.unstubAllGlobals();
  });

  it('keeps the focus of a visitor who tabbed to the loader’s launcher: it moves to the widget’s own', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0); // idle time never comes: focus warms it
    const element = document.createElement('energy-advisor') as EnergyAdvisorElement;
    element.setAttribute('api-base', api.baseUrl);
    document.body.append(element);
    const loaderLauncher = element.shadowRoot?.querySelector<HTMLButtonElement>('button.ea-launcher');
    loaderLauncher?.focus();
    expect(element.shadowRoot?.activeElement).toBe(loaderLauncher);
    await element.ready;
    await expect.poll(() => element.shadowRoot?.activeElement?.closest('.ea-mount') != null).toBe(true);
    expect(element.shadowRoot?.activeElement?.className).toBe('ea-launcher');
    expect(element.shadowRoot?.querySelector<HTMLElement>('.ea-panel')?.hidden).toBe(true);
    vi.unstubAllGlobals();
  });
});
