import { outsideTransactions, type Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import type { HistoryScope } from '../providers/backend';
import { TurnRecords, type StoredMessage, type TurnWrite } from './turn-records';
import type { OpenedTurn, TurnStore } from './turn-store';

/**
 * SQLite's turn store, on the event loop's connection: {@link TurnRecords} read outside kysely
 * transactions and written through group commit (under the database's write lock). Turns that a
 * turn worker answers never come here (see `turn-runner.ts`).
 */
export class SqliteTurnStore implements TurnStore {
  private readonly records;

  constructor(private readonly db: Db, sqlite: ConstructorParameters<typeof TurnRecords>[0], private readonly commits: GroupCommit) {
    this.records = new TurnRecords(sqlite);
  }

  async open(id: string, scope: HistoryScope = 'full'): Promise<OpenedTurn | undefined> {
    return outsideTransactions(this.db, () => this.records.open(id, scope));
  }

  async save(turn: TurnWrite): Promise<StoredMessage[]> {
    const { stored, count } = await this.commits.run(() => this.records.write(turn));
    this.records.remember(turn.conversationId, count, turn.messages);
    return stored;
  }
}
