/**
 * A small OpenAI-compatible server for tests: POST /v1/chat/completions on 127.0.0.1 (port 0),
 * answering as scripted (a normal streamed or non-streamed reply, or one of the ways real endpoints
 * and proxies fail) and recording every request it receives.
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the server answers the next requests. */
export type FakeBehaviour =
  /** A normal answer: SSE chunks of `content` (or one JSON completion when the request is not streamed). */
  | { type: 'reply'; content: string; pieceSize?: number }
  /** An error status with optional headers (e.g. Retry-After) and JSON error body. */
  | { type: 'status'; status: number; headers?: Record<string, string> }
  /** Waits `delayMs` before sending anything. */
  | { type: 'slow-first-byte'; delayMs: number; content: string }
  /** Sends headers and the first chunk, then nothing, forever. */
  | { type: 'stall-after-first-chunk'; content: string; pieceSize?: number }
  /** Sends the first chunk, then destroys the connection. */
  | { type: 'abort-after-first-chunk'; content: string; pieceSize?: number }
  /** A proxy's error page: `200 text/html`. */
  | { type: 'html' }
  /** An event stream whose data lines are not JSON. */
  | { type: 'invalid-sse' }
  /** An event stream carrying an error object, as some endpoints do mid-stream. */
  | { type: 'error-event' }
  /** Ignores `stream: true` and answers with one JSON completion. */
  | { type: 'non-streaming'; content: string };

/** The parts of a chat-completions request body the tests look at. */
export interface RecordedChatBody {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema?: unknown } };
}

/** One request the server received. */
export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: RecordedChatBody;
}

/** A running fake server. */
export interface FakeOpenAIServer {
  /** e.g. http://127.0.0.1:40123/v1 */
  baseURL: string;
  requests: RecordedRequest[];
  /** Sets how every following request is answered (default: a short normal reply). */
  respondWith(behaviour: FakeBehaviour): void;
  close(): Promise<void>;
}

/** Starts a fake server on 127.0.0.1 with a free port. */
export async function startFakeOpenAIServer(): Promise<FakeOpenAIServer> {
  const requests: RecordedRequest[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let behaviour: FakeBehaviour = { type: 'reply', content: '{"advice":"Hello","collected_variables":{}}' };

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(raw) as RecordedChatBody;
      requests.push({ method: request.method, path: request.url, authorization: request.headers.authorization, body });
      answer(behaviour, body, response, later);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith(next) {
      behaviour = next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function answer(
  behaviour: FakeBehaviour,
  body: RecordedChatBody,
  response: ServerResponse,
  later: (ms: number, run: () => void) => void,
): void {
  const sse = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' };
  switch (behaviour.type) {
    case 'reply':
      if (body.stream !== true) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(body.model, behaviour.content)));
        return;
      }
      response.writeHead(200, sse);
      for (const piece of pieces(behaviour.content, behaviour.pieceSize)) response.write(event(chunk(body.model, piece)));
      response.end(`${event(chunk(body.model, null, 'stop'))}data: [DONE]\n\n`);
      return;
    case 'status':
      response
        .writeHead(behaviour.status, { 'content-type': 'application/json', ...behaviour.headers })
        .end(JSON.stringify({ error: { message: `scripted ${behaviour.status}`, type: 'scripted' } }));
      return;
    case 'slow-first-byte':
      later(behaviour.delayMs, () => answer({ type: 'reply', content: behaviour.content }, body, response, later));
      return;
    case 'stall-after-first-chunk':
    case 'abort-after-first-chunk': {
      response.writeHead(200, sse);
      response.write(event(chunk(body.model, pieces(behaviour.content, behaviour.pieceSize)[0] ?? '')));
      if (behaviour.type === 'abort-after-first-chunk') later(20, () => response.socket?.destroy());
      return;
    }
    case 'html':
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      return;
    case 'invalid-sse':
      response.writeHead(200, sse).end('data: {"choices": [ this is not json\n\ndata: [DONE]\n\n');
      return;
    case 'error-event':
      response.writeHead(200, sse).end(event({ error: { message: 'The model is overloaded', type: 'server_error' } }));
      return;
    case 'non-streaming':
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(body.model, behaviour.content)));
      return;
  }
}

function pieces(text: string, size = 8): string[] {
  const result: string[] = [];
  for (let index = 0; index < text.length; index += size) result.push(text.slice(index, index + size));
  return result;
}

function event(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}

function chunk(model: string, content: string | null, finishReason: string | null = null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta: content === null ? {} : { role: 'assistant', content }, finish_reason: finishReason }],
  };
}

function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (piece: string) => (raw += piece));
    request.on('end', () => resolve(raw));
    request.on('error', reject);
  });
}
