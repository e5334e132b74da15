import { describe, expect, it } from 'vitest';
import { laterRoutes } from '../../../../e2e/routes';
import { useBrowser } from '../../../../e2e/test-browser';

const browser = useBrowser();

describe('screens that arrive later show a notice', () => {
  for (const { path, title } of laterRoutes) {
    it(`${path} names '${title}' and says what will be there`, async () => {
      const { page, pageErrors } = await browser.open(path);
      const notice = page.locator('main section[aria-labelledby="screen-notice-title"]');
      await notice.waitFor();
      expect(await notice.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await notice.getByText('Coming soon').isVisible()).toBe(true);

      const description = (await notice.locator('.screen-notice__description').textContent()) ?? '';
      expect(description).toMatch(/\w.{30,}\. Arrives with [\w -]+\.$/);
      expect(await notice.locator('code').textContent()).toBe(path);
      expect(await page.title()).toBe(`${title} · Energy Advisor`);

      await notice.getByRole('link', { name: /back to the demo home/i }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(pageErrors).toEqual([]);
    });
  }

  it('says what the two-model comparison will be', async () => {
    const { page } = await browser.open('/grok-compare');
    expect(await page.getByText('Chat with GPT-4o and Grok side by side').isVisible()).toBe(true);
    expect(await page.getByText('Arrives with the developer test pages.').isVisible()).toBe(true);
  });
});
