import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type {} from '@fastify/websocket';
import type { App } from '../types';

/** Shutting down for a load balancer: what readiness reads, and what a drain waits for. */
export interface Drain {
  /** True once a drain began: readiness answers 503 and every answer carries `Connection: close`. */
  readonly draining: boolean;
  /** HTTP requests being answered now (socket connections aside). */
  readonly inFlight: number;
  /** Starts draining (once; later calls do nothing). */
  begin(): void;
  /** Resolves true when no request is in flight, or false after `timeoutMs` with some still running. */
  idle(timeoutMs: number): Promise<boolean>;
}

/** The close code and reason sockets get on a drain: the widget reconnects, to another instance. */
export const GOING_AWAY = { code: 1001, reason: 'Server going away' } as const;

/** How long closed sockets get to finish their closing handshake before they are cut. */
const SOCKET_CLOSE_GRACE_MS = 2000;

/**
 * Counts the HTTP requests in flight (from their first hook until their response is finished or
 * their connection gone) and, once draining, asks every client to close its connection after the
 * answer, so a proxy's keep-alive connection moves to another instance.
 */
export const drain = fp(async function drainPlugin(app: FastifyInstance) {
  let draining = false;
  let inFlight = 0;
  const waiters = new Set<() => void>();

  const state: Drain = {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
    begin() {
      draining = true;
    },
    async idle(timeoutMs) {
      if (inFlight === 0) return true;
      return new Promise<boolean>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          resolve(false);
        }, timeoutMs);
        waiters.add(wake);
      });
    },
  };
  app.decorate('drain', state);

  app.addHook('onRequest', async (request, reply) => {
    // a socket's upgrade request lives as long as the socket: sockets are closed on their own
    if (request.headers.upgrade !== undefined) return;
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) for (const wake of [...waiters]) wake();
    });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
});

/**
 * What SIGTERM does (server.ts): readiness fails at once; the server stops accepting connections
 * (idle keep-alive connections close); requests in flight, chat turns among them, get
 * SHUTDOWN_DRAIN_TIMEOUT_MS to finish, their sockets still receiving the streamed replies (those
 * still running then are cut: their clients see the connection drop and may retry elsewhere); then
 * every socket is closed with 1001 (the widget reconnects, to another instance) and the app closes
 * (workers, speech, database, Redis). Answers whether every request finished in time.
 */
export async function drainAndClose(app: App, timeoutMs = app.config.shutdownDrainTimeoutMs): Promise<boolean> {
  app.drain.begin();
  if (app.server.listening) {
    app.server.close(() => {
      // the app's own close below waits for the connections
    });
  }
  const finished = await app.drain.idle(timeoutMs);
  if (!finished) {
    app.log.warn({ inFlight: app.drain.inFlight, timeoutMs }, 'drain timed out: cutting the requests still in flight');
    app.server.closeAllConnections();
  }
  await closeSockets(app);
  await app.close();
  return finished;
}

/** Closes every socket with 1001; those that do not finish the closing handshake in time are cut. */
async function closeSockets(app: App): Promise<void> {
  const sockets = [...app.websocketServer.clients];
  if (sockets.length === 0) return;
  const closed = sockets.map((socket) => new Promise<void>((resolve) => {
    if (socket.readyState === socket.CLOSED) return resolve();
    socket.once('close', () => resolve());
    socket.close(GOING_AWAY.code, GOING_AWAY.reason);
  }));
  const grace = new Promise<void>((resolve) => setTimeout(resolve, SOCKET_CLOSE_GRACE_MS).unref());
  await Promise.race([Promise.all(closed), grace]);
  for (const socket of sockets) if (socket.readyState !== socket.CLOSED) socket.terminate();
}
