import { STATUS_CODES } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** Where the API's documentation is served: the UI at /docs, the document at /docs/json (and /docs/yaml). */
export const DOCS_PREFIX = '/docs';

/** The document's sections, by the first path segment after /api. */
const TAGS: ReadonlyArray<{ name: string; description: string; prefixes: readonly string[] }> = [
  { name: 'chat', description: 'Chat turns, conversations, leads and feedback', prefixes: ['conversations', 'optimized-sales', 'reasoning-message', 'analysis', 'n8n', 'grok-chat', 'visitors'] },
  { name: 'back ends', description: 'The AI back ends, the comparison pipelines and the reasoning agents', prefixes: ['providers', 'chain', 'reasoning-core', ':product'] },
  { name: 'voice', description: 'Voice messages, transcription, speech and voice agents', prefixes: ['voice-messages', 'transcribe', 'tts', 'voice-agent'] },
  { name: 'lookups', description: 'Climate zones, localities and the knowledge base', prefixes: ['climate-zones', 'localities', 'knowledge'] },
  { name: 'admin', description: 'The admin area (ADMIN_TOKEN as a bearer token, or the session cookie)', prefixes: ['admin'] },
  { name: 'health', description: 'Health', prefixes: ['health'] },
];

/**
 * Each response's description: its own when it has one, else the status's standard text ('Bad
 * Request', 'Too Many Requests'; a 2xx 'OK' or 'Created'), never @fastify/swagger's 'Default Response'.
 */
function describedResponses(responses: Record<string, Record<string, unknown>>) {
  return Object.fromEntries(
    // x-response-description describes the response without becoming its schema's description
    Object.entries(responses).map(([code, schema]) => [code, schema['description'] === undefined ? { ...schema, 'x-response-description': STATUS_CODES[code] ?? code } : schema]),
  );
}

/** The tag of an /api path, by its first segment. */
export function tagOf(url: string): string | undefined {
  const segment = url.split('/')[2] ?? '';
  return TAGS.find((tag) => tag.prefixes.includes(segment))?.name;
}

/**
 * The OpenAPI 3.1 document, generated from every route's schemas (@fastify/swagger, registered
 * before the routes so it sees them all), and Swagger UI at /docs (@fastify/swagger-ui). Only /api
 * routes are documented: pages, static files and the socket are not part of the HTTP API. The UI
 * is plain files from this origin, so the pages' Content-Security-Policy (scripts from 'self' only)
 * holds for it; the online validator is off, so nothing is fetched from elsewhere.
 */
export const apiDocs = fp(async function apiDocsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Energy Advisor API',
        description:
          'Every shape is a TypeBox schema in packages/contracts. Errors answer `{ error, message }`. Listing conversations by userId needs a visitor token (POST /api/visitors); the admin API needs ADMIN_TOKEN.',
        version: app.config.version,
      },
      tags: TAGS.map(({ name, description }) => ({ name, description })),
      components: {
        securitySchemes: {
          visitorToken: { type: 'http', scheme: 'bearer', description: 'A visitor token from POST /api/visitors' },
          adminToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN, or the session cookie from POST /api/admin/session' },
        },
      },
    },
    transform: ({ schema, url }) => {
      const documented = { ...(schema ?? {}) } as Record<string, unknown>;
      if (!url.startsWith('/api/') && url !== '/api') return { schema: { ...documented, hide: true }, url };
      const tag = tagOf(url);
      if (tag && documented['tags'] === undefined) documented['tags'] = [tag];
      if (url.startsWith('/api/admin/') && url !== '/api/admin/session' && documented['security'] === undefined) documented['security'] = [{ adminToken: [] }];
      if (documented['response']) documented['response'] = describedResponses(documented['response'] as Record<string, Record<string, unknown>>);
      return { schema: documented, url };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
});
