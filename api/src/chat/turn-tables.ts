import type SQLite from 'better-sqlite3';
import type { Citation, CollectedVariables, SalesMessage } from '@energy-advisor/contracts';
import type { ConversationRow } from '../db/conversation.table';
import type { MessageRow } from '../db/message.table';
import type { CollectedVariableTable } from '../db/collected-variable.table';
import type { HistoryScope } from '../advisor/types';
import { engineHistory } from '../advisor/engine';
import { EngineHistoryCache } from './engine-history-cache';
import { isoNow } from '../iso-now';

/** How many earlier messages the advisor sees: enough for the question policy and context. */
export const HISTORY_LIMIT = 24;

/** How many conversations' engine history is kept in memory (least recently used dropped first). */
export const HISTORY_CACHE_SIZE = 1000;

/** The columns of a conversation a turn reads (the row has more: the admin's counters and dates). */
export type TurnConversation = Pick<ConversationRow, 'id' | 'building_details' | 'message_count'>;

/** What the advisor needs to know of a conversation before a turn. */
export interface TurnContext {
  /**
   * The newest {@link HISTORY_LIMIT} messages, oldest first; for the 'engine' scope only those of
   * them that `engineHistory` keeps.
   */
  history: SalesMessage[];
  collected: CollectedVariables;
}

export interface NewTurnMessage {
  sender: 'user' | 'assistant';
  content: string;
  timestamp: string;
  citations?: Citation[];
  modelUsed?: string | null;
}

/** What one turn writes: its messages, the variables that changed, and the lead-form mark. */
export interface TurnWrite {
  conversationId: string;
  messages: NewTurnMessage[];
  variables?: CollectedVariables;
  source?: CollectedVariableTable['source'];
  /** When set, marks the conversation as having shown the lead form (first time only). */
  leadFormAt?: string | null;
}

/** A stored message's row, from what was written and the id it got. */
export function messageRow(conversationId: string, message: NewTurnMessage, id: number): MessageRow {
  return {
    id,
    conversation_id: conversationId,
    sender: message.sender,
    content: message.content,
    timestamp: message.timestamp,
    citations: JSON.stringify(message.citations ?? []),
    audio_url: null,
    image_url: null,
    model_used: message.modelUsed ?? null,
  };
}

/**
 * The chat turn's reads and writes as prepared statements on one raw connection, synchronous: the
 * chat turn is the hottest path of the product, and building each query with kysely cost several
 * times the advisor's own work (see README, Performance). The event loop uses them through
 * `TurnStore` (group commit); a turn worker calls them inside transactions of its own
 * (`worker-turns.ts`). The caller decides the transactions and holds the write lock for `write`.
 */
export class TurnTables {
  private readonly statements;
  /** The offline engine's part of recently active conversations' histories (the 'engine' scope). */
  private readonly histories = new EngineHistoryCache(HISTORY_LIMIT, HISTORY_CACHE_SIZE);

  constructor(sqlite: SQLite.Database) {
    this.statements = {
      conversation: sqlite.prepare<[string], ConversationRow>('select * from conversations where id = ?'),
      turnConversation: sqlite.prepare<[string], TurnConversation>('select id, building_details, message_count from conversations where id = ?'),
      messageCount: sqlite.prepare<[string], { message_count: number }>('select message_count from conversations where id = ?'),
      recent: sqlite.prepare<[string, number], SalesMessage>(
        `select sender as role, content from messages where conversation_id = ?
         order by timestamp desc, id desc limit ?`,
      ),
      variables: sqlite.prepare<[string], { name: string; value: string }>(
        'select name, value from collected_variables where conversation_id = ?',
      ),
      // no RETURNING: the stored row is known but for its id, and reading the content back costs
      // as much as writing it
      insertMessage: sqlite.prepare(
        `insert into messages (conversation_id, sender, content, timestamp, citations, model_used)
         values (?, ?, ?, ?, ?, ?)`,
      ),
      countMessages: sqlite.prepare<[number, string, string], { message_count: number }>(
        'update conversations set message_count = message_count + ?, last_message_at = ? where id = ? returning message_count',
      ),
      // a statement of its own, run once per conversation: an UPDATE that names first_message_at
      // rewrites the admin index on it (conversations_admin_list_started) even when the value stays
      markStarted: sqlite.prepare('update conversations set first_message_at = ? where id = ? and first_message_at is null'),
      markLeadForm: sqlite.prepare('update conversations set lead_form_at = coalesce(lead_form_at, ?) where id = ?'),
      setVariable: sqlite.prepare(
        `insert into collected_variables (conversation_id, name, value, source, updated_at) values (?, ?, ?, ?, ?)
         on conflict (conversation_id, name) do update
         set value = excluded.value, source = excluded.source, updated_at = excluded.updated_at`,
      ),
    };
  }

  conversation(id: string): ConversationRow | undefined {
    return this.statements.conversation.get(id);
  }

  /** A conversation and its turn context in one read, or undefined. */
  open(id: string, scope: HistoryScope): { conversation: TurnConversation; context: TurnContext } | undefined {
    const conversation = this.statements.turnConversation.get(id);
    return conversation && { conversation, context: this.context(id, scope, conversation.message_count) };
  }

  /** `messageCount` when the caller has just read it in the same read. */
  context(conversationId: string, scope: HistoryScope, messageCount?: number): TurnContext {
    return {
      history: this.history(conversationId, scope, messageCount),
      collected: Object.fromEntries(this.statements.variables.all(conversationId).map((row) => [row.name, row.value])),
    };
  }

  /** The full scope reads the messages (an LLM call takes far longer); the engine scope is mostly served from memory. */
  private history(conversationId: string, scope: HistoryScope, messageCount?: number): SalesMessage[] {
    const count = messageCount ?? this.statements.messageCount.get(conversationId)?.message_count ?? 0;
    if (scope === 'engine') {
      const cached = this.histories.get(conversationId, count);
      if (cached) return cached;
    }
    const newest = this.statements.recent.all(conversationId, HISTORY_LIMIT).reverse();
    this.histories.set(conversationId, count, newest);
    return scope === 'engine' ? engineHistory(newest) : newest;
  }

  /** Writes a turn (inside the caller's transaction); answers the stored rows and the new message count. */
  write(turn: TurnWrite): { stored: MessageRow[]; count: number } {
    const { conversationId, messages } = turn;
    const stored = messages.map((message) => {
      const row = messageRow(conversationId, message, 0);
      const { lastInsertRowid } = this.statements.insertMessage.run(
        row.conversation_id, row.sender, row.content, row.timestamp, row.citations, row.model_used,
      );
      row.id = Number(lastInsertRowid);
      return row;
    });
    const first = messages[0];
    const last = messages.at(-1);
    const counted = first && last ? this.statements.countMessages.get(messages.length, last.timestamp, conversationId) : undefined;
    // the conversation's first messages: the count is just theirs
    if (first && counted?.message_count === messages.length) this.statements.markStarted.run(first.timestamp, conversationId);
    const updatedAt = isoNow();
    for (const [name, value] of Object.entries(turn.variables ?? {})) {
      this.statements.setVariable.run(conversationId, name, value, turn.source ?? 'advisor', updatedAt);
    }
    if (turn.leadFormAt) this.statements.markLeadForm.run(turn.leadFormAt, conversationId);
    return { stored, count: counted?.message_count ?? 0 };
  }

  /** After a commit: extends the cached engine history when it was current just before these messages. */
  remember(conversationId: string, count: number, messages: NewTurnMessage[]): void {
    this.histories.extend(conversationId, count, messages.map((message) => ({ role: message.sender, content: message.content })));
  }
}
