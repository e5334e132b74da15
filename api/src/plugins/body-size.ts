import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The largest request body the route takes, for a route whose body Fastify's bodyLimit does not
     * bound (multipart uploads); others are held to their bodyLimit.
     */
    maxBodyBytes?: number;
  }
}

/** The 413 of a body announced too large: the connection closes after it, the body is never read. */
export function bodyTooLarge(): AppError {
  return new AppError('payload_too_large', 'The request body is too large', { headers: { connection: 'close' } });
}

/**
 * Refuses a request whose Content-Length is over its route's limit before a byte of the body is
 * read: 413 JSON with `Connection: close`, so the client need not send the rest and the server does
 * not read it. The limit is the route's `config.maxBodyBytes` (the voice uploads), else its
 * bodyLimit (BODY_LIMIT_BYTES unless the route sets its own). Each route's hook is made once, with
 * its limit, when the route is added. A body sent without Content-Length (chunked) is still cut off
 * by the parsers as it is read.
 */
export const bodySize = fp(async function bodySizePlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const limit = route.config?.maxBodyBytes ?? route.bodyLimit ?? app.initialConfig.bodyLimit;
    if (limit === undefined) return;
    const refuseOversized: onRequestHookHandler = (request, _reply, done) => {
      const header = request.headers['content-length'];
      const length = header === undefined ? Number.NaN : Number(header);
      // an unreadable Content-Length is left to Node and the parsers (400)
      done(Number.isSafeInteger(length) && length > limit ? bodyTooLarge() : undefined);
    };
    route.onRequest = [...(route.onRequest === undefined ? [] : [route.onRequest].flat()), refuseOversized];
  });
});
