import { describe, expect, it } from 'vitest';
import type { AdminConversationList, AdminTranscript } from '@energy-advisor/contracts';
import { adminGet, buildAdminApp, seedConversation, seedMany } from '../admin/test/fixtures';
import { sqliteOf } from '../db/database';
import { createConversation, postMessage } from '../test/helper';
import { onPostgres } from '../test/test-database';

const list = async (app: Parameters<typeof adminGet>[0], query = '') => {
  const response = await adminGet(app, `/api/admin/conversations${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminConversationList>();
};

describe('GET /api/admin/conversations', () => {
  it('answers an empty list with one page on an empty database', async () => {
    const { app } = await buildAdminApp();
    expect(await list(app)).toEqual({ conversations: [], totalPages: 1 });
  });

  it('lists every documented field, newest first, 20 a page', async () => {
    const { app } = await buildAdminApp();
    const ids = await seedMany(app.db, 45);
    const first = await list(app, '?page=1&limit=20');
    expect(first.totalPages).toBe(3);
    expect(first.conversations).toHaveLength(20);
    expect(first.conversations.map((row) => row.id)).toEqual(ids.slice(25).reverse());
    expect(first.conversations[0]).toEqual({
      id: ids[44],
      user_id: 'user-44',
      project_id: 'project-44',
      created_at: '2026-11-01T00:44:00.000Z',
      message_count: 2,
      first_message_at: '2026-11-01T00:45:00.000Z',
      last_message_at: '2026-11-01T00:46:00.000Z',
    });
    const empty = first.conversations.find((row) => row.user_id === 'user-42');
    expect(empty).toMatchObject({ message_count: 0, first_message_at: null, last_message_at: null });

    const last = await list(app, '?page=3');
    expect(last.conversations.map((row) => row.id)).toEqual(ids.slice(0, 5).reverse());
    expect((await list(app, '?page=4')).conversations).toEqual([]);
    expect((await list(app, '?page=2&limit=100')).totalPages).toBe(1);
  });

  it('pages exactly at the boundary: 40 conversations are 2 pages, 41 are 3', async () => {
    const { app } = await buildAdminApp();
    await seedMany(app.db, 40);
    expect((await list(app)).totalPages).toBe(2);
    expect((await list(app, '?page=2')).conversations).toHaveLength(20);
    await seedMany(app.db, 1, '2026-11-20T00:00:00.000Z');
    expect((await list(app)).totalPages).toBe(3);
    expect((await list(app, '?page=3')).conversations).toHaveLength(1);
  });

  it('orders conversations created at the same instant by id, so pages never overlap', async () => {
    const { app } = await buildAdminApp();
    const createdAt = '2026-11-02T00:00:00.000Z';
    const ids: string[] = [];
    for (let index = 0; index < 25; index += 1) ids.push(await seedConversation(app.db, { createdAt }));
    const pages = [...(await list(app, '?page=1')).conversations, ...(await list(app, '?page=2')).conversations];
    expect(pages.map((row) => row.id)).toEqual([...ids].sort().reverse());
  });

  it('searches user and project ids as a case-insensitive substring', async () => {
    const { app } = await buildAdminApp();
    await seedConversation(app.db, { userId: 'Alice-Smith', projectId: 'house-1', createdAt: '2026-11-01T00:00:00.000Z' });
    await seedConversation(app.db, { userId: 'bob', projectId: 'ALICE-renovation', createdAt: '2026-11-01T00:01:00.000Z' });
    await seedConversation(app.db, { userId: 'carol', projectId: 'house-2', createdAt: '2026-11-01T00:02:00.000Z' });
    const found = await list(app, '?search=alice');
    expect(found.conversations.map((row) => row.user_id)).toEqual(['bob', 'Alice-Smith']);
    expect(found.totalPages).toBe(1);
    expect((await list(app, '?search=%20%20carol%20')).conversations.map((row) => row.user_id)).toEqual(['carol']);
    expect((await list(app, '?search=nobody')).conversations).toEqual([]);
  });

  it('takes % and _ (and the escape character) in the search term literally', async () => {
    const { app } = await buildAdminApp();
    await seedConversation(app.db, { userId: 'plain', projectId: 'abc', createdAt: '2026-11-01T00:00:00.000Z' });
    await seedConversation(app.db, { userId: '50%off', projectId: 'p', createdAt: '2026-11-01T00:01:00.000Z' });
    await seedConversation(app.db, { userId: 'snake_case', projectId: 'p', createdAt: '2026-11-01T00:02:00.000Z' });
    await seedConversation(app.db, { userId: 'back\\slash', projectId: 'p', createdAt: '2026-11-01T00:03:00.000Z' });
    const users = async (term: string) =>
      (await list(app, `?search=${encodeURIComponent(term)}`)).conversations.map((row) => row.user_id);
    expect(await users('%')).toEqual(['50%off']);
    expect(await users('_')).toEqual(['snake_case']);
    expect(await users('a_c')).toEqual([]);
    expect(await users('\\')).toEqual(['back\\slash']);
    expect(await users('%off')).toEqual(['50%off']);
  });

  it('hides empty conversations only when hideEmpty=true, and combines with search', async () => {
    const { app } = await buildAdminApp();
    await seedMany(app.db, 30); // every third is empty: 10 empty, 20 with messages
    expect((await list(app, '?hideEmpty=true')).conversations.every((row) => row.message_count > 0)).toBe(true);
    expect((await list(app, '?hideEmpty=true&page=1')).totalPages).toBe(1);
    expect((await list(app, '?hideEmpty=false')).totalPages).toBe(2);
    const searched = await list(app, '?hideEmpty=true&search=user-2');
    expect(searched.conversations.map((row) => row.user_id)).toEqual(['user-29', 'user-28', 'user-26', 'user-25', 'user-23', 'user-22', 'user-20', 'user-2']);
  });

  it('counts messages the chat stored', async () => {
    const { app } = await buildAdminApp();
    const id = await createConversation(app, 'visitor', 'job-9');
    await postMessage(app, { content: 'Hello', projectId: 'job-9', userId: 'visitor', conversationId: id });
    const [row] = (await list(app)).conversations;
    expect(row).toMatchObject({ id, message_count: 2 });
    expect(row?.first_message_at).not.toBeNull();
  });

  it.each([
    ['page=0', 'page must be >= 1'],
    ['page=abc', 'page must be a whole number'],
    ['limit=101', 'limit must be <= 100'],
    ['hideEmpty=maybe', 'hideEmpty must be of type boolean'],
    [`search=${'x'.repeat(201)}`, 'search must be at most 200 characters'],
  ])('answers 400 for %s', async (query, message) => {
    const { app } = await buildAdminApp();
    const response = await adminGet(app, `/api/admin/conversations?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_error', message });
  });

  it('answers a search holding a NUL character (short, long) with a 4xx or a list, never a 500', async () => {
    const { app } = await buildAdminApp();
    await seedMany(app.db, 3);
    for (const term of ['\0', 'a\0', 'u\0', 'user\0', 'user-1\0']) {
      for (const hideEmpty of ['', '&hideEmpty=true']) {
        const response = await adminGet(app, `/api/admin/conversations?search=${encodeURIComponent(term)}${hideEmpty}&page=2&limit=1`);
        expect(response.statusCode, JSON.stringify(term)).toBeLessThan(500);
        expect(response.json()).toBeTypeOf('object');
      }
    }
  });

  // SQLite's query plans; PostgreSQL's planner picks its own
  it.skipIf(onPostgres)('pages along the list indexes and counts and searches on index entries alone', async () => {
    const { app } = await buildAdminApp();
    const sqlite = sqliteOf(app.db);
    const plan = (sql: string) =>
      (sqlite.prepare(`explain query plan ${sql}`).all() as { detail: string }[]).map((row) => row.detail).join(' | ');
    // a page's rows are found on the index (offset included), then read by rowid
    const page = plan(`select rowid from conversations order by created_at desc, id desc limit 20 offset 40`);
    expect(page).toMatch(/COVERING INDEX conversations_admin_list\b/);
    expect(page).not.toMatch(/TEMP B-TREE/);
    const started = plan(
      `select rowid from conversations indexed by conversations_admin_list_started where first_message_at is not null and user_id like '%a%' order by created_at desc, id desc limit 20`,
    );
    expect(started).toMatch(/COVERING INDEX conversations_admin_list_started/);
    expect(started).not.toMatch(/TEMP B-TREE/);
    expect(plan(`select count(*) from conversations indexed by conversations_admin_list_started where first_message_at is not null`)).toMatch(/COVERING INDEX/);
    expect(plan(`select count(*) from conversations where (user_id like '%a%' escape '\\' or project_id like '%a%' escape '\\')`)).toMatch(/COVERING INDEX/);
    expect(plan(`select count(*), sum(message_count) from conversations`)).toMatch(/COVERING INDEX/);
  });

  it.skipIf(onPostgres)('leaves the list indexes alone when a turn is stored (a turn rewrites no admin index entry)', async () => {
    const { app } = await buildAdminApp();
    const sqlite = sqliteOf(app.db);
    const indexColumns = (name: string) => (sqlite.prepare(`select name from pragma_index_info(?)`).all(name) as { name: string }[]).map((row) => row.name);
    // no column a turn's counter update names (message_count, last_message_at); first_message_at is
    // set by its own statement, once per conversation
    expect(indexColumns('conversations_admin_list')).toEqual(['created_at', 'id', 'user_id', 'project_id']);
    expect(indexColumns('conversations_admin_list_started')).toEqual(['created_at', 'id', 'user_id', 'project_id', 'first_message_at']);
  });

  it('keeps the counters and dates the list shows as turns are stored', async () => {
    const { app } = await buildAdminApp();
    const id = await createConversation(app, 'visitor', 'job-9');
    await postMessage(app, { content: 'Hello', projectId: 'job-9', userId: 'visitor', conversationId: id });
    await postMessage(app, { content: 'Hello again', projectId: 'job-9', userId: 'visitor', conversationId: id });
    const row = await app.db.selectFrom('conversations').select(['message_count', 'first_message_at', 'last_message_at']).where('id', '=', id).executeTakeFirstOrThrow();
    const [first, last] = await Promise.all(
      ['asc', 'desc'].map(async (order) =>
        (await app.db.selectFrom('messages').select('timestamp').where('conversation_id', '=', id).orderBy('timestamp', order as 'asc').limit(1).executeTakeFirstOrThrow()).timestamp,
      ),
    );
    expect(row).toEqual({ message_count: 4, first_message_at: first, last_message_at: last });
  });
});

describe('GET /api/admin/conversations/{id}/transcript', () => {
  it('answers the conversation and its messages with feedback, oldest first', async () => {
    const { app } = await buildAdminApp();
    const id = await createConversation(app, 'visitor', 'job-9');
    const sent = await postMessage(app, { content: 'How do I insulate?', projectId: 'job-9', userId: 'visitor', conversationId: id });
    const feedback = await app.inject({
      method: 'POST',
      url: '/api/analysis/feedback',
      payload: { conversationId: id, messageId: sent.json().id, userFeedback: 'Too long' },
    });
    expect(feedback.statusCode).toBe(201);
    const response = await adminGet(app, `/api/admin/conversations/${id}/transcript`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.conversation).toEqual({ user_id: 'visitor', project_id: 'job-9' });
    expect(body.messages.map((message: { sender: string }) => message.sender)).toEqual(['user', 'assistant']);
    expect(body.messages[0]).toMatchObject({ content: 'How do I insulate?', feedback: null });
    expect(body.messages[1]).toMatchObject({ id: sent.json().id, feedback: 'Too long' });
    expect(Object.keys(body.messages[0]).sort()).toEqual(['content', 'feedback', 'id', 'sender', 'timestamp']);
  });

  it("marks a reply the visitor stopped (its model_used ends with ' (stopped)'), and only that one", async () => {
    const { app } = await buildAdminApp();
    const id = await seedConversation(app.db, { userId: 'u', projectId: 'p', createdAt: '2026-11-01T00:00:00.000Z' });
    const message = (content: string, sender: 'user' | 'assistant', minute: number, model_used: string | null) =>
      ({ conversation_id: id, sender, content, timestamp: `2026-11-01T00:0${minute}:00.000Z`, model_used });
    await app.db
      .insertInto('messages')
      .values([
        message('Heat pumps?', 'user', 1, null),
        message('They move heat rather than', 'assistant', 2, 'openai:gpt-4o (stopped)'),
        message('And solar?', 'user', 3, null),
        message('Panels on the north roof.', 'assistant', 4, 'openai:gpt-4o'),
      ])
      .execute();
    const response = await adminGet(app, `/api/admin/conversations/${id}/transcript`);
    expect(response.statusCode, response.body).toBe(200);
    const messages = response.json<AdminTranscript>().messages;
    expect(messages.map((shown) => shown.stopped)).toEqual([undefined, true, undefined, undefined]);
    expect(messages[1]).toMatchObject({ sender: 'assistant', content: 'They move heat rather than', stopped: true });
    expect(Object.keys(messages[1]!).sort()).toEqual(['content', 'feedback', 'id', 'sender', 'stopped', 'timestamp']);
  });

  it('answers an empty message list for an empty conversation', async () => {
    const { app } = await buildAdminApp();
    const id = await seedConversation(app.db, { userId: 'u', projectId: 'p', createdAt: '2026-11-01T00:00:00.000Z' });
    const response = await adminGet(app, `/api/admin/conversations/${id}/transcript`);
    expect(response.json()).toEqual({ conversation: { user_id: 'u', project_id: 'p' }, messages: [] });
  });

  it('answers 404 for an unknown id and 400 for one that is not a conversation id', async () => {
    const { app } = await buildAdminApp();
    const missing = await adminGet(app, '/api/admin/conversations/00000000-0000-4000-8000-000000000000/transcript');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Conversation not found' });
    expect((await adminGet(app, '/api/admin/conversations/nope/transcript')).statusCode).toBe(400);
    expect((await adminGet(app, '/api/admin/conversations/00000000-0000-4000-8000-000000000000/transcript.csv')).statusCode).toBe(404);
  });

  it('downloads the transcript as CSV, safe to open in a spreadsheet', async () => {
    const { app } = await buildAdminApp();
    const id = await createConversation(app, 'visitor', 'job-9');
    await postMessage(app, { content: '=HYPERLINK("http://evil","click"), "quoted"\nline two', projectId: 'job-9', userId: 'visitor', conversationId: id });
    const response = await adminGet(app, `/api/admin/conversations/${id}/transcript.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="transcript-${id}.csv"`);
    const text = response.body;
    expect(text.startsWith('\uFEFF"conversation_id","user_id","project_id","message_id","timestamp","sender","content","feedback"\r\n')).toBe(true);
    expect(text).toContain(`"${id}","visitor","job-9",`);
    expect(text).toContain(`,"user","'=HYPERLINK(""http://evil"",""click""), ""quoted""\nline two",""\r\n`);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(3);
  });
});
