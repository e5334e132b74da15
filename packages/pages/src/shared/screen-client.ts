import { createApiClient, type ApiClient } from '@energy-advisor/client';

/** The API client of a hosted screen: the API on the page's own origin. */
export function createScreenClient(): ApiClient {
  return createApiClient({ baseUrl: '' });
}
