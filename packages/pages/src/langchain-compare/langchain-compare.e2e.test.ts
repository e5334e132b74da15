import { describe, expect, it } from 'vitest';
import { checkLayoutFromTop } from '../../../../e2e/test-page';
import { useBrowser } from '../../../../e2e/test-browser';

const browser = useBrowser();

const QUERY = 'Is double glazing worth it for a retrofit in Melbourne?';

describe('/langchain-compare, offline', () => {
  it('runs the traditional pipeline and the LangChain chain side by side, with real step timings', async () => {
    const { page, pageErrors } = await browser.open('/langchain-compare');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Traditional vs LangChain');
    const compare = page.getByRole('button', { name: 'Compare', exact: true });
    expect(await compare.isDisabled()).toBe(true);

    await page.getByRole('button', { name: QUERY }).click();
    await compare.click();
    const traditional = page.getByRole('region', { name: 'Traditional' });
    const chain = page.getByRole('region', { name: 'LangChain' });
    for (const column of [traditional, chain]) await expect.poll(() => column.getAttribute('aria-busy')).toBe('false');

    expect(await traditional.getByText('Answered by').locator('..').textContent()).toBe('Answered by local-advisor');
    expect(await chain.getByText('Answered by').locator('..').textContent()).toBe('Answered by local-advisor (LangChain Runnable)');
    const chainSteps = chain.getByRole('table', { name: 'LangChain: Steps' });
    expect(await chainSteps.getByRole('rowheader').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^retrieve/), expect.stringMatching(/^prompt/), expect.stringMatching(/^model/), expect.stringMatching(/^parse/)]));
    expect(await traditional.getByRole('table', { name: 'Traditional: Steps' }).getByRole('rowheader').count()).toBeGreaterThan(1);
    for (const column of [traditional, chain]) expect(await column.getByText(/^Processing time: [\d.]+ (ms|s)$/).isVisible()).toBe(true);
    expect(await page.getByText(/answered [\d.]+ (ms|s) sooner than|Both answered in the same time/).isVisible()).toBe(true);
    expect(await page.getByText('Faster', { exact: true }).count()).toBeLessThanOrEqual(1);
    await checkLayoutFromTop(page, 'langchain-compare-answered-desktop');

    // Both pipelines on a back end without a key: they say so.
    await page.getByRole('combobox', { name: 'Back end' }).selectOption({ label: 'Grok' });
    await compare.click();
    await expect.poll(() => chain.getByText('Answered by').locator('..').textContent()).toBe('Answered by local-advisor (LangChain Runnable) (fallback: grok missing_key)');
    expect(await chain.getByText('API key seems to be invalid or missing.').isVisible()).toBe(true);
    await expect.poll(() => traditional.getByText('API key seems to be invalid or missing.').count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('fits a phone screen with answers', async () => {
    const { page } = await browser.open('/langchain-compare', { size: 'phone' });
    await page.getByRole('button', { name: QUERY }).click();
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect.poll(() => page.getByRole('region', { name: 'LangChain' }).getAttribute('aria-busy')).toBe('false');
    await expect.poll(() => page.getByRole('region', { name: 'Traditional' }).getAttribute('aria-busy')).toBe('false');
    await checkLayoutFromTop(page, 'langchain-compare-answered-phone');
  });
});
