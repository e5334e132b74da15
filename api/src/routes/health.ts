import { sql } from 'kysely';
import { API_ROUTES, ErrorBodySchema, HealthAnswerSchema } from '@energy-advisor/contracts';
import type { App } from '../types';
import { AppError } from '../errors';

const startedAt = Date.now();

/** GET /api/health: the process is up and the database answers. */
export default async function healthRoutes(app: App) {
  app.get(
    API_ROUTES.health,
    { schema: { response: { 200: HealthAnswerSchema, 503: ErrorBodySchema } } },
    async () => {
      try {
        await sql`select 1`.execute(app.db);
      } catch (error) {
        throw new AppError('service_unavailable', 'The database is not available', { cause: error });
      }
      return {
        status: 'ok' as const,
        version: app.config.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        database: 'ok' as const,
        advisor: app.backends.default.name,
      };
    },
  );
}
