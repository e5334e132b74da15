import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';

const isPublicApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/admin');

/**
 * CORS (@fastify/cors) for the API: pages on the origins in ALLOWED_ORIGINS may call it from a
 * script — a builder's site with the script-tag widget, whose API base is this server. The list is
 * exact origins (never `*`; @fastify/cors compares strings exactly); by default it is empty and
 * only this server's own pages may call the API. No credentials: the client never sends cookies
 * to another origin. The admin API (/api/admin…) and everything outside /api never get CORS
 * headers. Only the methods the client uses are allowed.
 */
export const apiCors = fp(async function apiCorsPlugin(app: FastifyInstance) {
  const { allowedOrigins } = app.config;
  await app.register(cors, {
    delegator: (request: FastifyRequest, callback) =>
      callback(null, {
        origin: isPublicApi(request.url) && allowedOrigins.length > 0 ? [...allowedOrigins] : false,
        methods: ['GET', 'HEAD', 'POST', 'PATCH'],
        allowedHeaders: ['content-type'],
        credentials: false,
        maxAge: 600,
      }),
  });
});
