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
