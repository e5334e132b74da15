import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App } from '../types';
import { AppError } from '../errors';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built demo-site at / and the widget bundle at /widget/, on the API's port. Any other
 * GET that is not a file and not an API path answers the demo-site's index.html, so client-side
 * routes and the 404 page work on a deep link. Unknown API paths answer a JSON 404.
 */
export default async function webRoutes(app: App) {
  const { webDistDir, widgetDistDir } = app.config;
  const indexPath = path.join(webDistDir, 'index.html');
  const webBuilt = fs.existsSync(indexPath);
  if (!webBuilt) app.log.warn({ webDistDir }, 'the demo-site is not built: run `pnpm build` to serve the web app');

  if (webBuilt) {
    await app.register(fastifyStatic, { root: webDistDir, prefix: '/', wildcard: true, index: 'index.html' });
  }
  if (fs.existsSync(widgetDistDir)) {
    await app.register(fastifyStatic, { root: widgetDistDir, prefix: '/widget/', decorateReply: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (wantsPage && webBuilt) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(fs.createReadStream(indexPath));
    }
    const what = isApiPath(request.url) ? `No API endpoint ${request.method} ${request.url.split('?')[0]}` : 'The web app is not built';
    throw new AppError('not_found', what);
  });
}
