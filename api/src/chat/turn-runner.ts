import type SQLite from 'better-sqlite3';
import type { AdvisorEngine } from '../advisor/engine';
import { runLocalTurn, type LocalTurn } from '../advisor/local-turn';
import { batchWriter, type Outcome } from '../db/batch-writes';
import type { WriteLock } from '../db/write-lock';
import { parseJson } from '../routes/present';
import { TurnTables, type TurnWrite } from './turn-tables';
import { turnWrite } from './turn-reply';
import { isoNow } from '../iso-now';

/** A visitor's message for the offline advisor, to be answered and stored by a turn worker. */
export interface TurnRequest {
  conversationId: string;
  message: string;
  /** When the visitor's message arrived: its stored timestamp. */
  receivedAt: string;
}

/** The ids and timestamps the turn's messages were stored with (the visitor's, then the reply's). */
export type StoredMessage = { id: number; timestamp: string };

export type TurnOutcome =
  | { ok: true; turn: LocalTurn; stored: StoredMessage[] }
  /**
   * not_found: no such conversation; busy: the write lock or the database stayed locked (nothing
   * stored); failed: the engine failed (the visitor's message is stored) or the write did.
   */
  | { ok: false; reason: 'not_found' | 'busy' | 'failed'; message: string };

interface Planned {
  outcome?: TurnOutcome;
  turn?: LocalTurn;
  write?: TurnWrite;
  failure?: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Whole chat turns of the offline advisor, on a worker's own connection: read the conversation and
 * its context, run the engine, store the visitor's message and the reply. The event loop then only
 * parses, validates and answers (see `chat-turn.ts`); a turn's SQLite work cost it more than the
 * engine did (see README, Performance).
 *
 * The turns of one batch are read in one read transaction, answered, then written in one write
 * transaction under the database's write lock (each turn in a savepoint, so one failing write
 * rolls back alone). The engine runs outside the lock, so other writers (the event loop, other
 * workers) wait only for the writes. Two turns of the same conversation in one batch go in
 * successive rounds, so the second sees the first.
 */
export function createTurnRunner(options: {
  sqlite: SQLite.Database;
  lock: WriteLock;
  lockTimeoutMs: number;
  engine: AdvisorEngine;
}): (requests: TurnRequest[]) => TurnOutcome[] {
  const { sqlite, lock, lockTimeoutMs, engine } = options;
  const tables = new TurnTables(sqlite);
  const writeBatch = batchWriter(sqlite);
  const openAll = sqlite.transaction((requests: TurnRequest[]) => requests.map((request) => tables.open(request.conversationId, 'engine')));

  function plan(request: TurnRequest, opened: ReturnType<TurnTables['open']>): Planned {
    if (!opened) return { outcome: { ok: false, reason: 'not_found', message: 'Conversation not found' } };
    const { conversation, context } = opened;
    const visitor = { content: request.message, timestamp: request.receivedAt };
    try {
      const turn = runLocalTurn(engine, {
        message: request.message,
        history: context.history,
        collected: context.collected,
        buildingDetails: parseJson(conversation.building_details, {}),
      });
      const answeredAt = isoNow();
      return { turn, write: turnWrite(conversation.id, visitor, { reply: turn.reply, collected: context.collected, answeredAt }) };
    } catch (error) {
      // the visitor's words are kept even when the advisor could not answer
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
    let outcomes: Outcome<ReturnType<TurnTables['write']>>[];
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
      const written = outcomes[index] as Outcome<ReturnType<TurnTables['write']>>;
      const write = entry.write as TurnWrite;
      if (!written.ok) {
        entry.outcome = { ok: false, reason: 'failed', message: messageOf(written.error) };
        return;
      }
      tables.remember(write.conversationId, written.value.count, write.messages);
      const stored = written.value.stored.map(({ id, timestamp }) => ({ id, timestamp }));
      entry.outcome = entry.failure !== undefined
        ? { ok: false, reason: 'failed', message: entry.failure }
        : { ok: true, turn: entry.turn as LocalTurn, stored };
    });
  }

  function round(requests: TurnRequest[]): TurnOutcome[] {
    let opened: ReturnType<TurnTables['open']>[];
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
