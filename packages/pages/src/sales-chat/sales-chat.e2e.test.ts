import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bubbles, checkLayout, conversation, waitForMessages } from '../../../../e2e/chat-page';
import { readDatabase } from '../../../../e2e/database';
import { useBrowser } from '../../../../e2e/test-browser';

const browser = useBrowser();

const GREETING =
  "Hi there! I'm here to help optimize your home's energy efficiency. Which town or city in Australia is your build or retrofit located in?";

const input = (page: Page) => page.getByPlaceholder('Type your message...');
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });
const collected = (page: Page) => page.getByRole('region', { name: 'Collected Information' });

async function say(page: Page, text: string): Promise<string> {
  const before = (await bubbles(page, 'assistant')).length;
  await input(page).fill(text);
  await sendButton(page).click();
  const replies = await waitForMessages(page, 'assistant', before + 1);
  return replies.at(-1) ?? '';
}

/** The conversation id the page adopted: the one whose first stored message is `firstMessage`. */
const conversationOf = (firstMessage: string) =>
  readDatabase((db) => db.prepare("SELECT conversation_id AS id FROM messages WHERE sender = 'user' AND content = ? ORDER BY id DESC").get(firstMessage) as { id: string } | undefined)?.id;

describe('/optimized-sales-chat', () => {
  it('goes from the greeting to a submitted lead, and stores the lead', async () => {
    const { page, pageErrors } = await browser.open('/optimized-sales-chat');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Energy Efficiency Advisor');
    expect(await page.getByRole('heading', { level: 2, name: 'Chat with our Energy Advisor' }).isVisible()).toBe(true);
    expect(await bubbles(page, 'assistant')).toEqual([GREETING]);
    expect(await collected(page).getByText('No information collected yet.').isVisible()).toBe(true);
    expect(await sendButton(page).isDisabled()).toBe(true);
    await input(page).fill('   ');
    expect(await sendButton(page).isDisabled()).toBe(true);

    const first = "We're building a new home near Ballarat, Victoria (e2e lead)";
    const reply = await say(page, first);
    expect(reply).toContain('What type of dwelling is it');
    const terms = await collected(page).locator('dt').allInnerTexts();
    // Variable names are shown with spaces for underscores: nathers_zone → 'nathers zone'.
    expect(terms).toEqual(expect.arrayContaining(['location', 'nathers zone', 'project type']));
    expect(await collected(page).getByText('Ballarat, VIC').isVisible()).toBe(true);
    await checkLayout(page, 'optimized-sales-chat-desktop');

    await say(page, 'A detached house');
    await say(page, 'I would like an energy efficiency assessment quote');
    const form = page.getByRole('form', { name: 'Lead form' });
    await form.waitFor();
    expect(await input(page).count()).toBe(0);
    expect(await form.getByPlaceholder('Your name').getAttribute('required')).not.toBeNull();
    expect(await form.getByLabel('Email').getAttribute('type')).toBe('email');
    await checkLayout(page, 'optimized-sales-chat-lead-form-desktop');

    await form.getByLabel('Name').fill('  Sam Builder  ');
    await form.getByLabel('Email').fill(' sam.builder@example.com ');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Lead Submitted', { exact: true }).waitFor();
    expect(await page.getByText("Thank you! We'll be in touch soon.").isVisible()).toBe(true);
    expect((await bubbles(page, 'assistant')).at(-1)).toBe(
      "Thanks for your information! We'll create a personalized energy efficiency plan and send it to your email. Feel free to ask if you have any other questions in the meantime.",
    );
    expect(await form.count()).toBe(0);
    expect(await input(page).isDisabled()).toBe(true);
    expect(await sendButton(page).isDisabled()).toBe(true);
    expect(await collected(page).getByText('sam.builder@example.com').isVisible()).toBe(true);
    await checkLayout(page, 'optimized-sales-chat-lead-submitted-desktop');

    const conversationId = conversationOf(first);
    expect(conversationId).toBeDefined();
    const stored = readDatabase((db) => ({
      leads: db.prepare('SELECT name, email FROM leads WHERE conversation_id = ?').all(conversationId),
      variables: db.prepare("SELECT name, value FROM collected_variables WHERE conversation_id = ? AND name IN ('name', 'email', 'location') ORDER BY name").all(conversationId),
      messages: (db.prepare('SELECT COUNT(*) AS count FROM messages WHERE conversation_id = ?').get(conversationId) as { count: number }).count,
      visitor: (db.prepare('SELECT visitor_id AS id FROM conversations WHERE id = ?').get(conversationId) as { id: string | null }).id,
    }));
    // The first turn carried this browser's visitor token: the conversation is that visitor's.
    expect(stored.visitor).toEqual(expect.any(String));
    expect(stored.leads).toEqual([{ name: 'Sam Builder', email: 'sam.builder@example.com' }]);
    expect(stored.variables).toEqual([
      { name: 'email', value: 'sam.builder@example.com' },
      { name: 'location', value: 'Ballarat, VIC' },
      { name: 'name', value: 'Sam Builder' },
    ]);
    // Three turns, one conversation: the id of the first reply was reused.
    expect(stored.messages).toBe(6);
    expect(pageErrors).toEqual([]);
  });

  it('leaves the lead form open with the failure message when the submit fails', async () => {
    const { page } = await browser.open('/optimized-sales-chat', { size: 'phone' });
    await say(page, 'Can I get a quote for an energy assessment? (e2e failed lead)');
    const form = page.getByRole('form', { name: 'Lead form' });
    await form.waitFor();
    await checkLayout(page, 'optimized-sales-chat-lead-form-phone');
    await form.getByLabel('Name').fill('Sam');
    // The browser's e-mail check accepts an address without a dot in the domain; the server does not.
    await form.getByLabel('Email').fill('sam@localhost');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(async () => (await bubbles(page, 'assistant')).at(-1))
      .toBe('Sorry, I encountered an error submitting your information. Please try again.');
    expect(await form.isVisible()).toBe(true);
    expect(await form.getByLabel('Name').inputValue()).toBe('Sam');
    expect(await form.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true);
    expect(await page.getByText('Lead Submitted').count()).toBe(0);
    const conversationId = conversationOf('Can I get a quote for an energy assessment? (e2e failed lead)');
    expect(readDatabase((db) => db.prepare('SELECT * FROM leads WHERE conversation_id = ?').all(conversationId))).toEqual([]);
  });

  it('fits a phone screen', async () => {
    const { page } = await browser.open('/optimized-sales-chat', { size: 'phone' });
    await say(page, 'We are renovating a townhouse in Hobart (e2e phone)');
    await checkLayout(page, 'optimized-sales-chat-phone');
  });
});

describe('/sales-chat', () => {
  it('opens with the canned reply asking new build or retrofit, then chats with the advisor', async () => {
    const { page, pageErrors } = await browser.open('/sales-chat');
    const [canned] = await waitForMessages(page, 'assistant', 1);
    expect(canned).toContain('Insulation is usually the most cost-effective energy upgrade');
    expect(canned).toContain('Is this a new build, or a retrofit or renovation of an existing home?');
    expect(await collected(page).getByText('No information collected yet.').isVisible()).toBe(true);
    await checkLayout(page, 'sales-chat-desktop');

    const reply = await say(page, "It's a retrofit in Ballarat, Victoria");
    expect(reply.length).toBeGreaterThan(20);
    expect(await collected(page).getByText('Ballarat, VIC').isVisible()).toBe(true);
    expect(await conversation(page).locator('.ea-message').count()).toBe(3);
    expect(pageErrors).toEqual([]);
  });

  it('names the known location and climate zone and asks for the dwelling type', async () => {
    const { page } = await browser.open('/sales-chat?location=Ballarat%2C%20VIC&climate_zone=7', { size: 'phone' });
    const [canned] = await waitForMessages(page, 'assistant', 1);
    expect(canned).toContain('in Ballarat, VIC');
    expect(canned).toContain('NCC climate zone 7');
    expect(canned).toContain('What type of dwelling is it');
    expect(await collected(page).locator('dt').allInnerTexts()).toEqual(['location', 'climate zone']);
    await checkLayout(page, 'sales-chat-phone');
  });

  it('asks for the town or city when only the project type is known', async () => {
    const { page } = await browser.open('/sales-chat?project_type=new%20build');
    const [canned] = await waitForMessages(page, 'assistant', 1);
    expect(canned).toContain('Which town or city in Australia is your build or retrofit located in?');
  });
});
