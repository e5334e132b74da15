import { describe, expect, it } from 'vitest';
import { checkLayoutFromTop } from '../../../../e2e/test-page';
import { useBrowser } from '../../../../e2e/test-browser';

const browser = useBrowser();

describe('/api-test, offline', () => {
  it('checks every key (Invalid without one), then runs the voice agent API and reads its answer four ways', async () => {
    const { page, pageErrors } = await browser.open('/api-test');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('API Integration Test');
    const keys = page.getByRole('region', { name: 'Back ends and API keys' });
    for (const [name, variable] of [
      ['OpenAI', 'OPENAI_API_KEY'],
      ['Grok', 'XAI_API_KEY'],
      ['Gemini', 'GEMINI_API_KEY'],
    ] as const) {
      const row = keys.getByRole('listitem', { name });
      await expect.poll(() => row.locator('.pg-badge').last().textContent()).toBe('Invalid');
      expect(await row.textContent()).toContain(variable);
    }
    const offline = keys.getByRole('listitem', { name: 'Offline advisor' });
    expect(await offline.getByText('No key needed (offline)').isVisible()).toBe(true);
    expect(await offline.getByText('default', { exact: true }).isVisible()).toBe(true);

    expect(await page.getByRole('tablist', { name: 'API' }).getByRole('tab').allTextContents()).toEqual(['Voice Agent API', 'Direct API']);
    await page.getByRole('button', { name: 'What climate zone is postcode 3350?' }).click();
    await page.getByRole('button', { name: 'Send Query' }).click();
    const results = page.getByRole('tablist', { name: 'Result view' });
    await results.waitFor();
    expect(await results.getByRole('tab').allTextContents()).toEqual(['AI Response', 'Decision Flow', 'Formatted', 'Raw JSON']);
    const response = page.getByRole('tabpanel', { name: 'AI Response' });
    expect(await response.getByText('Answered by').locator('..').textContent()).toBe('Answered by local-advisor (rule-based planner)');
    expect(await response.textContent()).toContain('climate zone 7');
    await checkLayoutFromTop(page, 'api-test-voice-response-desktop');

    await results.getByRole('tab', { name: 'Decision Flow' }).click();
    const flow = await page.getByRole('tabpanel', { name: 'Decision Flow' }).getByRole('listitem').allTextContents();
    expect(flow).toEqual(expect.arrayContaining(['A lookup answered: /api/climate-zones/3350', 'Called GET /api/climate-zones/3350']));
    await results.getByRole('tab', { name: 'Formatted' }).click();
    const formatted = page.getByRole('tabpanel', { name: 'Formatted' });
    expect(await formatted.getByRole('term').allTextContents()).toEqual(expect.arrayContaining(['Endpoint', 'Data', 'climate zone', 'nathers zone']));
    await checkLayoutFromTop(page, 'api-test-voice-formatted-desktop');
    await results.getByRole('tab', { name: 'Raw JSON' }).click();
    const raw = JSON.parse((await page.getByLabel('The whole answer as JSON').textContent()) ?? '') as { result: { type: string }; success: boolean };
    expect(raw.result.type).toBe('apiResponse');
    expect(raw.success).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it("asks a back end directly and says 'API key seems to be invalid or missing.' for one without a key", async () => {
    const { page } = await browser.open('/api-test');
    await page.getByRole('tab', { name: 'Direct API' }).click();
    await page.getByRole('combobox', { name: 'Back end' }).selectOption({ label: 'Gemini' });
    await page.getByRole('textbox', { name: 'Query' }).fill('What insulation do I need in Hobart?');
    await page.getByRole('button', { name: 'Send Query' }).click();
    const response = page.getByRole('tabpanel', { name: 'AI Response' });
    await response.getByText('Answered by').waitFor();
    expect(await response.getByText('Answered by').locator('..').textContent()).toBe('Answered by local-advisor (fallback: gemini missing_key)');
    expect(await response.getByText('API key seems to be invalid or missing.').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Decision Flow' }).click();
    expect(await page.getByRole('tabpanel', { name: 'Decision Flow' }).getByText('The lookup API was used').isVisible()).toBe(true);
  });

  it('fits a phone screen with an answer', async () => {
    const { page } = await browser.open('/api-test', { size: 'phone' });
    await expect.poll(() => page.getByText('Invalid', { exact: true }).count()).toBe(3);
    await page.getByRole('button', { name: 'What climate zone is Hobart in?' }).click();
    await page.getByRole('button', { name: 'Send Query' }).click();
    await page.getByRole('tablist', { name: 'Result view' }).waitFor();
    await checkLayoutFromTop(page, 'api-test-voice-response-phone');
  });
});
