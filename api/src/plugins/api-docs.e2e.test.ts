import { describe, expect, it } from 'vitest';
import { watchCspViolations } from '../../../e2e/csp';
import { useBrowser } from '../../../e2e/test-browser';

const browser = useBrowser();

describe('the API documentation at /docs in a browser', () => {
  it('renders every documented operation under the pages’ Content-Security-Policy, with nothing blocked', async () => {
    let violations: string[] = [];
    const { page, pageErrors } = await browser.open('/docs', { beforeGoto: (opened) => (violations = watchCspViolations(opened)) });
    await page.locator('.opblock').first().waitFor();
    const documented = Object.values((await (await page.request.get('/docs/json')).json()).paths as Record<string, object>).reduce<number>((sum, item) => sum + Object.keys(item).length, 0);
    expect(await page.locator('.opblock').count()).toBe(documented);
    await page.getByText('/api/{product}/query').first().waitFor();
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
