import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkLayoutFromTop } from '../../../../e2e/test-page';
import { readDatabase } from '../../../../e2e/database';
import { useBrowser } from '../../../../e2e/test-browser';

const browser = useBrowser();

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const replies = (page: Page, name: string) => column(page, name).locator('.ea-message--assistant .ea-bubble').allInnerTexts();

async function sendToBoth(page: Page, text: string, expected: number) {
  await page.getByPlaceholder('Type your message...').fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  for (const name of ['GPT-4o', 'Grok']) await expect.poll(async () => (await replies(page, name)).length).toBe(expected);
}

describe('/grok-compare, offline', () => {
  it('chats with both, each labelled with what answered, and compares what each collected', async () => {
    const { page, pageErrors } = await browser.open('/grok-compare');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('GPT-4o vs Grok');
    expect(await page.getByRole('tablist', { name: 'Comparison view' }).getByRole('tab').allTextContents()).toEqual(['Split View', 'Collected Variables']);

    const first = "We're retrofitting a house in Ballarat (e2e grok compare)";
    await sendToBoth(page, first, 1);
    for (const [name, label] of [
      ['GPT-4o', 'local-advisor (fallback: openai missing_key)'],
      ['Grok', 'local-advisor (fallback: grok missing_key)'],
    ] as const) {
      expect(await column(page, name).getByText('Answered by').locator('..').textContent()).toBe(`Answered by ${label}`);
      expect(await column(page, name).getByText('API key seems to be invalid or missing.').isVisible()).toBe(true);
      expect((await replies(page, name))[0]).toContain('climate zone 7');
    }
    await checkLayoutFromTop(page, 'grok-compare-split-desktop');

    await sendToBoth(page, 'A detached house', 2);
    await page.getByRole('tab', { name: 'Collected Variables' }).click();
    const table = page.getByRole('tabpanel', { name: 'Collected Variables' }).getByRole('table');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Variable', 'GPT-4o', 'Grok']);
    const location = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'location' }) });
    expect(await location.getByRole('cell').allTextContents()).toEqual(['Ballarat, VIC', 'Ballarat, VIC']);
    await checkLayoutFromTop(page, 'grok-compare-variables-desktop');

    // Two conversations, one per model, each with both turns.
    const stored = readDatabase((db) =>
      db
        .prepare("SELECT conversation_id AS id, COUNT(*) AS count FROM messages WHERE conversation_id IN (SELECT conversation_id FROM messages WHERE content = ?) GROUP BY conversation_id")
        .all(first),
    ) as { id: string; count: number }[];
    expect(stored.map((row) => row.count)).toEqual([4, 4]);
    expect(pageErrors).toEqual([]);
  });

  it('fits a phone screen, each reply shown from its first line though taller than its box', async () => {
    const { page } = await browser.open('/grok-compare', { size: 'phone' });
    await sendToBoth(page, 'New build in Darwin (e2e grok phone)', 1);
    for (const name of ['GPT-4o', 'Grok']) {
      const log = column(page, name).getByRole('log');
      const reply = log.locator('.ea-message--assistant').last();
      const [logBox, replyBox] = [await log.boundingBox(), await reply.boundingBox()];
      // the reply is taller than the box, so the box scrolls; its first line is in view
      expect(replyBox!.height, name).toBeGreaterThan(logBox!.height);
      expect(replyBox!.y, name).toBeGreaterThanOrEqual(logBox!.y);
      expect(replyBox!.y, name).toBeLessThan(logBox!.y + 40);
    }
    await checkLayoutFromTop(page, 'grok-compare-split-phone');
  });
});
