import type { Generated, Insertable, Selectable } from 'kysely';

/** leads: name and e-mail a visitor gave to be contacted. */
export interface LeadTable {
  id: Generated<number>;
  conversation_id: string;
  name: string;
  email: string;
  created_at: string;
}

export type LeadRow = Selectable<LeadTable>;
export type NewLead = Insertable<LeadTable>;
