import fs from 'node:fs/promises';
import path from 'node:path';
import { PARENT_ORIGINS_META } from '@energy-advisor/contracts/constants';
import type { App } from '../types';
import { AppError } from '../errors';
import { EMBEDDABLE_ROUTE_CONFIG } from '../plugins/security-headers';

/** The embeddable full-page assistant: the one page other origins may frame. */
export const AGENT_FULLPAGE_PATH = '/agent-fullpage';

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The demo site's index.html with the allowed parent origins in a meta tag, before `</head>`. */
export function withParentOrigins(html: string, origins: readonly string[]): string {
  const meta = `<meta name="${PARENT_ORIGINS_META}" content="${escapeAttribute(origins.join(' '))}" />`;
  return html.includes('</head>') ? html.replace('</head>', `    ${meta}\n  </head>`) : meta + html;
}

/**
 * GET /agent-fullpage: the demo site's page, with the headers that let the operator's
 * ALLOWED_PARENT_ORIGINS frame it (frame-ancestors, no X-Frame-Options, microphone and camera)
 * and those origins handed to the page's bridge in a meta tag.
 */
export default async function agentFullpageRoutes(app: App) {
  const { webDistDir, allowedParentOrigins } = app.config;
  const indexPath = path.join(webDistDir, 'index.html');

  app.get(AGENT_FULLPAGE_PATH, { config: EMBEDDABLE_ROUTE_CONFIG }, async (_request, reply) => {
    let html: string;
    try {
      html = await fs.readFile(indexPath, 'utf8');
    } catch {
      throw new AppError('not_found', 'The web app is not built');
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(withParentOrigins(html, allowedParentOrigins));
  });
}
