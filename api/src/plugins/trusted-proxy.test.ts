import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';

const create = (app: Awaited<ReturnType<typeof buildTestApp>>['app'], forwardedFor: string) =>
  app.inject({ method: 'POST', url: '/api/conversations', payload: { userId: 'u', projectId: 'p' }, headers: { 'x-forwarded-for': forwardedFor } });

describe('the client behind a proxy (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For by default: a client cannot leave its budget by naming another address', async () => {
    const { app } = await buildTestApp({ CONVERSATION_RATE_LIMIT_PER_MINUTE: '1' });
    expect((await create(app, '203.0.113.1')).statusCode).toBe(201);
    expect((await create(app, '203.0.113.2')).statusCode).toBe(429);
  });

  it('counts each forwarded client on its own budget behind a trusted proxy', async () => {
    const { app } = await buildTestApp({ TRUST_PROXY: '1', CONVERSATION_RATE_LIMIT_PER_MINUTE: '1' });
    expect((await create(app, '203.0.113.1')).statusCode).toBe(201);
    expect((await create(app, '203.0.113.1')).statusCode).toBe(429);
    expect((await create(app, '203.0.113.2')).statusCode).toBe(201);
  });
});
