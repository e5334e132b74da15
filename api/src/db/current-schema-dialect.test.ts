import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from './database';
import { createPostgresDatabase } from './postgres';
import { createTestSchema, onPostgres } from '../test/test-database';

const opened: Db[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

async function schemaDatabase(): Promise<Db> {
  const { url } = await createTestSchema();
  const { db } = createPostgresDatabase({ url, poolSize: 1, connectTimeoutMs: 5000, statementTimeoutMs: 10_000, onIdleError: () => {} });
  opened.push(db);
  return db;
}

describe.runIf(onPostgres)('the PostgreSQL introspector', () => {
  it("lists only the tables of the connection's own schema, so another schema's tables coming and going cannot fail it", async () => {
    const own = await schemaDatabase();
    const other = await schemaDatabase();
    await sql`create table notes (id serial primary key, body text not null, said_at timestamptz default now())`.execute(own);
    await sql`create table elsewhere (id serial primary key)`.execute(other);
    await sql`create table kysely_migration (name text)`.execute(other);

    const tables = await own.introspection.getTables();

    expect(tables.map((table) => table.name)).toEqual(['notes']);
    expect(tables[0]?.columns).toEqual([
      { name: 'id', dataType: 'int4', dataTypeSchema: 'pg_catalog', isNullable: false, hasDefaultValue: true, isAutoIncrementing: true },
      { name: 'body', dataType: 'text', dataTypeSchema: 'pg_catalog', isNullable: false, hasDefaultValue: false, isAutoIncrementing: false },
      { name: 'said_at', dataType: 'timestamptz', dataTypeSchema: 'pg_catalog', isNullable: true, hasDefaultValue: true, isAutoIncrementing: false },
    ]);
  });

  it("shows kysely's own tables only when asked for them", async () => {
    const db = await schemaDatabase();
    await sql`create table kysely_migration (name text)`.execute(db);
    await sql`create table kysely_migration_lock (id text)`.execute(db);
    await sql`create view recent as select 1 as one`.execute(db);

    expect((await db.introspection.getTables()).map((table) => [table.name, table.isView])).toEqual([['recent', true]]);
    expect((await db.introspection.getTables({ withInternalKyselyTables: true })).map((table) => table.name)).toEqual([
      'kysely_migration',
      'kysely_migration_lock',
      'recent',
    ]);
  });
});
