import type { CollectedVariables, SalesMessage } from '@energy-advisor/contracts';
import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database';
import { parseJson } from '../db/json-column';
import { namedStatement } from '../db/named-statements';
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
  /** The newest {@link HISTORY_LIMIT} messages, newest first (JSON); null when not read (the remembered count still held) or none. */
  recent: string | null;
}

/**
 * The open: the conversation ($1), its collected variables and, unless its message_count is still
 * $2 (the count the engine's history is remembered at; -1: read them), its newest $3 messages. A
 * CASE evaluates only the branch it takes, so a conversation no other instance touched sends no
 * messages.
 */
const OPEN = namedStatement(`select c.id, c.building_details, c.message_count,
  coalesce((select json_object_agg(v.name, v.value order by v.name) from collected_variables v where v.conversation_id = c.id), '{}') as collected,
  case when c.message_count = $2::int then null else
    (select json_agg(json_build_object('role', m.sender, 'content', m.content) order by m.timestamp desc, m.id desc)
     from (select sender, content, timestamp, id from messages where conversation_id = c.id
           order by timestamp desc, id desc limit $3::int) m)
  end as recent
from conversations c where c.id = $1::text`);

/**
 * The save, for any number of messages and variables (arrays, so one text for every turn): the
 * messages ($2 senders, $3 contents, $4 timestamps, $5 citations as JSON, $6 models, inserted in
 * their order), the counters ($7 added, $8 last and $9 first message time, $10 the lead-form mark)
 * and the variables ($11 names, $12 values, from $13 at $14) of conversation $1.
 */
const SAVE = namedStatement(`with inserted as (
  insert into messages (conversation_id, sender, content, timestamp, citations, model_used)
  select $1::text, m.sender, m.content, m.at::timestamptz, m.citations::json, m.model_used
  from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) with ordinality as m(sender, content, at, citations, model_used, n)
  order by m.n
  returning id
), counted as (
  update conversations set
    message_count = message_count + $7::int,
    last_message_at = $8::timestamptz,
    first_message_at = coalesce(first_message_at, $9::timestamptz),
    lead_form_at = coalesce(lead_form_at, $10::timestamptz)
  where id = $1::text
  returning message_count
), variables as (
  insert into collected_variables (conversation_id, name, value, source, updated_at)
  select $1::text, v.name, v.value, $13::text, $14::timestamptz from unnest($11::text[], $12::text[]) as v(name, value)
  on conflict (conversation_id, name) do update
  set value = excluded.value, source = excluded.source, updated_at = excluded.updated_at
)
select (select json_agg(id order by id) from inserted) as ids, (select message_count from counted) as count`);

/**
 * PostgreSQL's turn store. A turn is one statement each way, so one round trip each: the open
 * reads the conversation, its collected variables and (unless the engine's part of it is
 * remembered at the conversation's current count) its newest messages in one snapshot; the save
 * stores both messages, the counters, the variables and the lead-form mark in one statement, which
 * PostgreSQL commits atomically. The row lock its UPDATE takes orders concurrent turns of one
 * conversation, on any instance. Both are named statements (see `db/named-statements.ts`), run
 * without kysely's query compiler.
 *
 * The engine's history is remembered per conversation as on SQLite (see `engine-history-cache.ts`):
 * an entry counts only while the conversation's message_count matches it, so turns other
 * instances stored are seen.
 */
export class PostgresTurnStore implements TurnStore {
  private readonly histories = new EngineHistoryCache(HISTORY_LIMIT, HISTORY_CACHE_SIZE);

  constructor(private readonly db: Db) {}

  async open(id: string, scope: HistoryScope = 'full'): Promise<OpenedTurn | undefined> {
    const known = scope === 'engine' ? this.histories.countOf(id) : undefined;
    let row = await this.read(id, known ?? -1);
    if (!row) return undefined;
    const cached = scope === 'engine' && row.message_count === known ? this.histories.get(id, known) : undefined;
    // the entry moved on between the read and now (this instance answered a turn meanwhile): read the messages
    if (!cached && row.message_count === known) row = await this.read(id, -1);
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
    const { rows: [result] } = await this.db.executeQuery<{ ids: string | null; count: number | null }>(
      CompiledQuery.raw(SAVE, [
        conversationId,
        messages.map((message) => message.sender),
        messages.map((message) => message.content),
        messages.map((message) => message.timestamp),
        messages.map((message) => JSON.stringify(message.citations ?? [])),
        messages.map((message) => message.modelUsed ?? null),
        messages.length,
        last.timestamp,
        first.timestamp,
        turn.leadFormAt ?? null,
        variables.map(([name]) => name),
        variables.map(([, value]) => value),
        turn.source ?? 'advisor',
        isoNow(),
      ]),
    );
    // identity values rise in the order the rows were inserted (m.n): sorted, they follow turn.messages
    const ids = parseJson<number[]>(result?.ids ?? '[]', []);
    const stored = messages.map((message, index) => ({ id: ids[index] as number, timestamp: message.timestamp }));
    this.histories.extend(conversationId, result?.count ?? 0, messages.map((message) => ({ role: message.sender, content: message.content })));
    return stored;
  }

  /** The conversation, its variables and, unless its message_count is still `knownCount`, its newest messages. */
  private async read(id: string, knownCount: number): Promise<OpenRow | undefined> {
    const { rows } = await this.db.executeQuery<OpenRow>(CompiledQuery.raw(OPEN, [id, knownCount, HISTORY_LIMIT]));
    return rows[0];
  }
}
