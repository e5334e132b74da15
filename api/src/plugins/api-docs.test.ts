import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, tempDir } from '../test/helper';
import { routeTable } from '../test/route-table';
import type { App } from '../types';

async function documentOf(app: App) {
  const response = await app.inject({ method: 'GET', url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json<{ openapi: string; info: { version: string }; paths: Record<string, Record<string, { tags?: string[]; security?: unknown; requestBody?: unknown; parameters?: { name: string; in: string; schema: unknown }[]; responses: Record<string, unknown> }>> }>();
}

describe('the OpenAPI document at /docs/json', () => {
  it('documents every /api route of the route table, each method, and nothing outside /api', async () => {
    const { app } = await buildTestApp();
    const document = await documentOf(app);
    const routes = routeTable(app);
    const api = routes.filter((route) => route.path.startsWith('/api/'));
    // the table is read for real: the routes of this issue and of the others are in it
    expect(api.length).toBeGreaterThan(35);
    expect(api).toEqual(expect.arrayContaining([{ method: 'POST', path: '/api/{product}/query' }, { method: 'GET', path: '/api/conversations' }, { method: 'POST', path: '/api/voice-messages' }]));
    const missing = api.filter((route) => document.paths[route.path]?.[route.method.toLowerCase()] === undefined);
    expect(missing).toEqual([]);
    for (const documented of Object.keys(document.paths)) expect(documented.startsWith('/api/'), documented).toBe(true);
    expect(routes.some((route) => route.path === '/ws')).toBe(true);
  });

  it('is OpenAPI 3.1 generated from the routes’ schemas: bodies, parameters and every response code', async () => {
    const { app, config } = await buildTestApp();
    const document = await documentOf(app);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(config.version);
    const query = document.paths['/api/{product}/query']?.['post'];
    expect(query?.tags).toEqual(['back ends']);
    expect(query?.parameters).toEqual([expect.objectContaining({ name: 'product', in: 'path' })]);
    expect(JSON.stringify(query?.parameters)).toContain('langchain');
    expect(JSON.stringify(query?.requestBody)).toContain('"query"');
    expect(Object.keys(query?.responses ?? {}).sort()).toEqual(['200', '400', '401', '404', '413', '415', '429']);
    expect(JSON.stringify(query?.responses['200'])).toContain('missingApiKey');
    expect(document.paths['/api/localities']?.['get']?.parameters?.map((parameter) => parameter.name)).toEqual(['q', 'limit']);
    expect(document.paths['/api/admin/leads']?.['get']?.security).toEqual([{ adminToken: [] }]);
    expect(document.paths['/api/admin/session']?.['post']?.security).toBeUndefined();
  });
});

describe('Swagger UI at /docs', () => {
  it('serves a page that runs under the pages’ Content-Security-Policy: only scripts from this origin, no inline script', async () => {
    const { app } = await buildTestApp();
    const page = await app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\.\/static\//);
      expect(inline?.trim()).toBe('');
      const src = /src="\.\/([^"]+)"/.exec(attributes ?? '')?.[1] ?? '';
      const script = await app.inject({ method: 'GET', url: `/docs/${src}` });
      expect(script.statusCode, src).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
    }
    // the UI reads the document beside it, from this origin
    const initializer = await app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain("url: resolveUrl('./json')");
  });

  it('is not swallowed by the demo site’s page fallback when the site is built', async () => {
    const web = tempDir();
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>demo site</title>');
    const { app } = await buildTestApp({ WEB_DIST_DIR: web });
    const docs = await app.inject({ method: 'GET', url: '/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-ui');
    expect(docs.body).not.toContain('demo site');
    expect((await app.inject({ method: 'GET', url: '/docs/json' })).json()).toHaveProperty('openapi');
    // a client-side route still gets the demo site
    expect((await app.inject({ method: 'GET', url: '/model-compare' })).body).toContain('demo site');
  });
});
