import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createConversation, visitorToken } from '../test/helper';
import type { App } from '../types';

const SECRET = 'a-host-secret-of-at-least-32-characters!';

/** An identity token as a host's server signs it. */
async function identityToken(sub: string, options: { secret?: string; expiresIn?: string; alg?: string } = {}) {
  return new SignJWT({})
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '10m')
    .sign(new TextEncoder().encode(options.secret ?? SECRET));
}

const list = (app: App, userId: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/conversations?userId=${encodeURIComponent(userId)}`, headers });
const ids = (response: { json: () => unknown }) => (response.json() as { id: string }[]).map((row) => row.id).sort();

describe('visitor tokens', () => {
  it('answers an anonymous token for the userId given, or for a new userId', async () => {
    const { app } = await buildTestApp();
    const named = await visitorToken(app, { userId: 'customer-42' });
    expect(named).toMatchObject({ userId: 'customer-42', verified: false, visitorToken: expect.stringMatching(/^eav_/) });
    const fresh = await visitorToken(app);
    expect(fresh.userId).toMatch(/^visitor-[0-9a-f-]{36}$/);
    // only a hash is stored
    const stored = await app.db.selectFrom('visitors').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(named.visitorToken);
  });

  it('renews a token for the same visitor: the new one reaches its conversations, the old one stops working', async () => {
    const { app } = await buildTestApp();
    const first = await visitorToken(app, { userId: 'u' });
    const id = await createConversation(app, 'u', 'p', first);
    const renewed = await app.inject({ method: 'POST', url: '/api/visitors', payload: { userId: 'u' }, headers: first.headers });
    const headers = { authorization: `Bearer ${renewed.json().visitorToken}` };
    expect(ids(await list(app, 'u', headers))).toEqual([id]);
    expect((await list(app, 'u', first.headers)).statusCode).toBe(401);
    // a token of another user, or none, makes a new visitor
    const other = await app.inject({ method: 'POST', url: '/api/visitors', payload: { userId: 'someone-else' }, headers });
    expect(await list(app, 'u', { authorization: `Bearer ${other.json().visitorToken}` }).then((response) => response.json())).toEqual([]);
    expect(ids(await list(app, 'u', headers))).toEqual([id]);
  });

  it('refuses a list or lookup by userId without a valid token: 401, and no data', async () => {
    const { app } = await buildTestApp();
    const victim = await visitorToken(app, { userId: 'anonymous' });
    await createConversation(app, 'anonymous', 'sales-lead', victim);
    for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: 'Basic dXNlcjpwYXNz' }, { authorization: 'Bearer eav_' + 'A'.repeat(43) }]) {
      for (const url of ['/api/conversations?userId=anonymous', '/api/conversations?userId=anonymous&projectId=sales-lead']) {
        const response = await app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(response.json()).toMatchObject({ error: 'unauthorized' });
        expect(response.body).not.toContain('sales-lead"');
      }
    }
  });

  it('refuses an expired token', async () => {
    const { app } = await buildTestApp();
    const visitor = await visitorToken(app, { userId: 'u' });
    await app.db.updateTable('visitors').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect((await list(app, 'u', visitor.headers)).statusCode).toBe(401);
  });

  it('shows a second browser that claims the same userId none of the first one’s conversations', async () => {
    const { app } = await buildTestApp();
    const first = await visitorToken(app, { userId: 'test-user' });
    const second = await visitorToken(app, { userId: 'test-user' });
    const mine = [await createConversation(app, 'test-user', 'p', first), await createConversation(app, 'test-user', 'q', first)];
    // a conversation the sales chat starts for the first browser is its own too
    const chat = await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: 'Hi', userId: 'test-user', projectId: 'p' }, headers: first.headers });
    mine.push(chat.json().conversation_id);
    expect(ids(await list(app, 'test-user', first.headers))).toEqual([...mine].sort());
    expect(await list(app, 'test-user', second.headers).then((response) => response.json())).toEqual([]);
    const lookup = await app.inject({ method: 'GET', url: '/api/conversations?userId=test-user&projectId=p', headers: second.headers });
    expect(lookup.statusCode).toBe(404);
  });

  it('with a signed identity token, lists all of that user’s conversations, from any browser', async () => {
    const { app } = await buildTestApp({ IDENTITY_SECRET: SECRET });
    const phone = await visitorToken(app, { userId: 'customer-42' });
    const fromPhone = await createConversation(app, 'customer-42', 'p', phone);
    const laptop = await visitorToken(app, { identityToken: await identityToken('customer-42') });
    expect(laptop).toMatchObject({ userId: 'customer-42', verified: true });
    expect(ids(await list(app, 'customer-42', laptop.headers))).toEqual([fromPhone]);
    // it proves that user only: another user's list answers only the laptop's own
    await createConversation(app, 'someone-else', 'p', phone);
    expect(await list(app, 'someone-else', laptop.headers).then((response) => response.json())).toEqual([]);
  });

  it('never lets a token prove a shared fallback user', async () => {
    const { app } = await buildTestApp({ IDENTITY_SECRET: SECRET });
    const one = await visitorToken(app, { userId: 'default-user' });
    await createConversation(app, 'default-user', 'p', one);
    const signed = await visitorToken(app, { identityToken: await identityToken('default-user') });
    expect(await list(app, 'default-user', signed.headers).then((response) => response.json())).toEqual([]);
  });

  it('refuses identity tokens that are forged, expired, too long-lived, for another user, or unchecked', async () => {
    const { app } = await buildTestApp({ IDENTITY_SECRET: SECRET });
    const post = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/visitors', payload });
    const forged = await post({ identityToken: await identityToken('customer-42', { secret: 'another-secret-of-at-least-32-characters' }) });
    expect(forged.statusCode).toBe(401);
    expect((await post({ identityToken: await identityToken('customer-42', { expiresIn: '-1m' }) })).json()).toMatchObject({ error: 'unauthorized', message: 'The identity token has expired' });
    expect((await post({ identityToken: await identityToken('customer-42', { expiresIn: '30d' }) })).statusCode).toBe(401);
    expect((await post({ identityToken: await identityToken('customer-42', { alg: 'HS512' }) })).statusCode).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"customer-42","exp":9999999999}').toString('base64url')}.x`;
    expect((await post({ identityToken: unsigned })).statusCode).toBe(401);
    expect((await post({ userId: 'other', identityToken: await identityToken('customer-42') })).statusCode).toBe(400);
    const { app: noSecret } = await buildTestApp();
    const refused = await noSecret.inject({ method: 'POST', url: '/api/visitors', payload: { identityToken: await identityToken('customer-42') } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/IDENTITY_SECRET/);
    expect(await app.db.selectFrom('visitors').selectAll().execute()).toEqual([]);
  });

  it('still opens a conversation by its id without a token: the id is the capability', async () => {
    const { app } = await buildTestApp();
    const owner = await visitorToken(app, { userId: 'u' });
    const id = await createConversation(app, 'u', 'p', owner);
    expect((await app.inject({ method: 'GET', url: `/api/conversations?userId=u&id=${id}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/conversations/${id}/transcript` })).statusCode).toBe(200);
  });
});
