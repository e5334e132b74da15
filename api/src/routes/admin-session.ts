import { API_ROUTES, AdminSessionRequestSchema, ErrorBodySchema, SuccessAnswerSchema } from '@energy-advisor/contracts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../types';
import { SESSION_COOKIE, SESSION_COOKIE_PATH, createSessionValue, tokenMatches } from '../admin/credentials';
import type { AdminSessions } from '../admin/sessions';
import { unauthorized } from '../admin/guard';
import { adminRateLimit } from '../admin/rate-limit';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema };

/**
 * HttpOnly, SameSite=Strict, scoped to the admin API; Secure per ADMIN_COOKIE_SECURE (auto: when
 * the request came over https; behind a TLS-terminating proxy set `always`).
 */
const cookieOptions = (request: FastifyRequest, secure: 'auto' | 'always' | 'never') => ({
  path: SESSION_COOKIE_PATH,
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: secure === 'always' || (secure === 'auto' && request.protocol === 'https'),
});

/**
 * POST /api/admin/session exchanges the admin token for an HttpOnly session cookie (sign-in, rate
 * limited per client) and the server holds the session; DELETE ends it: the server drops the
 * session, so the cookie is refused from then on even if a copy of it is kept, and clears the cookie.
 */
export default async function adminSessionRoutes(app: App, { token, sessions }: { token: string; sessions: AdminSessions }) {
  app.post(
    API_ROUTES.adminSession,
    {
      config: adminRateLimit(app.config.admin.signInRateLimitPerMinute),
      schema: { body: AdminSessionRequestSchema, response: { 200: SuccessAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      if (!tokenMatches(request.body.token, token)) throw unauthorized();
      const session = createSessionValue(token);
      await sessions.add(session);
      request.log.info('admin signed in');
      return reply.setCookie(SESSION_COOKIE, session, cookieOptions(request, app.config.admin.cookieSecure)).send({ success: true, message: 'Signed in' });
    },
  );

  app.delete(
    API_ROUTES.adminSession,
    { config: adminRateLimit(app.config.admin.rateLimitPerMinute), schema: { response: { 200: SuccessAnswerSchema, ...errors } } },
    async (request, reply) => {
      const session = request.cookies[SESSION_COOKIE];
      if (session !== undefined) await sessions.remove(session);
      return reply.clearCookie(SESSION_COOKIE, cookieOptions(request, app.config.admin.cookieSecure)).send({ success: true, message: 'Signed out' });
    },
  );
}
