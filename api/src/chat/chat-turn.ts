import type { FastifyBaseLogger } from 'fastify';
import { AppError, databaseBusy, notFound } from '../errors';
import { parseJson } from '../db/json-column';
import type { RealtimeHub } from '../realtime/hub';
import type { AdvisorBackend, AdvisorReply } from '../providers/backend';
import { replayTurn } from '../providers/replay-turn';
import { WorkerInterruptedError } from '../workers/worker-pool';
import { joinReply, stoppedTurnWrite, turnWrite, type StoredMessage } from './turn-records';
import type { TurnStore } from './turn-store';
import type { TurnWorkers } from './turn-workers';
import { TurnStream } from './turn-stream';
import { isoNow } from '../iso-now';

/** One visitor message to answer in a conversation, by a back end. */
export interface ChatTurnRequest {
  conversationId: string;
  message: string;
  backend: AdvisorBackend;
  /**
   * Aborts the turn: the visitor pressed Stop (their request was aborted). The back end's call is
   * cancelled and what the reply had said so far is stored, marked as stopped.
   */
  signal?: AbortSignal | undefined;
}

export interface ChatTurnResult {
  reply: AdvisorReply;
  /** The advice joined with the next question: what the assistant message says. */
  content: string;
  conversationId: string;
  /** The ids and timestamps the visitor's message and the reply were stored with. */
  userMessage: StoredMessage;
  assistantMessage: StoredMessage;
}

/** A stopped turn's answer (nobody reads it: the visitor's request was aborted). */
const stoppedError = () => new AppError('conflict', 'The reply was stopped');

/** Asks again shortly: what a client should do when a turn could not be answered now. */
const retryLater = (message: string) => new AppError('service_unavailable', message, { headers: { 'retry-after': '1' } });

/**
 * Chat turns, end to end: a back end answers (publishing thinking stages and reply chunks on the
 * conversation's sockets), then the visitor's message, the reply, the collected variables and the
 * lead-form mark are stored in one transaction (shared with concurrent turns). If the back end
 * throws, the visitor's message is still stored.
 *
 * A back end the turn workers take (the offline advisor, when there are workers) is answered there
 * whole: reads, answer and writes in the worker, one message each way. The others run here, on the
 * event loop's turn store.
 */
export class ChatTurns {
  constructor(
    private readonly deps: {
      store: TurnStore;
      hub: RealtimeHub;
      workers?: TurnWorkers | undefined;
      log: Pick<FastifyBaseLogger, 'warn'>;
    },
  ) {}

  /** Answers a 404 when there is no such conversation. */
  run(request: ChatTurnRequest): Promise<ChatTurnResult> {
    const { workers } = this.deps;
    return workers?.takes(request.backend) ? this.inWorker(workers, request) : this.here(request);
  }

  private async here({ conversationId, message, backend, signal }: ChatTurnRequest): Promise<ChatTurnResult> {
    const { store, hub } = this.deps;
    const opened = await store.open(conversationId, backend.history);
    if (!opened) throw notFound('Conversation');
    const { conversation, context } = opened;
    const visitor = { content: message, timestamp: isoNow() };
    const stream = new TurnStream(hub, conversationId);
    let reply: AdvisorReply;
    try {
      reply = await backend.reply(
        { message, history: context.history, collected: context.collected, buildingDetails: parseJson(conversation.building_details, {}) },
        stream.callbacks(signal),
      );
    } catch (error) {
      if (signal?.aborted) {
        // stopped by the visitor: their words and what the reply had said so far, marked as stopped
        await store.save(stoppedTurnWrite(conversationId, visitor, { said: stream.said(), model: `${backend.name}:${backend.model}`, answeredAt: isoNow() }));
        stream.stopped();
        throw stoppedError();
      }
      // the visitor's words are kept even when no back end could answer
      await store.save(turnWrite(conversationId, visitor));
      throw error;
    }
    const [userMessage, assistantMessage] = (await store.save(
      turnWrite(conversationId, visitor, { reply, collected: context.collected, answeredAt: isoNow() }),
    )) as [StoredMessage, StoredMessage];
    stream.complete(reply);
    return { reply, content: joinReply(reply), conversationId, userMessage, assistantMessage };
  }

  private async inWorker(workers: TurnWorkers, { conversationId, message }: ChatTurnRequest): Promise<ChatTurnResult> {
    let outcome;
    try {
      outcome = await workers.run({ conversationId, message, receivedAt: isoNow() });
    } catch (error) {
      if (error instanceof WorkerInterruptedError) {
        this.deps.log.warn({ err: error }, 'turn worker stopped during a turn');
        throw retryLater('The advisor was interrupted, please send your message again');
      }
      throw error;
    }
    if (!outcome.ok) {
      if (outcome.reason === 'not_found') throw notFound('Conversation');
      if (outcome.reason === 'busy') throw databaseBusy(outcome.message);
      throw new Error(`advisor turn failed: ${outcome.message}`);
    }
    const { turn, stored } = outcome;
    const stream = new TurnStream(this.deps.hub, conversationId);
    replayTurn(turn, stream);
    stream.complete(turn.reply);
    const [userMessage, assistantMessage] = stored as [StoredMessage, StoredMessage];
    return { reply: turn.reply, content: joinReply(turn.reply), conversationId, userMessage, assistantMessage };
  }
}
