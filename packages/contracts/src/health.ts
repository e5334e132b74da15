import Type, { type Static } from 'typebox';

/** GET /api/health */
export const HealthAnswerSchema = Type.Object({
  status: Type.Literal('ok'),
  version: Type.String(),
  uptimeSeconds: Type.Number(),
  database: Type.Literal('ok'),
  advisor: Type.String({ description: 'the default advisor provider' }),
});
export type HealthAnswer = Static<typeof HealthAnswerSchema>;
