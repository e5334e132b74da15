import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import type { App } from '../types';
import type { MessageRow } from '../db/message.table';
import type { AdvisorProvider, AdvisorReply, TurnCallbacks } from '../advisor/types';
import { TurnInterruptedError, type EnginePool } from '../advisor/engine-pool';
import { FIRST_STAGE } from '../advisor/local-turn';
import { replayTurn } from '../advisor/local-provider';
import { AppError, notFound } from '../errors';
import { parseJson } from '../routes/present';
import type { TurnContext, TurnConversation } from './turn-tables';
import { joinReply, turnWrite } from './turn-reply';
import type { StoredMessage } from './worker-turns';
import { isoNow } from '../iso-now';

export interface ChatTurnResult {
  reply: AdvisorReply;
  /** The advice joined with the next question: what the assistant message says. */
  content: string;
  conversationId: string;
  /** The ids and timestamps the visitor's message and the reply were stored with. */
  userMessage: StoredMessage;
  assistantMessage: StoredMessage;
}

/** The conversation a turn belongs to: its row when the caller has it, else only its id (a 404 when there is none). */
type TurnOf = { conversation: TurnConversation } | { conversationId: string };

/**
 * One chat turn, end to end: run the advisor (publishing thinking stages and reply chunks on the
 * conversation's sockets), then store the visitor's message, the reply, the collected variables
 * and the lead-form mark in one transaction (shared with concurrent turns). If the advisor throws,
 * the visitor's message is still stored.
 *
 * The offline advisor's turns go whole to a turn worker when there is one (`worker-turns.ts`):
 * reads, engine and writes there, one message each way. Other back ends (and the offline one
 * without workers) run here, on the event loop's turn store (from `context` when the caller has
 * just read it).
 */
export async function runChatTurn(
  app: App,
  input: TurnOf & { message: string; provider?: AdvisorProvider; context?: TurnContext },
): Promise<ChatTurnResult> {
  const provider = input.provider ?? app.advisor.provider;
  const conversationId = 'conversation' in input ? input.conversation.id : input.conversationId;
  const { pool } = app.advisor;
  if (provider.name === 'local' && pool?.takesTurns()) return runWorkerTurn(app, pool, conversationId, input.message);

  const opened = 'conversation' in input
    ? { conversation: input.conversation, context: input.context ?? (await app.turns.context(conversationId, provider.history)) }
    : await app.turns.open(conversationId, provider.history);
  if (!opened) throw notFound('Conversation');
  const { conversation, context } = opened;
  const { message } = input;
  const visitor = { content: message, timestamp: isoNow() };

  const stream = new TurnStream(app.hub, conversation.id);
  let reply: AdvisorReply;
  try {
    reply = await provider.reply(
      { message, history: context.history, collected: context.collected, buildingDetails: parseJson(conversation.building_details, {}) },
      stream.callbacks(),
    );
  } catch (error) {
    // The visitor's words are kept even when no advisor could answer.
    await app.turns.save(turnWrite(conversation.id, visitor));
    throw error;
  }
  const [userMessage, assistantMessage] = (await app.turns.save(
    turnWrite(conversation.id, visitor, { reply, collected: context.collected, answeredAt: isoNow() }),
  )) as [MessageRow, MessageRow];
  stream.complete(reply);
  return { reply, content: joinReply(reply), conversationId: conversation.id, userMessage, assistantMessage };
}

/**
 * A turn's messages on the conversation's sockets: thinking stages, reply chunks, then the
 * completion with citations. Its methods are the turn's callbacks; {@link callbacks} gives them as
 * a plain object, for providers that pass them on (`{ ...callbacks, onChunk }`). Methods rather
 * than an object of arrow functions made on every turn: the API runs under tsx, whose keepNames
 * defines a `name` on each such function (about a microsecond each; see README, Performance).
 */
class TurnStream implements TurnCallbacks {
  private readonly messageId = `stream-${randomUUID()}`;

  constructor(
    private readonly hub: App['hub'],
    private readonly conversationId: string,
  ) {}

  onStage(stage: string): void {
    this.hub.publishThinking(this.conversationId, stage);
  }

  onChunk(text: string): void {
    this.hub.publishChunk(this.conversationId, { messageId: this.messageId, content: text, isComplete: false });
  }

  streaming(): boolean {
    return this.hub.socketCount(this.conversationId) > 0;
  }

  complete(reply: AdvisorReply): void {
    this.hub.publishChunk(this.conversationId, { messageId: this.messageId, content: '', isComplete: true, citations: reply.citations });
  }

  callbacks(): TurnCallbacks {
    return { onStage: this.onStage.bind(this), onChunk: this.onChunk.bind(this), streaming: this.streaming.bind(this) };
  }
}

/** Asks again shortly: what a client should do when a turn could not be answered now. */
const retryLater = (message: string) => new AppError('service_unavailable', message, { headers: { 'retry-after': '1' } });

async function runWorkerTurn(app: App, pool: EnginePool, conversationId: string, message: string): Promise<ChatTurnResult> {
  const stream = new TurnStream(app.hub, conversationId);
  stream.onStage(FIRST_STAGE);
  const receivedAt = isoNow();
  let outcome;
  try {
    outcome = await pool.turn({ conversationId, message, receivedAt });
  } catch (error) {
    if (error instanceof TurnInterruptedError) {
      app.log.warn({ err: error }, 'advisor worker stopped during a turn');
      throw retryLater('The advisor was interrupted, please send your message again');
    }
    throw error;
  }
  if (!outcome.ok) {
    if (outcome.reason === 'not_found') throw notFound('Conversation');
    // the API's error handler answers SQLite's busy error with 503 and Retry-After
    if (outcome.reason === 'busy') throw new SQLite.SqliteError(outcome.message, 'SQLITE_BUSY');
    throw new Error(`advisor turn failed: ${outcome.message}`);
  }
  const { turn, stored } = outcome;
  replayTurn(turn, stream);
  stream.complete(turn.reply);
  const [userMessage, assistantMessage] = stored as [StoredMessage, StoredMessage];
  return { reply: turn.reply, content: joinReply(turn.reply), conversationId, userMessage, assistantMessage };
}
