import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { watchCspViolations } from '../csp';
import { storedConversations } from '../database';
import { startExample, type RunningExample } from '../example-server';
import { useBrowser } from '../test-browser';

const browser = useBrowser();
let host: RunningExample;

beforeAll(async () => {
  host = await startExample('react-host', inject('examplePorts').reactHost, inject('baseURL'));
});
afterAll(async () => {
  await host?.stop();
});

describe('examples/react-host: the widget as a React dependency', () => {
  it("opens from the app's own button, answers on the chosen project and reports its events", async () => {
    let violations: string[] = [];
    const { page, pageErrors } = await browser.open(host.url, { beforeGoto: (opened) => (violations = watchCspViolations(opened)) });
    await page.getByRole('heading', { level: 1, name: 'Client portal' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Project').selectOption('banksia-new-build');
    await page.getByRole('button', { name: 'Ask the Energy Advisor about this project' }).click();

    const panel = page.getByRole('region', { name: 'Energy Advisor', exact: true });
    await panel.getByText('banksia-new-build').waitFor();
    const input = panel.getByPlaceholder('Type your message...');
    await input.fill('Is a heat pump worth it for a new build in Geelong?');
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url() === `${inject('baseURL')}/api/optimized-sales/chat`),
      input.press('Enter'),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['access-control-allow-origin']).toBe(host.url);
    await panel.getByRole('button', { name: /^Sources \(\d+\)$/ }).waitFor({ timeout: 20_000 });
    expect(storedConversations('react-host-client')).toEqual([expect.objectContaining({ projectId: 'banksia-new-build', visitorId: expect.any(String) })]);

    const events = page.getByRole('list', { name: 'Widget events' }).getByRole('listitem');
    await expect.poll(() => events.allTextContents()).toEqual(
      expect.arrayContaining(['open: true', expect.stringMatching(/^message from user: Is a heat pump/), expect.stringMatching(/^message from assistant: /)]),
    );
    // onOpenChange keeps the app's state in step: Minimize closes, the app's button opens again.
    await panel.getByRole('button', { name: 'Minimize' }).click();
    await expect.poll(() => events.allTextContents()).toEqual(expect.arrayContaining(['open: false', 'minimize']));
    await page.getByRole('button', { name: 'Ask the Energy Advisor about this project' }).click();
    await panel.waitFor();
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
