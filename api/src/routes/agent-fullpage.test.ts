import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, tempDir } from '../test/helper';
import { withParentOrigins } from './agent-fullpage';

function webBuild() {
  const web = tempDir();
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><head><title>Energy Advisor</title></head><body><div id="root"></div></body></html>');
  return web;
}

describe('GET /agent-fullpage', () => {
  it("serves the demo site's page with the allowed parent origins in a meta tag", async () => {
    const { app } = await buildTestApp({
      WEB_DIST_DIR: webBuild(),
      ALLOWED_PARENT_ORIGINS: 'http://localhost:4100,https://builder.example.com',
    });
    const response = await app.inject({ method: 'GET', url: '/agent-fullpage?embedded=true' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain(
      '<meta name="energy-advisor-parent-origins" content="http://localhost:4100 https://builder.example.com" />\n  </head>',
    );
  });

  it('says so, as JSON 404, when the web app is not built', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/agent-fullpage' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'The web app is not built' });
  });

  it('escapes what it writes into the attribute', () => {
    expect(withParentOrigins('<head></head>', ['"><script>'])).toContain('content="&#34;&#62;&#60;script&#62;"');
  });
});
