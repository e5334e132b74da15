import { describe, expect, it } from 'vitest';
import { AUTH, buildAdminApp } from '../admin/test/fixtures';
import { buildVoiceTestApp } from '../routes/test/voice-app';
import { buildTestApp, createConversation } from '../test/helper';
import { type Part, audioPart, multipartBody, upload } from '../test/multipart';
import { routeTable } from '../test/route-table';
import type { App } from '../types';

interface Schema {
  type?: string;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
}
type Content = Record<string, { schema?: Schema }>;
interface Operation {
  requestBody?: { content?: Content };
  parameters?: { name: string; in: string; schema?: Schema }[];
  responses: Record<string, { description?: string; content?: Content }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

async function documentOf(app: App): Promise<Document> {
  const response = await app.inject({ method: 'GET', url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json<Document>();
}

/** A schema that says something: a type, properties or a combination of schemas. */
const described = (schema: Schema | undefined) =>
  schema !== undefined && (schema.type !== undefined || schema.properties !== undefined || [schema.allOf, schema.anyOf, schema.oneOf].some((list) => (list?.length ?? 0) > 0));

/** The property names of an object schema, through allOf/anyOf/oneOf. */
const propertiesOf = (schema: Schema | undefined): string[] =>
  schema === undefined ? [] : [...Object.keys(schema.properties ?? {}), ...[...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(propertiesOf)];

/** The required property names of an object schema, through allOf. */
const requiredOf = (schema: Schema | undefined): string[] => (schema === undefined ? [] : [...(schema.required ?? []), ...(schema.allOf ?? []).flatMap(requiredOf)]);

/** Every field a caller sends: the body's properties (any media type) and the query parameters. */
const requestFields = (operation: Operation) => [
  ...Object.values(operation.requestBody?.content ?? {}).flatMap((media) => propertiesOf(media.schema)),
  ...(operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
];

/** The routes that take no body: they act on the path and the caller alone. */
const BODILESS = ['POST /api/providers/{name}/check', 'DELETE /api/admin/session'];

/**
 * The product spec's endpoints (its table of calls; /api/langchain/query and /api/gemini/query are
 * POST /api/{product}/query) and the audio, CSV and health routes, each with the fields the spec
 * says a caller sends (body or query).
 */
const SPEC_ENDPOINTS: [string, string[]][] = [
  ['POST /api/analysis/feedback', ['conversationId', 'messageId', 'userFeedback', 'previousMessage']],
  ['PATCH /api/conversations/{id}', ['projectId', 'buildingDetails']],
  ['GET /api/conversations', ['projectId', 'userId', 'id']],
  ['GET /api/conversations/{id}/transcript', []],
  ['POST /api/conversations', ['projectId', 'userId']],
  ['POST /api/conversations/{id}/update-building-details', ['buildingDetails']],
  ['POST /api/conversations/voice', ['audio', 'projectId', 'userId']],
  ['POST /api/conversations/message', ['content', 'projectId', 'userId']],
  ['POST /api/reasoning-message', ['projectId', 'projectIdType', 'userId', 'content', 'mode', 'conversationId']],
  ['POST /api/optimized-sales/chat', ['message', 'conversationId', 'projectId', 'userId']],
  ['POST /api/optimized-sales/lead', ['name', 'email', 'conversationId']],
  ['POST /api/grok-chat/chat', ['message', 'conversation', 'conversationId']],
  ['GET /api/tts', ['text', 'projectId', 'userId']],
  ['GET /api/conversations/{id}/messages/{messageId}/audio', []],
  ['POST /api/voice-agent/create', ['projectId']],
  ['POST /api/voice-agent/test/test-smart-api', ['query', 'projectId', 'userId']],
  ['POST /api/{product}/query', ['query', 'projectId', 'userId']],
  ['POST /api/chain/query', ['query']],
  ['POST /api/chain/plan', ['query']],
  ['POST /api/reasoning-core/plan', ['message', 'projectId', 'userId']],
  ['POST /api/transcribe/audio', ['audio']],
  ['POST /api/voice-messages', ['audio', 'conversationId', 'projectId', 'userId']],
  ['GET /api/admin/conversations', ['page', 'limit', 'search', 'hideEmpty']],
  ['GET /api/admin/analytics', []],
  ['GET /api/admin/conversations/{id}/transcript', []],
  ['GET /api/admin/conversations/{id}/transcript.csv', []],
  ['GET /api/admin/leads.csv', []],
  ['GET /api/health', []],
  ['GET /api/health/ready', []],
];

const VOICE_UPLOADS = ['/api/transcribe/audio', '/api/conversations/voice', '/api/voice-messages'];
const AUDIO_ROUTES = ['/api/tts', '/api/conversations/{id}/messages/{messageId}/audio'];
const CSV_ROUTES = ['/api/admin/leads.csv', '/api/admin/conversations/{id}/transcript.csv'];

const operationOf = (document: Document, endpoint: string) => {
  const [method = '', path = ''] = endpoint.split(' ');
  return document.paths[path]?.[method.toLowerCase()];
};
const mediaTypes = (content: Content | undefined) => Object.keys(content ?? {});

describe('the OpenAPI document covers every public route with request and response schemas', () => {
  it('every /api route of the route table: a schema for each response and its media, each path parameter, and the body unless it takes none', async () => {
    const { app } = await buildTestApp();
    const document = await documentOf(app);
    const api = routeTable(app).filter((route) => route.path.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(35);
    const problems: string[] = [];
    for (const { method, path } of api) {
      const endpoint = `${method} ${path}`;
      const operation = operationOf(document, endpoint);
      if (!operation) {
        problems.push(`${endpoint}: not documented`);
        continue;
      }
      const codes = Object.keys(operation.responses);
      if (!codes.some((code) => code.startsWith('2'))) problems.push(`${endpoint}: no success response`);
      for (const code of codes) {
        const content = operation.responses[code]?.content;
        if (['Default Response', undefined].includes(operation.responses[code]?.description)) problems.push(`${endpoint}: response ${code} is not described`);
        if (mediaTypes(content).length === 0) problems.push(`${endpoint}: response ${code} has no content`);
        for (const [type, media] of Object.entries(content ?? {})) if (!described(media.schema)) problems.push(`${endpoint}: response ${code} ${type} has no schema`);
      }
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        const parameter = operation.parameters?.find((candidate) => candidate.in === 'path' && candidate.name === name);
        if (!described(parameter?.schema)) problems.push(`${endpoint}: path parameter ${name} has no schema`);
      }
      const body = operation.requestBody?.content;
      if (BODILESS.includes(endpoint)) {
        if (body !== undefined) problems.push(`${endpoint}: listed as taking no body, but documents one`);
      } else if (['POST', 'PUT', 'PATCH'].includes(method)) {
        if (mediaTypes(body).length === 0) problems.push(`${endpoint}: no request body documented`);
        for (const [type, media] of Object.entries(body ?? {})) if (!described(media.schema)) problems.push(`${endpoint}: request body ${type} has no schema`);
      }
    }
    expect(problems).toEqual([]);
    // the list of routes without a body names real routes only
    for (const endpoint of BODILESS) expect(api.map((route) => `${route.method} ${route.path}`)).toContain(endpoint);
  });

  it('every endpoint of the spec, with the fields the spec says a caller sends', async () => {
    const { app } = await buildTestApp();
    const document = await documentOf(app);
    for (const [endpoint, fields] of SPEC_ENDPOINTS) {
      const operation = operationOf(document, endpoint);
      expect(operation, endpoint).toBeDefined();
      expect(requestFields(operation!), endpoint).toEqual(expect.arrayContaining(fields));
    }
  });

  it('says what is not JSON: multipart voice uploads with a binary audio file, audio answers, CSV downloads; JSON everywhere else', async () => {
    const { app } = await buildTestApp();
    const document = await documentOf(app);
    for (const path of VOICE_UPLOADS) {
      const body = document.paths[path]?.['post']?.requestBody?.content;
      expect(mediaTypes(body), path).toEqual(['multipart/form-data']);
      const form = body?.['multipart/form-data']?.schema;
      expect(form?.properties?.['audio'], path).toMatchObject({ type: 'string', format: 'binary' });
      expect(form?.required, path).toContain('audio');
    }
    for (const path of AUDIO_ROUTES) {
      const responses = document.paths[path]?.['get']?.responses;
      for (const code of ['200', '206']) expect(mediaTypes(responses?.[code]?.content), `${path} ${code}`).toEqual(['audio/wav', 'audio/mpeg']);
    }
    for (const path of CSV_ROUTES) expect(mediaTypes(document.paths[path]?.['get']?.responses['200']?.content), path).toEqual(['text/csv']);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (VOICE_UPLOADS.includes(path) || AUDIO_ROUTES.includes(path) || CSV_ROUTES.includes(path)) continue;
        for (const [code, response] of Object.entries(operation.responses)) expect(mediaTypes(response.content), `${method} ${path} ${code}`).toEqual(['application/json']);
        if (operation.requestBody) expect(mediaTypes(operation.requestBody.content), `${method} ${path}`).toEqual(['application/json']);
      }
    }
  });
});

describe('what /docs says is what the routes do', () => {
  it('an upload built from each documented form is accepted (the body schema documents, the multipart parsing still reads it) and answers the documented fields', async () => {
    const { app } = await buildVoiceTestApp();
    const document = await documentOf(app);
    const conversationId = await createConversation(app);
    const values: Record<string, string> = { projectId: 'project-123', userId: 'user-456', conversationId };
    for (const path of VOICE_UPLOADS) {
      const operation = document.paths[path]?.['post'];
      const form = operation?.requestBody?.content?.['multipart/form-data']?.schema;
      const parts: Part[] = (form?.required ?? []).map((name) => (name === 'audio' ? audioPart() : { name, value: values[name] ?? '' }));
      const response = await upload(app, path, multipartBody(parts));
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      const documented = requiredOf(operation?.responses['200']?.content?.['application/json']?.schema);
      expect(documented.length, path).toBeGreaterThan(0);
      expect(Object.keys(response.json()), path).toEqual(expect.arrayContaining(documented));
    }
  });

  it('the audio and CSV routes answer in a media type their documentation names', async () => {
    const voice = await buildVoiceTestApp();
    const document = await documentOf(voice.app);
    const tts = await voice.app.inject({ method: 'GET', url: '/api/tts?text=Hello%20there' });
    expect(tts.statusCode).toBe(200);
    expect(mediaTypes(document.paths['/api/tts']?.['get']?.responses['200']?.content)).toContain(String(tts.headers['content-type']).split(';')[0]);
    const range = await voice.app.inject({ method: 'GET', url: '/api/tts?text=Hello%20there', headers: { range: 'bytes=0-3' } });
    expect(range.statusCode).toBe(206);
    expect(mediaTypes(document.paths['/api/tts']?.['get']?.responses['206']?.content)).toContain(String(range.headers['content-type']).split(';')[0]);

    const { app } = await buildAdminApp();
    const csv = await app.inject({ method: 'GET', url: '/api/admin/leads.csv', headers: AUTH });
    expect(csv.statusCode).toBe(200);
    expect(mediaTypes(document.paths['/api/admin/leads.csv']?.['get']?.responses['200']?.content)).toContain(String(csv.headers['content-type']).split(';')[0]);
  });
});
