import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { watchCspViolations } from '../csp';
import { storedConversations } from '../database';
import { startExample, type RunningExample } from '../example-server';
import { E2E_IDENTITY_SECRET } from '../server';
import { useBrowser } from '../test-browser';

const browser = useBrowser();
let allowed: RunningExample;
let foreign: RunningExample;
let signed: RunningExample;
/** The user the signing host has signed in (its page carries an identity token for them). */
const SIGNED_USER = 'banksia-client-7';

beforeAll(async () => {
  const ports = inject('examplePorts');
  [allowed, foreign, signed] = await Promise.all([
    startExample('script-tag', ports.scriptTag, inject('baseURL')),
    startExample('script-tag', ports.foreign, inject('baseURL')),
    startExample('script-tag', ports.scriptTagSigned, inject('baseURL'), { USER_ID: SIGNED_USER, IDENTITY_SECRET: E2E_IDENTITY_SECRET }),
  ]);
});
afterAll(async () => {
  await Promise.all([allowed?.stop(), foreign?.stop(), signed?.stop()]);
});

/** Opens the widget of a page and answers its panel. */
async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Open Energy Advisor assistant' }).click();
  const panel = page.getByRole('region', { name: 'Energy Advisor', exact: true });
  await panel.getByPlaceholder('Type your message...').waitFor();
  return panel;
}

/** Sends `text` from the widget of `page` and waits for the reply with its sources. */
async function chat(page: Page, text: string) {
  const panel = await openPanel(page);
  await panel.getByPlaceholder('Type your message...').fill(text);
  await panel.getByPlaceholder('Type your message...').press('Enter');
  await panel.getByRole('button', { name: /^Sources \(\d+\)$/ }).waitFor({ timeout: 20_000 });
  return panel;
}

/** Opens `url` in a new browser, keeping the answers of its POST /api/visitors and its conversation lookups. */
async function openRecording(url: string) {
  const answers = { visitors: [] as Response[], lookups: [] as Response[] };
  const opened = await browser.open(url, {
    beforeGoto: (page) =>
      page.on('response', (response) => {
        const request = response.request();
        const { pathname } = new URL(response.url());
        if (request.method() === 'POST' && pathname === '/api/visitors') answers.visitors.push(response);
        if (request.method() === 'GET' && pathname === '/api/conversations') answers.lookups.push(response);
      }),
  });
  return { ...opened, answers };
}

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

describe("examples/script-tag: a visitor's conversations are theirs", () => {
  it('another browser claiming the same user id sees none of them; the same browser finds them again', async () => {
    const first = await browser.open(allowed.url);
    await chat(first.page, 'Which windows suit a 7-star home in Ballarat?');

    const second = await openRecording(allowed.url);
    const panel = await openPanel(second.page);
    await expect.poll(() => second.answers.lookups.length).toBeGreaterThan(0);
    expect(new URL(second.answers.lookups[0]!.url()).searchParams.get('userId')).toBe('script-tag-visitor');
    expect(await second.answers.lookups[0]!.json()).toEqual([]);
    expect(await panel.getByText('Which windows suit a 7-star home').count()).toBe(0);

    const again = await browser.openAgain(first.page, allowed.url);
    await (await openPanel(again)).getByText('Which windows suit a 7-star home in Ballarat?').waitFor();
  });

  it('a user the host signed in (identity token, IDENTITY_SECRET) finds their conversation in another browser', async () => {
    const first = await openRecording(signed.url);
    expect(await first.page.locator('#identity').textContent()).toMatch(/^signed in/);
    await chat(first.page, 'How much ceiling insulation does a Ballarat home need?');
    expect(await first.answers.visitors[0]?.json()).toMatchObject({ userId: SIGNED_USER, verified: true });
    const [stored] = storedConversations(SIGNED_USER);
    expect(stored?.visitorId).toEqual(expect.any(String));

    const second = await openRecording(signed.url);
    const panel = await openPanel(second.page);
    await panel.getByText('How much ceiling insulation does a Ballarat home need?').waitFor();
    expect(await second.answers.visitors[0]?.json()).toMatchObject({ userId: SIGNED_USER, verified: true });
    const lookup = (await second.answers.lookups[0]?.json()) as { id: string }[];
    expect(lookup.map((row) => row.id)).toContain(stored?.id);
  });
});
