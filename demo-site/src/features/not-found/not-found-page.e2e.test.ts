import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../../../e2e/test-browser';

const browser = useBrowser();

describe('404 page', () => {
  for (const path of ['/no-such-page', '/deeply/nested/unknown/path', '/admin/anything', '/sales-chat/extra']) {
    it(`shows the not-found page on a deep link to ${path}`, async () => {
      const response = await fetch(browser.baseURL() + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);

      const { page, pageErrors } = await browser.open(path);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found');
      expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
      expect(pageErrors).toEqual([]);
    });
  }

  it('leads back home', async () => {
    const { page } = await browser.open('/no-such-page');
    await page.getByRole('link', { name: /go to the demo home/i }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('is reached by client-side navigation too', async () => {
    const { page } = await browser.open('/sales-chat');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/not-a-route');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });
});
