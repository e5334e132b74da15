import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';

const SHOP = 'https://shop.example.com';

describe('CORS for the API', () => {
  it('answers a preflight from a listed origin, for the methods and headers the client uses', async () => {
    const { app } = await buildTestApp({ ALLOWED_ORIGINS: `${SHOP},http://localhost:4300` });
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/optimized-sales/chat',
      headers: { origin: SHOP, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization,idempotency-key' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(SHOP);
    expect(response.headers['access-control-allow-methods']).toBe('GET, HEAD, POST, PATCH');
    expect(response.headers['access-control-allow-headers']).toBe('content-type, authorization, idempotency-key');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('lets a listed origin read API answers', async () => {
    const { app } = await buildTestApp({ ALLOWED_ORIGINS: SHOP });
    const response = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: SHOP } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(SHOP);
  });

  it.each([
    ['an origin not listed', { ALLOWED_ORIGINS: SHOP }, 'https://attacker.example.net', '/api/health'],
    ['a lookalike of a listed origin', { ALLOWED_ORIGINS: SHOP }, 'https://shop.example.com.attacker.net', '/api/health'],
    ['any origin by default', {}, SHOP, '/api/health'],
    ['the admin API, even for a listed origin', { ALLOWED_ORIGINS: SHOP }, SHOP, '/api/admin/analytics'],
    ['pages outside /api', { ALLOWED_ORIGINS: SHOP }, SHOP, '/chat'],
  ])('gives no CORS headers to %s', async (_case, env, origin, url) => {
    const { app } = await buildTestApp(env);
    const response = await app.inject({ method: 'GET', url, headers: { origin } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
