import type { CollectedVariables } from '@energy-advisor/contracts';
import type { Db } from '../db/database';
import type { CollectedVariableTable } from '../db/collected-variable.table';

export async function getCollectedVariables(db: Db, conversationId: string): Promise<CollectedVariables> {
  const rows = await db
    .selectFrom('collected_variables')
    .select(['name', 'value'])
    .where('conversation_id', '=', conversationId)
    .orderBy('name')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/** Sets (inserts or replaces) the given variables; others stay as they are. */
export async function setCollectedVariables(
  db: Db,
  conversationId: string,
  variables: CollectedVariables,
  source: CollectedVariableTable['source'],
): Promise<void> {
  const entries = Object.entries(variables);
  if (entries.length === 0) return;
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('collected_variables')
    .values(entries.map(([name, value]) => ({ conversation_id: conversationId, name, value, source, updated_at: updatedAt })))
    .onConflict((conflict) =>
      conflict.columns(['conversation_id', 'name']).doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        source: eb.ref('excluded.source'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}
