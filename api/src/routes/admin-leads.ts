import { API_ROUTES, AdminLeadListSchema, AdminLeadsQuerySchema, ErrorBodySchema } from '@energy-advisor/contracts';
import type { App } from '../types';
import { attachment, toCsv } from '../admin/csv';
import { csvResponse } from './documented-media';
import { pageWindow, totalPages } from '../admin/pagination';
import { adminRateLimit } from '../admin/rate-limit';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema };

const LEAD_COLUMNS = [
  'created_at',
  'name',
  'email',
  'location',
  'climate_zone',
  'project_type',
  'dwelling_type',
  'user_id',
  'project_id',
  'conversation_id',
] as const;

/** The captured leads: one page as JSON, or all of them as a CSV download. */
export default async function adminLeadRoutes(app: App) {
  const config = adminRateLimit(app.config.admin.rateLimitPerMinute);

  app.get(
    API_ROUTES.adminLeads,
    { config, schema: { querystring: AdminLeadsQuerySchema, response: { 200: AdminLeadListSchema, ...errors } } },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const [leads, total] = await Promise.all([app.storage.admin.listLeads({ limit, offset }), app.storage.admin.countLeads()]);
      return { leads, total, totalPages: totalPages(total, limit) };
    },
  );

  app.get(API_ROUTES.adminLeadsCsv, { config, schema: { response: { 200: csvResponse('Every captured lead, newest first', LEAD_COLUMNS), 401: ErrorBodySchema, 429: ErrorBodySchema } } }, async (_request, reply) => {
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(`leads-${date}.csv`))
      .send(toCsv(LEAD_COLUMNS, await app.storage.admin.leadExportRows()));
  });
}
