import type { ApiClient } from '@energy-advisor/client';
import type { ProviderCheckAnswer, ProviderName, ProvidersAnswer } from '@energy-advisor/contracts';
import { API_ROUTES } from '@energy-advisor/contracts/constants';

/**
 * TEMPORARY, until @energy-advisor/client has its own functions for these two calls: GET
 * /api/providers and POST /api/providers/{name}/check, through the client's configured ky
 * instance (so errors are the client's ApiError).
 */
export function providerCalls(client: Pick<ApiClient, 'getJson' | 'http'>) {
  return {
    listProviders: () => client.getJson<ProvidersAnswer>(API_ROUTES.providers),
    checkProvider: (name: ProviderName) => client.http.post(API_ROUTES.providerCheck(name).replace(/^\//, '')).json<ProviderCheckAnswer>(),
  };
}
