import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, tempDir } from '../test/helper';

function fakeBuilds() {
  const web = tempDir();
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><head><title>Energy Advisor</title></head><body><div id="root"></div></body></html>');
  const widget = tempDir();
  fs.writeFileSync(path.join(widget, 'energy-advisor.js'), '/* widget */');
  return { WEB_DIST_DIR: web, WIDGET_DIST_DIR: widget };
}

/** The CSP header as a map of directive → its sources. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const entries = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0]);
  return new Map(entries.map(([name, ...sources]) => [name as string, sources]));
}

describe('security headers', () => {
  it('lock every page to its own origin: frame-ancestors self, X-Frame-Options, no inline script', async () => {
    const { app } = await buildTestApp({ ...fakeBuilds(), ALLOWED_PARENT_ORIGINS: 'https://builder.example.com' });
    for (const url of ['/', '/chat', '/admin/transcripts', '/api/health']) {
      const response = await app.inject({ method: 'GET', url });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.has('upgrade-insecure-requests'), url).toBe(false);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['permissions-policy'], url).toBe('microphone=(self), camera=(), geolocation=(), payment=(), usb=()');
    }
  });

  it('let the allowed parents frame /agent-fullpage, with microphone and camera', async () => {
    const { app } = await buildTestApp({
      ...fakeBuilds(),
      ALLOWED_PARENT_ORIGINS: 'https://builder.example.com http://localhost:4100',
    });
    const response = await app.inject({ method: 'GET', url: '/agent-fullpage?embedded=true&projectId=p1' });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://builder.example.com', 'http://localhost:4100']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['permissions-policy']).toContain('microphone=(self), camera=(self)');
  });

  it('let other sites load the widget bundle (Cross-Origin-Resource-Policy cross-origin)', async () => {
    const { app } = await buildTestApp(fakeBuilds());
    const response = await app.inject({ method: 'GET', url: '/widget/energy-advisor.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await app.inject({ method: 'GET', url: '/widget-not-really' });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
