import cookie from '@fastify/cookie';
import type { App } from '../types';
import { generateAdminToken } from '../admin/credentials';
import { requireAdmin } from '../admin/guard';
import { createMemoryAdminSessions } from '../admin/sessions';
import { createRedisAdminSessions } from '../admin/redis-admin-sessions';
import adminSessionRoutes from './admin-session';
import adminConversationRoutes from './admin-conversations';
import adminAnalyticsRoutes from './admin-analytics';
import adminLeadRoutes from './admin-leads';

/**
 * The admin API (issue 6): sign-in and sign-out, then conversations, transcripts, analytics and
 * leads behind the admin credentials. With no ADMIN_TOKEN configured a token is generated for this
 * run and written to the log, so a fresh install is never open.
 */
export default async function adminRoutes(app: App) {
  let token = app.config.admin.token;
  if (token === undefined) {
    token = generateAdminToken();
    app.log.warn({ adminToken: token }, `ADMIN_TOKEN is not set: the admin token for this run is ${token}`);
  }
  // never cached, never framed: as every answer under /api (plugins/security-headers.ts)
  await app.register(cookie);

  // with REDIS_URL a sign-out on one instance ends the session on every instance
  const sessions = app.redis ? createRedisAdminSessions(app.redis) : createMemoryAdminSessions();
  await app.register(adminSessionRoutes, { token, sessions });
  await app.register(async (guarded: App) => {
    guarded.addHook('preValidation', requireAdmin(token, sessions));
    await guarded.register(adminConversationRoutes);
    await guarded.register(adminAnalyticsRoutes);
    await guarded.register(adminLeadRoutes);
  });
}

