import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { SESSION_COOKIE, bearerToken, sessionValid, tokenMatches } from './credentials';
import type { AdminSessions } from './sessions';

/** The one answer to missing or wrong credentials: it says nothing about which, or why. */
export const unauthorized = () => new AppError('unauthorized', 'Admin sign-in required', { headers: { 'www-authenticate': 'Bearer' } });

/**
 * Whether a request carries the admin token (bearer) or a session cookie that is both genuine
 * (made with this token, not expired) and still held by the server (not signed out).
 */
export async function isAdmin(request: FastifyRequest, token: string, sessions: AdminSessions): Promise<boolean> {
  const bearer = bearerToken(request.headers.authorization);
  if (bearer !== undefined) return tokenMatches(bearer, token);
  const cookie = request.cookies[SESSION_COOKIE];
  return sessionValid(cookie, token) && (await sessions.has(cookie as string));
}

/**
 * A hook for every admin route: runs after the rate limit (onRequest) and before validation, so a
 * caller without credentials learns nothing about the route, not even what input it takes.
 */
export function requireAdmin(token: string, sessions: AdminSessions) {
  return async function adminGuard(request: FastifyRequest, _reply: FastifyReply) {
    if (!(await isAdmin(request, token, sessions))) throw unauthorized();
  };
}
