import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { Compile } from 'typebox/compile';
import { ClientSocketMessageSchema, SOCKET_PATH, type ServerSocketMessage } from '@energy-advisor/contracts';
import type { App } from '../types';

const clientMessage = Compile(ClientSocketMessageSchema);

/** Frames one socket may send per window before it is closed (policy violation, 1008). */
export const SOCKET_RATE_LIMIT = { messages: 30, windowMs: 10_000 } as const;

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

  app.get(SOCKET_PATH, { websocket: true }, (socket) => {
    const connectionId = randomUUID();
    let windowStart = Date.now();
    let framesInWindow = 0;
    sockets.add(socket);
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    socket.on('close', () => {
      sockets.delete(socket);
      app.hub.unregister(socket);
    });
    socket.on('error', (error) => app.log.debug({ err: error }, 'socket error'));

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
        app.hub.register(frame.conversationId, socket);
        send(socket, { type: 'registered', conversationId: frame.conversationId });
      } else {
        send(socket, { type: 'ready', connectionId });
      }
    });

    send(socket, { type: 'connected', connectionId });
  });
}
