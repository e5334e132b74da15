import type { Sqlite } from '../db/database';
import { batchWriter, type Outcome } from '../db/batch-writes';
import type { WriteLock } from '../db/write-lock';
import { parseJson } from '../db/json-column';
import type { AdvisorTurnInput, ComputedTurn, HistoryScope } from '../providers/backend';
import { TurnRecords, turnWrite, type StoredMessage, type TurnWrite } from './turn-records';
import { isoNow } from '../iso-now';

/** A visitor's message to be answered and stored by a turn worker. */
export interface TurnRequest {
  conversationId: string;
  message: string;
  /** When the visitor's message arrived: its stored timestamp. */
  receivedAt: string;
}

export type TurnOutcome =
  /** `stored`: the visitor's message, then the reply. */
  | { ok: true; turn: ComputedTurn; stored: StoredMessage[] }
  /**
   * not_found: no such conversation; busy: the write lock or the database stayed locked (nothing
   * stored); failed: the back end failed (the visitor's message is stored) or the write did.
   */
  | { ok: false; reason: 'not_found' | 'busy' | 'failed'; message: string };

interface Planned {
  outcome?: TurnOutcome;
  turn?: ComputedTurn;
  write?: TurnWrite;
  failure?: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Whole chat turns on a turn worker's own connection: read the conversation and its context,
 * compute the back end's answer, store the visitor's message and the reply. The event loop then
 * only parses, validates and answers (see `chat-turn.ts`): a turn's SQLite work costs it more than
 * the offline engine does.
 *
 * The turns of one batch are read in one read transaction, answered, then written in one write
 * transaction under the database's write lock (each turn in a savepoint, so one failing write
 * rolls back alone). The back end runs outside the lock, so other writers (the event loop, other
 * workers) wait only for the writes. Two turns of the same conversation in one batch go in
 * successive rounds, so the second sees the first.
 */
export function createTurnRunner(options: {
  sqlite: Sqlite;
  lock: WriteLock;
  lockTimeoutMs: number;
  /** The back end's answer to a turn. */
  compute: (input: AdvisorTurnInput) => ComputedTurn;
  /** The earlier messages the back end reads. */
  history: HistoryScope;
}): (requests: TurnRequest[]) => TurnOutcome[] {
  const { sqlite, lock, lockTimeoutMs, compute, history } = options;
  const tables = new TurnRecords(sqlite);
  const writeBatch = batchWriter(sqlite);
  const openAll = sqlite.transaction((requests: TurnRequest[]) => requests.map((request) => tables.open(request.conversationId, history)));

  function plan(request: TurnRequest, opened: ReturnType<TurnRecords['open']>): Planned {
    if (!opened) return { outcome: { ok: false, reason: 'not_found', message: 'Conversation not found' } };
    const { conversation, context } = opened;
    const visitor = { content: request.message, timestamp: request.receivedAt };
    try {
      const turn = compute({
        message: request.message,
        history: context.history,
        collected: context.collected,
        buildingDetails: parseJson(conversation.building_details, {}),
      });
      const answeredAt = isoNow();
      return { turn, write: turnWrite(conversation.id, visitor, { reply: turn.reply, collected: context.collected, answeredAt }) };
    } catch (error) {
      // the visitor's words are kept even when the back end could not answer
      return { write: turnWrite(conversation.id, visitor), failure: messageOf(error) };
    }
  }

  function store(planned: Planned[]): void {
    const writing = planned.filter((entry) => entry.write);
    if (writing.length === 0) return;
    if (!lock.acquireSync(lockTimeoutMs)) {
      for (const entry of writing) entry.outcome = { ok: false, reason: 'busy', message: `no write lock within ${lockTimeoutMs} ms` };
      return;
    }
    let outcomes: Outcome<ReturnType<TurnRecords['write']>>[];
    try {
      outcomes = writeBatch(writing.map((entry) => () => tables.write(entry.write as TurnWrite)));
    } catch (error) {
      const busy = (error as { code?: string }).code?.startsWith('SQLITE_BUSY');
      for (const entry of writing) entry.outcome = { ok: false, reason: busy ? 'busy' : 'failed', message: messageOf(error) };
      return;
    } finally {
      lock.release();
    }
    writing.forEach((entry, index) => {
      const written = outcomes[index] as Outcome<ReturnType<TurnRecords['write']>>;
      const write = entry.write as TurnWrite;
      if (!written.ok) {
        entry.outcome = { ok: false, reason: 'failed', message: messageOf(written.error) };
        return;
      }
      tables.remember(write.conversationId, written.value.count, write.messages);
      entry.outcome = entry.failure !== undefined
        ? { ok: false, reason: 'failed', message: entry.failure }
        : { ok: true, turn: entry.turn as ComputedTurn, stored: written.value.stored };
    });
  }

  function round(requests: TurnRequest[]): TurnOutcome[] {
    let opened: ReturnType<TurnRecords['open']>[];
    try {
      opened = openAll.deferred(requests);
    } catch (error) {
      return requests.map(() => ({ ok: false, reason: 'failed', message: messageOf(error) }));
    }
    const planned = requests.map((request, index) => plan(request, opened[index]));
    store(planned);
    return planned.map((entry) => entry.outcome as TurnOutcome);
  }

  return (requests) => {
    // a conversation's nth turn in the batch goes in round n
    const seen = new Map<string, number>();
    const rounds: { request: TurnRequest; index: number }[][] = [];
    requests.forEach((request, index) => {
      const nth = seen.get(request.conversationId) ?? 0;
      seen.set(request.conversationId, nth + 1);
      (rounds[nth] ??= []).push({ request, index });
    });
    const outcomes: TurnOutcome[] = new Array(requests.length);
    for (const entries of rounds) {
      round(entries.map(({ request }) => request)).forEach((outcome, position) => {
        outcomes[(entries[position] as { index: number }).index] = outcome;
      });
    }
    return outcomes;
  };
}
