import type { WebSocket } from 'ws';
import type { ServerSocketMessage, StreamingChunkMessage } from '@energy-advisor/contracts';

/**
 * How a hub reaches the sockets of other instances (`redis-relay.ts`): it follows a conversation
 * while a socket here does, and forwards what this instance publishes.
 */
export interface HubRelay {
  /** Frames of this conversation published by other instances reach this hub from now on. */
  follow(conversationId: string): Promise<void>;
  /** No socket here follows the conversation any more. */
  unfollow(conversationId: string): void;
  /** A frame this instance published, for the other instances' sockets. */
  forward(conversationId: string, frame: string): void;
}

interface Followers {
  sockets: Set<WebSocket>;
  /** Settles once the relay follows the conversation (undefined without a relay). */
  relayed: Promise<void> | undefined;
}

/**
 * Keeps the sockets of each conversation and publishes server messages to them. A socket belongs
 * to at most one conversation; registering again moves it. With a relay (REDIS_URL), what one
 * instance publishes also reaches the conversation's sockets on every other instance.
 */
export class RealtimeHub {
  private readonly byConversation = new Map<string, Followers>();
  private readonly conversationOf = new WeakMap<WebSocket, string>();
  private readonly relay: HubRelay | undefined;

  /** `relay` builds the link to the other instances, given how to deliver their frames here. */
  constructor(options: { relay?: (deliver: (conversationId: string, frames: string[]) => void) => HubRelay } = {}) {
    this.relay = options.relay?.((conversationId, frames) => this.deliver(conversationId, frames));
  }

  /**
   * The socket follows the conversation. Resolves once it receives what any instance publishes
   * there; rejects (and the socket follows nothing) when the relay cannot follow it now.
   */
  async register(conversationId: string, socket: WebSocket): Promise<void> {
    this.unregister(socket);
    let followers = this.byConversation.get(conversationId);
    if (!followers) {
      followers = { sockets: new Set(), relayed: this.relay?.follow(conversationId) };
      this.byConversation.set(conversationId, followers);
    }
    followers.sockets.add(socket);
    this.conversationOf.set(socket, conversationId);
    if (followers.relayed === undefined) return;
    try {
      await followers.relayed;
    } catch (error) {
      if (this.conversationOf.get(socket) === conversationId) this.unregister(socket);
      throw error;
    }
  }

  unregister(socket: WebSocket): void {
    const conversationId = this.conversationOf.get(socket);
    if (conversationId === undefined) return;
    this.conversationOf.delete(socket);
    const followers = this.byConversation.get(conversationId);
    if (!followers) return;
    followers.sockets.delete(socket);
    if (followers.sockets.size > 0) return;
    this.byConversation.delete(conversationId);
    if (followers.relayed) {
      // a follow that failed needs no unfollow; one still pending is undone after it, in order
      followers.relayed.then(() => this.byConversation.has(conversationId) || this.relay?.unfollow(conversationId), () => {});
    }
  }

  /**
   * Whether somebody may receive what is published for the conversation: a socket here, or with a
   * relay, possibly one on another instance.
   */
  listening(conversationId: string): boolean {
    return this.relay !== undefined || this.byConversation.has(conversationId);
  }

  /**
   * Sends a message to every open socket of a conversation, here and (with a relay) on the other
   * instances; answers how many sockets here received it.
   */
  publish(conversationId: string, message: ServerSocketMessage): number {
    if (!this.listening(conversationId)) return 0;
    const frame = JSON.stringify(message);
    this.relay?.forward(conversationId, frame);
    return this.sendHere(conversationId, frame);
  }

  /** What the advisor is doing now, for the typing indicator. */
  publishThinking(conversationId: string, stage: string): number {
    // most turns have no socket listening (a widget without streaming, an API client): no message is built
    if (!this.listening(conversationId)) return 0;
    return this.publish(conversationId, { type: 'thinking_update', conversationId, stage });
  }

  /** A piece of an assistant reply; the last one has isComplete and the citations. */
  publishChunk(conversationId: string, chunk: Omit<StreamingChunkMessage, 'type' | 'conversationId'>): number {
    if (!this.listening(conversationId)) return 0;
    return this.publish(conversationId, { type: 'streamingChunk', conversationId, ...chunk });
  }

  /** Sockets here following the conversation. */
  socketCount(conversationId: string): number {
    return this.byConversation.get(conversationId)?.sockets.size ?? 0;
  }

  /** Frames another instance published for the conversation, for the sockets here. */
  private deliver(conversationId: string, frames: string[]): void {
    for (const frame of frames) this.sendHere(conversationId, frame);
  }

  private sendHere(conversationId: string, frame: string): number {
    const followers = this.byConversation.get(conversationId);
    if (!followers) return 0;
    let sent = 0;
    for (const socket of followers.sockets) {
      if (socket.readyState !== socket.OPEN) continue;
      socket.send(frame);
      sent += 1;
    }
    return sent;
  }
}
