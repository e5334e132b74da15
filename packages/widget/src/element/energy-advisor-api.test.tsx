import { act, cleanup, render } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnergyAdvisorApi, WidgetEvent } from '../public-types';
import { startFakeApi, type FakeApi } from '../test/fake-api';
import { ELEMENT_NAME } from './attributes';
import { defineEnergyAdvisor } from './define-element';
import { EnergyAdvisor } from './energy-advisor';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
  await api.close();
  vi.restoreAllMocks();
});

const chats = () => api.requests.filter((request) => request.path === '/api/optimized-sales/chat');
const visitorBodies = () => api.requests.filter((request) => request.path === '/api/visitors').map((request) => request.body);

describe('<EnergyAdvisor ref>: the imperative API', () => {
  it('send() made before the widget is ready opens the panel and sends; on() hears the messages; close() closes', async () => {
    const ref = createRef<EnergyAdvisorApi>();
    const view = render(<EnergyAdvisor ref={ref} apiBase={api.baseUrl} projectId="p1" userId="client-7" />);
    const api_ = ref.current!;
    const messages: WidgetEvent[] = [];
    const off = api_.on('message', (event) => messages.push(event));
    await act(async () => {
      await api_.send('What wall insulation suits Ballarat?');
    });
    await api_.ready;
    expect(chats()).toHaveLength(1);
    const root = view.container.querySelector('[data-energy-advisor]')?.shadowRoot;
    expect(root?.querySelector('.ea-panel')).not.toBeNull();
    await expect.poll(() => messages.map((event) => event.type === 'message' && event.message.sender)).toEqual(['user', 'assistant']);
    off();
    act(() => api_.close());
    expect(root?.querySelector('.ea-panel')).toBeNull();
  });

  it('reset() forgets the visitor token and starts afresh: the next call gets a new token', async () => {
    const ref = createRef<EnergyAdvisorApi>();
    render(<EnergyAdvisor ref={ref} apiBase={api.baseUrl} projectId="p1" open />);
    await act(async () => ref.current!.send('Hello'));
    const before = localStorage.getItem('energy-advisor:user-id');
    expect(before).toMatch(/^visitor-/);
    expect(Object.keys(localStorage).some((key) => key.startsWith('energy-advisor:visitor:'))).toBe(true);
    const visitors = visitorBodies().length;

    await act(async () => ref.current!.reset());
    await act(async () => ref.current!.send('Hello again'));
    const after = localStorage.getItem('energy-advisor:user-id');
    expect(after).toMatch(/^visitor-/);
    expect(after).not.toBe(before);
    expect(visitorBodies().length).toBeGreaterThan(visitors);
    expect(visitorBodies().at(-1)).toEqual({ userId: after });
  });
});

describe('<energy-advisor> element methods', () => {
  it('open(), send(), setIdentity() and ready on the element', async () => {
    defineEnergyAdvisor();
    const element = document.createElement(ELEMENT_NAME);
    element.setAttribute('api-base', api.baseUrl);
    element.setAttribute('user-id', 'client-7');
    document.body.append(element);
    element.setIdentity({ projectId: 'banksia' });
    element.open();
    await element.ready;
    await expect.poll(() => element.hasAttribute('open')).toBe(true);
    await element.send('Which windows suit a 7-star home?');
    expect(chats().at(-1)?.body).toMatchObject({ message: 'Which windows suit a 7-star home?', projectId: 'banksia' });
    await expect.poll(() => element.shadowRoot?.querySelector('.ea-empty__project, .ea-panel')?.textContent ?? '').toContain('7-star');
    element.close();
    await expect.poll(() => element.hasAttribute('open')).toBe(false);
  });

  it('takes labels from its JSON attribute and its labels property; invalid JSON warns and keeps the defaults', async () => {
    defineEnergyAdvisor();
    const element = document.createElement(ELEMENT_NAME) as HTMLElement & { labels?: object };
    element.setAttribute('api-base', api.baseUrl);
    element.setAttribute('labels', '{"launcher":"Ask Banksia"}');
    document.body.append(element);
    const launcher = () => element.shadowRoot?.querySelector('.ea-launcher')?.getAttribute('aria-label');
    await expect.poll(launcher).toBe('Ask Banksia');
    element.labels = { launcher: 'Chat with us' };
    await expect.poll(launcher).toBe('Chat with us');
    element.labels = undefined;
    element.setAttribute('labels', '{launcher: broken');
    await expect.poll(launcher).toBe('Open Energy Advisor assistant');
    expect(console.warn).toHaveBeenCalledWith('energy-advisor: the labels attribute is not JSON; the default labels are used');
  });
});
