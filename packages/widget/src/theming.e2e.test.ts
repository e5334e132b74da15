import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostPage, serveHostPage } from '../../../e2e/host-page';
import { useBrowser } from '../../../e2e/test-browser';

const browser = useBrowser();

/** A computed style of the element a `::part()` name marks in the widget's shadow root. */
function partStyle(page: Page, part: string, property: string): Promise<string> {
  return page.evaluate(
    ([name, prop]) => {
      const target = document.querySelector('energy-advisor')?.shadowRoot?.querySelector(`[part~="${name}"]`);
      return target ? getComputedStyle(target).getPropertyValue(prop) : `no part ${name}`;
    },
    [part, property] as const,
  );
}

const BRANDED = `<style>
energy-advisor { --ea-primary: rgb(29, 78, 216); --ea-primary-hover: rgb(30, 64, 175); --ea-radius: 4px;
  --ea-font: Georgia, serif; --ea-space: 20px; --ea-panel-width: 420px; --ea-panel-height: 520px; --ea-offset-x: 32px; --ea-offset-y: 24px }
energy-advisor::part(launcher) { box-shadow: none; border-radius: 12px }
energy-advisor::part(bubble-user) { border-radius: 0px }
energy-advisor::part(header) { letter-spacing: 1px }
energy-advisor::part(send-button) { background: rgb(15, 23, 42) }
</style>`;

async function openPanel(page: Page) {
  await page.evaluate(() => document.querySelector<HTMLElement & { open(): void }>('energy-advisor')?.open());
  await page.locator('energy-advisor').getByRole('region', { name: 'Energy Advisor', exact: true }).waitFor();
}

describe('theming the widget from the host page', () => {
  it('custom properties, ::part() rules and position="bottom-left" reach the launcher, panel, header, bubbles and buttons', async () => {
    const { page, pageErrors } = await browser.open('/');
    await serveHostPage(page, browser.baseURL(), '/host/theming', hostPage({ head: BRANDED, attributes: 'position="bottom-left" user-id="theming-visitor"' }));
    const launcher = page.getByRole('button', { name: 'Open Energy Advisor assistant' });
    await launcher.waitFor();
    expect(await partStyle(page, 'launcher', 'background-color')).toBe('rgb(29, 78, 216)');
    expect(await partStyle(page, 'launcher', 'box-shadow')).toBe('none');
    expect(await partStyle(page, 'launcher', 'border-radius')).toBe('12px');
    const launcherBox = await launcher.boundingBox();
    expect(launcherBox?.x).toBe(32);

    await openPanel(page);
    expect(await partStyle(page, 'panel', 'width')).toBe('420px');
    expect(await partStyle(page, 'panel', 'height')).toBe('520px');
    expect(await partStyle(page, 'panel', 'left')).toBe('32px');
    expect(await partStyle(page, 'panel', 'border-top-left-radius')).toBe('4px');
    expect(await partStyle(page, 'header', 'background-color')).toBe('rgb(29, 78, 216)');
    expect(await partStyle(page, 'header', 'letter-spacing')).toBe('1px');
    expect(await partStyle(page, 'header', 'padding-top')).toBe('20px');
    expect(await partStyle(page, 'messages', 'font-family')).toBe('Georgia, serif');
    expect(await partStyle(page, 'send-button', 'background-color')).toBe('rgb(15, 23, 42)');

    await page.evaluate(() => document.querySelector<HTMLElement & { send(text: string): Promise<void> }>('energy-advisor')?.send('What R-value should ceiling batts have in Ballarat?'));
    expect(await partStyle(page, 'bubble-user', 'background-color')).toBe('rgb(29, 78, 216)');
    expect(await partStyle(page, 'bubble-user', 'border-bottom-right-radius')).toBe('0px');
    expect(pageErrors).toEqual([]);
  });

  it('theme="dark" darkens the panel; theme="auto" follows the emulated colour scheme, switching live', async () => {
    const { page } = await browser.open('/');
    await serveHostPage(page, browser.baseURL(), '/host/dark', hostPage({ attributes: 'theme="dark" user-id="dark-visitor"' }));
    await openPanel(page);
    expect(await partStyle(page, 'panel', 'background-color')).toBe('rgb(14, 22, 20)');
    expect(await partStyle(page, 'header', 'color')).toBe('rgb(4, 36, 27)');
    expect(await partStyle(page, 'textarea', 'color')).toBe('rgb(231, 239, 236)');

    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate(() => document.querySelector('energy-advisor')?.setAttribute('theme', 'auto'));
    await expect.poll(() => partStyle(page, 'panel', 'background-color')).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => partStyle(page, 'panel', 'background-color')).toBe('rgb(14, 22, 20)');
    // the launcher's colour eases over .15 s: wait for it to arrive
    await expect.poll(() => partStyle(page, 'launcher', 'background-color')).toBe('rgb(52, 211, 153)');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => partStyle(page, 'launcher', 'background-color')).toBe('rgb(4, 120, 87)');
  });
});
