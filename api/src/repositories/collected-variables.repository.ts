import type { CollectedVariables } from '@energy-advisor/contracts';
import { outsideTransactions, sqliteOf, type Db, type Sqlite } from '../db/database';
import type { CollectedVariableTable } from '../db/collected-variable.table';
import { prepared } from '../db/statements';

/** What was collected in a conversation, by name. */
export function collectedVariables(sqlite: Sqlite, conversationId: string): CollectedVariables {
  const rows = prepared<[string], { name: string; value: string }>(
    sqlite,
    'select name, value from collected_variables where conversation_id = ? order by name',
  ).all(conversationId);
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/** {@link collectedVariables} for a route, outside any transaction of the event loop's connection. */
export function getCollectedVariables(db: Db, conversationId: string): Promise<CollectedVariables> {
  return outsideTransactions(db, () => collectedVariables(sqliteOf(db), conversationId));
}

/** Sets (inserts or replaces) the given variables; others stay as they are. */
export function setCollectedVariables(
  sqlite: Sqlite,
  conversationId: string,
  variables: CollectedVariables,
  change: { source: CollectedVariableTable['source']; at: string },
): void {
  const upsert = prepared(
    sqlite,
    `insert into collected_variables (conversation_id, name, value, source, updated_at) values (?, ?, ?, ?, ?)
     on conflict (conversation_id, name) do update
     set value = excluded.value, source = excluded.source, updated_at = excluded.updated_at`,
  );
  for (const [name, value] of Object.entries(variables)) upsert.run(conversationId, name, value, change.source, change.at);
}
