import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../../../e2e/test-browser';

const browser = useBrowser();

describe('home page', () => {
  it('explains the product and links to the main screens', async () => {
    const { page, pageErrors } = await browser.open('/');
    const hero = page.getByRole('region', { name: /energy advisor/i });
    expect(await hero.getByRole('heading', { level: 1 }).textContent()).toMatch(/chat and by voice/);
    expect(await hero.textContent()).toMatch(/energy efficiency and star\s+ratings/);

    for (const [name, path] of [
      ['Start a chat', '/chat'],
      ['Sales advisor', '/sales-chat'],
      ['Full-page demo', '/agent-fullpage'],
    ] as const) {
      expect(await hero.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(path);
    }
    const directory = page.getByRole('region', { name: 'Explore the screens' });
    const hrefs = await directory.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/chat', '/sales-chat', '/optimized-sales-chat', '/n8n-chat', '/grok-compare', '/admin/transcripts']),
    );
    expect(pageErrors).toEqual([]);
  });

  it('follows a screen link to its page', async () => {
    const { page } = await browser.open('/');
    await page.getByRole('region', { name: 'Explore the screens' }).getByRole('link', { name: /Fast Sales Chat/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Energy Efficiency Advisor', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/optimized-sales-chat');
  });

  it('runs the chat widget on the demo project, opened from the advisor card or the launcher', async () => {
    const { page, pageErrors } = await browser.open('/');
    const card = page.getByRole('complementary', { name: 'Ask the Energy Advisor' });
    expect(await card.textContent()).toMatch(/demo-project/);
    expect(await card.textContent()).toMatch(/a private id this browser keeps/);
    const launcher = page.getByRole('button', { name: 'Open Energy Advisor assistant' });
    await launcher.waitFor();
    await card.getByRole('button', { name: 'Chat with the advisor' }).click();
    const panel = page.getByRole('region', { name: 'Energy Advisor', exact: true });
    await panel.getByText('Project: demo-project').waitFor();
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    await panel.getByRole('button', { name: 'Minimize' }).click();
    expect(await panel.count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it("gives every visitor a conversation of their own: another browser never sees it", async () => {
    const lookupsOf = (page: Page) => {
      const users: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.method() === 'GET' && url.pathname === '/api/conversations') users.push(url.searchParams.get('userId') ?? '');
      });
      return users;
    };
    let firstLookups: string[] = [];
    const first = await browser.open('/', { beforeGoto: (page) => (firstLookups = lookupsOf(page)) });
    await first.page.getByRole('button', { name: 'Open Energy Advisor assistant' }).click();
    const panel = first.page.getByRole('region', { name: 'Energy Advisor', exact: true });
    await panel.getByPlaceholder('Type your message...').fill('What wall insulation suits a new home in Ballarat?');
    await panel.getByPlaceholder('Type your message...').press('Enter');
    await panel.getByRole('button', { name: /^Sources \(\d+\)$/ }).waitFor({ timeout: 20_000 });
    await expect.poll(() => firstLookups.length).toBeGreaterThan(0);
    const [visitor] = firstLookups;
    expect(visitor).toMatch(/^visitor-/);

    let secondLookups: string[] = [];
    const second = await browser.open('/', { beforeGoto: (page) => (secondLookups = lookupsOf(page)) });
    await second.page.getByRole('button', { name: 'Open Energy Advisor assistant' }).click();
    const otherPanel = second.page.getByRole('region', { name: 'Energy Advisor', exact: true });
    await expect.poll(() => secondLookups.length).toBeGreaterThan(0);
    expect(secondLookups[0]).toMatch(/^visitor-/);
    expect(secondLookups[0]).not.toBe(visitor);
    await otherPanel.getByPlaceholder('Type your message...').waitFor();
    expect(await otherPanel.getByText('What wall insulation suits a new home in Ballarat?').count()).toBe(0);

    // The same browser finds its conversation again on its next visit.
    const again = await browser.openAgain(first.page, '/');
    await again.getByRole('button', { name: 'Open Energy Advisor assistant' }).click();
    await again.getByRole('region', { name: 'Energy Advisor', exact: true }).getByText('What wall insulation suits a new home in Ballarat?').waitFor();
  });

  it('animates its background, and keeps it still for reduced motion', async () => {
    const animationOf = (page: import('playwright-core').Page) =>
      page.locator('.animated-background__blob').first().evaluate((blob) => getComputedStyle(blob).animationName);

    const moving = await browser.open('/');
    expect(await animationOf(moving.page)).not.toBe('none');

    const still = await browser.open('/', { reducedMotion: 'reduce' });
    expect(await animationOf(still.page)).toBe('none');
  });
});
