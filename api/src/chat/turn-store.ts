import type { TurnConversation } from '../repositories/conversations.repository';
import type { HistoryScope } from '../providers/backend';
import type { StoredMessage, TurnContext, TurnWrite } from './turn-records';

/** A conversation as a chat turn opens it: the row's turn columns and what the back end reads. */
export interface OpenedTurn {
  conversation: TurnConversation;
  context: TurnContext;
}

/**
 * The chat turn's reads and writes, one implementation per database (see `storage/`): the chat
 * turn (`chat-turn.ts`) depends on this alone.
 */
export interface TurnStore {
  /** A conversation and its turn context in one read, or undefined when there is no such conversation. */
  open(id: string, scope?: HistoryScope): Promise<OpenedTurn | undefined>;
  /** Stores a turn in one transaction; resolves with the stored messages (the order of `turn.messages`) once committed. */
  save(turn: TurnWrite): Promise<StoredMessage[]>;
}
