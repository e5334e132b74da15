import type { Insertable, Selectable } from 'kysely';

/** collected_variables: what the advisor learnt about a project (location, climate_zone, ...). */
export interface CollectedVariableTable {
  conversation_id: string;
  name: string;
  value: string;
  /** Who supplied it: the advisor, the visitor's lead form, or the host page. */
  source: 'advisor' | 'lead' | 'host';
  updated_at: string;
}

export type CollectedVariableRow = Selectable<CollectedVariableTable>;
export type NewCollectedVariable = Insertable<CollectedVariableTable>;
