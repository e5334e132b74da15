import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App } from '../types';
import { AppError } from '../errors';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A source map (`*.map`), by the request path without its query; `%2e`-style escapes decoded. */
export function isSourceMapPath(url: string): boolean {
  const [pathname = ''] = url.split('?');
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: judged as written
  }
  return /\.map$/i.test(decoded);
}

/**
 * Serves the built demo-site at / and the widget bundle at /widget/, on the API's port. Any other
 * GET that is not a file and not an API path answers the demo-site's index.html, so client-side
 * routes and the 404 page work on a deep link. Unknown API paths answer a JSON 404.
 *
 * Source maps (`*.map`) of both builds are served only with SERVE_SOURCE_MAPS=true: they hand out
 * the original source, comments included. Otherwise any `*.map` path answers a JSON 404 (never the
 * index.html fallback).
 */
export default async function webRoutes(app: App) {
  const { webDistDir, widgetDistDir, serveSourceMaps } = app.config;
  const allowedPath = serveSourceMaps ? undefined : (pathname: string) => !isSourceMapPath(pathname);
  const indexPath = path.join(webDistDir, 'index.html');
  const webBuilt = fs.existsSync(indexPath);
  if (!webBuilt) app.log.warn({ webDistDir }, 'the demo-site is not built: run `pnpm build` to serve the web app');

  if (webBuilt) {
    await app.register(fastifyStatic, { root: webDistDir, prefix: '/', wildcard: true, index: 'index.html', ...(allowedPath && { allowedPath }) });
  }
  if (fs.existsSync(widgetDistDir)) {
    await app.register(fastifyStatic, { root: widgetDistDir, prefix: '/widget/', decorateReply: false, ...(allowedPath && { allowedPath }) });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !isSourceMapPath(request.url);
    if (wantsPage && webBuilt) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(fs.createReadStream(indexPath));
    }
    const what = isApiPath(request.url)
      ? `No API endpoint ${request.method} ${request.url.split('?')[0]}`
      : isSourceMapPath(request.url)
        ? 'Not found'
        : 'The web app is not built';
    throw new AppError('not_found', what);
  });
}
