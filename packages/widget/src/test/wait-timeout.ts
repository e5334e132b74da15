/**
 * How long a test waits for something it expects to happen: the same 15 s as `expect.poll`
 * (vitest.config.ts). A slow or busy machine makes a test slower, never failing; a wait ends as soon
 * as its condition holds.
 */
export const WAIT_TIMEOUT_MS = 15_000;
