import type { Selectable } from 'kysely';

/** voice_agents: a voice agent of the agent test page, for a project. */
export interface VoiceAgentTable {
  /** A random UUID. */
  id: string;
  project_id: string;
  /** The offline speech voice it speaks in (flite: awb, rms, slt, kal). */
  voice: string;
  greeting: string;
  /** The advisor back end that answers for it (local, openai, grok, gemini) and its model when created. */
  provider: string;
  model: string;
  /** The visitor whose token created it, when one came with the request. */
  visitor_id: string | null;
  created_at: string;
}

export type VoiceAgentRow = Selectable<VoiceAgentTable>;
