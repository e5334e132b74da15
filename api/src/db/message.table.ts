import type { Generated, Insertable, Selectable } from 'kysely';

/** messages: what a visitor and the advisor said, in order. */
export interface MessageTable {
  id: Generated<number>;
  conversation_id: string;
  sender: 'user' | 'assistant';
  content: string;
  timestamp: string;
  /** JSON array of citations ({ id, type, title }). */
  citations: Generated<string>;
  audio_url: string | null;
  image_url: string | null;
  /** Which advisor back end answered (assistant messages). */
  model_used: string | null;
}

export type MessageRow = Selectable<MessageTable>;
export type NewMessage = Insertable<MessageTable>;
