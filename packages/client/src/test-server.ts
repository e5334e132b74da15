import { afterEach, beforeEach } from 'vitest';
import { createApiClient, type ApiClient } from './api-client';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createVisitorModel, type VisitorModel } from './test-visitor-model';
import type { RecordedRequest, TestReply } from './test-exchange';

export type { RecordedRequest, TestReply } from './test-exchange';

/** A started test server; `close()` stops it. */
export interface TestServer {
  baseUrl: string;
  server: Server;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * Test support (not part of the package API): a real HTTP server on 127.0.0.1 and a free port that
 * records every request and answers with `reply` (use {@link json} for a JSON answer).
 */
export async function startTestServer(
  reply: (request: RecordedRequest) => TestReply | Promise<TestReply>,
): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://test.invalid'),
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const { status = 200, statusText, headers = {}, body = '' } = await reply(recorded);
      res.statusCode = status;
      if (statusText !== undefined) res.statusMessage = statusText;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    server,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A JSON answer. */
export function json(value: unknown, status = 200): TestReply {
  return { status, body: JSON.stringify(value), headers: { 'content-type': 'application/json' } };
}

/** Parses a recorded multipart body, as a server would. */
export function formDataOf(request: RecordedRequest): Promise<FormData> {
  return new Response(new Uint8Array(request.body), {
    headers: { 'content-type': String(request.headers['content-type']) },
  }).formData();
}

/**
 * For a test file: a fresh server and an API client pointed at it for every test. The server speaks
 * the visitor model (`visitors`: POST /api/visitors, the token required on the userId list, 401 for
 * an invalid token); set `reply` to script its other answers; `lastRequest()` is what it received last.
 */
export function useTestClient() {
  const context = {
    server: undefined as unknown as TestServer,
    client: undefined as unknown as ApiClient,
    visitors: undefined as unknown as VisitorModel,
    reply: (() => json({ ok: true })) as (request: RecordedRequest) => TestReply,
    lastRequest(): RecordedRequest {
      const request = context.server.requests.at(-1);
      if (request === undefined) throw new Error('the server saw no request');
      return request;
    },
  };
  beforeEach(async () => {
    context.reply = () => json({ ok: true });
    context.visitors = createVisitorModel();
    context.server = await startTestServer((request) => context.visitors.reply(request) ?? context.reply(request));
    context.client = createApiClient({ baseUrl: context.server.baseUrl });
  });
  afterEach(() => context.server.close());
  return context;
}
