import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp, postMessage } from '../test/helper';
import { onPostgres } from '../test/test-database';
import { namedStatement, statementName } from './named-statements';

describe('named statements', () => {
  it('names a registered text, always the same name, and nothing else', () => {
    const text = namedStatement('select 1 as registered_for_this_test');
    expect(statementName(text)).toMatch(/^energy_advisor_\d+$/);
    expect(namedStatement('select 1 as registered_for_this_test')).toBe(text);
    expect(statementName('select 1 as registered_for_this_test')).toBe(statementName(text));
    expect(statementName('select 2')).toBeUndefined();
  });

  it.runIf(onPostgres)('prepares the chat turn’s open and save once per connection, and answers the same turns', async () => {
    const { app } = await buildTestApp({ DATABASE_POOL_SIZE: '1' });
    const first = await postMessage(app, { content: 'We are building in Ballarat', projectId: 'p', userId: 'u' });
    const { conversationId } = first.json<{ conversationId: string }>();
    for (const content of ['Should I get double glazing?', 'What about the walls?']) {
      expect((await postMessage(app, { content, projectId: 'p', userId: 'u', conversationId })).statusCode).toBe(200);
    }
    const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements order by name`.execute(app.db);
    const prepared = rows.map((row) => row.name).filter((name) => name.startsWith('energy_advisor_'));
    expect(prepared).toHaveLength(2);
    const transcript = (await app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/transcript` })).json<{ sender: string; content: string }[]>();
    expect(transcript.map((message) => message.sender)).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant']);
    expect(transcript[2]?.content).toBe('Should I get double glazing?');
    expect((await app.storage.collectedVariables(conversationId)).location).toMatch(/Ballarat/);
  });
});
