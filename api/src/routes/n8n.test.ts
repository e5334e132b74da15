import { describe, expect, it } from 'vitest';
import { QUESTIONS } from '../advisor/policy';
import { buildTestApp } from '../test/helper';
import type { App } from '../types';
import { N8N_PROJECT_ID, n8nSessionUser } from './n8n';

const webhook = (app: App, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/n8n/webhook', payload: payload as Record<string, unknown>, headers });

describe('POST /api/n8n/webhook', () => {
  it('answers { output } from the advisor and keeps one conversation per sessionId', async () => {
    const { app } = await buildTestApp();
    const first = await webhook(app, { chatInput: 'Hi', sessionId: 'session-a' });
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json())).toEqual(['output']);
    expect(first.json().output).toContain(QUESTIONS.location);

    const second = await webhook(app, { chatInput: "We're building a new home near Ballarat, Victoria", sessionId: 'session-a' });
    expect(second.statusCode).toBe(200);
    expect(second.json().output).toContain(QUESTIONS.dwelling_type);

    const conversations = await app.db.selectFrom('conversations').selectAll().execute();
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({ user_id: n8nSessionUser('session-a'), project_id: N8N_PROJECT_ID, message_count: 4 });
    const messages = await app.db.selectFrom('messages').select(['sender', 'content']).orderBy('id').execute();
    expect(messages.map((row) => row.sender)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(messages[3]?.content).toBe(second.json().output);
    const variables = await app.db.selectFrom('collected_variables').selectAll().execute();
    expect(variables.find((row) => row.name === 'location')?.value).toBe('Ballarat, VIC');
  });

  it('starts a fresh conversation for a new sessionId', async () => {
    const { app } = await buildTestApp();
    await webhook(app, { chatInput: "We're building a new home near Ballarat, Victoria", sessionId: 'session-a' });
    const other = await webhook(app, { chatInput: 'Hello', sessionId: 'session-b' });
    expect(other.statusCode).toBe(200);
    expect(other.json().output).toContain(QUESTIONS.location);
    const users = (await app.db.selectFrom('conversations').select('user_id').execute()).map((row) => row.user_id).sort();
    expect(users).toEqual([n8nSessionUser('session-a'), n8nSessionUser('session-b')]);
  });

  it.each([
    ['no chatInput', { sessionId: 's' }],
    ['a blank chatInput', { chatInput: '   ', sessionId: 's' }],
    ['a numeric chatInput', { chatInput: 42, sessionId: 's' }],
    ['no sessionId', { chatInput: 'Hi' }],
    ['a blank sessionId', { chatInput: 'Hi', sessionId: ' ' }],
    ['a sessionId over 200 characters', { chatInput: 'Hi', sessionId: 'x'.repeat(201) }],
    ['a chatInput over 4000 characters', { chatInput: 'x'.repeat(4001), sessionId: 's' }],
  ])('answers 400 JSON for %s and stores nothing', async (_case, payload) => {
    const { app } = await buildTestApp();
    const response = await webhook(app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_error', message: expect.any(String) });
    expect(await app.db.selectFrom('conversations').selectAll().execute()).toEqual([]);
  });

  it('answers 415 JSON for a body that is not JSON and 413 for one over the body limit', async () => {
    const { app } = await buildTestApp({ BODY_LIMIT_BYTES: '4096' });
    const text = await app.inject({ method: 'POST', url: '/api/n8n/webhook', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe('unsupported_media_type');
    const big = await webhook(app, { chatInput: 'x'.repeat(8192), sessionId: 's' });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('payload_too_large');
  });

  it('answers 429 JSON with Retry-After once a client passes CHAT_RATE_LIMIT_PER_MINUTE', async () => {
    const { app } = await buildTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: '2' });
    expect((await webhook(app, { chatInput: 'Hi', sessionId: 's' })).statusCode).toBe(200);
    expect((await webhook(app, { chatInput: 'Hi', sessionId: 's' })).statusCode).toBe(200);
    const limited = await webhook(app, { chatInput: 'Hi', sessionId: 's' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json()).toMatchObject({ error: 'rate_limited' });
    expect(await app.db.selectFrom('messages').selectAll().execute()).toHaveLength(4);
  });
});
