import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

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

/** Permissions-Policy everywhere: the microphone for this origin's voice modes; nothing else. */
export const DEFAULT_PERMISSIONS_POLICY = 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()';
/** Permissions-Policy of the embeddable page: microphone and camera for the voice iframe (spec §2.8). */
export const EMBEDDABLE_PERMISSIONS_POLICY = 'microphone=(self), camera=(self), geolocation=(), payment=(), usb=()';

/**
 * The helmet options of a page that hosts may frame (/agent-fullpage): `frame-ancestors` names this
 * origin and the operator's ALLOWED_PARENT_ORIGINS, and there is no X-Frame-Options (it cannot
 * name other origins; browsers that know CSP ignore it anyway when frame-ancestors is present).
 */
export function embeddablePageHelmet(allowedParentOrigins: readonly string[]): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicy(["'self'", ...allowedParentOrigins]),
    xFrameOptions: false,
  };
}

/**
 * Security headers on every answer (@fastify/helmet): the CSP above with `frame-ancestors 'self'`
 * and X-Frame-Options SAMEORIGIN (only this origin may frame a page), Cross-Origin-Resource-Policy
 * same-origin except for the widget bundles (cross-origin, so a builder's page can load the script
 * tag), nosniff, a strict referrer policy, and a Permissions-Policy. Routes that may be framed by
 * the operator's allowed parents use `embeddablePageHelmet` as their `helmet` route option.
 */
export const securityHeaders = fp(async function securityHeadersPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: contentSecurityPolicy(["'self'"]),
    xFrameOptions: { action: 'sameorigin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(WIDGET_PREFIX)) reply.header('cross-origin-resource-policy', 'cross-origin');
    if (!reply.hasHeader('permissions-policy')) reply.header('permissions-policy', DEFAULT_PERMISSIONS_POLICY);
  });
});
