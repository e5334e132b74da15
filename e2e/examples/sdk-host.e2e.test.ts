import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { watchCspViolations } from '../csp';
import { startExample, type RunningExample } from '../example-server';
import { useBrowser } from '../test-browser';

const browser = useBrowser();
let example: RunningExample;

beforeAll(async () => {
  example = await startExample('sdk-host', inject('examplePorts').sdkHost, inject('baseURL'));
});
afterAll(async () => {
  await example?.stop();
});

/** A computed style of the element a `::part()` name marks in the widget. */
function partStyle(page: Page, part: string, property: string): Promise<string> {
  return page.evaluate(
    ([name, prop]) => {
      const target = document.querySelector('energy-advisor')?.shadowRoot?.querySelector(`[part~="${name}"]`);
      return target ? getComputedStyle(target).getPropertyValue(prop) : `no part ${name}`;
    },
    [part, property] as const,
  );
}

describe('examples/sdk-host: the imperative API, a dark theme and a label set', () => {
  it("the page's buttons drive the widget through window.EnergyAdvisor; a handler queued before the script hears the messages", async () => {
    let violations: string[] = [];
    const { page, pageErrors } = await browser.open(example.url, { beforeGoto: (opened) => (violations = watchCspViolations(opened)) });
    await page.getByRole('button', { name: 'Ask the Banksia energy coach' }).waitFor();
    await page.getByRole('button', { name: 'Ask about 7 stars in Ballarat' }).click();
    const panel = page.getByRole('region', { name: 'Banksia Energy Coach', exact: true });
    await panel.getByText('How does a new home in Ballarat reach 7 stars?').waitFor();
    await expect.poll(() => page.locator('#messages li').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.sender)), { timeout: 20_000 }).toEqual(['user', 'assistant']);

    await page.getByRole('button', { name: 'Close it' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open the coach' }).click();
    await panel.waitFor();

    const stored = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('energy-advisor:')));
    expect(await stored()).not.toEqual([]);
    await page.getByRole('button', { name: 'Forget me on this computer' }).click();
    await panel.waitFor({ state: 'detached' });
    await expect.poll(stored).toEqual([]);
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('shows the dark theme in the brand colour, the ::part() rules, and the label set', async () => {
    const { page } = await browser.open(example.url);
    const launcher = page.getByRole('button', { name: 'Ask the Banksia energy coach' });
    await launcher.waitFor();
    expect(await partStyle(page, 'launcher', 'background-color')).toBe('rgb(251, 191, 36)');
    expect(await partStyle(page, 'launcher', 'border-radius')).toBe('16px');
    expect((await launcher.boundingBox())?.x).toBe(24);

    await launcher.click();
    const panel = page.getByRole('region', { name: 'Banksia Energy Coach', exact: true });
    await panel.getByPlaceholder('Ask about your Banksia home...').waitFor();
    expect(await partStyle(page, 'panel', 'background-color')).toBe('rgb(14, 22, 20)');
    expect(await partStyle(page, 'header', 'color')).toBe('rgb(28, 25, 23)');
    expect(await partStyle(page, 'bubble-assistant', 'border-top-left-radius')).toBe('6px');
    await panel.getByText('Star ratings, made simple').waitFor();
    await panel.getByRole('button', { name: 'Start over' }).waitFor();
    await panel.getByText('Welcome to Banksia Homes.', { exact: false }).waitFor();
  });
});
