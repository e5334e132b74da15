import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readDatabase } from '../../../e2e/database';
import { useBrowser } from '../../../e2e/test-browser';

const browser = useBrowser();

interface Frame {
  direction: 'sent' | 'received';
  message: { type?: string; conversationId?: string; stage?: string; isComplete?: boolean };
}

/** Records the socket frames of the page. */
function recordFrames(page: Page): Frame[] {
  const frames: Frame[] = [];
  page.on('websocket', (socket) => {
    const push = (direction: Frame['direction']) => (frame: { payload: string | Buffer }) => {
      try {
        frames.push({ direction, message: JSON.parse(String(frame.payload)) });
      } catch {
        // not JSON: not ours
      }
    };
    socket.on('framesent', push('sent'));
    socket.on('framereceived', push('received'));
  });
  return frames;
}

/** Watches the widget's shadow root: streamed preview lengths and typing-indicator texts. */
function watchWidget(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-energy-advisor]')?.shadowRoot;
    if (!root) throw new Error('no widget shadow root');
    const seen = { streamed: [] as number[], stages: [] as string[] };
    Object.assign(window, { __widgetSeen: seen });
    new MutationObserver(() => {
      const preview = root.querySelector('.ea-message[data-streaming] .ea-bubble');
      if (preview) seen.streamed.push(preview.textContent?.length ?? 0);
      const stage = root.querySelector('.ea-typing__stage')?.textContent;
      if (stage && seen.stages.at(-1) !== stage) seen.stages.push(stage);
    }).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

describe('the chat widget on /', () => {
  it('holds a full conversation: thinking stages, a streamed reply reconciled with the stored one, sources, feedback and New Chat', async () => {
    const { page, pageErrors } = await browser.open('/');
    const frames = recordFrames(page);
    const launcher = page.getByRole('button', { name: 'Open Energy Advisor assistant' });
    await launcher.click();
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    const panel = page.getByRole('region', { name: 'Energy Advisor', exact: true });
    await panel.getByPlaceholder('Type your message...').waitFor();
    await expect.poll(() => frames.some((f) => f.direction === 'sent' && f.message.type === 'client_ready')).toBe(true);
    await watchWidget(page);
    // This browser may already have a conversation on screen: count from what is there now.
    const replies = panel.locator('.ea-message--assistant');
    const repliesBefore = await replies.count();

    const input = panel.getByPlaceholder('Type your message...');
    await input.fill('We are building a new house in Ballarat. How much ceiling insulation do we need?');
    await input.press('Enter');
    await panel.getByText('We are building a new house in Ballarat', { exact: false }).waitFor();
    const reply = replies.nth(repliesBefore);
    const sources = reply.getByRole('button', { name: /^Sources \(\d+\)$/ });
    await sources.waitFor({ timeout: 20_000 });

    const register = frames.find((f) => f.direction === 'sent' && f.message.type === 'register');
    const conversationId = register?.message.conversationId;
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
    // The widget's visitor token came with the conversation it created: it is this browser's.
    expect(readDatabase((db) => db.prepare('SELECT visitor_id AS id FROM conversations WHERE id = ?').get(conversationId))).toEqual({ id: expect.any(String) });
    expect(frames.some((f) => f.direction === 'received' && f.message.type === 'streamingChunk' && f.message.isComplete)).toBe(true);
    const seen = await page.evaluate(() => (window as unknown as { __widgetSeen: { streamed: number[]; stages: string[] } }).__widgetSeen);
    expect(new Set(seen.streamed).size, 'the reply grew while streaming').toBeGreaterThan(1);
    expect(seen.stages.some((stage) => stage !== 'Thinking...'), `stages: ${seen.stages.join(' | ')}`).toBe(true);

    // One reply, no longer streaming, and the HTTP answer is what stays on screen.
    expect(await replies.count()).toBe(repliesBefore + 1);
    expect(await panel.locator('[data-streaming]').count()).toBe(0);
    const transcript = (await (await page.request.get(`/api/conversations/${conversationId}/transcript`)).json()) as {
      id: number;
      sender: string;
      content: string;
    }[];
    const stored = transcript.findLast((message) => message.sender === 'assistant');
    const question = stored?.content.split('\n\n').at(-1) ?? '';
    expect(question).toMatch(/\?$/);
    expect(await reply.textContent()).toContain(question.replace(/[*_`]/g, ''));

    await sources.click();
    const documents = await reply.locator('.ea-sources__list li').allTextContents();
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) expect(document).toMatch(/^Document: \S/);

    // Feedback on the reply is stored against the stored message.
    await reply.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'How could this response be improved?' });
    const submit = dialog.getByRole('button', { name: 'Submit Feedback' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Your feedback').fill('Please mention the R-value for ceilings in Ballarat.');
    const [feedbackResponse] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/analysis/feedback')),
      submit.click(),
    ]);
    expect(feedbackResponse.status()).toBe(201);
    expect(((await feedbackResponse.json()) as { messageId: number }).messageId).toBe(stored?.id);
    await page.getByText('Thank you for helping us improve!').waitFor();
    expect(await dialog.count()).toBe(0);

    // New Chat asks first; Cancel keeps the conversation, 'Start New Chat' starts another.
    await panel.getByRole('button', { name: 'New Chat' }).click();
    const confirm = page.getByRole('dialog', { name: 'Start a New Conversation?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await confirm.count()).toBe(0);
    expect(await replies.count()).toBe(repliesBefore + 1);
    await panel.getByRole('button', { name: 'New Chat' }).click();
    await confirm.getByRole('button', { name: 'Start New Chat' }).click();
    await page.getByText("You're now chatting in a new conversation.").waitFor();
    expect(await replies.count()).toBe(1);
    await panel.getByRole('button', { name: 'Thermal bridging' }).waitFor();
    const registered = () => frames.filter((f) => f.direction === 'sent' && f.message.type === 'register').map((f) => f.message.conversationId);
    await expect.poll(() => registered().at(-1)).not.toBe(conversationId);
    expect(new Set(registered()).size, 'one register per conversation').toBe(registered().length);

    // Minimize closes the panel and the socket.
    await panel.getByRole('button', { name: 'Minimize' }).click();
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');
    expect(pageErrors).toEqual([]);
  });

  it('keeps the host page and the widget styles apart', async () => {
    const { page } = await browser.open('/');
    // The home page loads the React widget lazily: wait until its host element is in the page.
    await page.locator('[data-energy-advisor]').waitFor({ state: 'attached' });
    const leaks = await page.evaluate(() => {
      const host = document.querySelector('[data-energy-advisor]');
      return {
        hostChildren: host?.children.length,
        widgetStylesInDocument: Array.from(document.querySelectorAll('style')).some((style) => style.textContent?.includes('.ea-panel')),
        shadowStyles: host?.shadowRoot?.querySelector('style')?.textContent?.includes('.ea-panel'),
      };
    });
    expect(leaks).toEqual({ hostChildren: 0, widgetStylesInDocument: false, shadowStyles: true });
  });
});

describe('the script-tag bundle', () => {
  it('shows the tiny loader launcher, then hands the element to the chat bundle on click', async () => {
    const { page, pageErrors } = await browser.open('/');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.route('**/script-tag-host.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body:
          '<!doctype html><title>Host</title><style>button{background:red!important}</style>' +
          '<script src="/widget/energy-advisor.js"></script><script src="/widget/energy-advisor.js"></script>' +
          '<energy-advisor project-id="demo-project" user-id="script-tag-user"></energy-advisor>',
      }),
    );
    await page.goto('/script-tag-host.html');
    // while the warmed chat takes over (idle time may come first), the loader's launcher and the chat's
    // stand in the same place for a moment: either is the launcher
    const launcher = page.getByRole('button', { name: 'Open Energy Advisor assistant' }).first();
    await launcher.waitFor();
    expect(await launcher.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe('rgb(255, 0, 0)');
    await launcher.click();
    await page.getByRole('region', { name: 'Energy Advisor', exact: true }).getByPlaceholder('Type your message...').waitFor();
    // The React widget took over the shadow root: one launcher left, the loader's gone.
    const shadow = await page.locator('energy-advisor').evaluate((element) => ({
      mounted: element.shadowRoot?.querySelectorAll('.ea-mount').length,
      launchers: element.shadowRoot?.querySelectorAll('.ea-launcher').length,
    }));
    expect(shadow).toEqual({ mounted: 1, launchers: 1 });
    expect(await page.locator('energy-advisor').getAttribute('open')).toBe('');
    expect(scripts.filter((path) => path === '/widget/energy-advisor-chat.js')).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});
