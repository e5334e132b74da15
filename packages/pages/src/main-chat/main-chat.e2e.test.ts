import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bubbles, checkLayout, conversation, waitForMessages } from '../../../../e2e/chat-page';
import { readDatabase } from '../../../../e2e/database';
import { useBrowser } from '../../../../e2e/test-browser';
import { MAIN_CHAT_SUGGESTIONS } from './suggestion-chips';

const browser = useBrowser();

const CHIPS: readonly [string, string][] = [
  ['Improve my house', 'How do I improve my house energy efficiency?'],
  ['Reduce energy bills', 'How can I reduce my energy bills?'],
  ['Solar options', 'What solar options are available for my property?'],
  ['Get assessment quote', 'I would like an energy efficiency assessment quote'],
  ['Heat pump advice', 'Are heat pumps a good option for my home?'],
  ['Insulation help', 'I need help choosing insulation for my home'],
];

/** What the first sentence of each chip's answer is about: it answers the chip's own question. */
const OPENS_ON: Record<string, RegExp> = {
  'Improve my house': /insulat|draught|seal|measure|priorit/i,
  'Reduce energy bills': /bill|heating|cooling|hot water|draught|insulat/i,
  'Solar options': /solar/i,
  'Get assessment quote': /arrange|assess|name and email|get in touch/i,
  'Heat pump advice': /heat pump/i,
  'Insulation help': /insulat/i,
};

/** The first sentence of a reply: up to the first full stop, question mark, exclamation mark or line break. */
const firstSentence = (text: string) => text.trim().split(/(?<=[.!?])\s|\n/)[0] ?? '';

const ask = (page: Page) => page.getByPlaceholder('Ask anything');
let users = 0;
let lastUser = '';
/** A fresh visitor, so history from other tests never shows. */
const freshChat = () => {
  lastUser = `e2e-main-chat-${Date.now()}-${++users}`;
  return `/chat?userId=${lastUser}&projectId=e2e-project`;
};

/** What the server stored for a visitor: each conversation's id and the visitor's messages. */
const storedFor = (userId: string) =>
  readDatabase(
    (db) =>
      db
        .prepare(
          "SELECT c.id AS conversationId, c.project_id AS projectId, m.content AS message FROM conversations c JOIN messages m ON m.conversation_id = c.id WHERE c.user_id = ? AND m.sender = 'user' ORDER BY m.id",
        )
        .all(userId) as { conversationId: string; projectId: string; message: string }[],
  );

describe('/chat', () => {
  it('opens in the initial state with the heading, the input, the microphone and the six chips', async () => {
    const { page, pageErrors } = await browser.open(freshChat());
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('What can I help with?');
    expect(await ask(page).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Record a voice message' }).isVisible()).toBe(true);
    const chips = page.getByRole('group', { name: 'Suggestions' }).getByRole('button');
    expect(await chips.allInnerTexts()).toEqual(CHIPS.map(([label]) => label));
    expect(MAIN_CHAT_SUGGESTIONS.map(({ label, message }) => [label, message])).toEqual(CHIPS);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await checkLayout(page, 'chat-desktop');
    expect(pageErrors).toEqual([]);
  });

  for (const [label, message] of CHIPS) {
    it(`'${label}' sends '${message}' and the reply opens on its topic`, async () => {
      const { page } = await browser.open(freshChat());
      const user = lastUser;
      await page.getByRole('button', { name: label, exact: true }).click();
      const [reply] = await waitForMessages(page, 'assistant', 1);
      expect(await bubbles(page, 'user')).toEqual([message]);
      expect(reply?.length).toBeGreaterThan(20);
      expect(firstSentence(reply ?? '')).toMatch(OPENS_ON[label] as RegExp);
      expect(storedFor(user).map((row) => [row.message, row.projectId])).toEqual([[message, 'e2e-project']]);
      expect(await page.getByPlaceholder('Ask anything').isVisible()).toBe(true);
    });
  }

  it('sends on Enter, not on Shift+Enter, keeps one conversation and shows the thinking stages', async () => {
    const path = freshChat();
    const user = lastUser;
    const { page } = await browser.open(path);
    const registered: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const frame = JSON.parse(String(payload)) as { type?: string; conversationId?: string };
        if (frame.type === 'registered' && frame.conversationId) registered.push(frame.conversationId);
      }),
    );
    await ask(page).fill('We are building in Ballarat, Victoria');
    await ask(page).press('Shift+Enter');
    expect(await bubbles(page, 'user')).toEqual([]);
    await ask(page).press('Enter');
    await waitForMessages(page, 'assistant', 1);
    await checkLayout(page, 'chat-active-desktop');

    // The socket connects once the view is active and follows the conversation.
    await expect.poll(() => registered.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { __stages: seen });
      new MutationObserver(() => {
        const stage = document.querySelector('.ea-typing__stage')?.textContent;
        if (stage && seen.at(-1) !== stage) seen.push(stage);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await ask(page).fill('A detached house');
    await ask(page).press('Enter');
    await waitForMessages(page, 'assistant', 2);
    const stages = await page.evaluate(() => (window as unknown as { __stages: string[] }).__stages);
    expect(stages.some((stage) => stage !== 'Thinking...')).toBe(true);
    const stored = storedFor(user);
    expect(stored.map((row) => row.message)).toEqual(['We are building in Ballarat, Victoria', 'A detached house']);
    expect(new Set(stored.map((row) => row.conversationId)).size).toBe(1);
    expect(registered).toContain(stored[0]?.conversationId);

    // The history of this user and project loads on the next visit of this browser (its visitor token)…
    const again = await browser.openAgain(page, path, { width: 390, height: 844 });
    await waitForMessages(again, 'assistant', 2);
    expect(await bubbles(again, 'user')).toEqual(['We are building in Ballarat, Victoria', 'A detached house']);
    await checkLayout(again, 'chat-active-phone');
    const scrolls = await again.evaluate(() => ({
      page: document.documentElement.scrollHeight <= document.documentElement.clientHeight,
      list: getComputedStyle(document.querySelector('[role="log"]') as Element).overflowY,
    }));
    expect(scrolls).toEqual({ page: true, list: 'auto' });

    // …and never in another browser claiming the same user id: its lookup finds none.
    let lookup: Promise<{ status(): number }> | undefined;
    const other = await browser.open(path, {
      beforeGoto: (opened) => {
        lookup = opened.waitForResponse((response) => new URL(response.url()).pathname === '/api/conversations' && response.request().method() === 'GET');
      },
    });
    expect((await lookup)?.status()).toBe(404);
    expect(await other.page.getByRole('heading', { level: 1 }).textContent()).toBe('What can I help with?');
    expect(await conversation(other.page).count()).toBe(0);
  });

  it("shows 'Connection Error' when the message cannot be sent", async () => {
    const { page } = await browser.open(freshChat());
    await page.route('**/api/optimized-sales/chat', (route) => route.abort('connectionrefused'));
    await ask(page).fill('Is anyone there?');
    await ask(page).press('Enter');
    const toast = page.locator('.ea-toast--destructive');
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Connection Error');
    expect(await toast.innerText()).toContain('Failed to send message. Please try again.');
  });

  it('locks page scrolling inside a frame and lets the list scroll itself', async () => {
    const { page } = await browser.open('/n8n-chat');
    const path = freshChat();
    await page.evaluate((src) => {
      document.body.innerHTML = `<iframe title="chat" src="${src}" style="width:400px;height:500px"></iframe>`;
    }, path);
    const frame = page.frameLocator('iframe[title="chat"]');
    await frame.getByPlaceholder('Ask anything').fill('Tell me about heat pumps');
    await frame.getByPlaceholder('Ask anything').press('Enter');
    await frame.locator('.ea-message--assistant').first().waitFor({ timeout: 20_000 });
    const styles = await frame.locator('html').evaluate(() => ({
      html: getComputedStyle(document.documentElement).overflow,
      body: getComputedStyle(document.body).overflow,
      list: getComputedStyle(document.querySelector('[role="log"]') as Element).overflowY,
    }));
    expect(styles).toEqual({ html: 'hidden', body: 'hidden', list: 'auto' });
  });
});
