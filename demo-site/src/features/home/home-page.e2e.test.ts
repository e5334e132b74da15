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
    expect(await card.textContent()).toMatch(/test-user/);
    const launcher = page.getByRole('button', { name: 'Open Energy Advisor assistant' });
    expect(await launcher.isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Chat with the advisor' }).click();
    const panel = page.getByRole('region', { name: 'Energy Advisor', exact: true });
    await panel.getByText('Project: demo-project').waitFor();
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    await panel.getByRole('button', { name: 'Minimize' }).click();
    expect(await panel.count()).toBe(0);
    expect(pageErrors).toEqual([]);
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
