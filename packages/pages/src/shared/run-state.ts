import type { RequestFailure } from './request-failure';

/**
 * One call of a test page and what it came to: nothing yet, running, an answer, or a failure
 * (the spec's message and its cause).
 */
export type RunState<T> =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; data: T }
  | { status: 'failed'; failure: RequestFailure };

export const IDLE: RunState<never> = { status: 'idle' };
export const RUNNING: RunState<never> = { status: 'running' };
