import type { Db, Sqlite } from '../db/database';
import { prepared } from '../db/statements';

/** The text of an assistant message in a conversation (what its spoken version says), or undefined. */
export async function findAssistantMessageText(db: Db, input: { conversationId: string; id: number }): Promise<string | undefined> {
  // PostgreSQL refuses a number past bigint in a comparison; no message has such an id anyway
  if (!Number.isSafeInteger(input.id)) return undefined;
  const row = await db
    .selectFrom('messages')
    .select(['content'])
    .where('id', '=', input.id)
    .where('conversation_id', '=', input.conversationId)
    .where('sender', '=', 'assistant')
    .executeTakeFirst();
  return row?.content;
}

/** Records where a message's spoken version is served (its `audioUrl` in transcripts and history). */
export function setMessageAudioUrl(sqlite: Sqlite, input: { id: number; audioUrl: string }): void {
  prepared(sqlite, 'update messages set audio_url = ? where id = ?').run(input.audioUrl, input.id);
}
