import type { ServerOptions } from 'node:http';

/** Node's own ceiling for receiving a request's headers; a shorter request timeout lowers it. */
const MAX_HEADERS_TIMEOUT_MS = 60_000;
/** Node's default interval between its checks for timed-out requests. */
const MAX_CHECK_INTERVAL_MS = 30_000;

/**
 * The Fastify options that make REQUEST_TIMEOUT_MS hold for every value.
 *
 * Node cuts a request off in a periodic check (`connectionsCheckingInterval`, 30 s by default)
 * against two deadlines: the headers must arrive within `headersTimeout` and the whole request
 * within `requestTimeout`, and it requires headersTimeout <= requestTimeout. Fastify sets
 * `requestTimeout` on the server after creating it, leaving headersTimeout at Node's 60 s: below
 * 60 s the two are out of order and the request deadline does not hold. So the server is created
 * with all three: the request timeout, headers within the same time (at most 60 s, as Node's
 * default), and a check four times per timeout (at most every 30 s), so a request is cut off (408)
 * within a quarter of its timeout past it. `connectionTimeout` (an idle socket) is the same value.
 */
export function serverTimeouts(requestTimeoutMs: number): {
  requestTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(MAX_HEADERS_TIMEOUT_MS, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(MAX_CHECK_INTERVAL_MS, Math.ceil(requestTimeoutMs / 4)),
    },
  };
}
