import { randomUUID } from 'node:crypto';
import type { RealtimeHub } from '../realtime/hub';
import type { AdvisorReply, TurnCallbacks } from '../providers/backend';

/**
 * A turn's messages on the conversation's sockets: thinking stages, reply chunks, then the
 * completion with citations. Its methods are the turn's callbacks; {@link callbacks} gives them as
 * a plain object, for back ends that pass them on (`{ ...callbacks, onChunk }`). Methods rather
 * than arrow functions made on every turn: tsx's keepNames defines a `name` on each such function,
 * work done on every turn for nothing.
 */
export class TurnStream implements TurnCallbacks {
  private readonly messageId = `stream-${randomUUID()}`;
  /** The reply text streamed so far: what a stopped turn stores. */
  private written = '';

  constructor(
    private readonly hub: RealtimeHub,
    private readonly conversationId: string,
  ) {}

  onStage(stage: string): void {
    this.hub.publishThinking(this.conversationId, stage);
  }

  onChunk(text: string): void {
    this.written += text;
    this.hub.publishChunk(this.conversationId, { messageId: this.messageId, content: text, isComplete: false });
  }

  streaming(): boolean {
    return this.hub.listening(this.conversationId);
  }

  complete(reply: AdvisorReply): void {
    this.hub.publishChunk(this.conversationId, { messageId: this.messageId, content: '', isComplete: true, citations: reply.citations });
  }

  /** The reply text streamed so far. */
  said(): string {
    return this.written;
  }

  /** Ends the streamed reply where it was stopped (no citations: the reply was not finished). */
  stopped(): void {
    this.hub.publishChunk(this.conversationId, { messageId: this.messageId, content: '', isComplete: true, citations: [] });
  }

  callbacks(signal?: AbortSignal): TurnCallbacks {
    return { onStage: this.onStage.bind(this), onChunk: this.onChunk.bind(this), streaming: this.streaming.bind(this), ...(signal && { signal }) };
  }
}
