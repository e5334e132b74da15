import { outsideTransactions, type Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import type { TurnConversation } from '../repositories/conversations.repository';
import type { HistoryScope } from '../providers/backend';
import { TurnRecords, type StoredMessage, type TurnContext, type TurnWrite } from './turn-records';

/**
 * The chat turn's reads and writes on the event loop's connection: {@link TurnRecords} read
 * outside kysely transactions and written through group commit (under the database's write lock).
 * Turns that a turn worker answers never come here (see `turn-runner.ts`).
 */
export class TurnStore {
  private readonly records;

  constructor(private readonly db: Db, sqlite: ConstructorParameters<typeof TurnRecords>[0], private readonly commits: GroupCommit) {
    this.records = new TurnRecords(sqlite);
  }

  /** A conversation and its turn context in one read, or undefined when there is no such conversation. */
  async open(id: string, scope: HistoryScope = 'full'): Promise<{ conversation: TurnConversation; context: TurnContext } | undefined> {
    return outsideTransactions(this.db, () => this.records.open(id, scope));
  }

  /** Stores a turn; resolves with the stored messages once committed. */
  async save(turn: TurnWrite): Promise<StoredMessage[]> {
    const { stored, count } = await this.commits.run(() => this.records.write(turn));
    this.records.remember(turn.conversationId, count, turn.messages);
    return stored;
  }
}
