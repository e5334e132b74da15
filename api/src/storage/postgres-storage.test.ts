import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createConversation, postMessage, testDatabaseEnv } from '../test/helper';
import { onPostgres } from '../test/test-database';
import { postgresProxy } from '../test/postgres-proxy';
import { databaseFailure } from '../db/postgres-errors';
import type { App } from '../types';

const UNAVAILABLE = { error: 'service_unavailable', message: 'The database is not available, please retry shortly' };

/** Two instances of the app on one database, as behind a load balancer. */
async function twoInstances(env: Record<string, string> = {}): Promise<[App, App]> {
  const database = await testDatabaseEnv();
  const first = (await buildTestApp({ ...database, ...env })).app;
  const second = (await buildTestApp({ ...database, ...env })).app;
  return [first, second];
}

describe.runIf(onPostgres)('PostgreSQL storage', () => {
  it('answers 503 with a clear message while PostgreSQL cannot be reached, and serves again once it can', async () => {
    const proxy = await postgresProxy();
    const { DATABASE_URL } = await testDatabaseEnv();
    const { app } = await buildTestApp({ DATABASE_URL: proxy.url(DATABASE_URL as string), DATABASE_CONNECT_TIMEOUT_MS: '1000' });
    const id = await createConversation(app);

    await proxy.stop(); // the pool's connections are cut, new ones refused
    for (const request of [
      { method: 'POST' as const, url: '/api/conversations', payload: { userId: 'u', projectId: 'p' } },
      { method: 'POST' as const, url: '/api/conversations/message', payload: { content: 'Hello', projectId: 'project-123', userId: 'user-456', conversationId: id } },
      { method: 'GET' as const, url: `/api/conversations/${id}/transcript` },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE);
      expect(response.headers['retry-after']).toBe('1');
    }

    await proxy.start();
    const answered = await postMessage(app, { content: 'Hello again', projectId: 'project-123', userId: 'user-456', conversationId: id });
    expect(answered.statusCode, answered.body).toBe(200);
  });

  it('survives a connection killed in the middle of a statement: that statement fails as unavailable, the next one runs', async () => {
    const { app } = await buildTestApp();
    const statement = `select pg_sleep(${20 + Math.random()}) as slept`;
    const sleeping = sql.raw(statement).execute(app.db);
    const running = sql<{ pid: number }>`select pid from pg_stat_activity where query = ${statement}`;
    await expect.poll(async () => (await running.execute(app.db)).rows.length).toBe(1);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${statement}`.execute(app.db);
    const error = await sleeping.then(() => undefined, (failure: unknown) => failure);
    expect(databaseFailure(error)).toBe('unavailable');
    // the process is still here (an unheard 'error' on the broken client would have ended it) and serves
    expect((await app.inject({ method: 'POST', url: '/api/conversations', payload: { userId: 'u', projectId: 'p' } })).statusCode).toBe(201);
  });

  it('answers 503 (busy) when a statement runs past DATABASE_STATEMENT_TIMEOUT_MS', async () => {
    const database = await testDatabaseEnv();
    // long enough for the app's own statements on a loaded machine; the held row outlasts any timeout
    const { app } = await buildTestApp({ ...database, DATABASE_STATEMENT_TIMEOUT_MS: '1500' });
    const id = await createConversation(app);
    // another session (no timeouts of its own) holds the conversation's row: the lead waits for it past the timeout
    const holder = new pg.Client({ connectionString: database.DATABASE_URL });
    await holder.connect();
    const lead = { method: 'POST' as const, url: '/api/optimized-sales/lead', payload: { name: 'Ann', email: 'ann@example.com', conversationId: id } };
    let response;
    try {
      await holder.query('begin');
      await holder.query('select id from conversations where id = $1 for update', [id]);
      response = await app.inject(lead);
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'service_unavailable', message: 'The database is busy, please retry shortly' });
    // nothing of the lead was stored; sent again, it is
    expect(await app.db.selectFrom('leads').selectAll().execute()).toEqual([]);
    expect((await app.inject(lead)).statusCode).toBe(201);
  });

  it('answers 400, never 500, for text PostgreSQL cannot store (a NUL character), and stores nothing of it', async () => {
    const { app } = await buildTestApp();
    const created = await app.inject({ method: 'POST', url: '/api/conversations', payload: { userId: 'nul\u0000user', projectId: 'p' } });
    expect(created.statusCode).toBe(400);
    const id = await createConversation(app);
    const message = await postMessage(app, { content: 'Hello\u0000there', projectId: 'p', userId: 'user-456', conversationId: id });
    expect(message.statusCode).toBe(400);
    expect(await app.db.selectFrom('messages').selectAll().execute()).toEqual([]);
    // inside a JSON document the character is an escape, which the json column keeps as written
    const details = await app.inject({ method: 'PATCH', url: `/api/conversations/${id}`, payload: { buildingDetails: JSON.stringify({ note: 'a\u0000b', b: 1, a: 2 }) } });
    expect(details.statusCode).toBe(200);
    expect(details.json().buildingDetails).toEqual({ note: 'a\u0000b', b: 1, a: 2 });
    expect(Object.keys(details.json().buildingDetails)).toEqual(['note', 'b', 'a']);
    const lookup = await app.inject({ method: 'GET', url: `/api/conversations?userId=${encodeURIComponent('a\u0000b')}&projectId=p&id=${id}` });
    expect(lookup.statusCode).toBe(400);
  });

  it('answers 404, as SQLite does, for a message id past any stored one', async () => {
    const { app } = await buildTestApp();
    const id = await createConversation(app);
    const feedback = await app.inject({ method: 'POST', url: '/api/analysis/feedback', payload: { conversationId: id, messageId: 1e20, userFeedback: 'x' } });
    expect(feedback.statusCode).toBe(404);
  });

  it('tells a duplicate (409) from a bad value (400) and a database in trouble (503)', async () => {
    const { app } = await buildTestApp();
    const visitor = { id: 'v1', token_hash: 'h', user_id: 'u', verified: 0, created_at: '2026-11-01T00:00:00.000Z', expires_at: '2026-12-01T00:00:00.000Z' };
    await app.db.insertInto('visitors').values(visitor).execute();
    const failure = (work: Promise<unknown>) => work.then(() => undefined, (error: unknown) => databaseFailure(error));
    expect(await failure(app.db.insertInto('visitors').values({ ...visitor, id: 'v2' }).execute())).toBe('duplicate');
    expect(await failure(app.db.insertInto('messages').values({ conversation_id: 'none', sender: 'user', content: 'x', timestamp: '2026-11-01T00:00:00.000Z' }).execute())).toBe('constraint');
    expect(await failure(sql`select ${'not a time'}::timestamptz`.execute(app.db))).toBe('invalid_value');
    expect(await failure(sql`select no_such_column from visitors`.execute(app.db))).toBeUndefined(); // a bug: 500
  });

  it('keeps each instance as correct as one: a lead or feedback sent to two instances at once is stored once', async () => {
    const [first, second] = await twoInstances();
    const answer = await postMessage(first, { content: 'How do I insulate a ceiling?', projectId: 'p', userId: 'u' });
    const { conversationId, id: replyId } = answer.json<{ conversationId: string; id: number }>();
    const lead = { method: 'POST' as const, url: '/api/optimized-sales/lead', payload: { name: 'Ann', email: 'ann@example.com', conversationId } };
    const leads = await Promise.all([first.inject(lead), second.inject(lead), first.inject(lead), second.inject(lead)]);
    expect(leads.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await first.db.selectFrom('leads').selectAll().execute()).toHaveLength(1);

    const feedback = { method: 'POST' as const, url: '/api/analysis/feedback', payload: { conversationId, messageId: replyId, userFeedback: 'Useful' } };
    const answers = await Promise.all([first.inject(feedback), second.inject(feedback), first.inject(feedback), second.inject(feedback)]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(await first.db.selectFrom('feedback').selectAll().execute()).toHaveLength(1);
  });

  it('continues on one instance a conversation the other started, each turn seeing the other’s (history and counters)', async () => {
    const [first, second] = await twoInstances();
    const started = (await postMessage(first, { content: 'We are building in Ballarat', projectId: 'p', userId: 'u' })).json<{ conversationId: string }>();
    const { conversationId } = started;
    for (const [index, app] of [first, second, first, second, second].entries()) {
      const response = await postMessage(app, { content: `Question ${index}: what about windows?`, projectId: 'p', userId: 'u', conversationId });
      expect(response.statusCode).toBe(200);
    }
    const row = await second.db.selectFrom('conversations').select(['message_count']).where('id', '=', conversationId).executeTakeFirstOrThrow();
    expect(row.message_count).toBe(12);
    const transcript = (await first.inject({ method: 'GET', url: `/api/conversations/${conversationId}/transcript` })).json<{ sender: string }[]>();
    expect(transcript.map((message) => message.sender)).toEqual(Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? 'user' : 'assistant')));
    // the place told on the first instance is known to both
    const collected = await second.storage.collectedVariables(conversationId);
    expect(collected.location).toMatch(/Ballarat/);
  });
});
