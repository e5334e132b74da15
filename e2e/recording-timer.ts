import type { Locator } from 'playwright-core';

/**
 * The seconds a voice recording's timer (`role="timer"`, "m:ss") shows, NaN before it shows a time.
 * Tests poll it until it reaches a count: a slow machine only makes that wait longer.
 */
export async function recordedSeconds(timer: Locator): Promise<number> {
  const match = /^(\d+):(\d\d)$/.exec(((await timer.textContent()) ?? '').trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}
