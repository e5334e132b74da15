import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { takeScreenshot } from './browser';

/** The conversation log of a chat screen (the widget's message list). */
export const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });

/** The texts of the bubbles of one sender, in order. */
export const bubbles = (page: Page, sender: 'user' | 'assistant') =>
  conversation(page).locator(`.ea-message--${sender} .ea-bubble`).allInnerTexts();

/** Waits until the conversation holds `count` messages of `sender` and no reply is awaited. */
export async function waitForMessages(page: Page, sender: 'user' | 'assistant', count: number): Promise<string[]> {
  await expect.poll(async () => (await bubbles(page, sender)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  await expect.poll(() => conversation(page).getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
  return bubbles(page, sender);
}

/**
 * Saves a screenshot of the page and checks its layout: no horizontal page overflow, and every
 * visible control of the screen (`root`) inside the viewport's width and not covered by another.
 */
export async function checkLayout(page: Page, name: string, root = 'main'): Promise<void> {
  await takeScreenshot(page, name);
  const problems = await page.evaluate((selector) => {
    const found: string[] = [];
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth) found.push(`page overflows: ${scrollWidth} > ${clientWidth}`);
    const scope = document.querySelector(selector) ?? document.body;
    const controls = Array.from(scope.querySelectorAll<HTMLElement>('button, input, textarea, h1, h2, [role="log"]'));
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || control.closest('.ea-sr-only')) continue;
      const label = `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 30)}"`;
      if (box.left < -1 || box.right > clientWidth + 1) found.push(`${label} is cut off (${Math.round(box.left)}..${Math.round(box.right)})`);
      const x = box.left + box.width / 2;
      const y = box.top + Math.min(box.height / 2, 10);
      if (y < 0 || y > window.innerHeight) continue;
      // a control scrolled out of a scrolling box (an earlier message's button in the log) is hidden, not covered
      if (clippedByScroller(control, x, y)) continue;
      const top = document.elementFromPoint(x, y);
      if (top && !control.contains(top) && !top.contains(control) && !top.closest('.ea-toasts')) {
        found.push(`${label} is covered by ${top.tagName.toLowerCase()}.${String(top.className).slice(0, 40)}`);
      }
    }
    return found;

    function clippedByScroller(control: HTMLElement, x: number, y: number): boolean {
      for (let box = control.parentElement; box; box = box.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(box);
        if (overflowX === 'visible' && overflowY === 'visible') continue;
        const rect = box.getBoundingClientRect();
        if (x < rect.left || x > rect.right || y < rect.top || y > rect.bottom) return true;
      }
      return false;
    }
  }, root);
  expect(problems, name).toEqual([]);
}
