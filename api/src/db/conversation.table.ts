import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** conversations: one visitor's chat; counters kept in step with messages for fast admin lists. */
export interface ConversationTable {
  id: string;
  user_id: string;
  project_id: string;
  created_at: string;
  /** The host page's building details, a JSON object. */
  building_details: Generated<string>;
  message_count: Generated<number>;
  first_message_at: string | null;
  last_message_at: string | null;
  /** When the advisor first showed the lead form (the lead funnel's first step). */
  lead_form_at: string | null;
  /** The visitor whose token created it; null when created without one (its id is then the only key). */
  visitor_id: Generated<string | null>;
}

export type ConversationRow = Selectable<ConversationTable>;
export type NewConversation = Insertable<ConversationTable>;
export type ConversationUpdate = Updateable<ConversationTable>;
