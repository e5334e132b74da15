import { sql } from 'kysely';
import { API_ROUTES, ErrorBodySchema, HealthAnswerSchema, ReadinessAnswerSchema } from '@energy-advisor/contracts';
import type { App } from '../types';
import { AppError } from '../errors';

const startedAt = Date.now();

const databaseUnavailable = (cause: unknown) => new AppError('service_unavailable', 'The database is not available', { cause });

/**
 * GET /api/health: the process is up and the database answers (else 503), with what it depends on:
 * Redis (`degraded` while a configured Redis is unreachable), speech, and whether it is draining.
 *
 * GET /api/health/ready: for a load balancer's health check. 503 while the instance drains
 * (SIGTERM) or its database does not answer; a Redis outage keeps it ready, degraded (an outage
 * would otherwise take every instance out at once).
 */
export default async function healthRoutes(app: App) {
  app.get(
    API_ROUTES.health,
    { schema: { response: { 200: HealthAnswerSchema, 503: ErrorBodySchema } } },
    async () => {
      const [database, redis] = await Promise.all([
        sql`select 1`.execute(app.db).then(() => undefined, (error: unknown) => error ?? new Error('database check failed')),
        app.redis?.check() ?? ('not_configured' as const),
      ]);
      if (database !== undefined) throw databaseUnavailable(database);
      return {
        status: redis === 'unavailable' ? ('degraded' as const) : ('ok' as const),
        version: app.config.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        database: 'ok' as const,
        redis,
        speech: {
          recognition: app.speech.stt.available ? ('ok' as const) : ('unavailable' as const),
          synthesis: app.speech.tts.available ? ('ok' as const) : ('unavailable' as const),
        },
        draining: app.drain.draining,
        advisor: app.backends.default.name,
      };
    },
  );

  app.get(
    API_ROUTES.healthReady,
    { schema: { response: { 200: ReadinessAnswerSchema, 503: ErrorBodySchema } } },
    async () => {
      if (app.drain.draining) throw new AppError('service_unavailable', 'This instance is shutting down', { headers: { 'retry-after': '1' } });
      try {
        await sql`select 1`.execute(app.db);
      } catch (error) {
        throw databaseUnavailable(error);
      }
      return { status: 'ready' as const };
    },
  );
}
