import { API_ROUTES, AdminAnalyticsSchema, ErrorBodySchema } from '@energy-advisor/contracts';
import type { App } from '../types';
import { adminAnalytics } from '../admin/analytics';
import { adminRateLimit } from '../admin/rate-limit';

/** GET /api/admin/analytics: totals, top users, conversations by day and the lead funnel. */
export default async function adminAnalyticsRoutes(app: App) {
  app.get(
    API_ROUTES.adminAnalytics,
    {
      config: adminRateLimit(app.config.admin.rateLimitPerMinute),
      schema: { response: { 200: AdminAnalyticsSchema, 401: ErrorBodySchema, 429: ErrorBodySchema } },
    },
    async () => adminAnalytics(app.storage.admin),
  );
}
