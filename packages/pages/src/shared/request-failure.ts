import { isApiError } from '@energy-advisor/client';
import { TEST_PAGE_TEXTS } from './test-page-texts';

/** What a test page shows when a call fails: the spec's message and, below it, the cause. */
export interface RequestFailure {
  message: string;
  /** The server's message or the error's own text, when there is one. */
  detail?: string;
}

/**
 * Turns a failed call into what a test page shows: 'Network error' when no answer came (the fetch
 * failed or timed out), else 'Failed to get response' (or, with `implementation`, 'Failed to get
 * response from {implementation} implementation') with the server's message as the detail.
 */
export function requestFailure(error: unknown, implementation?: string): RequestFailure {
  const failed = implementation ? TEST_PAGE_TEXTS.failedFrom(implementation) : TEST_PAGE_TEXTS.failed;
  if (isApiError(error)) {
    const detail = error.userMessage ?? error.message;
    return detail ? { message: failed, detail } : { message: failed };
  }
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  const text = error instanceof Error ? error.message : String(error);
  if (name === 'TypeError' || name === 'TimeoutError') {
    return text ? { message: TEST_PAGE_TEXTS.networkError, detail: text } : { message: TEST_PAGE_TEXTS.networkError };
  }
  return text ? { message: failed, detail: text } : { message: failed };
}
