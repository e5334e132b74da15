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
    for (const url of ['/', '/chat', '/administration', '/apiary']) {
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

  it('never let anyone frame the admin area, not even this origin', async () => {
    const { app } = await buildTestApp(fakeBuilds());
    for (const url of ['/admin', '/admin/transcripts', '/admin/transcripts?page=2', '/api/admin/analytics', '/api/admin/session']) {
      const response = await app.inject({ method: 'GET', url });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('script-src') ?? csp.get('default-src'), url).not.toContain('*');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it("give every API answer OWASP's API set: never cached, framed or sniffed, nothing loaded, same-origin", async () => {
    const { app } = await buildTestApp({ ...fakeBuilds(), ALLOWED_PARENT_ORIGINS: 'https://builder.example.com' });
    const requests = [
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/knowledge/no-such-article' },
      { method: 'GET', url: '/api/no-such-route' },
      { method: 'GET', url: '/api/admin/leads' },
      { method: 'POST', url: '/api/optimized-sales/chat', payload: { message: '' } },
    ] as const;
    const answers = await Promise.all(requests.map((request) => app.inject(request)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 404, 401, 400]);
    for (const [index, answer] of answers.entries()) {
      const { url } = requests[index] as { url: string };
      expect(answer.headers['content-type'], url).toMatch(/^application\/json/);
      expect(answer.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['cache-control'], url).toBe('no-store');
      expect(answer.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(answer.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      // the page headers act only on rendered documents
      expect(answer.headers['permissions-policy'], url).toBeUndefined();
    }
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
