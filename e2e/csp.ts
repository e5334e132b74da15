import type { Page } from 'playwright-core';

/**
 * Collects what Chromium reports on the console when a Content-Security-Policy blocks something
 * (in the page or any of its frames): a test that expects none proves the policy and the built
 * code fit together.
 */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text)) violations.push(text);
  });
  return violations;
}
