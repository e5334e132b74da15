import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { ConversationRow } from '../db/conversation.table';

/** How many conversations GET /api/conversations?userId lists at most. */
export const CONVERSATION_LIST_LIMIT = 100;

export async function createConversation(db: Db, input: { userId: string; projectId: string }): Promise<ConversationRow> {
  const row = {
    id: randomUUID(),
    user_id: input.userId,
    project_id: input.projectId,
    created_at: new Date().toISOString(),
    first_message_at: null,
    last_message_at: null,
    lead_form_at: null,
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

/** The newest conversation of a user on a project. */
export async function findNewestConversation(db: Db, input: { userId: string; projectId: string }) {
  return db
    .selectFrom('conversations')
    .selectAll()
    .where('user_id', '=', input.userId)
    .where('project_id', '=', input.projectId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A user's conversations, newest first. */
export async function listUserConversations(db: Db, userId: string) {
  return db
    .selectFrom('conversations')
    .select(['id', 'project_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(CONVERSATION_LIST_LIMIT)
    .execute();
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

/** Marks the conversation as having shown the lead form; the first time is kept. */
export async function markLeadFormShown(db: Db, conversationId: string, at: string): Promise<void> {
  await db
    .updateTable('conversations')
    .set({ lead_form_at: sql<string>`coalesce(lead_form_at, ${at})` })
    .where('id', '=', conversationId)
    .execute();
}
