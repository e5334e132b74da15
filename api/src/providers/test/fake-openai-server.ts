/**
 * A small OpenAI-compatible server for tests: POST /v1/chat/completions and GET /v1/models on
 * 127.0.0.1 (port 0), answering as scripted (a normal streamed or non-streamed reply, tool calls, a
 * model list, or one of the ways real endpoints and proxies fail) and recording every request it
 * receives. With `validKeys`, a request whose bearer key is not one of them answers 401, as a real
 * endpoint does for an invalid key.
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
  | { type: 'non-streaming'; content: string }
  /** The model calls tools: a completion (or one stream chunk) whose message holds `tool_calls`. */
  | { type: 'tool-calls'; calls: { name: string; arguments: string | Record<string, unknown> }[]; content?: string }
  /** Sends the headers and the start of a JSON body, then nothing, forever. */
  | { type: 'stall' }
  /** A 200 JSON answer that is not a completion (no `choices`). */
  | { type: 'not-a-completion' };

/** How GET /v1/models answers. */
export type FakeModelsBehaviour =
  /** A model list (the default lists `gpt-test`). */
  | { type: 'list'; models: string[] }
  | { type: 'status'; status: number }
  | { type: 'html' }
  | { type: 'stall' }
  /** A 200 JSON answer that is not a model list. */
  | { type: 'not-a-list' };

/** The parts of a chat-completions request body the tests look at. */
export interface RecordedChatBody {
  model: string;
  stream?: boolean;
  /** A tool-result message has `tool_call_id`; an assistant message that called tools, `tool_calls` (and content null). */
  messages: { role: string; content: string; tool_call_id?: string; tool_calls?: { id: string; function: { name: string; arguments: string } }[] }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema?: unknown } };
  tools?: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
  tool_choice?: unknown;
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
  /** Every chat-completions request. */
  requests: RecordedRequest[];
  /** How many chat-completions requests the client aborted (the connection closed before the answer ended). */
  readonly abortedRequests: number;
  /** The Authorization header of every GET /v1/models. */
  modelRequests: { authorization: string | undefined }[];
  /** Sets how every following chat request is answered (default: a short normal reply). */
  respondWith(behaviour: FakeBehaviour): void;
  /** The next chat requests are answered by these, one each, in order; then as `respondWith` set. */
  respondWithSequence(behaviours: FakeBehaviour[]): void;
  /** Sets how GET /v1/models answers. */
  respondToModelsWith(behaviour: FakeModelsBehaviour): void;
  close(): Promise<void>;
}

/** Options of {@link startFakeOpenAIServer}. */
export interface FakeServerOptions {
  /** When given, only these bearer keys are accepted; any other (or none) answers 401. */
  validKeys?: string[];
}

/** Starts a fake server on 127.0.0.1 with a free port. */
export async function startFakeOpenAIServer(options: FakeServerOptions = {}): Promise<FakeOpenAIServer> {
  const requests: RecordedRequest[] = [];
  let aborted = 0;
  const modelRequests: { authorization: string | undefined }[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let behaviour: FakeBehaviour = { type: 'reply', content: '{"advice":"Hello","collected_variables":{}}' };
  let queued: FakeBehaviour[] = [];
  let modelsBehaviour: FakeModelsBehaviour = { type: 'list', models: ['gpt-test'] };
  const authorised = (authorization: string | undefined) =>
    options.validKeys === undefined || options.validKeys.some((key) => authorization === `Bearer ${key}`);

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const { authorization } = request.headers;
      if (request.method === 'GET' && request.url === '/v1/models') {
        modelRequests.push({ authorization });
        if (!authorised(authorization)) return unauthorised(response);
        answerModels(modelsBehaviour, response);
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(raw) as RecordedChatBody;
      requests.push({ method: request.method, path: request.url, authorization, body });
      response.once('close', () => {
        if (!response.writableEnded) aborted += 1;
      });
      if (!authorised(authorization)) return unauthorised(response);
      answer(queued.shift() ?? behaviour, body, response, later);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    get abortedRequests() {
      return aborted;
    },
    modelRequests,
    respondWith(next) {
      behaviour = next;
      queued = [];
    },
    respondWithSequence(next) {
      queued = [...next];
    },
    respondToModelsWith(next) {
      modelsBehaviour = next;
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
    case 'tool-calls': {
      const toolCalls = behaviour.calls.map((call, index) => ({
        id: `call_${index + 1}`,
        type: 'function',
        function: { name: call.name, arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments) },
      }));
      if (body.stream === true) {
        response.writeHead(200, sse);
        const delta = { role: 'assistant', content: behaviour.content ?? null, tool_calls: toolCalls.map((call, index) => ({ index, ...call })) };
        response.write(event({ ...chunk(body.model, null), choices: [{ index: 0, delta, finish_reason: null }] }));
        response.end(`${event(chunk(body.model, null, 'tool_calls'))}data: [DONE]\n\n`);
        return;
      }
      const message = { role: 'assistant', content: behaviour.content ?? null, tool_calls: toolCalls };
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ...completion(body.model, ''), choices: [{ index: 0, message, finish_reason: 'tool_calls' }] }));
      return;
    }
    case 'stall':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"id":"chatcmpl-fake",');
      return;
    case 'not-a-completion':
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok', result: 'not a completion' }));
      return;
  }
}

function answerModels(behaviour: FakeModelsBehaviour, response: ServerResponse): void {
  switch (behaviour.type) {
    case 'list':
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          object: 'list',
          data: behaviour.models.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'fake' })),
        }),
      );
      return;
    case 'status':
      response
        .writeHead(behaviour.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: `scripted ${behaviour.status}`, type: 'scripted' } }));
      return;
    case 'html':
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      return;
    case 'stall':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"object":"list",');
      return;
    case 'not-a-list':
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok' }));
      return;
  }
}

/** What a real endpoint answers a wrong key: 401 with an error naming part of the key (never to be passed on). */
function unauthorised(response: ServerResponse): void {
  response
    .writeHead(401, { 'content-type': 'application/json' })
    .end(JSON.stringify({ error: { message: 'Incorrect API key provided: sk-wr***ong.', type: 'invalid_request_error', code: 'invalid_api_key' } }));
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
