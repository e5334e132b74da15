import type { AdminLead } from '@energy-advisor/contracts';
import { sqliteOf, type Db } from '../db/database';

// SQLite's admin queries and those both databases share: `admin-queries.ts` says which is which;
// PostgreSQL's own are in `postgres-admin-queries.ts`.

/** One page of leads, newest first, with the conversation's user and project. */
export async function listAdminLeads(db: Db, page: { limit: number; offset: number }): Promise<AdminLead[]> {
  return db
    .selectFrom('leads as l')
    .innerJoin('conversations as c', 'c.id', 'l.conversation_id')
    .select(['l.id', 'l.conversation_id', 'l.name', 'l.email', 'l.created_at', 'c.user_id', 'c.project_id'])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAdminLeads(db: Db): Promise<number> {
  const row = await db.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A lead as the CSV export writes it: the lead, its conversation and what the advisor collected. */
export type LeadExportRow = {
  created_at: string;
  name: string;
  email: string;
  location: string | null;
  climate_zone: string | null;
  project_type: string | null;
  dwelling_type: string | null;
  user_id: string;
  project_id: string;
  conversation_id: string;
};

const variable = (name: string) =>
  `(select value from collected_variables v where v.conversation_id = l.conversation_id and v.name = '${name}') as ${name}`;

/**
 * Every lead, newest first. Read in one synchronous call: an open better-sqlite3 iterator would keep
 * the shared connection busy for every other request while the download streams.
 */
export function leadExportRows(db: Db): LeadExportRow[] {
  return sqliteOf(db)
    .prepare<[], LeadExportRow>(
      `select l.created_at, l.name, l.email,
         ${['location', 'climate_zone', 'project_type', 'dwelling_type'].map(variable).join(', ')},
         c.user_id, c.project_id, l.conversation_id
       from leads l join conversations c on c.id = l.conversation_id
       order by l.created_at desc, l.id desc`,
    )
    .all();
}
