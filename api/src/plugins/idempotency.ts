import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onSendHookHandler, preHandlerHookHandler, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest } from '../errors';
import { createMemoryIdempotencyStore, type IdempotencyStore } from './idempotency-store';
import { createRedisIdempotencyStore } from './redis-idempotency-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route replays its first answer to a repeated Idempotency-Key (see plugins/idempotency.ts). */
    idempotent?: boolean;
  }
}

/** The route config of a POST that honours Idempotency-Key. */
export const IDEMPOTENT_ROUTE_CONFIG = { idempotent: true } as const;

/** The request header naming an operation; a repeat of it within the replay window is answered from memory. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that is a replay of an earlier one. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long an answer is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** A key: 1 to 200 printable ASCII characters. */
const VALID_KEY = /^[\x20-\x7e]{1,200}$/;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64url');

/**
 * Whose keys these are: the visitor token's holder when one is sent (as a hash, never the token),
 * else the client IP. Two clients never see each other's answers, even with the same key.
 */
function clientOf(request: FastifyRequest): string {
  const { authorization } = request.headers;
  return authorization ? `token:${sha256(authorization)}` : `ip:${request.ip}`;
}

const claims = new WeakMap<FastifyRequest, string>();

export interface IdempotencyOptions {
  /**
   * Where answers are kept; by default in Redis with REDIS_URL (shared by every instance), else in
   * memory (24 h, at most 10 000 answers and 32 M characters).
   */
  store?: IdempotencyStore;
}

/**
 * Idempotency-Key on the routes whose config is {@link IDEMPOTENT_ROUTE_CONFIG}: a retried POST
 * (a lost answer, a double click) must not store a lead, a feedback or a chat turn twice.
 *
 * - A request with a key runs once per client, route and key: a repeat within 24 h gets the first
 *   answer again (status and body, with `Idempotent-Replayed: true`) and the handler does not run. A
 *   repeat that arrives while the first is still running waits for it.
 * - The key is checked after validation and the route's own hooks, so only requests that reach the
 *   handler are recorded. Answers below 500 are kept; a 5xx (or a request that never answered)
 *   releases the key, so a retry runs again.
 * - The same key with another body answers 409 `conflict`; a key that is not 1–200 printable
 *   characters answers 400. Without the header nothing changes.
 */
export const idempotency = fp(async function idempotencyPlugin(app: FastifyInstance, options: IdempotencyOptions) {
  const store =
    options.store ??
    (app.redis
      ? createRedisIdempotencyStore(app.redis, {
          ttlMs: IDEMPOTENCY_TTL_MS,
          onError: (error, action) => app.log.warn({ err: error, action }, 'Idempotency-Key answer not recorded in Redis: a retry runs again once the key expires'),
        })
      : createMemoryIdempotencyStore({ ttlMs: IDEMPOTENCY_TTL_MS, maxEntries: 10_000, maxChars: 32 * 1024 * 1024 }));

  const claimKey: preHandlerHookHandler = async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !VALID_KEY.test(header)) {
      throw badRequest('Idempotency-Key must be 1 to 200 printable characters');
    }
    const key = `${clientOf(request)}\n${request.method} ${request.routeOptions.url ?? request.url}\n${header}`;
    const claim = await store.claim(key, sha256(JSON.stringify(request.body ?? null)));
    if (claim.outcome === 'mismatch') throw new AppError('conflict', 'This Idempotency-Key was already used for a different request');
    if (claim.outcome === 'replay') {
      const { answer } = claim;
      if (answer.contentType) reply.type(answer.contentType);
      return reply.code(answer.statusCode).header(REPLAYED_HEADER, 'true').send(answer.body);
    }
    claims.set(request, key);
  };

  const recordAnswer: onSendHookHandler = async (request, reply, payload) => {
    const key = claims.get(request);
    if (key === undefined) return payload;
    claims.delete(request);
    if (reply.statusCode < 500 && typeof payload === 'string') {
      const contentType = reply.getHeader('content-type');
      await store.complete(key, { statusCode: reply.statusCode, contentType: contentType === undefined ? undefined : String(contentType), body: payload });
    } else {
      await store.release(key);
    }
    return payload;
  };

  // onSend runs even when the client has gone (the answer is kept for its retry); this only catches
  // an answer that never passed onSend. A client that drops its connection never releases the key
  // while its handler runs: a retry waits for that run instead of starting a second one.
  const releaseUnanswered: onResponseHookHandler = async (request) => {
    const key = claims.get(request);
    if (key === undefined) return;
    claims.delete(request);
    await store.release(key);
  };

  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent !== true) return;
    const append = <T>(hooks: T | T[] | undefined, hook: T): T[] => [...(hooks === undefined ? [] : [hooks].flat() as T[]), hook];
    route.preHandler = append(route.preHandler, claimKey);
    route.onSend = append(route.onSend, recordAnswer);
    route.onResponse = append(route.onResponse, releaseUnanswered);
  });
});
