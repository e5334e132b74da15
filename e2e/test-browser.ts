import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchBrowser, type OpenedPage, type OpenPageOptions, openPage } from './browser';

/**
 * For a browser test file: launches Chromium once for the file (with `args` added to its flags), and
 * gives `open(path)` against the run's real server. Pages opened in a test are closed after it, pass or fail.
 */
export function useBrowser(options: { args?: readonly string[] } = {}) {
  let browser: Browser | undefined;
  const opened: OpenedPage[] = [];

  beforeAll(async () => {
    browser = await launchBrowser(options.args);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((page) => page.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseURL: () => inject('baseURL'),
    async open(pathname: string, options?: OpenPageOptions): Promise<OpenedPage> {
      if (!browser) throw new Error('useBrowser: the browser is not launched yet (call open() inside a test)');
      const page = await openPage(browser, inject('baseURL'), pathname, options);
      opened.push(page);
      return page;
    },
    /**
     * Opens `pathname` in a new tab of `page`'s browser context: the same browser (its localStorage,
     * so its visitor tokens, and cookies), as a later visit. Closed with that context.
     */
    async openAgain(page: Page, pathname: string, viewport?: { width: number; height: number }): Promise<Page> {
      const again = await page.context().newPage();
      if (viewport) await again.setViewportSize(viewport);
      await again.goto(pathname, { waitUntil: 'networkidle' });
      return again;
    },
  };
}
