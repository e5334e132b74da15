/**
 * A small OpenAI-compatible audio server for tests, on 127.0.0.1 (port 0): POST /v1/audio/transcriptions
 * (multipart) and POST /v1/audio/speech (JSON), answering as scripted — normally, or in one of the
 * ways real endpoints and proxies fail — and recording every request it receives.
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the server answers the next requests (either endpoint). */
export type FakeSpeechBehaviour =
  /** A normal answer: `{ text }` to a transcription, `audio` (audio/mpeg) to speech. */
  | { type: 'ok'; text?: string; audio?: Buffer }
  /** An error status with a JSON error body, as the API sends for a bad key (401) or a limit (429). */
  | { type: 'status'; status: number; headers?: Record<string, string> }
  /** Waits `delayMs` before answering normally. */
  | { type: 'slow'; delayMs: number }
  /** Sends the headers and the first bytes of the body, then nothing, forever. */
  | { type: 'stall' }
  /** A proxy's error page: `200 text/html`. */
  | { type: 'html' }
  /** `200 application/json` that is not the expected shape (`{ "result": … }`; to speech: JSON, not audio). */
  | { type: 'wrong-shape' };

/** One request the server received. */
export interface RecordedSpeechRequest {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** Transcriptions: the multipart fields (`model`) and the file's name, type and size. */
  fields?: Record<string, string>;
  file?: { filename: string; type: string; size: number };
  /** Speech: the JSON body. */
  json?: { model?: string; voice?: string; input?: string; response_format?: string };
}

export interface FakeSpeechServer {
  /** e.g. http://127.0.0.1:40123/v1 */
  baseURL: string;
  requests: RecordedSpeechRequest[];
  respondWith(behaviour: FakeSpeechBehaviour): void;
  close(): Promise<void>;
}

/** Bytes that stand for spoken MP3 audio (an ID3 tag, then filler). */
export const FAKE_MP3 = Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(2048, 0x55)]);
export const FAKE_TRANSCRIPT = 'What insulation do I need in Ballarat?';

export async function startFakeSpeechServer(): Promise<FakeSpeechServer> {
  const requests: RecordedSpeechRequest[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let behaviour: FakeSpeechBehaviour = { type: 'ok' };

  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = request.url ?? '';
      if (request.method !== 'POST' || (path !== '/v1/audio/transcriptions' && path !== '/v1/audio/speech')) {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const contentType = request.headers['content-type'];
      const recorded: RecordedSpeechRequest = { path, authorization: request.headers.authorization, contentType };
      if (path.endsWith('/speech')) recorded.json = JSON.parse(body.toString('utf8')) as RecordedSpeechRequest['json'];
      else Object.assign(recorded, parseMultipart(body, contentType ?? ''));
      requests.push(recorded);
      answer(behaviour, path.endsWith('/speech') ? 'speech' : 'transcription', response, (ms, run) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          run();
        }, ms);
        timers.add(timer);
      });
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
  behaviour: FakeSpeechBehaviour,
  endpoint: 'speech' | 'transcription',
  response: ServerResponse,
  later: (ms: number, run: () => void) => void,
): void {
  switch (behaviour.type) {
    case 'ok':
      if (endpoint === 'speech') response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(behaviour.audio ?? FAKE_MP3);
      else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: behaviour.text ?? FAKE_TRANSCRIPT }));
      return;
    case 'status':
      response
        .writeHead(behaviour.status, { 'content-type': 'application/json', ...behaviour.headers })
        .end(JSON.stringify({ error: { message: `scripted ${behaviour.status}`, type: 'scripted' } }));
      return;
    case 'slow':
      later(behaviour.delayMs, () => answer({ type: 'ok' }, endpoint, response, later));
      return;
    case 'stall':
      if (endpoint === 'speech') response.writeHead(200, { 'content-type': 'audio/mpeg' }).write(FAKE_MP3.subarray(0, 100));
      else response.writeHead(200, { 'content-type': 'application/json' }).write('{"text": "what insu');
      return;
    case 'html':
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      return;
    case 'wrong-shape':
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"result":"what insulation do I need"}');
      return;
  }
}

/** The fields and the file of a multipart body (enough for the SDK's uploads). */
function parseMultipart(body: Buffer, contentType: string): Pick<RecordedSpeechRequest, 'fields' | 'file'> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const fields: Record<string, string> = {};
  let file: RecordedSpeechRequest['file'];
  if (!boundary) return { fields };
  const marker = `--${boundary[1] ?? boundary[2]}`;
  for (const raw of body.toString('latin1').split(marker).slice(1, -1)) {
    const [head = '', ...rest] = raw.replace(/^\r\n/, '').split('\r\n\r\n');
    const content = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (filename === undefined) fields[name] = content;
    else file = { filename, type: /content-type:\s*(\S+)/i.exec(head)?.[1] ?? '', size: Buffer.byteLength(content, 'latin1') };
  }
  return { fields, file };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
