import { describe, expect, it } from 'vitest';
import { takeScreenshot } from '../../../../e2e/browser';
import { checkLayoutFromTop } from '../../../../e2e/test-page';
import { useBrowser } from '../../../../e2e/test-browser';

const browser = useBrowser();

const QUERY = 'What insulation do I need for a new build in Ballarat?';

describe('/model-compare, offline', () => {
  it("asks for a question, opens 'Google API Key Required', and shows what answered each column", async () => {
    const { page, pageErrors } = await browser.open('/model-compare');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Model Comparison');
    await page.getByRole('button', { name: 'Compare Models' }).click();
    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('status');
    expect(await toast.textContent()).toContain('Query is required');
    expect(await toast.textContent()).toContain('Please enter a question to compare the models');

    await page.getByRole('button', { name: QUERY }).click();
    await page.getByRole('button', { name: 'Compare Models' }).click();
    // No key on this server: Gemini's answer says so, and the modal explains.
    const dialog = page.getByRole('dialog', { name: 'Google API Key Required' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('GEMINI_API_KEY');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await takeScreenshot(page, 'model-compare-key-modal-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('textbox', { name: 'Question' }).evaluate((field) => field === document.activeElement)).toBe(true);

    const labels = {
      OpenAI: 'local-advisor (fallback: openai missing_key)',
      LangChain: 'local-advisor (LangChain Runnable) (fallback: openai missing_key)',
      Gemini: 'local-advisor (fallback: gemini missing_key)',
    };
    for (const [name, label] of Object.entries(labels)) {
      const column = page.getByRole('region', { name, exact: true });
      await expect.poll(() => column.getAttribute('aria-busy')).toBe('false');
      expect(await column.getByText('Answered by').locator('..').textContent()).toBe(`Answered by ${label}`);
      expect(await column.getByText('API key seems to be invalid or missing.').isVisible()).toBe(true);
      expect(await column.textContent()).toContain('climate zone 7');
    }
    // the answers hold a table (checked by the layout check: no word split in a cell, a gap below it)
    expect(await page.locator('main .ea-markdown table').count()).toBe(3);
    await checkLayoutFromTop(page, 'model-compare-answered-desktop');
    expect(pageErrors).toEqual([]);
  });

  it('fits a phone screen, the modal too', async () => {
    const { page } = await browser.open('/model-compare', { size: 'phone' });
    await page.getByRole('button', { name: QUERY }).click();
    await page.getByRole('button', { name: 'Compare Models' }).click();
    const dialog = page.getByRole('dialog', { name: 'Google API Key Required' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await takeScreenshot(page, 'model-compare-key-modal-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Gemini', exact: true }).getAttribute('aria-busy')).toBe('false');
    expect(await page.locator('main .ea-markdown table').count()).toBe(3);
    await checkLayoutFromTop(page, 'model-compare-answered-phone');
  });
});
