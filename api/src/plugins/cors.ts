import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';

const isPublicApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/admin');

/** The request's Origin when CORS may answer it: a public API path and an exactly listed origin. */
function listedOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): string | null {
  const { origin } = request.headers;
  return origin !== undefined && isPublicApi(request.url) && allowedOrigins.includes(origin) ? origin : null;
}

/**
 * CORS (@fastify/cors) for the API: pages on the origins in ALLOWED_ORIGINS may call it from a
 * script — a builder's site with the script-tag widget, whose API base is this server. The list is
 * exact origins (never `*`), compared with `===` against the Origin header; by default it is empty and
 * only this server's own pages may call the API. The client sends its requests with credentials
 * (cookies included), so listed origins get `Access-Control-Allow-Credentials: true` — safe because the
 * origin is echoed only when it is listed exactly, and the public API authorises nothing by cookie.
 * The admin API (/api/admin…), whose session is a cookie, and everything outside /api never get
 * CORS headers. Only the methods and headers the client uses are allowed: content-type, the
 * visitor token (authorization) and Idempotency-Key.
 */
export const apiCors = fp(async function apiCorsPlugin(app: FastifyInstance) {
  const { allowedOrigins } = app.config;
  // With no origin listed there is nothing to allow: no answer varies by Origin and a preflight
  // finds no route (404), as when @fastify/cors turns one down. Skipping the plugin spares every
  // request its options hook, work done on every request for nothing.
  if (allowedOrigins.length === 0) return;
  await app.register(cors, {
    delegator: (request: FastifyRequest, callback) => {
      const origin = listedOrigin(request, allowedOrigins);
      callback(null, {
        origin: origin ?? false,
        methods: ['GET', 'HEAD', 'POST', 'PATCH'],
        allowedHeaders: ['content-type', 'authorization', 'idempotency-key'],
        credentials: origin !== null,
        maxAge: 600,
      });
    },
  });
});
