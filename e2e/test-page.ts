import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { checkLayout } from './chat-page';

/**
 * {@link checkLayout} of a developer test page scrolled back to its top (filling a field or
 * moving focus scrolls the page, and the sticky navigation would then cover the controls above),
 * then what reads wrong though nothing overflows: a placeholder cut off by its field, a word of an
 * answer's table split across lines, text stuck to a table.
 */
export async function checkLayoutFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkLayout(page, name);
  expect(await cutPlaceholders(page), name).toEqual([]);
  expect(await answerTableProblems(page), name).toEqual([]);
}

/** The placeholders of the visible text fields that are wider than their field's text box. */
export function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return ['no canvas to measure text with'];
    const fields = Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('main input[placeholder], main textarea[placeholder]'));
    return fields
      .filter((field) => field.offsetWidth > 0 && field.value === '')
      .filter((field) => {
        const style = getComputedStyle(field);
        context.font = style.font;
        const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        // a textarea wraps its placeholder; a one-line field cuts it
        return field instanceof HTMLInputElement && context.measureText(field.placeholder).width > room;
      })
      .map((field) => `placeholder "${field.placeholder}" is cut off`);
  });
}

/**
 * The tables of the answers (markdown) that read wrong: a word split across lines inside a cell
 * (a break at a hyphen is fine), or the next block touching the table.
 */
export function answerTableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const table of Array.from(document.querySelectorAll<HTMLTableElement>('main .ea-markdown table'))) {
      if (table.offsetWidth === 0) continue;
      const box = table.getBoundingClientRect();
      const next = table.nextElementSibling;
      if (next && next.getBoundingClientRect().top - box.bottom < 4) found.push(`"${(next.textContent ?? '').slice(0, 30)}" touches the table above it`);
      for (const cell of Array.from(table.querySelectorAll('td, th'))) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of (node.textContent ?? '').matchAll(/[^\s\-–]+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
            if (lines.size > 1) found.push(`"${word[0]}" is split across lines in a table`);
          }
        }
      }
    }
    return found;
  });
}
