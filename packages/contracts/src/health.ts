import Type, { type Static } from 'typebox';

const Availability = Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]);

/** GET /api/health: what this instance and what it depends on report now. */
export const HealthAnswerSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')], {
    description: 'degraded: Redis is configured but not reachable (rate limits count per instance; idempotent requests and admin sessions answer 503)',
  }),
  version: Type.String(),
  uptimeSeconds: Type.Number(),
  database: Type.Literal('ok'),
  redis: Type.Union([Type.Literal('ok'), Type.Literal('unavailable'), Type.Literal('not_configured')], {
    description: 'the Redis the instances share (REDIS_URL); not_configured: everything stays in this process',
  }),
  speech: Type.Object(
    { recognition: Availability, synthesis: Availability },
    { description: 'whether this instance can hear (speech to text) and speak (text to speech)' },
  ),
  draining: Type.Boolean({ description: 'true while this instance shuts down (readiness answers 503)' }),
  advisor: Type.String({ description: 'the default advisor provider' }),
});
export type HealthAnswer = Static<typeof HealthAnswerSchema>;

/** GET /api/health/ready */
export const ReadinessAnswerSchema = Type.Object({
  status: Type.Literal('ready'),
});
export type ReadinessAnswer = Static<typeof ReadinessAnswerSchema>;
