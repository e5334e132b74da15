import { describe, expect, it } from 'vitest';
import { buildTestApp, postMessage } from '../test/helper';
import type { App } from '../types';

const count = async (app: App, table: 'messages' | 'leads') =>
  Number((await app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

const message = { content: 'Which insulation?', projectId: 'project-123', userId: 'user-456' };

/** The routes flagged idempotent (besides feedback), each with what one run stores. */
const ROUTES = [
  { name: 'sales chat', url: '/api/optimized-sales/chat', payload: async () => ({ message: 'Hi' }), table: 'messages' as const, stores: 2 },
  { name: 'conversation message', url: '/api/conversations/message', payload: async () => message, table: 'messages' as const, stores: 2 },
  { name: 'reasoning message', url: '/api/reasoning-message', payload: async () => message, table: 'messages' as const, stores: 2 },
  {
    name: 'lead',
    url: '/api/optimized-sales/lead',
    payload: async (app: App) => ({ name: 'Sam', email: 'sam@example.com', conversationId: (await postMessage(app, message)).json().conversationId }),
    table: 'leads' as const,
    stores: 1,
  },
];

describe('Idempotency-Key on the chat and lead routes', () => {
  it.each(ROUTES)('$name: a retry with the key gets the first answer and stores nothing more', async ({ url, payload, table, stores }) => {
    const { app } = await buildTestApp();
    const body = await payload(app);
    const before = await count(app, table);
    const send = () => app.inject({ method: 'POST', url, payload: body, headers: { 'idempotency-key': 'retry-7d41' } });
    const first = await send();
    expect(first.statusCode).toBeLessThan(300);
    const retries = [await send(), await send()];
    for (const retry of retries) {
      expect(retry.statusCode).toBe(first.statusCode);
      expect(retry.body).toBe(first.body);
      expect(retry.headers['idempotent-replayed']).toBe('true');
    }
    expect(await count(app, table)).toBe(before + stores);
  });
});
