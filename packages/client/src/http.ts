import ky from 'ky';
import type { BeforeErrorHook, KyInstance } from 'ky';
import { ApiError, isApiError } from './errors';
import { withVisitorToken } from './visitor-auth';
import type { VisitorSession } from './visitor-session';

/** The configured ky instance every endpoint function takes first. */
export type Http = KyInstance;

/** Options of {@link createHttp} and `createApiClient`. */
export interface HttpOptions {
  /** Origin (and optional path prefix) of the API, e.g. `https://advisor.example.com`. '' means the page's origin. */
  baseUrl: string;
  /** A fetch implementation; defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Request timeout in milliseconds (default 30 s). */
  timeoutMs?: number;
  /** The visitor token to send on the calls that carry it (see `carriesVisitorToken`); none by default. */
  visitor?: { session: VisitorSession; onError?: ((error: unknown) => void) | undefined } | undefined;
}

/** The default request timeout: long enough for an advisor reply, short enough to surface a dead server. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Creates the one configured HTTP client: cookies included, no retries (a failure surfaces at once and
 * the caller decides; only a rejected visitor token is replaced and its call sent once more), a JSON
 * content type only when a call passes `json`, and every non-2xx answer thrown as an {@link ApiError}.
 */
export function createHttp({ baseUrl, fetch, timeoutMs = DEFAULT_TIMEOUT_MS, visitor }: HttpOptions): Http {
  const prefixUrl = resolveBaseUrl(baseUrl);
  const send = visitor ? withVisitorToken(fetch, prefixUrl, visitor.session, visitor.onError) : fetch;
  return ky.create({
    prefixUrl,
    credentials: 'include',
    retry: 0,
    timeout: timeoutMs,
    ...(send ? { fetch: send } : {}),
    hooks: { beforeError: [toApiError] },
  });
}

/** What {@link getJson} does with a 401 answer: throw it (default) or answer null. */
export type On401 = 'throw' | 'returnNull';

/**
 * The default data fetch: GET `url` (an API path such as `/api/conversations?userId=u`,
 * or an absolute URL) and parse the JSON answer. With `on401: 'returnNull'` a 401 answers null.
 */
export function getJson<T>(http: Http, url: string, options?: { on401?: 'throw' }): Promise<T>;
export function getJson<T>(http: Http, url: string, options: { on401: On401 }): Promise<T | null>;
export async function getJson<T>(http: Http, url: string, options: { on401?: On401 } = {}): Promise<T | null> {
  try {
    return await http.get(toInput(url)).json<T>();
  } catch (error) {
    if (options.on401 === 'returnNull' && isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/**
 * Turns a route of `API_ROUTES` (`/api/...`) into ky input: ky's `prefixUrl` wants no leading
 * slash; an absolute URL becomes a `URL` so the prefix is not applied.
 */
export function toInput(url: string): string | URL {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return new URL(url);
  return url.replace(/^\/+/, '');
}

/** Resolves `baseUrl` to an absolute URL without a trailing slash. */
export function resolveBaseUrl(baseUrl: string): string {
  const pageUrl = globalThis.location?.href;
  if (baseUrl === '' && pageUrl === undefined) {
    throw new Error('baseUrl is required outside a browser');
  }
  const url = new URL(baseUrl === '' ? '/' : baseUrl, pageUrl);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

const toApiError: BeforeErrorHook = async (error) => {
  const { response, request, options } = error;
  const bodyText = await response.text().catch(() => '');
  return new ApiError(response, request, options, bodyText);
};
