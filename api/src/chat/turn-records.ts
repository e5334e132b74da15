import type { CollectedVariables, SalesMessage } from '@energy-advisor/contracts';
import type { Sqlite } from '../db/database';
import type { CollectedVariableTable } from '../db/collected-variable.table';
import { countNewMessages, markLeadFormShown, messageCount, turnConversation, type TurnConversation } from '../repositories/conversations.repository';
import { insertMessage, recentMessages, type NewMessage } from '../repositories/messages.repository';
import { collectedVariables, setCollectedVariables } from '../repositories/collected-variables.repository';
import type { AdvisorReply, HistoryScope } from '../providers/backend';
import { engineHistory } from '../advisor/engine';
import { EngineHistoryCache } from './engine-history-cache';
import { isoNow } from '../iso-now';

/** How many earlier messages a back end sees: enough for the question policy and context. */
export const HISTORY_LIMIT = 24;

/** How many conversations' engine history is kept in memory (least recently used dropped first). */
export const HISTORY_CACHE_SIZE = 1000;

/** What a back end needs to know of a conversation before a turn. */
export interface TurnContext {
  /**
   * The newest {@link HISTORY_LIMIT} messages, oldest first; for the 'engine' scope only those of
   * them that `engineHistory` keeps.
   */
  history: SalesMessage[];
  collected: CollectedVariables;
}

/** What one turn writes: its messages, the variables that changed, and the lead-form mark. */
export interface TurnWrite {
  conversationId: string;
  messages: NewMessage[];
  variables?: CollectedVariables;
  source?: CollectedVariableTable['source'];
  /** When set, marks the conversation as having shown the lead form (first time only). */
  leadFormAt?: string | null;
}

/** The id and timestamp a turn's message was stored with. */
export type StoredMessage = { id: number; timestamp: string };

/** The parts of the assistant message's text: the advice, then the next question, those not blank. */
const replyParts = (reply: Pick<AdvisorReply, 'advice' | 'next_question'>) =>
  [reply.advice, reply.next_question].filter((part) => part.trim() !== '');

/** The assistant message's text: the advice and the next question, a blank line between them. */
export const joinReply = (reply: Pick<AdvisorReply, 'advice' | 'next_question'>) => replyParts(reply).join('\n\n');

/** The variables of `after` that differ from `before`. */
function changedVariables(before: CollectedVariables, after: CollectedVariables): CollectedVariables {
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key] !== value));
}

/**
 * What a turn stores: the visitor's message, the reply (its text, citations and model), the
 * variables it changed and, when it opened the lead form, that mark. Without a reply (no back end
 * could answer) only the visitor's message.
 */
export function turnWrite(
  conversationId: string,
  visitor: { content: string; timestamp: string },
  answer?: { reply: AdvisorReply; collected: CollectedVariables; answeredAt: string },
): TurnWrite {
  const userMessage = { sender: 'user' as const, ...visitor };
  if (!answer) return { conversationId, messages: [userMessage] };
  const { reply, collected, answeredAt } = answer;
  return {
    conversationId,
    messages: [
      userMessage,
      { sender: 'assistant', content: joinReply(reply), timestamp: answeredAt, citations: reply.citations, modelUsed: reply.model_used },
    ],
    variables: changedVariables(collected, reply.collected_variables),
    source: 'advisor',
    leadFormAt: reply.is_lead_form ? answeredAt : null,
  };
}

/** The mark a stopped reply's `model_used` ends with (see {@link stoppedTurnWrite}). */
export const STOPPED_MARK = ' (stopped)';

/** True for a stored reply the visitor stopped: its `model_used` ends with {@link STOPPED_MARK}. */
export function isStoppedReply(modelUsed: string | null | undefined): boolean {
  return modelUsed?.endsWith(STOPPED_MARK) ?? false;
}

/**
 * What a stopped turn stores: the visitor's message and, when the reply had said something, that
 * text as the assistant message, its `model_used` ending in {@link STOPPED_MARK} (the API's
 * messages carry it as `stopped: true`). No citations, variables or lead-form mark: the reply
 * never finished.
 */
export function stoppedTurnWrite(
  conversationId: string,
  visitor: { content: string; timestamp: string },
  stopped: { said: string; model: string; answeredAt: string },
): TurnWrite {
  const userMessage = { sender: 'user' as const, ...visitor };
  if (stopped.said.trim() === '') return { conversationId, messages: [userMessage] };
  return {
    conversationId,
    messages: [userMessage, { sender: 'assistant', content: stopped.said, timestamp: stopped.answeredAt, citations: [], modelUsed: `${stopped.model}${STOPPED_MARK}` }],
  };
}

/**
 * A chat turn's reads and writes on one connection, synchronous (the repositories' prepared
 * statements): the event loop uses them through `SqliteTurnStore` (group commit), a turn worker inside
 * transactions of its own (`turn-runner.ts`). The caller decides the transactions and holds the
 * write lock for {@link write}.
 */
export class TurnRecords {
  /** The offline engine's part of recently active conversations' histories (the 'engine' scope). */
  private readonly histories = new EngineHistoryCache(HISTORY_LIMIT, HISTORY_CACHE_SIZE);

  constructor(private readonly sqlite: Sqlite) {}

  /** A conversation and its turn context in one read, or undefined when there is no such conversation. */
  open(id: string, scope: HistoryScope): { conversation: TurnConversation; context: TurnContext } | undefined {
    const conversation = turnConversation(this.sqlite, id);
    return conversation && { conversation, context: this.context(id, scope, conversation.message_count) };
  }

  /** `count`: the conversation's message count when the caller has just read it in the same read. */
  context(conversationId: string, scope: HistoryScope, count?: number): TurnContext {
    return { history: this.history(conversationId, scope, count), collected: collectedVariables(this.sqlite, conversationId) };
  }

  /** The full scope reads the messages (an LLM call takes far longer); the engine scope is mostly served from memory. */
  private history(conversationId: string, scope: HistoryScope, count = messageCount(this.sqlite, conversationId)): SalesMessage[] {
    if (scope === 'engine') {
      const cached = this.histories.get(conversationId, count);
      if (cached) return cached;
    }
    const newest = recentMessages(this.sqlite, conversationId, HISTORY_LIMIT).reverse();
    this.histories.set(conversationId, count, newest);
    return scope === 'engine' ? engineHistory(newest) : newest;
  }

  /** Writes a turn (inside the caller's transaction); answers the stored messages and the new message count. */
  write(turn: TurnWrite): { stored: StoredMessage[]; count: number } {
    const { conversationId, messages } = turn;
    const stored = messages.map((message) => ({ id: insertMessage(this.sqlite, conversationId, message), timestamp: message.timestamp }));
    const first = messages[0];
    const last = messages.at(-1);
    const count = first && last ? countNewMessages(this.sqlite, conversationId, { count: messages.length, firstAt: first.timestamp, lastAt: last.timestamp }) : 0;
    if (turn.variables) setCollectedVariables(this.sqlite, conversationId, turn.variables, { source: turn.source ?? 'advisor', at: isoNow() });
    if (turn.leadFormAt) markLeadFormShown(this.sqlite, conversationId, turn.leadFormAt);
    return { stored, count };
  }

  /** After a commit: extends the cached engine history when it was current just before these messages. */
  remember(conversationId: string, count: number, messages: NewMessage[]): void {
    this.histories.extend(conversationId, count, messages.map((message) => ({ role: message.sender, content: message.content })));
  }
}
