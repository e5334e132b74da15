import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { watchCspViolations } from '../csp';
import { storedConversations } from '../database';
import { startExample, type RunningExample } from '../example-server';
import { E2E_IDENTITY_SECRET } from '../server';
import { useBrowser } from '../test-browser';

const browser = useBrowser();
let host: RunningExample;
let foreignHost: RunningExample;
let signedHost: RunningExample;
/** The user the signing host has signed in (its page carries an identity token for them). */
const SIGNED_USER = 'iframe-client-7';

beforeAll(async () => {
  const ports = inject('examplePorts');
  [host, foreignHost, signedHost] = await Promise.all([
    startExample('iframe-host', ports.iframeHost, inject('baseURL')),
    startExample('iframe-host', ports.foreign, inject('baseURL')),
    startExample('iframe-host', ports.iframeHostSigned, inject('baseURL'), { USER_ID: SIGNED_USER, IDENTITY_SECRET: E2E_IDENTITY_SECRET }),
  ]);
});
afterAll(async () => {
  await Promise.all([host?.stop(), foreignHost?.stop(), signedHost?.stop()]);
});

/** The messages the host page logged as received from the advisor, of one type. */
const received = (page: Page, type: string) =>
  page.locator(`#log li[data-direction="in"][data-type="${type}"] pre`).evaluateAll((items) => items.map((item) => JSON.parse(item.textContent ?? '{}')));

async function openHost(url: string) {
  let violations: string[] = [];
  const opened = await browser.open(url, { beforeGoto: (page) => (violations = watchCspViolations(page)) });
  const frame = opened.page.frameLocator('#advisor-frame');
  return { ...opened, violations, frame, panel: frame.getByRole('region', { name: 'Energy Advisor', exact: true }) };
}

const press = (page: Page, id: string) => page.locator(`#${id}`).click();

describe('examples/iframe-host: /agent-fullpage?embedded=true driven by parent-window messages', () => {
  it('speaks every message in and out with the allowed parent', async () => {
    const { page, pageErrors, violations, frame, panel } = await openHost(host.url);
    await expect.poll(() => page.locator('#status-ready').textContent()).toBe('yes');
    const user = `iframe-user-${Date.now()}`;
    await page.fill('#user-id', user);
    await page.fill('#project-id', '');
    await page.fill('#job-id', 'job-1');
    await press(page, 'clear-log');
    await press(page, 'reload-frame');
    await expect.poll(() => received(page, 'CHAT_READY')).toEqual([{ source: 'energy-advisor', type: 'CHAT_READY', conversationId: null }]);

    // Embedded: no id header, the panel fills the frame, the page never scrolls.
    await panel.getByText('Job: job-1').waitFor();
    expect(await frame.getByRole('heading', { level: 1 }).count()).toBe(0);
    expect(await frame.locator('html').evaluate((html) => getComputedStyle(html).overflow)).toBe('hidden');

    await press(page, 'send-request-conversation-id');
    await expect.poll(() => received(page, 'CONVERSATION_ID_UPDATED')).toEqual([{ source: 'energy-advisor', type: 'CONVERSATION_ID_UPDATED', conversationId: null }]);

    await page.fill('#job-id', 'job-42');
    await press(page, 'send-set-job-id');
    await panel.getByText('Job: job-42').waitFor();
    await page.fill('#project-id', 'project-123');
    await press(page, 'send-set-project-id');
    await panel.getByText('Project: project-123').waitFor();

    const secondUser = `${user}-b`;
    await page.fill('#user-id', secondUser);
    await press(page, 'send-set-user-id');
    await page.fill('#message', 'We are renovating in Ballarat: how do we stop draughts?');
    await press(page, 'send-send-message');
    await expect.poll(() => received(page, 'MESSAGE_SENT')).toEqual([
      expect.objectContaining({ type: 'MESSAGE_SENT', message: 'We are renovating in Ballarat: how do we stop draughts?' }),
    ]);
    await panel.getByRole('button', { name: /^Sources \(\d+\)$/ }).waitFor({ timeout: 20_000 });
    const stored = storedConversations(secondUser);
    expect(stored).toEqual([expect.objectContaining({ projectId: 'project-123', visitorId: expect.any(String) })]);
    const conversationId = stored[0]?.id;
    expect((await received(page, 'CONVERSATION_ID_UPDATED')).at(-1)).toEqual({ source: 'energy-advisor', type: 'CONVERSATION_ID_UPDATED', conversationId });

    // A blank SEND_MESSAGE is ignored.
    await page.fill('#message', '   ');
    await press(page, 'send-send-message');
    await press(page, 'send-request-conversation-id');
    await expect.poll(async () => (await received(page, 'CONVERSATION_ID_UPDATED')).length).toBe(4);
    expect((await received(page, 'CONVERSATION_ID_UPDATED')).at(-1)?.conversationId).toBe(conversationId);
    expect(await received(page, 'MESSAGE_SENT')).toHaveLength(1);

    // Building details: saved on the conversation; building_details_updated without details only tells the visitor.
    const details = () =>
      fetch(`${inject('baseURL')}/api/conversations?userId=${secondUser}&projectId=project-123&id=${conversationId}`)
        .then((answer) => answer.json())
        .then((conversation: { buildingDetails?: unknown }) => JSON.stringify(conversation.buildingDetails ?? null));
    await press(page, 'send-set-building-details');
    await frame.getByText('Building information has been updated successfully.').waitFor();
    await expect.poll(details).toContain('Ballarat VIC');
    await page.fill('#building-details', '{ "storeys": 2, "walls": "reverse brick veneer" }');
    await press(page, 'send-building-details-updated');
    await expect.poll(details).toContain('reverse brick veneer');
    await page.uncheck('#include-details');
    await press(page, 'send-building-details-updated');

    const transcriptRequest = page.waitForRequest((request) => request.url().endsWith(`/api/conversations/${conversationId}/transcript`));
    await press(page, 'send-reload-transcript');
    await transcriptRequest;

    await panel.getByRole('button', { name: 'Minimize' }).click();
    await expect.poll(() => received(page, 'MINIMIZE_WIDGET')).toEqual([{ source: 'energy-advisor', type: 'MINIMIZE_WIDGET' }]);
    expect(await page.locator('#restore-frame').isVisible()).toBe(true);
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('ignores messages from a window of another origin, even one that holds the frame', async () => {
    const { page, panel } = await openHost(host.url);
    await expect.poll(() => page.locator('#status-ready').textContent()).toBe('yes');
    // a visitor with no conversation yet, so the advisor has no id of its own to announce
    await page.fill('#user-id', `iframe-quiet-${Date.now()}`);
    await press(page, 'clear-log');
    await press(page, 'reload-frame');
    await expect.poll(() => received(page, 'CHAT_READY')).toHaveLength(1);
    const foreignOrigin = `http://127.0.0.1:${inject('examplePorts').foreign}`;
    await page.context().route(`${foreignOrigin}/attacker.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Attacker</title><script>
          const advisor = window.opener.frames[0];
          advisor.postMessage({ type: 'ENERGY_ADVISOR_SEND_MESSAGE', message: 'spoofed by another origin' }, '*');
          advisor.postMessage({ type: 'ENERGY_ADVISOR_REQUEST_CONVERSATION_ID' }, '*');
          advisor.postMessage({ type: 'ENERGY_ADVISOR_SET_PROJECT_ID', projectId: 'spoofed-project' }, '*');
          document.title = 'sent';
        </script>`,
      }),
    );
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate((url) => void window.open(url), `${foreignOrigin}/attacker.html`)]);
    await expect.poll(() => popup.title()).toBe('sent');
    await page.waitForTimeout(1_500);
    expect(await received(page, 'MESSAGE_SENT')).toEqual([]);
    expect(await received(page, 'CONVERSATION_ID_UPDATED')).toEqual([]);
    expect(await panel.getByText('spoofed').count()).toBe(0);
    expect(await panel.getByText('Project: demo-project').count()).toBe(1);
  });

  it('is refused as a frame by a host on no allow-list, and says nothing to it', async () => {
    const { page, violations, frame } = await openHost(foreignHost.url);
    await expect.poll(() => violations.some((text) => text.includes('frame-ancestors'))).toBe(true);
    // (the refusal is reported before the frame commits its error page: on a loaded machine it is still about:blank a moment)
    await expect.poll(() => page.frames().map((candidate) => candidate.url())).toEqual([`${foreignHost.url}/`, 'chrome-error://chromewebdata/']);
    await page.waitForTimeout(1_500);
    expect(await page.locator('#status-ready').textContent()).toBe('not yet (waiting for CHAT_READY)');
    expect(await page.locator('#log li').count()).toBe(0);
    expect(await frame.locator('[data-energy-advisor]').count()).toBe(0);
  });
});

describe('examples/iframe-host: a signed-in user (SET_IDENTITY_TOKEN)', () => {
  it("finds their conversation in another browser; an anonymous browser claiming the user finds none", async () => {
    const first = await openHost(signedHost.url);
    expect(await first.page.locator('#identity-status').textContent()).toBe(`signed in as ${SIGNED_USER}: sent on CHAT_READY`);
    await expect.poll(() => first.page.locator('#log li[data-direction="out"][data-type="ENERGY_ADVISOR_SET_IDENTITY_TOKEN"]').count()).toBe(1);
    await first.page.fill('#message', 'Is a heat pump hot water system worth it in Ballarat?');
    await press(first.page, 'send-send-message');
    await first.panel.getByRole('button', { name: /^Sources \(\d+\)$/ }).waitFor({ timeout: 20_000 });
    const [stored] = storedConversations(SIGNED_USER);
    expect(stored?.visitorId).toEqual(expect.any(String));

    const second = await openHost(signedHost.url);
    await expect.poll(async () => (await received(second.page, 'CONVERSATION_ID_UPDATED')).at(-1)?.conversationId).toBe(stored?.id);
    await second.panel.getByText('Is a heat pump hot water system worth it in Ballarat?').waitFor();

    const anonymous = await openHost(host.url);
    await expect.poll(() => anonymous.page.locator('#status-ready').textContent()).toBe('yes');
    await anonymous.page.fill('#user-id', SIGNED_USER);
    await press(anonymous.page, 'clear-log');
    await press(anonymous.page, 'reload-frame');
    await expect.poll(() => received(anonymous.page, 'CHAT_READY')).toHaveLength(1);
    await press(anonymous.page, 'send-request-conversation-id');
    await expect.poll(() => received(anonymous.page, 'CONVERSATION_ID_UPDATED')).toEqual([{ source: 'energy-advisor', type: 'CONVERSATION_ID_UPDATED', conversationId: null }]);
    expect(await anonymous.panel.getByText('Is a heat pump hot water system').count()).toBe(0);
  });
});
