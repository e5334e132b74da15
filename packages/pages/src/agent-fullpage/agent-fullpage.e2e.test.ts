import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { watchCspViolations } from '../../../../e2e/csp';
import { storedConversations } from '../../../../e2e/database';
import { useBrowser } from '../../../../e2e/test-browser';
import type { OpenPageOptions } from '../../../../e2e/browser';

const browser = useBrowser();

async function openPage(path: string, options: OpenPageOptions = {}) {
  let violations: string[] = [];
  const lookups: string[] = [];
  const opened = await browser.open(path, {
    ...options,
    beforeGoto: (page) => {
      violations = watchCspViolations(page);
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.method() === 'GET' && url.pathname === '/api/conversations') lookups.push(url.searchParams.get('userId') ?? '');
      });
    },
  });
  const panel = opened.page.getByRole('region', { name: 'Energy Advisor', exact: true });
  await panel.waitFor();
  return { ...opened, panel, lookups, violations: () => violations };
}

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };

describe('/agent-fullpage', () => {
  it('shows the editable ids with their defaults above the assistant, which fills the rest of the page', async () => {
    const { page, panel, lookups, pageErrors, violations } = await openPage('/agent-fullpage');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Full-page assistant demo');
    expect(await page.getByLabel('Project ID').inputValue()).toBe('demo-project');
    expect(await page.getByLabel('Job ID').inputValue()).toBe('');
    expect(await page.getByLabel('User ID').inputValue()).toBe('test-user');
    await panel.getByText('Project: demo-project').waitFor();
    expect(await page.getByRole('button', { name: 'Open Energy Advisor assistant' }).count()).toBe(0);
    await expect.poll(() => lookups).toContain('test-user');

    const header = await box(page, '.af-header');
    const widget = await box(page, '[data-energy-advisor]');
    expect(widget.y).toBeCloseTo(header.y + header.height, 0);
    expect(widget.width).toBe(1280);
    expect(widget.y + widget.height).toBeCloseTo(800, 0);
    expect(violations()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("sends the headers that let the allowed parents frame it, and hands their origins to the page's bridge", async () => {
    const response = await fetch(`${inject('baseURL')}/agent-fullpage?embedded=true`);
    const { iframeHost, iframeHostSigned } = inject('examplePorts');
    const parent = `http://127.0.0.1:${iframeHost} http://127.0.0.1:${iframeHostSigned}`;
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${parent}`);
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('permissions-policy')).toContain('microphone=(self), camera=(self)');
    expect(await response.text()).toContain(`<meta name="energy-advisor-parent-origins" content="${parent}" />`);
    const home = await fetch(`${inject('baseURL')}/`);
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(home.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('starts with the ids of the query', async () => {
    const { page, panel, lookups } = await openPage('/agent-fullpage?projectId=project-123&jobId=job-9&userId=user-456');
    expect(await page.getByLabel('Project ID').inputValue()).toBe('project-123');
    expect(await page.getByLabel('Job ID').inputValue()).toBe('job-9');
    expect(await page.getByLabel('User ID').inputValue()).toBe('user-456');
    await panel.getByText('Project: project-123').waitFor();
    await expect.poll(() => lookups).toEqual(['user-456']);
  });

  it('applies edited ids: the assistant chats as that user about that job, and the address follows', async () => {
    const { page, panel, lookups } = await openPage('/agent-fullpage');
    const user = `fullpage-user-${Date.now()}`;
    await page.getByLabel('User ID').fill(user);
    await page.getByLabel('Project ID').fill('');
    await page.getByLabel('Job ID').fill('job-77');
    await page.getByRole('button', { name: 'Apply' }).click();
    await panel.getByText('Job: job-77').waitFor();
    await expect.poll(() => lookups).toContain(user);
    expect(new URL(page.url()).search).toBe(`?jobId=job-77&userId=${user}`);

    await panel.getByPlaceholder('Type your message...').fill('How can I improve my star rating?');
    await panel.getByPlaceholder('Type your message...').press('Enter');
    await panel.getByRole('button', { name: /^Sources \(\d+\)$/ }).waitFor({ timeout: 20_000 });
    expect(storedConversations(user)).toEqual([expect.objectContaining({ projectId: 'job-77', visitorId: expect.any(String) })]);

    await page.getByLabel('User ID').fill('  ');
    expect(await page.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
  });

  for (const size of ['desktop', 'phone'] as const) {
    it(`embedded=true: no header, the assistant fills the whole ${size} viewport and stays open on Minimize`, async () => {
      const { page, panel, violations } = await openPage('/agent-fullpage?embedded=true&userId=embedded-user', { size });
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
      expect(await page.getByLabel('User ID').count()).toBe(0);
      const widget = await box(page, '[data-energy-advisor]');
      const viewport = page.viewportSize() ?? { width: 0, height: 0 };
      expect(widget).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      expect(await box(page, '.ea-panel')).toEqual(widget);
      await panel.getByRole('button', { name: 'Minimize' }).click();
      expect(await panel.isVisible()).toBe(true);
      expect(violations()).toEqual([]);
    });
  }
});
