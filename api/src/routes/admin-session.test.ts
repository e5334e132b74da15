import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { tempDir, testDatabaseEnv } from '../test/helper';
import { TOKEN, buildAdminApp } from '../admin/test/fixtures';
import { createSessionValue } from '../admin/credentials';

const ADMIN_GETS = [
  '/api/admin/conversations',
  '/api/admin/analytics',
  '/api/admin/leads',
  '/api/admin/leads.csv',
  '/api/admin/conversations/00000000-0000-4000-8000-000000000000/transcript',
  '/api/admin/conversations/00000000-0000-4000-8000-000000000000/transcript.csv',
];

const cookieOf = (setCookie: string | string[] | undefined) => String(Array.isArray(setCookie) ? setCookie[0] : setCookie);

describe('admin credentials', () => {
  it.each(ADMIN_GETS)('GET %s answers 401 without credentials and reveals nothing', async (url) => {
    const { app } = await buildAdminApp();
    const response = await app.inject({ method: 'GET', url: `${url}?page=abc` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized', message: 'Admin sign-in required' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 for a wrong bearer token, a wrong scheme and a forged cookie', async () => {
    const { app } = await buildAdminApp();
    for (const headers of [
      { authorization: 'Bearer wrong-token' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${TOKEN}` },
      { cookie: `ea_admin_session=${Date.now() + 60_000}.${'A'.repeat(43)}` },
      { cookie: `ea_admin_session=${TOKEN}` },
    ]) {
      const response = await app.inject({ method: 'GET', url: '/api/admin/analytics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
    }
  });

  it('accepts ADMIN_TOKEN as a bearer token', async () => {
    const { app } = await buildAdminApp();
    const response = await app.inject({ method: 'GET', url: '/api/admin/analytics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
  });

  it('signs in with the token into an HttpOnly, SameSite=Strict session cookie, and signs out', async () => {
    const { app } = await buildAdminApp();
    const wrong = await app.inject({ method: 'POST', url: '/api/admin/session', payload: { token: 'nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const signIn = await app.inject({ method: 'POST', url: '/api/admin/session', payload: { token: TOKEN } });
    expect(signIn.statusCode).toBe(200);
    const setCookie = cookieOf(signIn.headers['set-cookie']);
    expect(setCookie).toMatch(/^ea_admin_session=\d+\.[\w-]{43}; Path=\/api\/admin; HttpOnly; SameSite=Strict$/);
    expect(setCookie).not.toContain(TOKEN);
    const cookie = setCookie.split(';')[0] as string;

    const withCookie = await app.inject({ method: 'GET', url: '/api/admin/conversations', headers: { cookie } });
    expect(withCookie.statusCode).toBe(200);

    const signOut = await app.inject({ method: 'DELETE', url: '/api/admin/session', headers: { cookie } });
    expect(signOut.statusCode).toBe(200);
    expect(cookieOf(signOut.headers['set-cookie'])).toMatch(/^ea_admin_session=; Max-Age=0; Path=\/api\/admin; Expires=.*; HttpOnly; SameSite=Strict$/);
  });

  it('revokes the session at sign-out: a copy of the old cookie answers 401 from then on', async () => {
    const { app } = await buildAdminApp();
    const signIn = await app.inject({ method: 'POST', url: '/api/admin/session', payload: { token: TOKEN } });
    const cookie = cookieOf(signIn.headers['set-cookie']).split(';')[0] as string;
    expect((await app.inject({ method: 'GET', url: '/api/admin/analytics', headers: { cookie } })).statusCode).toBe(200);

    expect((await app.inject({ method: 'DELETE', url: '/api/admin/session', headers: { cookie } })).statusCode).toBe(200);
    for (const url of ADMIN_GETS) {
      const replayed = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(replayed.statusCode, url).toBe(401);
      expect(replayed.json(), url).toEqual({ error: 'unauthorized', message: 'Admin sign-in required' });
    }
    // another session stays signed in
    const again = await app.inject({ method: 'POST', url: '/api/admin/session', payload: { token: TOKEN } });
    const fresh = cookieOf(again.headers['set-cookie']).split(';')[0] as string;
    expect((await app.inject({ method: 'GET', url: '/api/admin/analytics', headers: { cookie: fresh } })).statusCode).toBe(200);
  });

  it('accepts only sessions the server holds: a genuine cookie value it never issued answers 401', async () => {
    const { app } = await buildAdminApp();
    const cookie = `ea_admin_session=${createSessionValue(TOKEN)}`;
    expect((await app.inject({ method: 'GET', url: '/api/admin/analytics', headers: { cookie } })).statusCode).toBe(401);
  });

  it('marks the cookie Secure when ADMIN_COOKIE_SECURE=always (behind a TLS proxy)', async () => {
    const { app } = await buildAdminApp({ ADMIN_COOKIE_SECURE: 'always' });
    const response = await app.inject({ method: 'POST', url: '/api/admin/session', payload: { token: TOKEN } });
    expect(cookieOf(response.headers['set-cookie'])).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
  });

  it('answers 400 for a sign-in body without a token', async () => {
    const { app } = await buildAdminApp();
    const response = await app.inject({ method: 'POST', url: '/api/admin/session', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_error', message: 'token is required' });
  });

  it('rate limits sign-in attempts', async () => {
    const { app } = await buildAdminApp({ ADMIN_SIGN_IN_RATE_LIMIT_PER_MINUTE: '3' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await app.inject({ method: 'POST', url: '/api/admin/session', payload: { token: `guess-${attempt}` } });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const limited = await app.inject({ method: 'POST', url: '/api/admin/session', payload: { token: TOKEN } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rate limits guessing with bearer tokens too', async () => {
    const { app } = await buildAdminApp({ ADMIN_RATE_LIMIT_PER_MINUTE: '2' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await app.inject({ method: 'GET', url: '/api/admin/analytics', headers: { authorization: `Bearer guess-${attempt}` } });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('generates a token and logs it when ADMIN_TOKEN is not set: a fresh install is never open', async () => {
    const dir = tempDir();
    const lines: string[] = [];
    const config = loadConfig({ ...(await testDatabaseEnv()), WEB_DIST_DIR: dir, WIDGET_DIST_DIR: dir });
    const app = await buildApp(config, { logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    try {
      const logged = lines.map((line) => JSON.parse(line) as { adminToken?: string }).find((line) => line.adminToken);
      const token = logged?.adminToken ?? '';
      expect(token).toMatch(/^[\w-]{43}$/);
      expect((await app.inject({ method: 'GET', url: '/api/admin/analytics' })).statusCode).toBe(401);
      const ok = await app.inject({ method: 'GET', url: '/api/admin/analytics', headers: { authorization: `Bearer ${token}` } });
      expect(ok.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses a too-short ADMIN_TOKEN at start, naming the variable', () => {
    expect(() => loadConfig({ ADMIN_TOKEN: 'short' })).toThrow(/ADMIN_TOKEN/);
  });
});
