#!/usr/bin/env node
/**
 * A tiny static server for the SDK example (imperative API, dark theme, custom labels): Node's own http module, no dependencies.
 *
 *   node examples/sdk-host/server.mjs
 *
 * PORT             the port of this page (default 4500): a different origin from the widget's.
 * WIDGET_ORIGIN    where the Energy Advisor server runs (default http://localhost:3000).
 * USER_ID          the user the page shows the advisor for (default sdk-host-visitor): your
 *                  site's signed-in user.
 * IDENTITY_SECRET  the advisor's IDENTITY_SECRET. When set, every page view carries an identity
 *                  token this server signs for USER_ID, so the advisor lists all of that user's
 *                  conversations on any device; unset, the visitor is anonymous (this browser only).
 */
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';

const here = new URL('./', import.meta.url);

const port = readPort(process.env.PORT ?? '4500');
const widgetOrigin = readOrigin('WIDGET_ORIGIN', process.env.WIDGET_ORIGIN ?? 'http://localhost:3000');
const userId = readUserId(process.env.USER_ID ?? 'sdk-host-visitor');
const identitySecret = readSecret(process.env.IDENTITY_SECRET);
/** An identity token lives long enough for one page view; the widget's visitor token outlives it. */
const IDENTITY_TOKEN_SECONDS = 15 * 60;
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
    if (entry.file === 'index.html') body = renderPage(body);
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
  console.log(`SDK example: http://localhost:${port}`);
  console.log(`Loads ${widgetOrigin}/widget/energy-advisor.js`);
  console.log(`The widget server must allow this origin: ALLOWED_ORIGINS=http://localhost:${port} npm start`);
  console.log(identitySecret ? `Signs an identity token for ${userId} on every page view` : `Anonymous visitor ${userId} (set IDENTITY_SECRET to sign in)`);
});

/** The page with the advisor's origin, the user, and (with IDENTITY_SECRET) a fresh identity token. */
function renderPage(template) {
  const identityToken = identitySecret ? signIdentityToken(identitySecret, userId, IDENTITY_TOKEN_SECONDS) : undefined;
  return template
    .replaceAll('__WIDGET_ORIGIN__', escapeHtml(widgetOrigin))
    .replaceAll('__USER_ID__', escapeHtml(userId))
    .replaceAll('__IDENTITY_TOKEN_ATTRIBUTE__', identityToken ? ` identity-token="${escapeHtml(identityToken)}"` : '')
    .replaceAll('__IDENTITY__', identityToken ? 'signed in: this server signed an identity token for this user' : 'anonymous: set IDENTITY_SECRET to sign in');
}

/**
 * An identity token: an HS256 JWT { sub, exp } signed with the advisor's IDENTITY_SECRET. Sign it on
 * your server, for the user your session has signed in, never in the browser (the secret would leak).
 */
function signIdentityToken(secret, sub, lifetimeSeconds) {
  const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, exp: Math.floor(Date.now() / 1000) + lifetimeSeconds })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

function readUserId(value) {
  // The advisor's rule for ids: 1-200 printable characters, not blank.
  if (value.trim() === '' || value.length > 200 || /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/.test(value)) {
    fail('USER_ID', value, '1-200 printable characters');
  }
  return value;
}

function readSecret(value) {
  if (value === undefined || value === '') return undefined;
  // The advisor's rule for IDENTITY_SECRET: 32-500 characters, no spaces.
  if (value.length < 32 || value.length > 500 || /\s/.test(value)) fail('IDENTITY_SECRET', '(hidden)', '32-500 characters without spaces, the same as the advisor\'s');
  return value;
}

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
