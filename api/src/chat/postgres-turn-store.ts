import type { CollectedVariables, SalesMessage } from '@energy-advisor/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { parseJson } from '../db/json-column';
import type { HistoryScope } from '../providers/backend';
import { engineHistory } from '../advisor/engine';
import { isoNow } from '../iso-now';
import { EngineHistoryCache } from './engine-history-cache';
import { HISTORY_CACHE_SIZE, HISTORY_LIMIT, type StoredMessage, type TurnWrite } from './turn-records';
import type { OpenedTurn, TurnStore } from './turn-store';

/** A conversation row as {@link PostgresTurnStore.open} reads it, the JSON aggregates as text. */
interface OpenRow {
  id: string;
  building_details: string;
  message_count: number;
  collected: string;
  /** The newest {@link HISTORY_LIMIT} messages, newest first (JSON); absent when not asked for. */
  recent?: string | null;
}

/**
 * PostgreSQL's turn store. A turn is one statement each way, so one round trip each: the open
 * reads the conversation, its collected variables and (unless the engine's part of it is likely
 * in memory) its newest messages in one snapshot; the save stores both messages, the counters,
 * the variables and the lead-form mark in one statement, which PostgreSQL commits atomically. The
 * row lock its UPDATE takes orders concurrent turns of one conversation, on any instance.
 *
 * The engine's history is remembered per conversation as on SQLite (see `engine-history-cache.ts`):
 * an entry counts only while the conversation's message_count matches it, so turns other
 * instances stored are seen.
 */
export class PostgresTurnStore implements TurnStore {
  private readonly histories = new EngineHistoryCache(HISTORY_LIMIT, HISTORY_CACHE_SIZE);

  constructor(private readonly db: Db) {}

  async open(id: string, scope: HistoryScope = 'full'): Promise<OpenedTurn | undefined> {
    let row = await this.read(id, scope === 'full' || !this.histories.has(id));
    if (!row) return undefined;
    const cached = scope === 'engine' ? this.histories.get(id, row.message_count) : undefined;
    // a remembered history gone stale (another instance answered a turn): read again, the messages included
    if (!cached && row.recent === undefined) row = await this.read(id, true);
    if (!row) return undefined;
    const conversation = { id: row.id, building_details: row.building_details, message_count: row.message_count };
    const collected = parseJson<CollectedVariables>(row.collected, {});
    if (cached) return { conversation, context: { history: cached, collected } };
    const newest = parseJson<SalesMessage[]>(row.recent ?? '[]', []).reverse();
    this.histories.set(id, row.message_count, newest);
    return { conversation, context: { history: scope === 'engine' ? engineHistory(newest) : newest, collected } };
  }

  async save(turn: TurnWrite): Promise<StoredMessage[]> {
    const { conversationId, messages } = turn;
    const first = messages[0];
    const last = messages.at(-1);
    if (!first || !last) return [];
    const variables = Object.entries(turn.variables ?? {});
    const at = isoNow();
    const rows = messages.map(
      (message) =>
        sql`(${conversationId}, ${message.sender}, ${message.content}, ${message.timestamp}, ${JSON.stringify(message.citations ?? [])}, ${message.modelUsed ?? null})`,
    );
    const upsertVariables = variables.length === 0
      ? sql``
      : sql`, variables as (
          insert into collected_variables (conversation_id, name, value, source, updated_at)
          values ${sql.join(variables.map(([name, value]) => sql`(${conversationId}, ${name}, ${value}, ${turn.source ?? 'advisor'}, ${at})`))}
          on conflict (conversation_id, name) do update
          set value = excluded.value, source = excluded.source, updated_at = excluded.updated_at)`;
    const { rows: [result] } = await sql<{ ids: string; count: number }>`
      with inserted as (
        insert into messages (conversation_id, sender, content, timestamp, citations, model_used)
        values ${sql.join(rows)}
        returning id
      ), counted as (
        update conversations set
          message_count = message_count + ${messages.length},
          last_message_at = ${last.timestamp},
          first_message_at = coalesce(first_message_at, ${first.timestamp}),
          lead_form_at = coalesce(lead_form_at, ${turn.leadFormAt ?? null})
        where id = ${conversationId}
        returning message_count
      )${upsertVariables}
      select (select json_agg(id order by id) from inserted) as ids, (select message_count from counted) as count`.execute(this.db);
    // identity values rise in the order of the VALUES rows: sorted, they follow turn.messages
    const ids = parseJson<number[]>(result?.ids ?? '[]', []);
    const stored = messages.map((message, index) => ({ id: ids[index] as number, timestamp: message.timestamp }));
    this.histories.extend(conversationId, result?.count ?? 0, messages.map((message) => ({ role: message.sender, content: message.content })));
    return stored;
  }

  /** The conversation, its variables and, with `withHistory`, its newest messages, in one statement. */
  private async read(id: string, withHistory: boolean): Promise<OpenRow | undefined> {
    const recent = withHistory
      ? sql`, (select json_agg(json_build_object('role', m.sender, 'content', m.content) order by m.timestamp desc, m.id desc)
            from (select sender, content, timestamp, id from messages where conversation_id = c.id
                  order by timestamp desc, id desc limit ${HISTORY_LIMIT}) m) as recent`
      : sql``;
    const { rows } = await sql<OpenRow>`
      select c.id, c.building_details, c.message_count,
        coalesce((select json_object_agg(v.name, v.value order by v.name) from collected_variables v where v.conversation_id = c.id), '{}') as collected
        ${recent}
      from conversations c where c.id = ${id}`.execute(this.db);
    return rows[0];
  }
}
