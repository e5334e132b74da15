import type { Db } from '../db/database';
import { outsideTransactions, sqliteOf, writeLockOf } from '../db/database';
import type { ConversationRow } from '../db/conversation.table';
import type { MessageRow } from '../db/message.table';
import { createGroupCommit } from '../db/group-commit';
import type { HistoryScope } from '../advisor/types';
import { TurnTables, type TurnContext, type TurnConversation, type TurnWrite } from './turn-tables';

/**
 * The chat turn's reads and writes on the event loop's connection: {@link TurnTables} read outside
 * kysely transactions and written through group commit (under the database's write lock). Turns
 * that a turn worker answers never come here (see `worker-turns.ts`). Everything else uses kysely.
 */
export class TurnStore {
  private readonly tables;
  private readonly commits;

  constructor(private readonly db: Db, lockTimeoutMs: number) {
    const sqlite = sqliteOf(db);
    this.tables = new TurnTables(sqlite);
    this.commits = createGroupCommit(db, sqlite, writeLockOf(db), lockTimeoutMs);
  }

  /** A conversation by id, read on the raw connection. */
  async conversation(id: string): Promise<ConversationRow | undefined> {
    return outsideTransactions(this.db, () => this.tables.conversation(id));
  }

  /** The history (as much as `scope` asks for) and collected variables the advisor starts a turn from. */
  async context(conversationId: string, scope: HistoryScope = 'full'): Promise<TurnContext> {
    return outsideTransactions(this.db, () => this.tables.context(conversationId, scope));
  }

  /** A conversation and its turn context in one read (the sales chat's hot path), or undefined. */
  async open(id: string, scope: HistoryScope = 'full'): Promise<{ conversation: TurnConversation; context: TurnContext } | undefined> {
    return outsideTransactions(this.db, () => this.tables.open(id, scope));
  }

  /** Stores a turn; resolves with the stored messages once committed. */
  async save(turn: TurnWrite): Promise<MessageRow[]> {
    const { stored, count } = await this.commits.run(() => this.tables.write(turn));
    this.tables.remember(turn.conversationId, count, turn.messages);
    return stored;
  }
}
