import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { SESSION_COOKIE, bearerToken, sessionValid, tokenMatches } from './credentials';

/** The one answer to missing or wrong credentials: it says nothing about which, or why. */
export const unauthorized = () => new AppError('unauthorized', 'Admin sign-in required', { headers: { 'www-authenticate': 'Bearer' } });

/** Whether a request carries the admin token (bearer) or a valid admin session cookie. */
export function isAdmin(request: FastifyRequest, token: string): boolean {
  const bearer = bearerToken(request.headers.authorization);
  if (bearer !== undefined) return tokenMatches(bearer, token);
  return sessionValid(request.cookies[SESSION_COOKIE], token);
}

/**
 * A hook for every admin route: runs after the rate limit (onRequest) and before validation, so a
 * caller without credentials learns nothing about the route, not even what input it takes.
 */
export function requireAdmin(token: string) {
  return async function adminGuard(request: FastifyRequest, _reply: FastifyReply) {
    if (!isAdmin(request, token)) throw unauthorized();
  };
}
