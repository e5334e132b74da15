import { randomUUID } from 'node:crypto';
import type { Db, Sqlite } from '../db/database';
import type { ConversationRow } from '../db/conversation.table';
import { prepared } from '../db/statements';

/** How many conversations GET /api/conversations?userId lists at most. */
export const CONVERSATION_LIST_LIMIT = 100;

/**
 * Which of a user's conversations a caller may reach by userId: all of them (the user is proven:
 * a verified visitor, or a server-to-server caller), or only those one visitor created.
 */
export type ConversationAccess = { kind: 'user' } | { kind: 'visitor'; visitorId: string };

/** `visitorId`: the visitor whose token created it, when a token came with the request. */
export async function createConversation(
  db: Db,
  input: { userId: string; projectId: string; visitorId?: string | undefined },
): Promise<ConversationRow> {
  const row = {
    id: randomUUID(),
    user_id: input.userId,
    project_id: input.projectId,
    created_at: new Date().toISOString(),
    first_message_at: null,
    last_message_at: null,
    lead_form_at: null,
    visitor_id: input.visitorId ?? null,
  };
  await db.insertInto('conversations').values(row).execute();
  return { ...row, building_details: '{}', message_count: 0 };
}

export async function findConversation(db: Db, id: string): Promise<ConversationRow | undefined> {
  return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The conversation with this id, only when it belongs to this user. */
export async function findUserConversation(db: Db, input: { id: string; userId: string }) {
  return db
    .selectFrom('conversations')
    .selectAll()
    .where('id', '=', input.id)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
}

/** The newest conversation of a user on a project that `access` reaches. */
export async function findNewestConversation(db: Db, input: { userId: string; projectId: string; access: ConversationAccess }) {
  let query = db
    .selectFrom('conversations')
    .selectAll()
    .where('user_id', '=', input.userId)
    .where('project_id', '=', input.projectId);
  if (input.access.kind === 'visitor') query = query.where('visitor_id', '=', input.access.visitorId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** A user's conversations that `access` reaches, newest first. */
export async function listUserConversations(db: Db, userId: string, access: ConversationAccess) {
  let query = db.selectFrom('conversations').select(['id', 'project_id', 'created_at']).where('user_id', '=', userId);
  if (access.kind === 'visitor') query = query.where('visitor_id', '=', access.visitorId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(CONVERSATION_LIST_LIMIT).execute();
}

export async function updateConversation(
  db: Db,
  id: string,
  changes: { projectId?: string; buildingDetails?: Record<string, unknown> },
): Promise<void> {
  await db
    .updateTable('conversations')
    .set({
      ...(changes.projectId !== undefined && { project_id: changes.projectId }),
      ...(changes.buildingDetails !== undefined && { building_details: JSON.stringify(changes.buildingDetails) }),
    })
    .where('id', '=', id)
    .execute();
}

/** The columns of a conversation a chat turn reads (the row has more: the admin's counters and dates). */
export type TurnConversation = Pick<ConversationRow, 'id' | 'building_details' | 'message_count'>;

/** A conversation as a chat turn reads it, or undefined. */
export function turnConversation(sqlite: Sqlite, id: string): TurnConversation | undefined {
  return prepared<[string], TurnConversation>(sqlite, 'select id, building_details, message_count from conversations where id = ?').get(id);
}

/** How many messages a conversation has (0 for none, or no such conversation). */
export function messageCount(sqlite: Sqlite, id: string): number {
  return prepared<[string], { message_count: number }>(sqlite, 'select message_count from conversations where id = ?').get(id)?.message_count ?? 0;
}

/**
 * Counts `added` new messages, the last at `lastAt`; answers the new count. A conversation's first
 * messages (the count is just theirs) also set when it started, in a statement of its own run once
 * per conversation: an UPDATE that names first_message_at rewrites the admin index on it even when
 * the value stays.
 */
export function countNewMessages(sqlite: Sqlite, id: string, added: { count: number; firstAt: string; lastAt: string }): number {
  const counted = prepared<[number, string, string], { message_count: number }>(
    sqlite,
    'update conversations set message_count = message_count + ?, last_message_at = ? where id = ? returning message_count',
  ).get(added.count, added.lastAt, id);
  const total = counted?.message_count ?? 0;
  if (total === added.count) {
    prepared(sqlite, 'update conversations set first_message_at = ? where id = ? and first_message_at is null').run(added.firstAt, id);
  }
  return total;
}

/** Marks the conversation as having shown the lead form (the lead funnel's first step); the first time is kept. */
export function markLeadFormShown(sqlite: Sqlite, conversationId: string, at: string): void {
  prepared(sqlite, 'update conversations set lead_form_at = coalesce(lead_form_at, ?) where id = ?').run(at, conversationId);
}
