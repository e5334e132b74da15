import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bubbles, checkLayout, waitForMessages } from '../../../../e2e/chat-page';
import { useBrowser } from '../../../../e2e/test-browser';

const browser = useBrowser();

const ERROR_TEXT = 'Sorry, I encountered an error. Please check your webhook URL and try again.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A stand-in n8n workflow on 127.0.0.1: records what it receives and answers `{ output }`, with CORS. */
interface Received {
  body: unknown;
  origin: string | undefined;
  cookie: string | undefined;
}
let workflow: http.Server;
let workflowUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  workflow = http.createServer((request, response) => {
    const cors = {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'content-type',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(text) as { chatInput: string };
      received.push({ body, origin: request.headers.origin, cookie: request.headers.cookie });
      response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ output: `Workflow heard: ${body.chatInput}` }));
    });
  });
  await new Promise<void>((resolve) => workflow.listen(0, '127.0.0.1', resolve));
  workflowUrl = `http://127.0.0.1:${(workflow.address() as AddressInfo).port}/webhook/energy-advisor`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => workflow.close(() => resolve()));
});

const input = (page: Page) => page.getByPlaceholder('Type your message...');
const sessionId = (page: Page) => page.getByTestId('session-id').innerText();
const currentWebhook = (page: Page) => page.getByTestId('current-webhook').innerText();

async function say(page: Page, text: string): Promise<string> {
  const before = (await bubbles(page, 'assistant')).length;
  await input(page).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  return (await waitForMessages(page, 'assistant', before + 1)).at(-1) ?? '';
}

async function setWebhook(page: Page, url: string) {
  await page.getByLabel('Webhook URL').fill(url);
  await page.getByRole('button', { name: 'Update Webhook' }).click();
}

describe('/n8n-chat', () => {
  it('shows the configuration with its defaults and answers through the built-in webhook', async () => {
    const { page, pageErrors } = await browser.open('/n8n-chat');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('n8n-Powered Energy Advisor');
    for (const title of ['Configuration', 'Integration Information', 'Energy Efficiency Chat']) {
      expect(await page.getByRole('heading', { level: 2, name: title }).isVisible(), title).toBe(true);
    }
    expect(await page.getByLabel('User ID').inputValue()).toBe('test-user');
    expect(await page.getByLabel('Project ID').inputValue()).toBe('demo-project');
    expect(await page.getByRole('status').filter({ hasText: 'Ready' }).isVisible()).toBe(true);
    expect(await sessionId(page)).toMatch(UUID);
    expect(await currentWebhook(page)).toBe(`${browser.baseURL()}/api/n8n/webhook`);
    const info = await page.getByRole('region', { name: 'Integration Information' }).innerText();
    expect(info).toContain('chatInput');
    expect(info).toContain('sessionId');
    expect(info).toContain('output');
    await checkLayout(page, 'n8n-chat-desktop');

    const reply = await say(page, 'Hi, I am planning an energy upgrade');
    expect(reply).toContain('Which town or city in Australia is your build or retrofit located in?');
    const next = await say(page, "It's a retrofit in Ballarat, Victoria");
    // The same session keeps its conversation: the advisor has moved on to the next question.
    expect(next).not.toContain('Which town or city');

    // A blank entry keeps the current webhook.
    await setWebhook(page, '   ');
    expect(await currentWebhook(page)).toBe(`${browser.baseURL()}/api/n8n/webhook`);
    await checkLayout(page, 'n8n-chat-conversation-desktop');
    expect(pageErrors).toEqual([]);
  });

  it('posts { chatInput, sessionId } to a workflow on another origin and shows its output', async () => {
    const { page } = await browser.open('/n8n-chat', { size: 'phone' });
    await setWebhook(page, workflowUrl);
    expect(await currentWebhook(page)).toBe(workflowUrl);
    const before = received.length;
    const reply = await say(page, 'Does double glazing pay off?');
    expect(reply).toBe('Workflow heard: Does double glazing pay off?');
    expect(received.slice(before)).toEqual([
      { body: { chatInput: 'Does double glazing pay off?', sessionId: await sessionId(page) }, origin: browser.baseURL(), cookie: undefined },
    ]);
    await checkLayout(page, 'n8n-chat-phone');
  });

  it('shows the error text when the webhook cannot be reached', async () => {
    const { page } = await browser.open('/n8n-chat');
    // Port 9 (discard) on 127.0.0.1 refuses the connection.
    await setWebhook(page, 'http://127.0.0.1:9/webhook/broken');
    expect(await say(page, 'Hello?')).toBe(ERROR_TEXT);
    await setWebhook(page, `${browser.baseURL()}/api/no-such-webhook`);
    expect(await say(page, 'Hello again?')).toBe(ERROR_TEXT);
  });

  it("'New Session' issues a new id and goes back to the greeting", async () => {
    const { page } = await browser.open('/n8n-chat');
    await expect.poll(async () => (await bubbles(page, 'assistant')).length).toBe(1);
    const [greeting] = await bubbles(page, 'assistant');
    const first = await sessionId(page);
    await setWebhook(page, workflowUrl);
    await say(page, 'First session message');
    await page.getByRole('button', { name: 'New Session' }).click();
    const second = await sessionId(page);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(await bubbles(page, 'assistant')).toEqual([greeting]);
    expect(await bubbles(page, 'user')).toEqual([]);
    const before = received.length;
    await say(page, 'Second session message');
    expect(received.slice(before).map((request) => (request.body as { sessionId: string }).sessionId)).toEqual([second]);
  });
});
