import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchAllowed } from './prefetch';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('warming the chat before the click', () => {
  it('is not allowed when the host says data-prefetch="false" or the browser asks to save data', () => {
    const element = document.createElement('energy-advisor');
    expect(prefetchAllowed(element)).toBe(true);
    element.setAttribute('data-prefetch', 'false');
    expect(prefetchAllowed(element)).toBe(false);
    element.setAttribute('data-prefetch', 'true');
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    expect(prefetchAllowed(element)).toBe(false);
  });
});

describe('the loader warms the chat on hover, focus or idle time', () => {
  it('hover mounts the chat closed (never for data-prefetch="false", which mounts it on the click, open)', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run)); // idle time comes when the test says
    const mount = vi.fn((_root: ShadowRoot, _props: { open?: boolean }) => ({ update: vi.fn(), unmount: vi.fn() }));
    window.EnergyAdvisorChat = { mount };
    await import('../loader');

    const optedOut = document.createElement('energy-advisor');
    optedOut.setAttribute('data-prefetch', 'false');
    document.body.append(optedOut);
    launcher(optedOut).dispatchEvent(new Event('pointerenter'));
    launcher(optedOut).dispatchEvent(new Event('focus'));
    for (const run of idle.splice(0)) run();
    await flush();
    expect(mount).not.toHaveBeenCalled();
    launcher(optedOut).click();
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(mount.mock.calls[0]?.[1].open).toBe(true);
    optedOut.remove();

    const element = document.createElement('energy-advisor');
    document.body.append(element);
    launcher(element).dispatchEvent(new Event('pointerenter'));
    await flush();
    expect(mount).toHaveBeenCalledTimes(2);
    expect(mount.mock.calls[1]?.[0]).toBe(element.shadowRoot);
    expect(mount.mock.calls[1]?.[1].open).toBe(false);
    // idle time later mounts nothing more
    for (const run of idle.splice(0)) run();
    await flush();
    expect(mount).toHaveBeenCalledTimes(2);
  });

  it('idle time warms it, not while the browser asks to save data', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const mount = vi.fn(() => ({ update: vi.fn(), unmount: vi.fn() }));
    window.EnergyAdvisorChat = { mount };
    await import('../loader');

    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    document.body.append(document.createElement('energy-advisor'));
    for (const run of idle.splice(0)) run();
    await flush();
    expect(mount).not.toHaveBeenCalled();

    vi.unstubAllGlobals();
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    document.body.append(document.createElement('energy-advisor'));
    for (const run of idle.splice(0)) run();
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
  });
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function launcher(element: Element): HTMLButtonElement {
  const button = element.shadowRoot?.querySelector<HTMLButtonElement>('button.ea-launcher');
  if (!button) throw new Error('no launcher');
  return button;
}
