import { createApiClient, type ApiClient } from '@energy-advisor/client';

/**
 * The API client of a hosted screen: the API on the page's own origin, with the visitor-token
 * layer (the screens that chat tell `client.visitor` who is chatting; the others never send a token).
 */
export function createScreenClient(): ApiClient {
  return createApiClient({
    baseUrl: '',
    visitor: { onError: (error) => console.warn('energy-advisor: the visitor token', error) },
  });
}
