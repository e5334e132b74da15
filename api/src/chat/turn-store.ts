import type { Citation, CollectedVariables, SalesMessage } from '@energy-advisor/contracts';
import { outsideTransactions, sqliteOf, type Db } from '../db/database';
import type { ConversationRow } from '../db/conversation.table';
import type { MessageRow } from '../db/message.table';
import type { CollectedVariableTable } from '../db/collected-variable.table';
import { createGroupCommit } from '../db/group-commit';
import type { HistoryScope } from '../advisor/types';
import { engineHistory } from '../advisor/engine';
import { EngineHistoryCache } from './engine-history-cache';

/** How many earlier messages the advisor sees: enough for the question policy and context. */
export const HISTORY_LIMIT = 24;

/** How many conversations' engine history is kept in memory (least recently used dropped first). */
export const HISTORY_CACHE_SIZE = 1000;

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

/**
 * The chat turn's reads and writes as prepared statements on the raw connection, the writes through
 * group commit: the chat turn is the hottest path of the product, and building each query with kysely
 * and committing each turn alone cost several times the advisor's own work (see README, Performance).
 * Everything else uses kysely.
 */
export class TurnStore {
  private readonly sqlite;
  private readonly commits;
  private readonly statements;
  /** The offline engine's part of recently active conversations' histories (the 'engine' scope). */
  private readonly histories = new EngineHistoryCache(HISTORY_LIMIT, HISTORY_CACHE_SIZE);

  constructor(private readonly db: Db) {
    this.sqlite = sqliteOf(db);
    this.commits = createGroupCommit(db, this.sqlite);
    this.statements = {
      conversation: this.sqlite.prepare<[string], ConversationRow>('select * from conversations where id = ?'),
      messageCount: this.sqlite.prepare<[string], { message_count: number }>(
        'select message_count from conversations where id = ?',
      ),
      recent: this.sqlite.prepare<[string, number], SalesMessage>(
        `select sender as role, content from messages where conversation_id = ?
         order by timestamp desc, id desc limit ?`,
      ),
      variables: this.sqlite.prepare<[string], { name: string; value: string }>(
        'select name, value from collected_variables where conversation_id = ?',
      ),
      // no RETURNING: the stored row is known but for its id, and reading the content back costs
      // as much as writing it
      insertMessage: this.sqlite.prepare(
        `insert into messages (conversation_id, sender, content, timestamp, citations, model_used)
         values (?, ?, ?, ?, ?, ?)`,
      ),
      countMessages: this.sqlite.prepare(
        'update conversations set message_count = message_count + ?, last_message_at = ? where id = ? returning message_count',
      ),
      // a statement of its own, run once per conversation: an UPDATE that names first_message_at
      // rewrites the admin index on it (conversations_admin_list_started) even when the value stays
      markStarted: this.sqlite.prepare('update conversations set first_message_at = ? where id = ? and first_message_at is null'),
      markLeadForm: this.sqlite.prepare('update conversations set lead_form_at = coalesce(lead_form_at, ?) where id = ?'),
      setVariable: this.sqlite.prepare(
        `insert into collected_variables (conversation_id, name, value, source, updated_at) values (?, ?, ?, ?, ?)
         on conflict (conversation_id, name) do update
         set value = excluded.value, source = excluded.source, updated_at = excluded.updated_at`,
      ),
    };
  }

  /** A conversation by id, read on the raw connection. */
  async conversation(id: string): Promise<ConversationRow | undefined> {
    return outsideTransactions(this.db, () => this.statements.conversation.get(id));
  }

  /** The history (as much as `scope` asks for) and collected variables the advisor starts a turn from. */
  async context(conversationId: string, scope: HistoryScope = 'full'): Promise<TurnContext> {
    return outsideTransactions(this.db, () => this.readContext(conversationId, scope));
  }

  /** A conversation and its turn context in one read (the sales chat's hot path), or undefined. */
  async open(id: string, scope: HistoryScope = 'full'): Promise<{ conversation: ConversationRow; context: TurnContext } | undefined> {
    return outsideTransactions(this.db, () => {
      const conversation = this.statements.conversation.get(id);
      return conversation && { conversation, context: this.readContext(id, scope, conversation.message_count) };
    });
  }

  /** `messageCount` when the caller has just read it in the same synchronous read. */
  private readContext(conversationId: string, scope: HistoryScope, messageCount?: number): TurnContext {
    return {
      history: this.history(conversationId, scope, messageCount),
      collected: Object.fromEntries(this.statements.variables.all(conversationId).map((row) => [row.name, row.value])),
    };
  }

  /** Stores a turn; resolves with the stored messages once committed. */
  async save(turn: TurnWrite): Promise<MessageRow[]> {
    const { stored, count } = await this.commits.run(() => this.write(turn));
    this.remember(turn.conversationId, count, turn.messages);
    return stored;
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

  /** After a commit: extends the cached engine history when it was current just before these messages. */
  private remember(conversationId: string, count: number, messages: NewTurnMessage[]) {
    this.histories.extend(conversationId, count, messages.map((message) => ({ role: message.sender, content: message.content })));
  }

  private write(turn: TurnWrite): { stored: MessageRow[]; count: number } {
    const { conversationId, messages } = turn;
    const stored = messages.map((message): MessageRow => {
      const row = {
        conversation_id: conversationId,
        sender: message.sender,
        content: message.content,
        timestamp: message.timestamp,
        citations: JSON.stringify(message.citations ?? []),
        audio_url: null,
        image_url: null,
        model_used: message.modelUsed ?? null,
      };
      const { lastInsertRowid } = this.statements.insertMessage.run(
        row.conversation_id, row.sender, row.content, row.timestamp, row.citations, row.model_used,
      );
      return { id: Number(lastInsertRowid), ...row };
    });
    const first = messages[0];
    const last = messages.at(-1);
    const counted = first && last
      ? (this.statements.countMessages.get(messages.length, last.timestamp, conversationId) as { message_count: number } | undefined)
      : undefined;
    // the conversation's first messages: the count is just theirs
    if (first && counted?.message_count === messages.length) this.statements.markStarted.run(first.timestamp, conversationId);
    const updatedAt = new Date().toISOString();
    for (const [name, value] of Object.entries(turn.variables ?? {})) {
      this.statements.setVariable.run(conversationId, name, value, turn.source ?? 'advisor', updatedAt);
    }
    if (turn.leadFormAt) this.statements.markLeadForm.run(turn.leadFormAt, conversationId);
    return { stored, count: counted?.message_count ?? 0 };
  }
}
