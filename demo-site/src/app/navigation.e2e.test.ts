import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { homeRoute, hostedRoutes, navLinks, unknownRoutes } from '../../../e2e/routes';
import { useBrowser } from '../../../e2e/test-browser';

const browser = useBrowser();

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const pathnameOf = (page: Page) => new URL(page.url()).pathname;

describe('top navigation', () => {
  it('shows every link with its exact label, in their fixed order', async () => {
    const { page, pageErrors } = await browser.open('/sales-chat');
    const links = mainNav(page).getByRole('link');
    expect(await links.allTextContents()).toEqual(navLinks.map((link) => link.label));
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(navLinks.map((link) => link.path));
    expect(pageErrors).toEqual([]);
  });

  for (const { label, path } of navLinks) {
    it(`'${label}' navigates to ${path} without reloading the page`, async () => {
      const { page } = await browser.open('/n8n-chat');
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await mainNav(page).getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      const route = hostedRoutes.find((candidate) => candidate.path === path);
      const heading = path === homeRoute.path ? /energy advisor/i : (route?.heading ?? route?.title);
      if (!heading) throw new Error(`no expected heading for ${path}`);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(pathnameOf(page)).toBe(path);
      expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
    });
  }

  it('marks only the current page link with aria-current="page", and styles it', async () => {
    const { page } = await browser.open('/grok-compare');
    const current = mainNav(page).locator('a[aria-current="page"]');
    expect(await current.allTextContents()).toEqual(['Grok Compare']);

    const look = (name: string) =>
      mainNav(page)
        .getByRole('link', { name, exact: true })
        .evaluate((link) => {
          const after = getComputedStyle(link, '::after');
          return { color: getComputedStyle(link).color, underline: after.backgroundColor };
        });
    const currentLook = await look('Grok Compare');
    const otherLook = await look('Sales Advisor');
    expect(currentLook.color).not.toBe(otherLook.color);
    expect(currentLook.underline).not.toBe(otherLook.underline);

    await mainNav(page).getByRole('link', { name: 'API Test', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'API Integration Test' }).waitFor();
    expect(await current.allTextContents()).toEqual(['API Test']);
  });

  it('links the logo and product name to /', async () => {
    const { page } = await browser.open('/reasoning-test');
    const brand = page.getByRole('banner').getByRole('link', { name: 'Energy Advisor', exact: true });
    expect(await brand.locator('svg').count()).toBe(1);
    await brand.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: /energy advisor/i }).waitFor();
  });

  it("has an inert 'Admin' button with a user icon: clicking it changes nothing", async () => {
    // a page that does not change by itself (the sales chat writes its opening reply after ~1 s)
    const { page, pageErrors } = await browser.open('/reasoning-test');
    const admin = page.getByRole('banner').getByRole('button', { name: 'Admin', exact: true });
    expect(await admin.getAttribute('type')).toBe('button');
    expect(await admin.locator('svg').count()).toBe(1);

    // (on a loaded machine the page may still be rendering: its markup is taken once it holds still)
    let html = await page.locator('body').innerHTML();
    await expect
      .poll(
        async () => {
          const now = await page.locator('body').innerHTML();
          const still = now === html;
          html = now;
          return still;
        },
        { interval: 300, timeout: 15_000 },
      )
      .toBe(true);
    const before = { url: page.url(), html, pages: page.context().pages().length };
    let dialogs = 0;
    page.on('dialog', () => dialogs++);
    await admin.click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(before.url);
    expect(await page.locator('body').innerHTML()).toBe(before.html);
    expect(page.context().pages()).toHaveLength(before.pages);
    expect(dialogs).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});

describe('page shell', () => {
  const shellRoutes = [...hostedRoutes, ...unknownRoutes].map(({ path, shell }) => ({ path, shell }));
  shellRoutes.push({ path: '/', shell: false }, { path: '/admin', shell: false }, { path: '/chat/', shell: false });

  for (const { path, shell } of shellRoutes) {
    it(`${shell ? 'shows' : 'hides'} the navigation and page padding on ${path}`, async () => {
      const { page } = await browser.open(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await mainNav(page).count()).toBe(shell ? 1 : 0);
      if (shell) expect(await mainNav(page).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Admin' }).count()).toBe(shell ? 1 : 0);
      const padding = await page.locator('main').evaluate((main) => parseFloat(getComputedStyle(main).paddingTop));
      if (shell) expect(padding).toBeGreaterThan(0);
      else expect(padding).toBe(0);
    });
  }
});

describe('phone width (390 px)', () => {
  it('shows the brand, the Admin button and a scrollable link row without page overflow', async () => {
    const { page } = await browser.open('/sales-chat', { size: 'phone' });
    const width = 390;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const brandBox = await page.getByRole('banner').getByRole('link', { name: 'Energy Advisor' }).boundingBox();
    const adminBox = await page.getByRole('button', { name: 'Admin' }).boundingBox();
    expect(brandBox).not.toBeNull();
    expect(adminBox).not.toBeNull();
    if (!brandBox || !adminBox) return;
    expect(brandBox.x).toBeGreaterThanOrEqual(0);
    expect(adminBox.x + adminBox.width).toBeLessThanOrEqual(width);
    expect(brandBox.x + brandBox.width).toBeLessThan(adminBox.x);

    const current = mainNav(page).locator('a[aria-current="page"]');
    const currentBox = await current.boundingBox();
    expect(currentBox && currentBox.x >= 0 && currentBox.x + currentBox.width <= width).toBe(true);

    for (const { label } of navLinks) {
      const link = mainNav(page).getByRole('link', { name: label, exact: true });
      await link.scrollIntoViewIfNeeded();
      const box = await link.boundingBox();
      expect(box, label).not.toBeNull();
      if (!box) continue;
      expect(box.x, label).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, label).toBeLessThanOrEqual(width + 0.5);
      expect(box.height, label).toBeGreaterThan(30);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await mainNav(page).getByRole('link', { name: 'Grok Compare', exact: true }).tap();
    await page.waitForURL('**/grok-compare');
  });

  for (const path of ['/', '/agent-test', '/langchain-compare', '/chat', '/admin/transcripts', '/no-such-page']) {
    it(`has no horizontal page overflow on ${path}`, async () => {
      const { page } = await browser.open(path, { size: 'phone' });
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }
});
