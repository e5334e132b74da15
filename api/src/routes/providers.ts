import {
  API_ROUTES,
  ErrorBodySchema,
  ProviderCheckAnswerSchema,
  ProviderParamsSchema,
  ProvidersAnswerSchema,
  type ProviderCheckAnswer,
  type ProvidersAnswer,
} from '@energy-advisor/contracts';
import type { App } from '../types';
import { providerCheckRateLimit } from '../plugins/rate-limits';
import { checkEndpointKey } from '../providers/provider-check';
import { OFFLINE_BACKEND_NAME } from '../providers/offline/offline-backend';

/**
 * The advisor back ends: GET /api/providers lists each with its model and whether it is configured
 * (never a key); POST /api/providers/{name}/check makes one cheap authenticated call (list models)
 * and answers valid or invalid.
 */
export default async function providerRoutes(app: App) {
  app.get(API_ROUTES.providers, { schema: { response: { 200: ProvidersAnswerSchema } } }, async (): Promise<ProvidersAnswer> => {
    const defaultName = app.backends.default.name;
    return {
      default: app.config.providers.provider,
      reasoningModel: app.config.providers.reasoningModel,
      providers: app.backends.list().map((backend) => ({
        name: backend.name,
        model: backend.model,
        kind: backend.name === OFFLINE_BACKEND_NAME ? 'offline' : 'openai-compatible',
        configured: backend.configured,
        default: backend.name === defaultName,
        ...(backend.missingKey !== undefined && { missingKey: backend.missingKey }),
      })),
    };
  });

  app.post(
    '/api/providers/:name/check',
    {
      config: providerCheckRateLimit(app.config.providerCheckRateLimitPerMinute),
      schema: { params: ProviderParamsSchema, response: { 200: ProviderCheckAnswerSchema, 400: ErrorBodySchema, 429: ErrorBodySchema } },
    },
    async (request): Promise<ProviderCheckAnswer> => {
      const { name } = request.params;
      const started = performance.now();
      const model = app.backends.list().find((backend) => backend.name === name)?.model ?? '';
      const check =
        name === 'local'
          ? { status: 'valid' as const, message: 'The offline advisor needs no key', modelAvailable: true }
          : await checkEndpointKey(name, app.config.providers.endpoints[name]);
      return {
        name,
        model,
        status: check.status,
        valid: check.status === 'valid',
        missingApiKey: check.status === 'missing_key',
        message: check.message,
        ...(check.modelAvailable !== undefined && { modelAvailable: check.modelAvailable }),
        processingTimeMs: Math.round(performance.now() - started),
        checkedAt: new Date().toISOString(),
      };
    },
  );
}
