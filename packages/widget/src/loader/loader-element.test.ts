import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetProps } from '../element/widget-shell';

const mounted: { root: ShadowRoot; props: WidgetProps }[] = [];
const update = vi.fn();
const unmount = vi.fn();

beforeEach(async () => {
  window.EnergyAdvisorChat = {
    mount: vi.fn((root: ShadowRoot, props: WidgetProps) => {
      mounted.push({ root, props });
      return { update, unmount };
    }),
  };
  await import('../loader');
});
afterEach(() => {
  document.body.innerHTML = '';
  mounted.length = 0;
  vi.clearAllMocks();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('script-tag loader', () => {
  it('defines <energy-advisor> once; loading the script again is harmless', async () => {
    const defined = customElements.get('energy-advisor');
    expect(defined).toBeDefined();
    vi.resetModules();
    await import('../loader');
    expect(customElements.get('energy-advisor')).toBe(defined);
  });

  it('shows a vanilla launcher at once and hands the element to the chat bundle on click', async () => {
    const element = document.createElement('energy-advisor');
    element.setAttribute('project-id', 'demo-project');
    element.setAttribute('user-id', 'test-user');
    document.body.append(element);
    const launcher = element.shadowRoot?.querySelector<HTMLButtonElement>('button.ea-launcher');
    expect(launcher?.getAttribute('aria-label')).toBe('Open Energy Advisor assistant');
    expect(element.shadowRoot?.querySelector('style')?.textContent).toContain('.ea-launcher');

    const opened: unknown[] = [];
    element.addEventListener('energy-advisor:open', (event) => opened.push((event as CustomEvent).detail), { once: true });
    launcher?.click();
    await flush();
    // the chat mounts already open: the click itself is the opening the host hears of
    expect(opened).toEqual([{ open: true }]);
    expect(mounted).toHaveLength(1);
    expect(mounted[0]?.root).toBe(element.shadowRoot);
    expect(mounted[0]?.props).toMatchObject({ projectId: 'demo-project', userId: 'test-user', open: true, bridge: true });

    const events: CustomEvent[] = [];
    element.addEventListener('energy-advisor:open', (event) => events.push(event as CustomEvent));
    mounted[0]?.props.onShown?.();
    expect(element.shadowRoot?.querySelector('button.ea-launcher')).toBeNull();
    mounted[0]?.props.onEvent?.({ type: 'open', open: false });
    expect(element.hasAttribute('open')).toBe(false);
    expect(events.map((event) => event.detail)).toEqual([{ open: false }]);

    element.setAttribute('job-id', 'job-9');
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ jobId: 'job-9', open: false }));
    element.setAttribute('identity-token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0ZXN0LXVzZXIifQ.c2lnbmF0dXJl');
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ identityToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0ZXN0LXVzZXIifQ.c2lnbmF0dXJl' }));
    element.remove();
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('loads the chat at once for an element that starts open', async () => {
    const element = document.createElement('energy-advisor');
    element.setAttribute('open', '');
    document.body.append(element);
    await flush();
    expect(mounted[0]?.props.open).toBe(true);
  });
});
