import type { WebSocket } from 'ws';
import type { ServerSocketMessage, StreamingChunkMessage } from '@energy-advisor/contracts';

/**
 * Keeps the sockets of each conversation and publishes server messages to them. A socket belongs
 * to at most one conversation; registering again moves it.
 */
export class RealtimeHub {
  private readonly byConversation = new Map<string, Set<WebSocket>>();
  private readonly conversationOf = new WeakMap<WebSocket, string>();

  register(conversationId: string, socket: WebSocket): void {
    this.unregister(socket);
    let sockets = this.byConversation.get(conversationId);
    if (!sockets) {
      sockets = new Set();
      this.byConversation.set(conversationId, sockets);
    }
    sockets.add(socket);
    this.conversationOf.set(socket, conversationId);
  }

  unregister(socket: WebSocket): void {
    const conversationId = this.conversationOf.get(socket);
    if (conversationId === undefined) return;
    const sockets = this.byConversation.get(conversationId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.byConversation.delete(conversationId);
    this.conversationOf.delete(socket);
  }

  /** Sends a message to every open socket of a conversation; answers how many received it. */
  publish(conversationId: string, message: ServerSocketMessage): number {
    const sockets = this.byConversation.get(conversationId);
    if (!sockets) return 0;
    const frame = JSON.stringify(message);
    let sent = 0;
    for (const socket of sockets) {
      if (socket.readyState !== socket.OPEN) continue;
      socket.send(frame);
      sent += 1;
    }
    return sent;
  }

  /** What the advisor is doing now, for the typing indicator. */
  publishThinking(conversationId: string, stage: string): number {
    // most turns have no socket listening (a widget without streaming, an API client): no message is built
    if (!this.byConversation.has(conversationId)) return 0;
    return this.publish(conversationId, { type: 'thinking_update', conversationId, stage });
  }

  /** A piece of an assistant reply; the last one has isComplete and the citations. */
  publishChunk(conversationId: string, chunk: Omit<StreamingChunkMessage, 'type' | 'conversationId'>): number {
    if (!this.byConversation.has(conversationId)) return 0;
    return this.publish(conversationId, { type: 'streamingChunk', conversationId, ...chunk });
  }

  socketCount(conversationId: string): number {
    return this.byConversation.get(conversationId)?.size ?? 0;
  }
}
