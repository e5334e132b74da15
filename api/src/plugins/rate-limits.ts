import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../errors';

/**
 * Rate limits are per route, not global: only routes that set `config.rateLimit` (the chat turns,
 * which run the advisor) are limited. A client over the limit gets 429 JSON with Retry-After.
 */
export const rateLimits = fp(async function rateLimitsPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', `Too many messages: try again in ${Math.ceil(context.ttl / 1000)} s`, {
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      }),
  });
});

/** The route option that limits a chat route to `perMinute` turns per client (no limit when 0). */
export function chatRateLimit(perMinute: number): { rateLimit?: { max: number; timeWindow: number } } {
  // no limit: no per-request bookkeeping either
  return perMinute > 0 ? { rateLimit: { max: perMinute, timeWindow: 60_000 } } : {};
}
