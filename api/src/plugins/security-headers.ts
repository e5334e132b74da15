import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The widget's script-tag bundles are loaded by other sites' pages: they must be readable cross-origin. */
export const WIDGET_PREFIX = '/widget/';

/**
 * The Content-Security-Policy of every page this server answers; only `frame-ancestors` changes per
 * path. It is what the built demo site and widget need, nothing more:
 * - scripts only from this origin (no inline script, no eval);
 * - styles from this origin plus inline `<style>`: the widget puts its CSS in `<style>` elements in
 *   its shadow root (style injection cannot run script; scripts stay locked down);
 * - images and media from this origin, `data:` and `blob:` (recorded voice, spoken greeting); no
 *   foreign images, so model output cannot leak data through an image URL (SAFE-DEFAULTS);
 * - `connect-src` http(s)/ws(s): the API and socket, and the /n8n-chat screen's configurable webhook,
 *   which is any URL the visitor enters;
 * - no plugins, no `<base>` or form posts elsewhere; no `upgrade-insecure-requests`, because the
 *   server is also reached over plain http on localhost (put TLS in front for production).
 */
export function contentSecurityPolicy(frameAncestors: readonly string[]) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'http:', 'https:', 'ws:', 'wss:'],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameSrc: ["'self'"],
      frameAncestors: [...frameAncestors],
    },
  };
}

/** The admin screens: never framed, not even by this origin (SAFE-DEFAULTS). */
const isAdminPath = (url: string) => /^\/admin(\/|\?|$)/.test(url);
const isApiPath = (url: string) => /^\/api(\/|\?|$)/.test(url);

/** Permissions-Policy everywhere: the microphone for this origin's voice modes; nothing else. */
export const DEFAULT_PERMISSIONS_POLICY = 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()';
/** Permissions-Policy of the embeddable page: microphone and camera, so a framing host can delegate them for voice. */
export const EMBEDDABLE_PERMISSIONS_POLICY = 'microphone=(self), camera=(self), geolocation=(), payment=(), usb=()';

/** The header sets a request can get, each computed once at start. */
export type SecurityHeaderSet = 'page' | 'embeddable' | 'admin' | 'widget' | 'api';

/**
 * The headers helmet sets for `options`. helmet(options) builds its policies on every call, and
 * @fastify/helmet calls it on every request (a noticeable share of a small request's cost, see
 * api/bench/README.md), so here it runs once per header set, against a recording response.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** helmet's options for a page that the given ancestors may frame. */
function pageOptions(frameAncestors: readonly string[], xFrameOptions: HelmetOptions['xFrameOptions']): HelmetOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicy(frameAncestors),
    xFrameOptions,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * Every answer under /api, the admin API's included: the set OWASP's REST Security Cheat Sheet
 * gives for API answers (never cached, never framed, never sniffed into a document, HTTPS only),
 * and Cross-Origin-Resource-Policy same-origin (CORS still lets the listed origins read it). The
 * pages' headers (a CSP of sources, Permissions-Policy, Origin-Agent-Cluster and the like) act
 * only on documents a browser renders, and an API answer is JSON; `default-src 'none'` makes
 * sure nothing would load if one were ever opened as a document. A quarter of the page set's
 * bytes, on every chat turn.
 */
function apiHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const strictTransportSecurity = pageHeaders['strict-transport-security'];
  return {
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    ...(strictTransportSecurity && { 'strict-transport-security': strictTransportSecurity }),
    'cross-origin-resource-policy': 'same-origin',
  };
}

/** Every header set: the pages' own, the embeddable page's, the admin area's, the widget bundle's and the API's. */
export function securityHeaderSets(allowedParentOrigins: readonly string[]): Record<SecurityHeaderSet, Record<string, string>> {
  const page: Record<string, string> = { ...helmetHeaders(pageOptions(["'self'"], { action: 'sameorigin' })), 'permissions-policy': DEFAULT_PERMISSIONS_POLICY };
  return {
    page,
    // hosts may frame it: frame-ancestors names them, and there is no X-Frame-Options (it cannot
    // name other origins; browsers that know CSP ignore it when frame-ancestors is present)
    embeddable: {
      ...helmetHeaders(pageOptions(["'self'", ...allowedParentOrigins], false)),
      'permissions-policy': EMBEDDABLE_PERMISSIONS_POLICY,
    },
    admin: {
      ...helmetHeaders(pageOptions(["'none'"], { action: 'deny' })),
      'permissions-policy': DEFAULT_PERMISSIONS_POLICY,
    },
    widget: { ...page, 'cross-origin-resource-policy': 'cross-origin' },
    api: apiHeaders(page),
  };
}

/** The route option of a page that the operator's allowed parents may frame (/agent-fullpage). */
export const EMBEDDABLE_ROUTE_CONFIG = { securityHeaders: 'embeddable' as SecurityHeaderSet };

/**
 * Security headers on every answer. Pages get helmet's: the CSP above with `frame-ancestors 'self'`
 * and X-Frame-Options SAMEORIGIN (only this origin may frame a page), Cross-Origin-Resource-Policy
 * same-origin except for the widget bundles (cross-origin, so a builder's page can load the script
 * tag), nosniff, a strict referrer policy, and a Permissions-Policy. The admin screens are never
 * framed (`frame-ancestors 'none'`, X-Frame-Options DENY). A route whose config is
 * {@link EMBEDDABLE_ROUTE_CONFIG} may be framed by ALLOWED_PARENT_ORIGINS. Answers under /api
 * get the API set ({@link apiHeaders}).
 */
export const securityHeaders = fp(async function securityHeadersPlugin(app: FastifyInstance) {
  const sets = securityHeaderSets(app.config.allowedParentOrigins);
  const names = new Set(Object.values(sets).flatMap((set) => Object.keys(set)));
  // every answer, 404s included, by its path; read from the URL, not request.routeOptions, which
  // builds a new object on every read
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    reply.headers(sets[isApiPath(url) ? 'api' : isAdminPath(url) ? 'admin' : url.startsWith(WIDGET_PREFIX) ? 'widget' : 'page']);
    done();
  });
  // a route that names its own set: a hook of its own, after the one above, puts that set instead
  app.addHook('onRoute', (route) => {
    const own = (route.config as { securityHeaders?: SecurityHeaderSet } | undefined)?.securityHeaders;
    if (own === undefined) return;
    const headers = sets[own];
    const replace: onRequestHookHandler = (_request, reply, done) => {
      for (const name of names) if (!(name in headers)) reply.removeHeader(name);
      reply.headers(headers);
      done();
    };
    route.onRequest = [...(route.onRequest === undefined ? [] : [route.onRequest].flat()), replace];
  });
});
