import { describe, expect, it } from 'vitest';
import { checkLayoutFromTop } from '../../../../e2e/test-page';
import { readDatabase } from '../../../../e2e/database';
import { useBrowser } from '../../../../e2e/test-browser';

const browser = useBrowser();

describe('/agent-test, offline', () => {
  it("creates a voice agent, then 'Open Voice Chat' opens the voice assistant panel, greeting in the agent's words", async () => {
    const speech: string[] = [];
    const { page, pageErrors } = await browser.open('/agent-test?projectId=e2e-agent-project', {
      beforeGoto: (opened) => opened.on('request', (request) => request.url().includes('/api/tts') && speech.push(request.url())),
    });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Voice Agent Test');
    expect(await page.getByRole('textbox', { name: 'Project ID' }).inputValue()).toBe('e2e-agent-project');
    expect(await page.getByRole('button', { name: 'Open Voice Chat' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Create Voice Agent' }).click();
    const created = page.getByRole('status', { name: 'Agent created' });
    await created.waitFor();
    const details = Object.fromEntries(
      await created.locator('dt').evaluateAll((terms) => terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])),
    ) as Record<string, string>;
    expect(details).toMatchObject({ Project: 'e2e-agent-project', Voice: 'awb', 'Back end': 'Offline advisor (local)', Model: 'local-advisor' });
    const stored = readDatabase((db) => db.prepare('SELECT id, project_id AS projectId, greeting FROM voice_agents WHERE id = ?').get(details['Agent ID'])) as
      | { id: string; projectId: string; greeting: string }
      | undefined;
    expect(stored).toMatchObject({ projectId: 'e2e-agent-project', greeting: details.Greeting });
    await checkLayoutFromTop(page, 'agent-test-created-desktop');

    await page.getByRole('button', { name: 'Open Voice Chat' }).click();
    const panel = page.getByRole('region', { name: 'Voice Assistant' });
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Press to speak' }).waitFor();
    expect(speech).toHaveLength(1);
    expect(new URL(speech[0] ?? '').searchParams.get('text')).toBe(details.Greeting);
    await checkLayoutFromTop(page, 'agent-test-voice-chat-desktop');

    await panel.getByRole('button', { name: 'Close voice assistant' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Open Voice Chat' }).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('fits a phone screen with the voice chat open', async () => {
    const { page } = await browser.open('/agent-test', { size: 'phone' });
    await page.getByRole('button', { name: 'Create Voice Agent' }).click();
    await page.getByRole('button', { name: 'Open Voice Chat' }).click();
    await page.getByRole('region', { name: 'Voice Assistant' }).getByRole('button', { name: 'Press to speak' }).waitFor();
    await checkLayoutFromTop(page, 'agent-test-voice-chat-phone');
  });
});
