import type { Page } from 'playwright-core';
import { checkLayout } from './chat-page';

/**
 * {@link checkLayout} of a developer test page scrolled back to its top: filling a field or
 * moving focus scrolls the page, and the sticky navigation would then cover the controls above.
 */
export async function checkLayoutFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkLayout(page, name);
}
