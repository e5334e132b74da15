import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeApi, type FakeApi } from '../test/fake-api';
import { signIdentityToken } from '../test/fake-visitors';
import { ELEMENT_NAME } from './attributes';
import { defineEnergyAdvisor } from './define-element';

/** Polls `check` until it holds; no deadline of its own: the test's timeout catches a hang. */
async function until<T>(check: () => T | null | undefined | false): Promise<T> {
  for (;;) {
    const value = check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  document.body.innerHTML = '';
  await api.close();
  vi.restoreAllMocks();
});

describe('<energy-advisor> (r2wc element)', () => {
  it('registers once: a second definition is harmless', () => {
    const first = defineEnergyAdvisor();
    expect(defineEnergyAdvisor()).toBe(first);
    expect(customElements.get(ELEMENT_NAME)).toBe(first);
  });

  it('renders the launcher and its styles inside its shadow root, and dispatches state changes as DOM events', async () => {
    defineEnergyAdvisor();
    const element = document.createElement(ELEMENT_NAME);
    element.setAttribute('project-id', 'demo-project');
    element.setAttribute('user-id', 'test-user');
    element.setAttribute('api-base', api.baseUrl);
    const events: CustomEvent[] = [];
    for (const type of ['energy-advisor:open', 'energy-advisor:ready', 'energy-advisor:minimize']) {
      document.addEventListener(type, (event) => events.push(event as CustomEvent));
    }
    document.body.append(element);

    const launcher = await until(() => element.shadowRoot?.querySelector<HTMLButtonElement>('.ea-launcher'));
    expect(launcher.getAttribute('aria-label')).toBe('Open Energy Advisor assistant');
    expect(element.shadowRoot?.querySelector('style')?.textContent).toContain('.ea-panel');
    expect(document.querySelector('.ea-launcher')).toBeNull();
    await until(() => events.some((event) => event.type === 'energy-advisor:ready'));

    launcher.click();
    await until(() => events.some((event) => event.type === 'energy-advisor:open'));
    expect(events.find((event) => event.type === 'energy-advisor:open')?.detail).toEqual({ open: true });
    expect(element.hasAttribute('open')).toBe(true);
    const panel = await until(() => element.shadowRoot?.querySelector('.ea-panel'));
    expect(panel.textContent).toContain('demo-project');
    const lookup = await until(() => api.requests.find((request) => request.path === '/api/conversations'));
    expect(lookup.query.get('userId')).toBe('test-user');
    expect(lookup.authorization).toMatch(/^Bearer eav_/);

    element.shadowRoot?.querySelector<HTMLButtonElement>('[aria-label="Minimize"]')?.click();
    await until(() => events.some((event) => event.type === 'energy-advisor:minimize'));
    expect(element.hasAttribute('open')).toBe(false);

    element.setAttribute('open', '');
    await until(() => element.shadowRoot?.querySelector('.ea-panel'));
    element.removeAttribute('open');
    await until(() => !element.shadowRoot?.querySelector('.ea-panel'));
  });

  it('proves its user with the identity-token attribute, and exchanges a changed one', async () => {
    defineEnergyAdvisor();
    const first = signIdentityToken('builder-client-7');
    const element = document.createElement(ELEMENT_NAME);
    element.setAttribute('user-id', 'builder-client-7');
    element.setAttribute('identity-token', first);
    element.setAttribute('api-base', api.baseUrl);
    element.setAttribute('open', '');
    document.body.append(element);
    const visitorBodies = () => api.requests.filter((request) => request.path === '/api/visitors').map((request) => request.body);
    await until(() => api.requests.some((request) => request.path === '/api/conversations'));
    expect(visitorBodies()).toEqual([{ userId: 'builder-client-7', identityToken: first }]);

    const second = signIdentityToken('builder-client-7', { exp: Math.floor(Date.now() / 1000) + 7200 });
    element.setAttribute('identity-token', second);
    await until(() => visitorBodies().length === 2);
    expect(visitorBodies()[1]).toEqual({ userId: 'builder-client-7', identityToken: second });
  });
});
