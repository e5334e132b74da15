import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchAllowed, prefetchChat } from './prefetch';

/** happy-dom answers `relList.supports('prefetch')` false; Chromium and Firefox answer true. */
const supports = vi.spyOn(Object.getPrototypeOf(document.createElement('link').relList) as DOMTokenList, 'supports');
beforeEach(() => supports.mockImplementation((token) => token === 'prefetch'));

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];

afterEach(() => {
  for (const link of links()) link.remove();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('chat bundle prefetch', () => {
  it('adds one <link rel="prefetch" as="script"> per URL, with the loader’s nonce', () => {
    expect(prefetchChat('https://advisor.example.com/widget/a-chat.js', 'n0nce')).toBe(true);
    expect(prefetchChat('https://advisor.example.com/widget/a-chat.js', 'n0nce')).toBe(false);
    expect(links()).toHaveLength(1);
    expect(links()[0]?.href).toBe('https://advisor.example.com/widget/a-chat.js');
    expect(links()[0]?.getAttribute('as')).toBe('script');
    expect(links()[0]?.nonce).toBe('n0nce');
  });

  it('adds nothing where the browser has no prefetch (Safari): the click loads the chat as before', () => {
    supports.mockReturnValue(false);
    expect(prefetchChat('https://advisor.example.com/widget/b-chat.js', undefined)).toBe(false);
    expect(links()).toEqual([]);
  });

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

describe('the loader prefetches on hover, focus or idle time and runs the chat on the click', () => {
  it('hover prefetches (never for data-prefetch="false"); the chat runs only on the click', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0); // idle time never comes in this test
    const mount = vi.fn(() => ({ update: vi.fn(), unmount: vi.fn() }));
    window.EnergyAdvisorChat = { mount };
    await import('../loader');

    const optedOut = document.createElement('energy-advisor');
    optedOut.setAttribute('data-prefetch', 'false');
    document.body.append(optedOut);
    launcher(optedOut).dispatchEvent(new Event('pointerenter'));
    launcher(optedOut).dispatchEvent(new Event('focus'));
    expect(links()).toEqual([]);
    optedOut.remove();

    const element = document.createElement('energy-advisor');
    document.body.append(element);
    launcher(element).dispatchEvent(new Event('pointerenter'));
    expect(links().map((link) => new URL(link.href).pathname)).toEqual([expect.stringMatching(/energy-advisor-chat\.js$/)]);
    expect(mount).not.toHaveBeenCalled();

    launcher(element).click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mount).toHaveBeenCalledTimes(1);
  });
});

function launcher(element: Element): HTMLButtonElement {
  const button = element.shadowRoot?.querySelector<HTMLButtonElement>('button.ea-launcher');
  if (!button) throw new Error('no launcher');
  return button;
}
