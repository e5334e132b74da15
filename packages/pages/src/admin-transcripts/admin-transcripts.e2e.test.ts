import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedConversations } from '../../../../api/scripts/seed-data';
import { writeDatabase } from '../../../../e2e/database';
import { E2E_ADMIN_TOKEN } from '../../../../e2e/server';
import { useBrowser } from '../../../../e2e/test-browser';

const browser = useBrowser();

/** 25 conversations of this run's own users (2 pages when searched), the newest with a lead. */
const PREFIX = `e2e-admin-${randomUUID().slice(0, 8)}`;
const NEWEST = { id: randomUUID(), userId: `${PREFIX}-24`, projectId: 'e2e-job-24' };

function seedAdminData() {
  writeDatabase((db) => {
    // Realistic bulk first (older than ours), then this test's conversations.
    seedConversations(db, { conversations: 300, messagesPer: 8, seed: 6, now: new Date(Date.now() - 3 * 86_400_000) });
    const insertConversation = db.prepare(
      `insert into conversations (id, user_id, project_id, created_at, message_count, first_message_at, last_message_at)
       values (?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertMessage = db.prepare('insert into messages (conversation_id, sender, content, timestamp) values (?, ?, ?, ?)');
    const base = Date.now() - 3_600_000;
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    for (let index = 0; index < 25; index += 1) {
      const id = index === 24 ? NEWEST.id : randomUUID();
      const empty = index % 5 === 0 && index !== 24;
      insertConversation.run(id, `${PREFIX}-${index}`, `e2e-job-${index}`, at(index), empty ? 0 : 2, empty ? null : at(index), empty ? null : at(index + 3));
      if (!empty) {
        insertMessage.run(id, 'user', `How do I insulate house ${index}?`, at(index));
        const { lastInsertRowid } = insertMessage.run(id, 'assistant', `=Start with the ceiling, house ${index}.`, at(index + 3));
        if (index === 24) {
          db.prepare('insert into feedback (conversation_id, message_id, user_feedback, created_at) values (?, ?, ?, ?)').run(id, lastInsertRowid, 'Very helpful', at(index + 4));
        }
      }
    }
    db.prepare('insert into leads (conversation_id, name, email, created_at) values (?, ?, ?, ?)').run(NEWEST.id, 'E2E Lead', `${PREFIX}@example.com`, at(30));
  });
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const rows = (page: Page) => page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');

async function signIn(page: Page, token = E2E_ADMIN_TOKEN) {
  await page.getByLabel('Admin token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('/admin/transcripts', () => {
  beforeAll(seedAdminData);

  it('asks for the token, refuses a wrong one, then shows the overview', async () => {
    const { page, pageErrors } = await browser.open('/admin/transcripts');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Conversation Transcripts');
    await page.getByRole('heading', { name: 'Admin sign-in' }).waitFor();
    expect(await tab(page, 'Overview').count()).toBe(0);

    await signIn(page, 'not-the-token');
    await page.getByRole('alert').filter({ hasText: 'That token is not right' }).waitFor();
    await signIn(page);
    await tab(page, 'Overview').waitFor();
    for (const label of ['Total Conversations', 'Total Messages', 'Avg Messages', 'Empty Conversations']) {
      expect(await page.getByRole('region', { name: label }).isVisible(), label).toBe(true);
    }
    expect(await page.getByRole('region', { name: 'Empty Conversations' }).textContent()).toMatch(/\d+\.\d% of total/);
    const recent = page.getByRole('region', { name: 'Recent Conversations' }).getByRole('listitem');
    await expect.poll(() => recent.count()).toBe(5);
    expect(pageErrors).toEqual([]);

    // The session survives a reload (HttpOnly cookie), and sign-out ends it.
    await page.reload({ waitUntil: 'networkidle' });
    await tab(page, 'Overview').waitFor();
    expect(await page.evaluate(() => document.cookie)).toBe('');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Admin sign-in' }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Admin sign-in' }).waitFor();
  });

  it('signs in, searches, pages, opens a transcript and downloads the CSV', async () => {
    const { page, pageErrors } = await browser.open('/admin/transcripts', { acceptDownloads: true });
    await signIn(page);
    await tab(page, 'Conversations').click();
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBe(20);

    await page.getByPlaceholder('Search by user ID or project ID...').fill(PREFIX.toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByText('Page 1 of 2').count()).toBe(1);
    expect(await rows(page).count()).toBe(20);
    const first = rows(page).first();
    expect(await first.textContent()).toContain(NEWEST.userId);
    expect(await first.textContent()).toContain(NEWEST.projectId);
    expect(await first.textContent()).toContain('3 min');
    const empty = rows(page).filter({ hasText: `${PREFIX}-20` });
    expect(await empty.getByText('(empty)').count()).toBe(1);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('Page 2 of 2').count()).toBe(1);
    // the page number changes on the click; the rows when page 2 has arrived
    await expect.poll(() => rows(page).count()).toBe(5);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    // Hiding empty conversations goes back to page 1; 20 of ours are not empty: one page.
    await page.getByLabel(/Hide conversations with no messages \(\d+ empty\)/).check();
    await expect.poll(() => rows(page).count()).toBe(20);
    expect(await page.getByText(/Page \d of \d/).count()).toBe(0);
    expect(await rows(page).getByText('(empty)').count()).toBe(0);

    await rows(page).first().getByRole('button', { name: 'View Transcript' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`User: ${NEWEST.userId} | Project: ${NEWEST.projectId} | 2 messages`).waitFor();
    expect(await dialog.getByText('User', { exact: true }).count()).toBe(1);
    expect(await dialog.getByText('Assistant', { exact: true }).count()).toBe(1);
    expect(await dialog.getByText('Feedback: Very helpful').isVisible()).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`transcript-${NEWEST.id}.csv`);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    // Every cell is quoted (the server's CSV rule), so no spreadsheet splits or evaluates one.
    expect(csv).toContain('"conversation_id","user_id","project_id","message_id","timestamp","sender","content","feedback"');
    expect(csv).toContain(`'=Start with the ceiling, house 24.`);
    expect(csv).toContain('Very helpful');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });

  it('shows analytics, the lead funnel and the leads CSV', async () => {
    const { page, pageErrors } = await browser.open('/admin/transcripts', { acceptDownloads: true });
    await signIn(page);
    await tab(page, 'Analytics').click();
    const topUsers = page.getByRole('region', { name: 'Top Active Users' }).getByRole('listitem');
    await topUsers.first().waitFor();
    expect(await topUsers.count()).toBe(10);
    expect(await topUsers.first().textContent()).toMatch(/^#1/);
    const days = page.getByRole('region', { name: 'Conversations by Day' }).getByRole('listitem');
    expect(await days.count()).toBeLessThanOrEqual(10);
    expect(await page.getByRole('region', { name: 'Lead Funnel' }).textContent()).toMatch(/Conversion rate\d+\.\d%/);
    const leads = page.getByRole('region', { name: /^Leads/ });
    expect(await leads.getByRole('row').filter({ hasText: `${PREFIX}@example.com` }).count()).toBe(1);

    const [download] = await Promise.all([page.waitForEvent('download'), leads.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv).toContain(`"E2E Lead","${PREFIX}@example.com"`);
    expect(pageErrors).toEqual([]);
  });

  it('fits a phone: no horizontal overflow on any tab or with the dialog open', async () => {
    const { page } = await browser.open('/admin/transcripts', { size: 'phone' });
    await signIn(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.getByRole('region', { name: 'Recent Conversations' }).getByRole('listitem').first().waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    const analyticsTab = await tab(page, 'Analytics').boundingBox();
    expect(analyticsTab && analyticsTab.x + analyticsTab.width <= 390).toBe(true);
    await tab(page, 'Analytics').click();
    await page.getByRole('region', { name: /^Leads/ }).getByRole('table').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await tab(page, 'Conversations').click();
    await rows(page).first().waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await rows(page).first().getByRole('button', { name: 'View Transcript' }).click();
    const box = await page.getByRole('dialog').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  });
});
