import fs from 'node:fs';
import pg from 'pg';
import { TEST_POSTGRES_URL, TEST_SCHEMA_PREFIX } from './test-database';

/**
 * Before the api-pg project: PostgreSQL must answer (else one clear failure, not hundreds), and the
 * schemas a killed test run left behind go. After it, the schemas its test processes kept for reuse
 * (see `test-database.ts`) go too. Schemas of processes still running (another run) are left alone.
 */
export default async function postgresGlobalSetup(): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL does not answer at ${TEST_POSTGRES_URL} (TEST_DATABASE_URL): start it (see ../shared/TOOLCHAIN.md, or .ci/run does) and run again`,
      { cause: error },
    );
  }
  try {
    await dropOrphanSchemas(client);
    // the admin search's trigram operators, in a schema no test drops: a migration creating the
    // extension puts it in its test's schema, and dropping that schema would take every other
    // schema's trigram indexes with it (pg_trgm is relocatable: moved, its indexes stay)
    await client.query('create extension if not exists pg_trgm schema public');
    await client.query(`do $$ begin
      if (select extnamespace <> 'public'::regnamespace from pg_extension where extname = 'pg_trgm') then
        alter extension pg_trgm set schema public;
      end if; end $$`);
  } finally {
    await client.end();
  }
  return async () => {
    const after = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 5000 });
    await after.connect();
    try {
      await dropOrphanSchemas(after);
    } finally {
      await after.end();
    }
  };
}

/** Drops the test schemas whose process (the pid in their name) is gone. */
async function dropOrphanSchemas(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ name: string }>('select nspname as name from pg_namespace where nspname like $1', [`${TEST_SCHEMA_PREFIX}%`]);
  for (const { name } of rows) {
    const pid = Number(new RegExp(`^${TEST_SCHEMA_PREFIX}(\\d+)_`).exec(name)?.[1]);
    if (Number.isInteger(pid) && !fs.existsSync(`/proc/${pid}`)) await client.query(`drop schema if exists ${name} cascade`);
  }
}
