import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, tempDir } from '../test/helper';

function fakeBuilds() {
  const web = tempDir();
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Energy Advisor</title><div id="root"></div>');
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log("app")');
  const widget = tempDir();
  fs.writeFileSync(path.join(widget, 'energy-advisor.js'), '/* widget */');
  return { WEB_DIST_DIR: web, WIDGET_DIST_DIR: widget };
}

describe('web serving', () => {
  it('serves the demo-site files and the widget bundle', async () => {
    const { app } = await buildTestApp(fakeBuilds());
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    const widget = await app.inject({ method: 'GET', url: '/widget/energy-advisor.js' });
    expect(widget.statusCode).toBe(200);
    expect(widget.body).toBe('/* widget */');
  });

  it('answers index.html for client-side routes, including unknown ones', async () => {
    const { app } = await buildTestApp(fakeBuilds());
    for (const url of ['/', '/sales-chat', '/admin/transcripts', '/no-such-page?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('answers JSON 404 for unknown API paths and for other methods', async () => {
    const { app } = await buildTestApp(fakeBuilds());
    const api = await app.inject({ method: 'GET', url: '/api/no-such-endpoint' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'not_found', message: 'No API endpoint GET /api/no-such-endpoint' });
    const post = await app.inject({ method: 'POST', url: '/sales-chat', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().error).toBe('not_found');
  });

  it('says clearly when the web app is not built', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/chat' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'The web app is not built' });
  });
});

describe('source maps', () => {
  function buildsWithMaps() {
    const builds = fakeBuilds();
    fs.writeFileSync(path.join(builds.WEB_DIST_DIR, 'assets', 'app.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
    fs.writeFileSync(path.join(builds.WIDGET_DIST_DIR, 'energy-advisor.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
    return builds;
  }
  const mapUrls = [
    '/assets/app.js.map',
    '/widget/energy-advisor.js.map',
    '/widget/energy-advisor.js.map?v=1',
    '/widget/energy-advisor.js%2Emap',
    '/assets/app.js.MAP',
    '/assets/missing.js.map',
  ];

  it.each(mapUrls)('are not served by default: %s answers a JSON 404', async (url) => {
    const { app } = await buildTestApp(buildsWithMaps());
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body, url).not.toContain('secret source');
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
    // the bundles themselves are still served
    expect((await app.inject({ method: 'GET', url: '/widget/energy-advisor.js' })).statusCode).toBe(200);
  });

  it('are served with SERVE_SOURCE_MAPS=true', async () => {
    const { app } = await buildTestApp({ ...buildsWithMaps(), SERVE_SOURCE_MAPS: 'true' });
    for (const url of ['/assets/app.js.map', '/widget/energy-advisor.js.map']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('secret source');
    }
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js.map' })).statusCode).toBe(404);
  });
});
