import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { VoiceAgentRow } from '../db/voice-agent.table';

/** Stores a new voice agent and answers it. */
export async function createVoiceAgent(
  db: Db,
  input: { projectId: string; voice: string; greeting: string; provider: string; model: string; visitorId?: string | undefined },
): Promise<VoiceAgentRow> {
  const row: VoiceAgentRow = {
    id: randomUUID(),
    project_id: input.projectId,
    voice: input.voice,
    greeting: input.greeting,
    provider: input.provider,
    model: input.model,
    visitor_id: input.visitorId ?? null,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('voice_agents').values(row).execute();
  return row;
}

/** A voice agent by id, or undefined. */
export async function findVoiceAgent(db: Db, id: string): Promise<VoiceAgentRow | undefined> {
  return db.selectFrom('voice_agents').selectAll().where('id', '=', id).executeTakeFirst();
}
