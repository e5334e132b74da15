import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../e2e/axe';
import { useBrowser } from '../../../e2e/test-browser';

const browser = useBrowser();
const CHAT = '/widget/energy-advisor-chat.js';

/** A plain host page with the script tag and one `<energy-advisor>` carrying `attributes`. */
async function openHost(attributes = '', chatDelayMs = 0) {
  const opened = await browser.open('/');
  const { page } = opened;
  const seen = { scripts: [] as string[], api: [] as string[], sockets: 0 };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script') seen.scripts.push(path);
    if (path.startsWith('/api/')) seen.api.push(path);
  });
  page.on('websocket', () => (seen.sockets += 1));
  await page.route('**/warm-host.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        '<!doctype html><html lang="en"><title>Host</title><input aria-label="Host search">' +
        '<script src="/widget/energy-advisor.js"></script>' +
        `<energy-advisor project-id="demo-project" user-id="warm-up-user"${attributes}></energy-advisor>`,
    }),
  );
  if (chatDelayMs > 0) {
    await page.route(`**${CHAT}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, chatDelayMs));
      await route.continue();
    });
  }
  await page.goto('/warm-host.html');
  return { ...opened, seen };
}

const chatHasRun = (page: Page) => page.evaluate(() => 'EnergyAdvisorChat' in window);
const shadowActive = (page: Page) =>
  page.evaluate(() => document.querySelector('energy-advisor')?.shadowRoot?.activeElement?.tagName ?? null);
const launcher = (page: Page) => page.getByRole('button', { name: 'Open Energy Advisor assistant' });
const panel = (page: Page) => page.locator('energy-advisor .ea-panel');

describe('the script tag warms the chat on idle time', () => {
  it('runs the chat before any click, its panel hidden; the click reveals it with the input focused', async () => {
    const { page, pageErrors, seen } = await openHost();
    await launcher(page).waitFor();
    await expect.poll(() => page.locator('energy-advisor .ea-mount .ea-launcher').count(), { timeout: 15_000 }).toBe(1);
    expect(await chatHasRun(page)).toBe(true);
    expect(await page.locator('energy-advisor .ea-launcher').count()).toBe(1);
    expect(await panel(page).count()).toBe(1);
    expect(await panel(page).isHidden()).toBe(true);
    expect(await page.locator('energy-advisor').getAttribute('open')).toBeNull();
    // the hidden panel is out of the accessibility tree and the tab order; the host keeps its focus
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Host search');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('ENERGY-ADVISOR');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('ENERGY-ADVISOR');
    await page.waitForTimeout(500);
    expect(seen.api).toEqual([]);
    expect(seen.sockets).toBe(0);

    await launcher(page).click();
    await page.getByRole('region', { name: 'Energy Advisor', exact: true }).getByPlaceholder('Type your message...').waitFor();
    expect(await panel(page).isVisible()).toBe(true);
    await expect.poll(() => shadowActive(page)).toBe('TEXTAREA');
    expect(await page.locator('energy-advisor').getAttribute('open')).toBe('');
    await expect.poll(() => seen.api.length).toBeGreaterThan(0);
    expect(seen.scripts.filter((path) => path === CHAT)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  it('the launcher does not move or change when the widget’s own replaces the loader’s', async () => {
    const cold = await openHost(' data-prefetch="false"');
    await launcher(cold.page).waitFor();
    const coldBox = await launcher(cold.page).boundingBox();
    const coldShot = await launcher(cold.page).screenshot({ animations: 'disabled' });
    const warm = await openHost();
    await expect.poll(() => warm.page.locator('energy-advisor .ea-mount .ea-launcher').count(), { timeout: 15_000 }).toBe(1);
    expect(await launcher(warm.page).boundingBox()).toEqual(coldBox);
    const warmShot = await launcher(warm.page).screenshot({ animations: 'disabled' });
    expect(warmShot.equals(coldShot)).toBe(true);
  });

  it('a click while the chat is still loading opens it', async () => {
    const { page, pageErrors, seen } = await openHost('', 1500);
    await launcher(page).waitFor();
    await launcher(page).hover(); // warms it at once
    await expect.poll(() => seen.scripts.includes(CHAT)).toBe(true);
    expect(await chatHasRun(page)).toBe(false);
    await launcher(page).click();
    await page.getByRole('region', { name: 'Energy Advisor', exact: true }).getByPlaceholder('Type your message...').waitFor();
    await expect.poll(() => shadowActive(page)).toBe('TEXTAREA');
    expect(await page.locator('energy-advisor').getAttribute('open')).toBe('');
    expect(await page.locator('energy-advisor .ea-launcher').count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('with data-prefetch="false" nothing loads before the click, hover, focus and idle time included', async () => {
    const { page, pageErrors, seen } = await openHost(' data-prefetch="false"');
    await launcher(page).waitFor();
    await launcher(page).hover();
    await launcher(page).focus();
    await page.waitForTimeout(2500); // past idle time (and its 4 s cap's half where it is missing)
    expect(seen.scripts.filter((path) => path === CHAT)).toEqual([]);
    expect(await chatHasRun(page)).toBe(false);
    expect(await page.locator('energy-advisor .ea-mount').count()).toBe(0);

    await launcher(page).click();
    await page.getByRole('region', { name: 'Energy Advisor', exact: true }).getByPlaceholder('Type your message...').waitFor();
    await expect.poll(() => shadowActive(page)).toBe('TEXTAREA');
    expect(seen.scripts.filter((path) => path === CHAT)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
  it('never shows two launchers: the loader’s goes in the commit that shows the widget’s own', async () => {
    const opened = await browser.open('/');
    // every launcher count the page goes through, recorded from the element's first moment
    await opened.page.addInitScript(() => {
      const attach = Element.prototype.attachShadow;
      Element.prototype.attachShadow = function (init) {
        const root = attach.call(this, init);
        const counts: number[] = [];
        (window as unknown as { launcherCounts: number[] }).launcherCounts = counts;
        new MutationObserver(() => counts.push(root.querySelectorAll('.ea-launcher').length)).observe(root, { childList: true, subtree: true });
        return root;
      };
    });
    await opened.page.route('**/two-launchers.html', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Host</title><script src="/widget/energy-advisor.js"></script><energy-advisor project-id="demo-project"></energy-advisor>' }),
    );
    await opened.page.goto('/two-launchers.html');
    await expect.poll(() => opened.page.locator('energy-advisor .ea-mount .ea-launcher').count(), { timeout: 15_000 }).toBe(1);
    const counts = await opened.page.evaluate(() => (window as unknown as { launcherCounts: number[] }).launcherCounts);
    expect(counts.length).toBeGreaterThan(1);
    expect(Math.max(...counts)).toBe(1);
  });
});
