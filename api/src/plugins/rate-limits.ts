import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { AppError } from '../errors';
import { sharedRateLimitStore } from './shared-rate-limit-store';

/** The budgets a client IP spends: each is one counter, however many routes spend from it. */
export type RateBudgetName = 'chat' | 'conversation' | 'building-details' | 'lead' | 'feedback' | 'voice' | 'provider-check';

/** Requests one client IP may make per minute from a named budget. */
export interface RateBudget {
  name: RateBudgetName;
  perMinute: number;
}

/** What a route puts in its `config` to spend from budgets (none when every one is off). */
export interface RateBudgetRouteConfig {
  rateBudgets?: readonly RateBudget[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Budgets the route's requests count against, in order (see plugins/rate-limits.ts). */
    rateBudgets?: readonly RateBudget[];
  }
}

const WINDOW_MS = 60_000;

const OVER_BUDGET_MESSAGES: Record<RateBudgetName, string> = {
  chat: 'Too many messages',
  conversation: 'Too many new conversations',
  'building-details': 'Too many updates',
  lead: 'Too many requests',
  feedback: 'Too much feedback',
  voice: 'Too many voice recordings',
  'provider-check': 'Too many key checks',
};

/**
 * The route config that spends from each budget given; a budget of 0 per minute is off and left out,
 * so a route with every budget off does no rate bookkeeping at all.
 */
export function rateBudgets(...budgets: RateBudget[]): RateBudgetRouteConfig {
  const active = budgets.filter((budget) => budget.perMinute > 0);
  return active.length === 0 ? {} : { rateBudgets: active };
}

/** Chat turns: one budget shared by every route that answers a turn (CHAT_RATE_LIMIT_PER_MINUTE). */
export const chatRateLimit = (perMinute: number) => rateBudgets({ name: 'chat', perMinute });
/** Creating a conversation (CONVERSATION_RATE_LIMIT_PER_MINUTE). */
export const conversationRateLimit = (perMinute: number) => rateBudgets({ name: 'conversation', perMinute });
/** Changing a conversation's building details or project (BUILDING_DETAILS_RATE_LIMIT_PER_MINUTE). */
export const buildingDetailsRateLimit = (perMinute: number) => rateBudgets({ name: 'building-details', perMinute });
/** Submitting a lead (LEAD_RATE_LIMIT_PER_MINUTE). */
export const leadRateLimit = (perMinute: number) => rateBudgets({ name: 'lead', perMinute });
/** Posting feedback (FEEDBACK_RATE_LIMIT_PER_MINUTE). */
export const feedbackRateLimit = (perMinute: number) => rateBudgets({ name: 'feedback', perMinute });

/** Voice uploads (VOICE_RATE_LIMIT_PER_MINUTE). */
export const voiceRateLimit = (perMinute: number) => rateBudgets({ name: 'voice', perMinute });

/** Checking a back end's key, one call to the provider each (PROVIDER_CHECK_RATE_LIMIT_PER_MINUTE). */
export const providerCheckRateLimit = (perMinute: number) => rateBudgets({ name: 'provider-check', perMinute });

/** A request's Authorization header as a short key (hashed: the counters never hold a token). */
function tokenKey(request: FastifyRequest): string {
  return createHash('sha256').update(request.headers.authorization ?? '').digest('base64url').slice(0, 22);
}

/** The 429 answer: what was too much, and when to try again (also as Retry-After). */
export function rateLimited(what: string, retryAfterSeconds: number): AppError {
  const seconds = String(Math.max(1, retryAfterSeconds));
  return new AppError('rate_limited', `${what}: try again in ${seconds} s`, { headers: { 'retry-after': seconds } });
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Rate limits are per route, never global. A route spends from the budgets its config names
 * ({@link rateBudgets}); every route naming a budget shares its one counter per client IP (IPv6 by
 * its /64), so spreading requests over several routes gains nothing. @fastify/rate-limit's own
 * `groupId` cannot do this: each route gets a store of its own (fastify/fastify-rate-limit#463), so
 * here each budget is one limiter made once with `createRateLimit`, keyed by budget and address.
 * A request that carries a bearer token (a visitor token) also spends from that token's budget of
 * the same size, so one token spread over many addresses gains nothing either. A request is counted
 * against its budgets in order and refused (429 JSON with Retry-After) at the first one it overdraws; the budgets after that one do not count it. The first budget's state is
 * sent as x-ratelimit-* headers. The admin routes keep @fastify/rate-limit's per-route
 * `config.rateLimit` (admin/rate-limit.ts). With REDIS_URL the counters live in Redis, so every
 * budget counts across instances (see shared-rate-limit-store.ts for what happens while it is down).
 */
export const rateLimits = fp(async function rateLimitsPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => rateLimited('Too many requests', Math.ceil(context.ttl / 1000)),
    // with REDIS_URL every instance counts in one place (shared-rate-limit-store.ts)
    ...(app.redis && { store: sharedRateLimitStore(app.redis, app.log) }),
  });

  /** Each budget counts per client address and, for requests that carry one, per bearer token too. */
  const limiters = new Map<RateBudgetName, { perMinute: number; byAddress: Limiter; byToken: Limiter }>();
  const limitersFor = ({ name, perMinute }: RateBudget) => {
    const known = limiters.get(name);
    if (known) {
      if (known.perMinute !== perMinute) throw new Error(`rate budget ${name} is ${known.perMinute}/min on one route and ${perMinute}/min on another`);
      return known;
    }
    const made = {
      perMinute,
      byAddress: app.createRateLimit({ max: perMinute, timeWindow: WINDOW_MS, keyGenerator: (request: FastifyRequest) => `${name}|${normalizeIP(request.ip)}` }),
      // one visitor token spread over many addresses still gets one budget
      byToken: app.createRateLimit({ max: perMinute, timeWindow: WINDOW_MS, keyGenerator: (request: FastifyRequest) => `${name}|token|${tokenKey(request)}` }),
    };
    limiters.set(name, made);
    return made;
  };

  app.addHook('onRoute', (route) => {
    const budgets = route.config?.rateBudgets;
    if (!budgets || budgets.length === 0) return;
    const checks = budgets.map((budget) => ({ name: budget.name, ...limitersFor(budget) }));
    const spend: onRequestHookHandler = async (request, reply) => {
      const bearer = request.headers.authorization !== undefined;
      for (const [index, { name, byAddress, byToken }] of checks.entries()) {
        for (const limiter of bearer ? [byAddress, byToken] : [byAddress]) {
          const result = await limiter(request);
          if (result.isAllowed) continue;
          if (index === 0) {
            reply.header('x-ratelimit-limit', result.max);
            reply.header('x-ratelimit-remaining', result.remaining);
            reply.header('x-ratelimit-reset', result.ttlInSeconds);
          }
          if (result.isExceeded) throw rateLimited(OVER_BUDGET_MESSAGES[name], result.ttlInSeconds);
        }
      }
    };
    route.onRequest = [...(route.onRequest === undefined ? [] : [route.onRequest].flat()), spend];
  });
});
