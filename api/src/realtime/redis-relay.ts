import type { FastifyBaseLogger } from 'fastify';
import type { SharedRedis } from '../redis/shared-redis';
import type { HubRelay } from './hub';

/** How long the relay waits before subscribing again when that failed on a reconnected connection. */
const RESUBSCRIBE_RETRY_MS = 250;

/**
 * Socket fan-out between instances over Redis pub/sub, one channel per conversation
 * (`<prefix>socket:<conversationId>`). An instance subscribes to a conversation's channel while one
 * of its own sockets follows it, and publishes every frame of every turn it answers there; the
 * other instances subscribed pass the frames to their sockets. The frames of one conversation
 * published in one tick travel as one message (a turn answered whole, in a worker, is one PUBLISH):
 * `<instanceId>\n<frame>\n<frame>…` (JSON never holds a raw newline), so an instance skips its own.
 *
 * Redis down: frames for other instances are dropped (the HTTP answer is complete on its own; this
 * instance's sockets still get them) and a socket cannot register a conversation no socket here
 * follows yet (it is told to try again). After a reconnect the relay subscribes again to what its
 * sockets still follow, until that succeeds.
 */
export function createRedisRelay(redis: SharedRedis, deliver: (conversationId: string, frames: string[]) => void, log: FastifyBaseLogger): HubRelay {
  const { commands, subscriber, instanceId } = redis;
  const channelPrefix = `${redis.keyPrefix}socket:`;
  const channelOf = (conversationId: string) => channelPrefix + conversationId;
  const followed = new Set<string>();
  const pending = new Map<string, string[]>();
  let flushScheduled = false;
  let publishFailing = false;

  subscriber.on('message', (channel: string, payload: string) => {
    if (!channel.startsWith(channelPrefix)) return;
    const split = payload.indexOf('\n');
    if (split < 0 || payload.slice(0, split) === instanceId) return;
    deliver(channel.slice(channelPrefix.length), payload.slice(split + 1).split('\n'));
  });
  // Subscribing again can fail on a connection just back (a command timeout): it is tried again
  // while the connection stays up, or else on its next 'ready'; never given up while followed.
  const subscribeAgain = () => {
    if (followed.size === 0 || subscriber.status !== 'ready') return;
    subscriber.subscribe(...[...followed].map(channelOf)).catch((error: unknown) => {
      log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'socket fan-out could not subscribe again after a reconnect; trying again');
      setTimeout(subscribeAgain, RESUBSCRIBE_RETRY_MS).unref();
    });
  };
  subscriber.on('ready', subscribeAgain);

  const published = () => {
    if (!publishFailing) return;
    publishFailing = false;
    log.info('socket fan-out publishing again');
  };
  const publishFailed = (error: unknown) => {
    if (publishFailing) return;
    publishFailing = true;
    log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'socket fan-out cannot publish: sockets on other instances miss streamed replies meanwhile');
  };

  function flush(): void {
    flushScheduled = false;
    for (const [conversationId, frames] of pending) {
      commands.publish(channelOf(conversationId), `${instanceId}\n${frames.join('\n')}`).then(published, publishFailed);
    }
    pending.clear();
  }

  return {
    async follow(conversationId) {
      followed.add(conversationId);
      await subscriber.subscribe(channelOf(conversationId));
    },
    unfollow(conversationId) {
      followed.delete(conversationId);
      subscriber.unsubscribe(channelOf(conversationId)).catch(() => {
        // not connected: the new connection only subscribes to what is still followed
      });
    },
    forward(conversationId, frame) {
      const frames = pending.get(conversationId);
      if (frames) frames.push(frame);
      else pending.set(conversationId, [frame]);
      if (!flushScheduled) {
        flushScheduled = true;
        queueMicrotask(flush);
      }
    },
  };
}
