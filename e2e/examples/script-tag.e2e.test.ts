import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { watchCspViolations } from '../csp';
import { startExample, type RunningExample } from '../example-server';
import { useBrowser } from '../test-browser';

const browser = useBrowser();
let allowed: RunningExample;
let foreign: RunningExample;

beforeAll(async () => {
  const ports = inject('examplePorts');
  [allowed, foreign] = await Promise.all([
    startExample('script-tag', ports.scriptTag, inject('baseURL')),
    startExample('script-tag', ports.foreign, inject('baseURL')),
  ]);
});
afterAll(async () => {
  await Promise.all([allowed?.stop(), foreign?.stop()]);
});

describe('examples/script-tag: one script tag on another origin', () => {
  it('shows the launcher, and the widget answers a message through the API (CORS for ALLOWED_ORIGINS)', async () => {
    let violations: string[] = [];
    const { page, pageErrors } = await browser.open(allowed.url, { beforeGoto: (opened) => (violations = watchCspViolations(opened)) });
    const launcher = page.getByRole('button', { name: 'Open Energy Advisor assistant' });
    await launcher.waitFor();
    // The page paints every button red; the widget's shadow root keeps its own look.
    expect(await page.getByRole('button', { name: 'A page button' }).evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(192, 38, 45)');
    expect(await launcher.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgb(192, 38, 45)');

    await launcher.click();
    const panel = page.getByRole('region', { name: 'Energy Advisor', exact: true });
    await panel.getByText('banksia-display-home').waitFor();
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url() === `${inject('baseURL')}/api/optimized-sales/chat`),
      panel.getByPlaceholder('Type your message...').fill('What wall insulation suits a new home in Ballarat?').then(() => panel.getByPlaceholder('Type your message...').press('Enter')),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['access-control-allow-origin']).toBe(allowed.url);
    await panel.getByRole('button', { name: /^Sources \(\d+\)$/ }).waitFor({ timeout: 20_000 });
    expect(await panel.locator('.ea-message--assistant').last().textContent()).toMatch(/\?/);

    // The element's DOM events reached the page.
    const events = page.locator('#events li');
    await expect.poll(() => events.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.type))).toEqual(
      expect.arrayContaining(['ready', 'open', 'conversation', 'message']),
    );
    expect(await page.locator('#events li[data-type="message"]').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('"sender":"assistant"')]),
    );
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('cannot use the API from an origin the server does not list: the send fails', async () => {
    const { page } = await browser.open(foreign.url);
    await page.getByRole('button', { name: 'Open Energy Advisor assistant' }).click();
    const panel = page.getByRole('region', { name: 'Energy Advisor', exact: true });
    await panel.getByPlaceholder('Type your message...').fill('Hello from a site nobody allowed');
    await panel.getByPlaceholder('Type your message...').press('Enter');
    await page.getByText(/^Failed to send message: /).waitFor({ timeout: 15_000 });
    expect(await panel.getByRole('button', { name: /^Sources/ }).count()).toBe(0);
  });
});
