#!/usr/bin/env node
/**
 * A tiny static server for the script-tag example: Node's own http module, no dependencies.
 *
 *   node examples/script-tag/server.mjs
 *
 * PORT           the port of this page (default 4300): a different origin from the widget's.
 * WIDGET_ORIGIN  where the Energy Advisor server runs (default http://localhost:3000).
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';

const here = new URL('./', import.meta.url);

const port = readPort(process.env.PORT ?? '4300');
const widgetOrigin = readOrigin('WIDGET_ORIGIN', process.env.WIDGET_ORIGIN ?? 'http://localhost:3000');
const socketOrigin = widgetOrigin.replace(/^http/, 'ws');

const files = new Map([
  ['/', { file: 'index.html', type: 'text/html; charset=utf-8' }],
  ['/index.html', { file: 'index.html', type: 'text/html; charset=utf-8' }],
  ['/page.js', { file: 'page.js', type: 'text/javascript; charset=utf-8' }],
  ['/page.css', { file: 'page.css', type: 'text/css; charset=utf-8' }],
]);

const headers = {
  // What a host page's CSP must allow for the widget: its scripts, its API and socket, inline
  // <style> in its shadow root, and blob:/data: media for voice. Nothing else.
  'Content-Security-Policy': [
    "default-src 'self'",
    `script-src 'self' ${widgetOrigin}`,
    `connect-src 'self' ${widgetOrigin} ${socketOrigin}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

const server = createServer(async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
    return;
  }
  const entry = files.get(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (entry === undefined) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
    return;
  }
  try {
    let body = await readFile(new URL(entry.file, here), 'utf8');
    if (entry.file === 'index.html') body = body.replaceAll('__WIDGET_ORIGIN__', escapeHtml(widgetOrigin));
    response.writeHead(200, { ...headers, 'Content-Type': entry.type });
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch (error) {
    console.error(`Could not read ${entry.file}:`, error);
    response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error\n');
  }
});

server.on('error', (error) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to another port.` : `Server error: ${error.message}`);
  process.exit(1);
});

server.listen(port, () => {
  console.log(`Script-tag example: http://localhost:${port}`);
  console.log(`Loads ${widgetOrigin}/widget/energy-advisor.js`);
  console.log(`The widget server must allow this origin: ALLOWED_ORIGINS=http://localhost:${port} npm start`);
});

function readPort(value) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65535) fail('PORT', value, 'a port number (1-65535)');
  return number;
}

function readOrigin(name, value) {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // reported below
  }
  return fail(name, value, 'an http(s) origin such as http://localhost:3000');
}

function fail(name, value, expected) {
  console.error(`${name} is '${value}': expected ${expected}.`);
  process.exit(1);
}

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
