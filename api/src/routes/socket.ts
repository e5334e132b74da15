import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { Compile } from 'typebox/compile';
import { ClientSocketMessageSchema, SOCKET_PATH, type ServerSocketMessage } from '@energy-advisor/contracts';
import type { App } from '../types';
import { findConversation } from '../repositories/conversations.repository';

const clientMessage = Compile(ClientSocketMessageSchema);

/** Frames one socket may send per window before it is closed (policy violation, 1008). */
export const SOCKET_RATE_LIMIT = { messages: 30, windowMs: 10_000 } as const;

/** How many conversations one socket may follow in its life (a widget follows one, then a new chat or two). */
export const SOCKET_MAX_CONVERSATIONS = 5;

/**
 * Whether a socket handshake's Origin may connect: this server's own pages, ALLOWED_ORIGINS and
 * ALLOWED_PARENT_ORIGINS. A client that sends no Origin is not a browser (no page can make it
 * speak for a visitor); it is let through, and the conversation ids still guard the data.
 */
function originAllowed(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowed.has(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * What a socket's protocol errors (an invalid frame, an oversized one, a connection cut mid-frame)
 * do: a client can cause them at will, so they are logged at warn without a stack, and the socket
 * is dropped.
 */
export function socketErrorHandler(error: Error & { code?: string }, socket: WebSocket, request: FastifyRequest): void {
  request.log.warn({ code: error.code, reason: error.message }, 'socket dropped after a protocol error');
  socket.terminate();
}

const send = (socket: WebSocket, message: ServerSocketMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

function parseFrame(data: unknown): unknown {
  try {
    return JSON.parse(String(data));
  } catch {
    return undefined;
  }
}

/**
 * GET /ws: a client registers for a conversation's thinking updates and streamed replies.
 * Dead sockets are found with ping/pong and dropped.
 */
export default async function socketRoutes(app: App) {
  const alive = new WeakMap<WebSocket, boolean>();
  const sockets = new Set<WebSocket>();

  const heartbeat = setInterval(() => {
    for (const socket of sockets) {
      if (!alive.get(socket)) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, app.config.wsPingIntervalMs);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  const allowedOrigins = new Set([...app.config.allowedOrigins, ...app.config.allowedParentOrigins]);
  const checkOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (originAllowed(request, allowedOrigins)) return;
    request.log.warn({ origin: request.headers.origin }, 'socket refused: origin not allowed');
    await reply.code(403).send({ error: 'forbidden', message: 'This origin may not open the advisor socket' });
  };

  app.get(SOCKET_PATH, { websocket: true, preValidation: checkOrigin }, (socket) => {
    const connectionId = randomUUID();
    const followed = new Set<string>();
    let windowStart = Date.now();
    let framesInWindow = 0;
    sockets.add(socket);
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    socket.on('close', () => {
      sockets.delete(socket);
      app.hub.unregister(socket);
    });

    socket.on('message', (data) => {
      const now = Date.now();
      if (now - windowStart > SOCKET_RATE_LIMIT.windowMs) {
        windowStart = now;
        framesInWindow = 0;
      }
      framesInWindow += 1;
      if (framesInWindow > SOCKET_RATE_LIMIT.messages) {
        socket.close(1008, 'Too many messages');
        return;
      }
      const frame = parseFrame(data);
      if (!clientMessage.Check(frame)) {
        send(socket, { type: 'error', message: 'Unknown or malformed message: send register or client_ready as JSON' });
        return;
      }
      if (frame.type === 'register') {
        void register(socket, frame.conversationId, followed);
      } else {
        send(socket, { type: 'ready', connectionId });
      }
    });

    send(socket, { type: 'connected', connectionId });
  });

  /** Follows a conversation the socket proves with its id, within the socket's allowance. */
  async function register(socket: WebSocket, conversationId: string, followed: Set<string>): Promise<void> {
    if (!followed.has(conversationId) && followed.size >= SOCKET_MAX_CONVERSATIONS) {
      socket.close(1008, 'Too many conversations');
      return;
    }
    try {
      if (!(await findConversation(app.db, conversationId))) {
        send(socket, { type: 'error', message: 'No such conversation' });
        return;
      }
    } catch (error) {
      app.log.warn({ err: error }, 'socket registration could not read the conversation');
      send(socket, { type: 'error', message: 'Could not register now, please try again' });
      return;
    }
    if (socket.readyState !== socket.OPEN) return; // closed meanwhile: its close already unregistered it
    try {
      await app.hub.register(conversationId, socket);
    } catch (error) {
      // the other instances' frames cannot reach this socket now (Redis is down)
      app.log.warn({ err: error }, 'socket registration could not follow the conversation across instances');
      send(socket, { type: 'error', message: 'Could not register now, please try again' });
      return;
    }
    if (socket.readyState !== socket.OPEN) return;
    followed.add(conversationId);
    send(socket, { type: 'registered', conversationId });
  }
}
