import { describe, expect, it } from 'vitest';
import { checkLayoutFromTop } from '../../../../e2e/test-page';
import { useBrowser } from '../../../../e2e/test-browser';

const browser = useBrowser();

const QUERY = 'What climate zone is postcode 3350 in, and what insulation suits it?';

describe('/chain-reasoning, offline', () => {
  it('executes a query through the real agent, then plans it without running it', async () => {
    const { page, pageErrors } = await browser.open('/chain-reasoning');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Chain of Reasoning');
    const execute = page.getByRole('button', { name: 'Execute Query', exact: true });
    expect(await execute.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Query' }).fill('   ');
    expect(await execute.isDisabled()).toBe(true);

    await page.getByRole('button', { name: QUERY }).click();
    await execute.click();
    const answer = page.getByRole('region', { name: 'Answer' });
    await answer.waitFor();
    // The offline agent says what it is.
    expect(await page.getByText('Answered by').locator('..').textContent()).toBe('Answered by local-advisor (rule-based planner)');
    expect(await page.getByText('Planned by the rule-based planner').isVisible()).toBe(true);
    expect(await answer.textContent()).toContain('climate zone 7');
    const calls = page.getByRole('region', { name: 'API calls' });
    expect(await calls.getByText('GET /api/climate-zones/3350', { exact: true }).isVisible()).toBe(true);
    await calls.getByText('Response', { exact: true }).first().click();
    expect(await calls.getByLabel('Response: GET /api/climate-zones/3350').textContent()).toContain('"climateZone": 7');
    expect(await calls.getByText(/^Knowledge-base passages used: \d+$/).isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Steps' }).getByRole('row').count()).toBeGreaterThan(1);
    await checkLayoutFromTop(page, 'chain-reasoning-executed-desktop');

    await page.getByRole('tab', { name: 'Create Plan' }).click();
    expect(await page.getByRole('textbox', { name: 'Query' }).inputValue()).toBe(QUERY);
    await page.getByRole('button', { name: 'Create Plan', exact: true }).click();
    const planned = page.getByRole('region', { name: 'Planned API calls' });
    await planned.waitFor();
    expect(await planned.getByText('Would use the API: Yes').isVisible()).toBe(true);
    expect(await planned.getByRole('listitem').allTextContents()).toContain('GET /api/climate-zones/3350');
    await checkLayoutFromTop(page, 'chain-reasoning-plan-desktop');
    expect(pageErrors).toEqual([]);
  });

  it('fits a phone screen with an answer', async () => {
    const { page } = await browser.open('/chain-reasoning', { size: 'phone' });
    await page.getByRole('button', { name: QUERY }).click();
    await page.getByRole('button', { name: 'Execute Query', exact: true }).click();
    await page.getByRole('region', { name: 'Answer' }).waitFor();
    await checkLayoutFromTop(page, 'chain-reasoning-executed-phone');
  });
});
