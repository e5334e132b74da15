import { describe, expect, it } from 'vitest';
import { checkLayoutFromTop } from '../../../../e2e/test-page';
import { useBrowser } from '../../../../e2e/test-browser';

const browser = useBrowser();

const QUERY = 'What climate zone is Ballarat in, and which windows suit it?';

describe('/reasoning-test, offline', () => {
  it("asks for a query, then shows the rule-based agent's answer, plan and trace", async () => {
    const { page, pageErrors } = await browser.open('/reasoning-test');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Reasoning Model Test');
    await page.getByRole('button', { name: 'Run Query' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Please enter a query');

    await page.getByRole('button', { name: QUERY }).click();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: 'Run Query' }).click();
    const response = page.getByRole('tabpanel', { name: 'Response' });
    await response.getByText('Answered by').waitFor();
    expect(await response.getByText('Answered by').locator('..').textContent()).toBe('Answered by local-advisor (rule-based planner)');
    expect(await response.textContent()).toContain('climate zone 7');
    await checkLayoutFromTop(page, 'reasoning-test-response-desktop');

    await page.getByRole('tab', { name: 'Planning' }).click();
    const planning = page.getByRole('tabpanel', { name: 'Planning' });
    expect(await planning.getByText('Needs the API: Yes').isVisible()).toBe(true);
    expect(await planning.getByRole('region', { name: 'Suggested endpoints' }).textContent()).toContain('GET /api/localities?q=Ballarat');
    await checkLayoutFromTop(page, 'reasoning-test-planning-desktop');

    await page.getByRole('tab', { name: 'Debug' }).click();
    const debug = page.getByRole('tabpanel', { name: 'Debug' });
    const calls = debug.getByRole('region', { name: 'API calls' });
    const queries = await calls.getByRole('listitem').allTextContents();
    expect(queries.some((query) => query.includes('GET /api/localities?q=Ballarat'))).toBe(true);
    expect(await debug.getByRole('region', { name: 'Knowledge-base data' }).textContent()).toContain('"count"');
    await checkLayoutFromTop(page, 'reasoning-test-debug-desktop');
    expect(pageErrors).toEqual([]);
  });

  it('fits a phone screen with an answer', async () => {
    const { page } = await browser.open('/reasoning-test', { size: 'phone' });
    await page.getByRole('button', { name: QUERY }).click();
    await page.getByRole('button', { name: 'Run Query' }).click();
    await page.getByRole('tabpanel', { name: 'Response' }).getByText('Answered by').waitFor();
    await checkLayoutFromTop(page, 'reasoning-test-response-phone');
  });
});
