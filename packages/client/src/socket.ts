import { SOCKET_PATH, SOCKET_RECONNECT } from '@energy-advisor/contracts/constants';
import type { ClientSocketMessage, ServerSocketMessage } from '@energy-advisor/contracts';
import { resolveBaseUrl } from './http';

/** The part of the WebSocket API the socket client uses; the browser's WebSocket and `ws` both fit. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'error', listener: (event: unknown) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
}

/** A WebSocket constructor, e.g. `globalThis.WebSocket` or `WebSocket` from `ws`. */
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/**
 * Where the socket stands: `connecting`, `open`, `reconnecting` (waiting to retry), `closed`
 * (a normal close or `close()`; no retry) or `failed` (gave up after the last attempt).
 */
export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'closed' | 'failed';

/** Options of {@link createSocketClient}. */
export interface SocketClientOptions {
  /** The socket URL, e.g. from {@link socketUrl}. */
  url: string;
  /** Called with every well-formed server message. */
  onMessage: (message: ServerSocketMessage) => void;
  /** Called on every status change. */
  onStatus?: (status: SocketStatus) => void;
  /** The WebSocket implementation; defaults to the global one (browsers). Pass `ws` in Node. */
  WebSocketImpl?: WebSocketConstructor;
  /** Wait this long before the first connect (the widget and main chat wait 2 s); default 0. */
  initialDelayMs?: number;
  /** Where bad frames and socket errors are logged (they are only logged, never shown). */
  logger?: Pick<Console, 'warn'>;
}

/** The socket client: send messages, close for good. */
export interface SocketClient {
  /** Sends a message; answers false (and sends nothing) when the socket is not open. */
  send(message: ClientSocketMessage): boolean;
  /**
   * Connects at once when the client is waiting to (the initial delay or a retry's wait): a visitor
   * who sends before the socket is up needs it now. A no-op while connecting, open, closed or failed.
   */
  connectNow(): void;
  /** Closes with code 1000 and never reconnects. */
  close(): void;
  /** The current status. */
  readonly status: SocketStatus;
}

const OPEN = 1;
const SERVER_MESSAGE_TYPES: ReadonlySet<string> = new Set<ServerSocketMessage['type']>([
  'connected',
  'registered',
  'ready',
  'streamingChunk',
  'thinking_update',
  'error',
]);

/**
 * Opens the widget / main-chat socket with the reconnect policy: after any close but a normal one
 * (1000) it retries up to 5 times, waiting {@link reconnectDelay}(attempt). A 1001 ('going away',
 * an API instance draining) is retried too: the load balancer sends the new socket elsewhere.
 * A successful open restores the full retry budget.
 */
export function createSocketClient(options: SocketClientOptions): SocketClient {
  const { url, onMessage, onStatus, initialDelayMs = 0, logger = console } = options;
  const Impl = options.WebSocketImpl ?? (globalThis.WebSocket as WebSocketConstructor | undefined);
  if (Impl === undefined) throw new Error('createSocketClient: no global WebSocket; pass WebSocketImpl');
  const WebSocketImpl: WebSocketConstructor = Impl;

  let status: SocketStatus = 'connecting';
  let socket: WebSocketLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const setStatus = (next: SocketStatus) => {
    if (status === next) return;
    status = next;
    onStatus?.(next);
  };

  const scheduleReconnect = () => {
    if (attempt >= SOCKET_RECONNECT.maxAttempts) {
      stopped = true;
      setStatus('failed');
      return;
    }
    const delay = reconnectDelay(attempt);
    attempt += 1;
    setStatus('reconnecting');
    timer = setTimeout(connect, delay);
  };

  function connect() {
    timer = undefined;
    setStatus('connecting');
    let current: WebSocketLike;
    try {
      current = new WebSocketImpl(url);
    } catch (error) {
      logger.warn('socket: cannot connect', error);
      scheduleReconnect();
      return;
    }
    socket = current;
    current.addEventListener('open', () => {
      if (socket !== current) return;
      attempt = 0;
      setStatus('open');
    });
    current.addEventListener('message', (event) => {
      if (socket !== current) return;
      const message = parseServerMessage(event.data);
      if (message === undefined) logger.warn('socket: ignored a malformed frame');
      else onMessage(message);
    });
    current.addEventListener('error', (event) => {
      if (socket === current) logger.warn('socket: error', event);
    });
    current.addEventListener('close', (event) => {
      if (socket !== current) return;
      socket = undefined;
      if (stopped) return;
      if (SOCKET_RECONNECT.normalCloseCodes.includes(event.code)) {
        stopped = true;
        setStatus('closed');
        return;
      }
      scheduleReconnect();
    });
  }

  onStatus?.(status);
  timer = setTimeout(connect, initialDelayMs);

  return {
    send(message) {
      if (socket === undefined || socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    connectNow() {
      if (stopped || timer === undefined || socket !== undefined) return;
      clearTimeout(timer);
      connect();
    },
    close() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      const current = socket;
      socket = undefined;
      current?.close(1000, 'client closed');
      setStatus('closed');
    },
    get status() {
      return status;
    },
  };
}

/**
 * The wait before reconnect attempt `attempt` (0 for the first retry): 2000 ms × 1.5^attempt,
 * i.e. 2000, 3000, 4500, 6750, 10125 ms.
 */
export function reconnectDelay(attempt: number): number {
  return SOCKET_RECONNECT.baseDelayMs * SOCKET_RECONNECT.factor ** attempt;
}

/**
 * The socket URL of an API base URL: http → ws, https → wss, plus SOCKET_PATH (`/ws`). An empty
 * base means the page's own origin.
 */
export function socketUrl(baseUrl: string): string {
  const url = new URL(resolveBaseUrl(baseUrl));
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${SOCKET_PATH}`;
  return url.href;
}

/** Parses a text frame into a server message; undefined when it is not JSON with a known `type`. */
export function parseServerMessage(data: unknown): ServerSocketMessage | undefined {
  if (typeof data !== 'string') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { type } = parsed as { type?: unknown };
  return typeof type === 'string' && SERVER_MESSAGE_TYPES.has(type) ? (parsed as ServerSocketMessage) : undefined;
}
