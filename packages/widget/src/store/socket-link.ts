import { createSocketClient, type SocketClient, type SocketStatus, type WebSocketConstructor } from '@energy-advisor/client';
import type { ServerSocketMessage, StreamingChunkMessage } from '@energy-advisor/contracts';
import { SOCKET_RECONNECT } from '@energy-advisor/contracts/constants';

/** Options of {@link createSocketLink}. */
export interface SocketLinkOptions {
  url: string;
  WebSocketImpl?: WebSocketConstructor | undefined;
  /** Wait before the first connect (default {@link SOCKET_LINK_DELAYS}). */
  initialDelayMs?: number | undefined;
  /** How long `register` waits for the server's `registered` (default {@link SOCKET_LINK_DELAYS}). */
  registerWaitMs?: number | undefined;
  /** A streamed piece of a reply (a screen that shows only the HTTP answer leaves it out). */
  onChunk?(chunk: StreamingChunkMessage): void;
  onThinking(stage: string): void;
  onStatus?(status: SocketStatus | 'idle'): void;
  logger: Pick<Console, 'warn'>;
}

/** The socket's waits: the first connect 2 s after `start`, and up to 1 s for a `registered`. */
export const SOCKET_LINK_DELAYS = { initialDelayMs: SOCKET_RECONNECT.initialConnectDelayMs, registerWaitMs: 1000 } as const;

/** The widget's socket: connects on `start`, closes on `stop`, follows one conversation. */
export interface SocketLink {
  /** Connects after the initial delay; a no-op while connected or connecting. */
  start(): void;
  /** Closes the socket (code 1000: no retry). */
  stop(): void;
  /**
   * Follows `conversationId`: sends `register` when the socket is open and resolves once the server
   * confirmed it, or after `registerWaitMs`, or at once when the socket is not open. Before a turn
   * (`beforeTurn`) a socket still waiting to connect connects at once and is waited for, so the
   * reply's first streamed words find the conversation registered.
   */
  register(conversationId: string | null, options?: { beforeTurn?: boolean }): Promise<void>;
}

/**
 * The socket of one widget: `client_ready` and `register` on every (re)connect, only
 * frames of the followed conversation passed on, reconnects by the client's policy.
 */
export function createSocketLink(options: SocketLinkOptions): SocketLink {
  const clientId = `widget-${Math.random().toString(36).slice(2, 12)}`;
  let client: SocketClient | undefined;
  let connectionId: string | undefined;
  let conversationId: string | null = null;
  let registeredFor: string | null = null;
  let requestedFor: string | null = null;
  let waiters: { id: string; resolve: () => void }[] = [];

  const settle = (id: string | null) => {
    const done = waiters.filter((waiter) => waiter.id === id || id === null);
    waiters = waiters.filter((waiter) => !done.includes(waiter));
    for (const waiter of done) waiter.resolve();
  };
  const ours = (message: { conversationId?: string | undefined }) =>
    message.conversationId === undefined || message.conversationId === conversationId;
  const sendRegister = () => {
    if (client && connectionId !== undefined && conversationId !== null && requestedFor !== conversationId) {
      if (client.send({ type: 'register', clientId, conversationId })) requestedFor = conversationId;
    }
  };

  const onMessage = (message: ServerSocketMessage) => {
    switch (message.type) {
      case 'connected':
        connectionId = message.connectionId;
        registeredFor = null;
        requestedFor = null;
        client?.send({ type: 'client_ready', clientId, connectionId });
        sendRegister();
        break;
      case 'registered':
        registeredFor = message.conversationId;
        settle(message.conversationId);
        break;
      case 'streamingChunk':
        if (ours(message)) options.onChunk?.(message);
        break;
      case 'thinking_update':
        if (ours(message)) options.onThinking(message.stage);
        break;
      case 'error':
        options.logger.warn('energy-advisor: socket error', message.message);
        break;
      default:
        break;
    }
  };

  return {
    start() {
      if (client && client.status !== 'closed' && client.status !== 'failed') return;
      connectionId = undefined;
      client = createSocketClient({
        url: options.url,
        onMessage,
        onStatus: (status) => {
          if (status !== 'open') {
            connectionId = undefined;
            registeredFor = null;
            requestedFor = null;
          }
          if (status === 'closed' || status === 'failed') settle(null);
          options.onStatus?.(status);
        },
        initialDelayMs: options.initialDelayMs ?? SOCKET_LINK_DELAYS.initialDelayMs,
        logger: options.logger,
        ...(options.WebSocketImpl ? { WebSocketImpl: options.WebSocketImpl } : {}),
      });
    },
    stop() {
      const current = client;
      client = undefined;
      connectionId = undefined;
      registeredFor = null;
      requestedFor = null;
      current?.close();
      settle(null);
      options.onStatus?.('idle');
    },
    register(id, { beforeTurn = false } = {}) {
      conversationId = id;
      if (id === null) return Promise.resolve();
      if (registeredFor === id) return Promise.resolve();
      if (!client || client.status === 'closed' || client.status === 'failed') return Promise.resolve();
      if (beforeTurn) client.connectNow();
      else if (client.status !== 'open' || connectionId === undefined) return Promise.resolve();
      sendRegister();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => settle(id), options.registerWaitMs ?? SOCKET_LINK_DELAYS.registerWaitMs);
        waiters.push({ id, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
  };
}
