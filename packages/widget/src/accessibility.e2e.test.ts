import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../demo-site/src/config/paths';
import { axeViolations } from '../../../e2e/axe';
import { hostPage, serveHostPage } from '../../../e2e/host-page';
import { useBrowser } from '../../../e2e/test-browser';

const browser = useBrowser();

/** Every route of the demo site's router (demo-site/src/config/paths.ts), plus a path it does not know. */
const ROUTES = [...Object.values(paths).map((route) => route.path), '/no-such-page'];

/** What has the focus, looking into the widget's shadow root: its accessible name or placeholder. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return 'body';
    return active.getAttribute('aria-label') || active.getAttribute('placeholder') || active.textContent?.trim() || active.tagName;
  });
}

describe('axe (WCAG 2 A and AA)', () => {
  it.each(ROUTES)('finds nothing on %s', async (route) => {
    const { page } = await browser.open(route, { bypassCSP: true });
    await page.waitForTimeout(300);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('finds nothing inside the open widget, light and dark, with a conversation', async () => {
    const { page } = await browser.open('/', { bypassCSP: true });
    await serveHostPage(page, browser.baseURL(), '/host/axe', hostPage({ attributes: 'user-id="axe-visitor"' }));
    await page.evaluate(() => document.querySelector<HTMLElement & { open(): void }>('energy-advisor')?.open());
    const panel = page.locator('energy-advisor').getByRole('region', { name: 'Energy Advisor', exact: true });
    await panel.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => document.querySelector<HTMLElement & { send(text: string): Promise<void> }>('energy-advisor')?.send('How do I reach 7 stars in Ballarat?'));
    await panel.getByRole('button', { name: /^Sources \(\d+\)$/ }).waitFor({ timeout: 20_000 });
    await panel.getByRole('button', { name: /^Sources/ }).first().click();
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => document.querySelector('energy-advisor')?.setAttribute('theme', 'dark'));
    expect(await axeViolations(page)).toEqual([]);

    // The check sees into the shadow root: a planted low-contrast text is found there.
    await page.evaluate(() => {
      const planted = Object.assign(document.createElement('p'), { textContent: 'Planted faint text' });
      planted.style.cssText = 'margin:0;color:#777;background:#888';
      document.querySelector('energy-advisor')?.shadowRoot?.querySelector('.ea-composer')?.append(planted);
    });
    expect((await axeViolations(page)).map((finding) => finding.id)).toEqual(['color-contrast']);
  });
});

describe('the widget by keyboard alone', () => {
  it('Tab reaches the launcher, Enter opens with the focus in the input, Tab and Shift+Tab walk the panel, Escape closes back to the launcher', async () => {
    const { page } = await browser.open('/');
    await serveHostPage(page, browser.baseURL(), '/host/keyboard', hostPage({ attributes: 'user-id="keyboard-visitor"', body: '<a href="#top">A page link</a>' }));
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('A page link');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Open Energy Advisor assistant');

    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('Type your message...');
    await page.keyboard.type('Which windows suit a 7-star home?');
    await page.keyboard.press('Enter');
    await page.locator('energy-advisor').getByText('Which windows suit a 7-star home?').waitFor();

    // Forward from the input: the send button (disabled while blank), the modes, then the launcher (which closes).
    const forward: string[] = [];
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      forward.push(await focused(page));
    }
    expect(forward).toEqual(['Text', 'Voice', 'Call', 'Open Energy Advisor assistant']);
    // Back again to the input, then to the header's buttons.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('Type your message...');
    const backward: string[] = [];
    for (let step = 0; step < 12 && !backward.includes('New Chat'); step += 1) {
      await page.keyboard.press('Shift+Tab');
      backward.push(await focused(page));
    }
    expect(backward).toContain('Minimize');
    expect(backward.at(-1)).toBe('New Chat');

    await page.keyboard.press('Escape');
    await page.locator('energy-advisor').getByRole('region', { name: 'Energy Advisor', exact: true }).waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('Open Energy Advisor assistant');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('Type your message...');
  });
});
