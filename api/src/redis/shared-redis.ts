import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import type { RedisSettings } from '../config';
import { AppError } from '../errors';

/**
 * The Redis that several instances share (REDIS_URL): socket fan-out, rate-limit counters, admin
 * sessions and Idempotency-Key answers. Two connections: one for commands (and PUBLISH), one in
 * subscriber mode.
 *
 * Redis down or slow never hangs a request: commands fail at once while a connection is down (no
 * offline queue), a command in flight when the connection drops fails at once (no retry), and an
 * unanswered one fails after REDIS_COMMAND_TIMEOUT_MS. Each user then degrades or answers 503 (see
 * {@link redisUnavailable}). The connections reconnect on their own, every 0.2–2 s; connection
 * errors are logged (once per outage), never thrown.
 */
export interface SharedRedis {
  /** Commands: counters, sessions, idempotency answers, PUBLISH. */
  readonly commands: Redis;
  /** The connection in subscriber mode (socket fan-out, `realtime/redis-relay.ts`). */
  readonly subscriber: Redis;
  /** Put before every key and channel (REDIS_KEY_PREFIX). */
  readonly keyPrefix: string;
  /** This instance, new at every start: tells its own published frames from the others'. */
  readonly instanceId: string;
  /** PING on both connections within the command timeout. */
  check(): Promise<'ok' | 'unavailable'>;
  /** Closes both connections (QUIT, or a hard disconnect if Redis does not answer in time). */
  close(): Promise<void>;
}

/** Thrown at start when Redis cannot be reached: the message names REDIS_URL, never its value. */
export class RedisConnectError extends Error {
  override name = 'RedisConnectError';
}

/** The 503 a request gets when what it needs from Redis is not available now. */
export function redisUnavailable(what: string, cause?: unknown): AppError {
  return new AppError('service_unavailable', `${what} is not available right now, please retry shortly`, { headers: { 'retry-after': '1' }, cause });
}

/** Waits between reconnect attempts: 200 ms more each time, at most 2 s; never gives up. */
const reconnectDelay = (attempt: number) => Math.min(attempt * 200, 2000);

/**
 * Connects both connections and waits until they are ready; a Redis that does not answer within
 * REDIS_CONNECT_TIMEOUT_MS stops the start with a {@link RedisConnectError} (a wrong REDIS_URL shows
 * at once; an outage later degrades instead).
 */
export async function connectSharedRedis(settings: RedisSettings, log: FastifyBaseLogger): Promise<SharedRedis> {
  const instanceId = randomUUID();
  const options: RedisOptions = {
    lazyConnect: true,
    connectTimeout: settings.connectTimeoutMs,
    commandTimeout: settings.commandTimeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: reconnectDelay,
    // the relay subscribes again itself after a reconnect, to what its sockets still follow
    autoResubscribe: false,
    connectionName: `energy-advisor-${instanceId.slice(0, 8)}`,
  };
  const commands = new Redis(settings.url, options);
  const subscriber = new Redis(settings.url, options);
  let closing = false;
  watch(commands, 'commands', log, () => closing);
  watch(subscriber, 'subscriber', log, () => closing);

  const connections = [commands, subscriber];
  try {
    await Promise.race([
      Promise.all(connections.map((connection) => connection.connect())),
      delay(settings.connectTimeoutMs, undefined, { ref: false }).then(() => {
        throw new Error(`no answer within ${settings.connectTimeoutMs} ms`);
      }),
    ]);
  } catch (error) {
    for (const connection of connections) connection.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new RedisConnectError(`Redis at REDIS_URL could not be reached: ${reason}`);
  }

  return {
    commands,
    subscriber,
    keyPrefix: settings.keyPrefix,
    instanceId,
    async check() {
      try {
        await Promise.all([commands.ping(), subscriber.ping()]);
        return 'ok';
      } catch {
        return 'unavailable';
      }
    },
    async close() {
      closing = true;
      await Promise.all(
        connections.map(async (connection) => {
          try {
            await Promise.race([connection.quit(), delay(settings.commandTimeoutMs, undefined, { ref: false })]);
          } catch {
            // already down: nothing to say goodbye to
          }
          connection.disconnect();
        }),
      );
    },
  };
}

/** Logs a connection's outages: the first error of each at warn, its end at info; never throws. */
function watch(connection: Redis, role: string, log: FastifyBaseLogger, closing: () => boolean): void {
  let wasReady = false;
  let failing = false;
  connection.on('error', (error: Error) => {
    if (failing || !wasReady || closing()) return;
    failing = true;
    log.warn({ redis: role, reason: error.message }, 'Redis connection lost; reconnecting (shared state degraded meanwhile)');
  });
  connection.on('close', () => {
    if (wasReady && !failing && !closing()) {
      failing = true;
      log.warn({ redis: role }, 'Redis connection closed; reconnecting (shared state degraded meanwhile)');
    }
  });
  connection.on('ready', () => {
    if (failing) log.info({ redis: role }, 'Redis connection restored');
    wasReady = true;
    failing = false;
  });
}
