import { describe, expect, it } from 'vitest';
import { buildTestApp, createConversation, postMessage, visitorToken } from '../test/helper';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('POST /api/conversations', () => {
  it('creates a conversation and answers its id', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { projectId: 'project-123', userId: 'user-456' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = response.json();
    expect(body.id).toMatch(UUID);
    expect(body).toMatchObject({ projectId: 'project-123', userId: 'user-456' });
    expect(Date.parse(body.createdAt)).not.toBeNaN();
  });

  it.each([
    ['a missing userId', { projectId: 'p' }, 'userId is required'],
    ['a missing projectId', { userId: 'u' }, 'projectId is required'],
    ['a blank userId', { projectId: 'p', userId: '   ' }, 'userId must not be blank'],
    ['an empty projectId', { projectId: '', userId: 'u' }, 'projectId must not be empty'],
    ['a number instead of a string', { projectId: 'p', userId: 42 }, 'userId must be of type string'],
    ['an overlong id', { projectId: 'p'.repeat(201), userId: 'u' }, 'projectId must be at most 200 characters'],
    ['a control character in an id', { projectId: 'p', userId: 'jane\u0000doe' }, 'userId must not hold control characters or line breaks'],
    ['a line break in an id', { projectId: 'p\nq', userId: 'u' }, 'projectId must not hold control characters or line breaks'],
  ])('answers 400 for %s', async (_case, payload, message) => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'POST', url: '/api/conversations', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_error', message });
  });

  it('answers 400 for malformed JSON, an empty JSON body and no body', async () => {
    const { app } = await buildTestApp();
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { 'content-type': 'application/json' },
      payload: '{"projectId":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'validation_error', message: 'The body is not valid JSON' });
    const empty = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('validation_error');
    const none = await app.inject({ method: 'POST', url: '/api/conversations' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('validation_error');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { 'content-type': 'application/xml' },
      payload: '<conversation/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('unsupported_media_type');
  });

  it('answers 413 for a body over the limit', async () => {
    const { app } = await buildTestApp({ BODY_LIMIT_BYTES: '2048' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { projectId: 'p', userId: 'u', padding: 'x'.repeat(4096) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payload_too_large', message: 'The request body is too large' });
  });
});

describe('GET /api/conversations', () => {
  it('lists a user\'s conversations newest first with id, projectId and createdAt', async () => {
    const { app } = await buildTestApp();
    const visitor = await visitorToken(app, { userId: 'user-456' });
    const first = await createConversation(app, 'user-456', 'project-a', visitor);
    const second = await createConversation(app, 'user-456', 'project-b', visitor);
    await createConversation(app, 'someone-else', 'project-a', visitor);
    const response = await app.inject({ method: 'GET', url: '/api/conversations?userId=user-456', headers: visitor.headers });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((item: { id: string }) => item.id)).toEqual([second, first]);
    expect(Object.keys(list[0]).sort()).toEqual(['createdAt', 'id', 'projectId']);
    expect(list[0].projectId).toBe('project-b');
  });

  it('answers an empty list for a user with no conversations', async () => {
    const { app } = await buildTestApp();
    const visitor = await visitorToken(app, { userId: 'nobody' });
    const response = await app.inject({ method: 'GET', url: '/api/conversations?userId=nobody', headers: visitor.headers });
    expect(response.json()).toEqual([]);
  });

  it('answers the newest conversation of a user and project, with its messages', async () => {
    const { app } = await buildTestApp();
    const visitor = await visitorToken(app, { userId: 'u' });
    await createConversation(app, 'u', 'p', visitor);
    const newest = await createConversation(app, 'u', 'p', visitor);
    await postMessage(app, { content: 'How do I improve my star rating?', projectId: 'p', userId: 'u', conversationId: newest });
    const response = await app.inject({ method: 'GET', url: '/api/conversations?userId=u&projectId=p', headers: visitor.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.id).toBe(newest);
    expect(body.messages.map((m: { sender: string }) => m.sender)).toEqual(['user', 'assistant']);
    expect(body.messages[0].content).toBe('How do I improve my star rating?');
    expect(body).toMatchObject({ projectId: 'p', userId: 'u', buildingDetails: {}, collectedVariables: {} });
  });

  it('answers one conversation by id only for its own user', async () => {
    const { app } = await buildTestApp();
    const id = await createConversation(app, 'u', 'p');
    const own = await app.inject({ method: 'GET', url: `/api/conversations?userId=u&projectId=p&id=${id}` });
    expect(own.statusCode).toBe(200);
    expect(own.json().id).toBe(id);
    const other = await app.inject({ method: 'GET', url: `/api/conversations?userId=intruder&projectId=p&id=${id}` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'not_found', message: 'Conversation not found' });
  });

  it('answers 404 when the user has no conversation on the project', async () => {
    const { app } = await buildTestApp();
    const visitor = await visitorToken(app, { userId: 'u' });
    const response = await app.inject({ method: 'GET', url: '/api/conversations?userId=u&projectId=none', headers: visitor.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });

  it('answers 400 without a userId, with a blank one, or with a malformed id', async () => {
    const { app } = await buildTestApp();
    for (const url of [
      '/api/conversations',
      '/api/conversations?userId=',
      '/api/conversations?userId=%20%20',
      '/api/conversations?userId=u&id=not-a-uuid',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toBe('validation_error');
    }
  });

  it('keeps quotes and SQL in ids as plain text', async () => {
    const { app } = await buildTestApp();
    const userId = "x' OR '1'='1";
    const visitor = await visitorToken(app, { userId });
    await createConversation(app, userId, 'p', visitor);
    await createConversation(app, 'victim', 'p', visitor);
    const response = await app.inject({ method: 'GET', url: `/api/conversations?userId=${encodeURIComponent(userId)}`, headers: visitor.headers });
    expect(response.json()).toHaveLength(1);
  });
});

describe('PATCH /api/conversations/{id}', () => {
  it('changes the project and stores building details sent as a JSON string', async () => {
    const { app } = await buildTestApp();
    const id = await createConversation(app, 'u', 'p');
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/conversations/${id}`,
      payload: { projectId: 'p2', buildingDetails: JSON.stringify({ storeys: 2, suburb: 'Geelong' }) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, projectId: 'p2', buildingDetails: { storeys: 2, suburb: 'Geelong' } });
    const again = await app.inject({ method: 'GET', url: `/api/conversations?userId=u&projectId=p2&id=${id}` });
    expect(again.json().buildingDetails).toEqual({ storeys: 2, suburb: 'Geelong' });
  });

  it('answers 400 for building details that are not a JSON object string, and keeps the old ones', async () => {
    const { app } = await buildTestApp();
    const id = await createConversation(app, 'u', 'p');
    await app.inject({ method: 'PATCH', url: `/api/conversations/${id}`, payload: { buildingDetails: '{"a":1}' } });
    for (const buildingDetails of ['{not json', '[1,2]', 'null', '"text"']) {
      const response = await app.inject({ method: 'PATCH', url: `/api/conversations/${id}`, payload: { buildingDetails } });
      expect(response.statusCode, buildingDetails).toBe(400);
      expect(response.json().message).toBe('buildingDetails must be a JSON string holding an object');
    }
    const objectInstead = await app.inject({
      method: 'PATCH',
      url: `/api/conversations/${id}`,
      payload: { buildingDetails: { a: 2 } },
    });
    expect(objectInstead.statusCode).toBe(400);
    const after = await app.inject({ method: 'GET', url: `/api/conversations?userId=u&id=${id}` });
    expect(after.json().buildingDetails).toEqual({ a: 1 });
  });

  it('answers 400 for an empty patch, 404 for an unknown id and 400 for a malformed one', async () => {
    const { app } = await buildTestApp();
    const id = await createConversation(app, 'u', 'p');
    const empty = await app.inject({ method: 'PATCH', url: `/api/conversations/${id}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Nothing to update: send projectId or buildingDetails');
    const unknown = await app.inject({ method: 'PATCH', url: `/api/conversations/${MISSING}`, payload: { projectId: 'x' } });
    expect(unknown.statusCode).toBe(404);
    const malformed = await app.inject({ method: 'PATCH', url: '/api/conversations/1', payload: { projectId: 'x' } });
    expect(malformed.statusCode).toBe(400);
    const blank = await app.inject({ method: 'PATCH', url: `/api/conversations/${id}`, payload: { projectId: ' ' } });
    expect(blank.statusCode).toBe(400);
  });
});

describe('building details size', () => {
  it('refuses building details over 16 KB (413) on both calls and keeps the stored ones', async () => {
    const { app } = await buildTestApp();
    const id = await createConversation(app, 'u', 'p');
    await app.inject({ method: 'POST', url: `/api/conversations/${id}/update-building-details`, payload: { buildingDetails: { kept: true } } });
    const big = { notes: 'x'.repeat(16 * 1024) };
    const posted = await app.inject({ method: 'POST', url: `/api/conversations/${id}/update-building-details`, payload: { buildingDetails: big } });
    expect(posted.statusCode).toBe(413);
    expect(posted.json()).toEqual({ error: 'payload_too_large', message: 'buildingDetails must be at most 16 KB of JSON' });
    const patched = await app.inject({ method: 'PATCH', url: `/api/conversations/${id}`, payload: { buildingDetails: JSON.stringify(big) } });
    expect(patched.statusCode).toBe(413);
    const after = await app.inject({ method: 'GET', url: `/api/conversations?userId=u&id=${id}` });
    expect(after.json().buildingDetails).toEqual({ kept: true });
  });
});

describe('POST /api/conversations/{id}/update-building-details', () => {
  it('stores the building details object', async () => {
    const { app } = await buildTestApp();
    const id = await createConversation(app, 'u', 'p');
    const buildingDetails = { climateZone: 6, windows: { frame: 'uPVC' } };
    const response = await app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/update-building-details`,
      payload: { buildingDetails },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, buildingDetails });
    const after = await app.inject({ method: 'GET', url: `/api/conversations?userId=u&id=${id}` });
    expect(after.json().buildingDetails).toEqual(buildingDetails);
  });

  it('answers 400 for a missing or non-object value and 404 for an unknown conversation', async () => {
    const { app } = await buildTestApp();
    const id = await createConversation(app, 'u', 'p');
    for (const payload of [{}, { buildingDetails: 'text' }, { buildingDetails: [1] }, { buildingDetails: null }]) {
      const response = await app.inject({ method: 'POST', url: `/api/conversations/${id}/update-building-details`, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await app.inject({
      method: 'POST',
      url: `/api/conversations/${MISSING}/update-building-details`,
      payload: { buildingDetails: {} },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/conversations/{id}/transcript', () => {
  it('answers the messages oldest first', async () => {
    const { app } = await buildTestApp();
    const id = await createConversation(app, 'u', 'p');
    await postMessage(app, { content: 'first', projectId: 'p', userId: 'u', conversationId: id });
    await postMessage(app, { content: 'second', projectId: 'p', userId: 'u', conversationId: id });
    const response = await app.inject({ method: 'GET', url: `/api/conversations/${id}/transcript` });
    expect(response.statusCode).toBe(200);
    const messages = response.json();
    expect(messages.map((m: { content: string; sender: string }) => `${m.sender}:${m.sender === 'user' ? m.content : ''}`)).toEqual([
      'user:first',
      'assistant:',
      'user:second',
      'assistant:',
    ]);
    expect(messages[0]).toMatchObject({ id: expect.any(Number), timestamp: expect.any(String), citations: [] });
  });

  it('answers 404 for an unknown conversation and 400 for a malformed id', async () => {
    const { app } = await buildTestApp();
    expect((await app.inject({ method: 'GET', url: `/api/conversations/${MISSING}/transcript` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/conversations/abc/transcript' })).statusCode).toBe(400);
  });
});
