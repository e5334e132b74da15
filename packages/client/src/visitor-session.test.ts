import { describe, expect, it, vi } from 'vitest';
import { createApiClient, createVisitorStorage, isApiError, VISITOR_RENEW_BEFORE_MS, type VisitorStorage } from './index';
import { json, useTestClient, type RecordedRequest } from './test-server';
import { signIdentityToken, TEST_IDENTITY_SECRET } from './test-visitor-model';

const api = useTestClient();
const bodyOf = (request: RecordedRequest): unknown => JSON.parse(request.body.toString());
const bearerOf = (request: RecordedRequest | undefined) => request?.headers.authorization;
const lists = () => api.server.requests.filter((request) => request.url.pathname === '/api/conversations');

/** A client on the test server with its own clock (the model's clock moves with it) and storage. */
function makeClient(options: { storage?: VisitorStorage; onError?: (error: unknown) => void } = {}) {
  const clock = { now: api.visitors.now };
  const client = createApiClient({
    baseUrl: api.server.baseUrl,
    visitor: { storage: options.storage ?? createVisitorStorage(), now: () => clock.now, ...(options.onError ? { onError: options.onError } : {}) },
  });
  const advance = (ms: number) => {
    clock.now += ms;
    api.visitors.now = clock.now;
  };
  return { client, advance, session: client.visitor! };
}

const identityToken = (sub: string, lifetimeSeconds = 3600) =>
  signIdentityToken(TEST_IDENTITY_SECRET, { sub, exp: Math.floor(api.visitors.now / 1000) + lifetimeSeconds });

describe('the visitor token of a user', () => {
  it('is fetched once for the user, sent as a bearer token, and reused', async () => {
    api.reply = () => json([]);
    const { client, session } = makeClient();
    session.setUser({ userId: 'u1' });
    await client.listConversations('u1');
    await client.getConversation({ userId: 'u1', projectId: 'p1' }).catch(() => undefined);
    expect(api.visitors.visitorRequests.map(bodyOf)).toEqual([{ userId: 'u1' }]);
    expect(lists().map(bearerOf)).toEqual(['Bearer visitor-token-1', 'Bearer visitor-token-1']);
    expect(session.current()).toMatchObject({ token: 'visitor-token-1', userId: 'u1', verified: false });
  });

  it('is kept per user, and found again by a later page with the same storage', async () => {
    api.reply = () => json([]);
    const storage = createVisitorStorage();
    const { client, session } = makeClient({ storage });
    session.setUser({ userId: 'u1' });
    await client.listConversations('u1');
    session.setUser({ userId: 'u2' });
    await client.listConversations('u2');
    session.setUser({ userId: 'u1' });
    await client.listConversations('u1');
    const reloaded = makeClient({ storage });
    reloaded.session.setUser({ userId: 'u2' });
    await reloaded.client.listConversations('u2');
    expect(api.visitors.visitorRequests.map(bodyOf)).toEqual([{ userId: 'u1' }, { userId: 'u2' }]);
    expect(lists().map(bearerOf)).toEqual(['Bearer visitor-token-1', 'Bearer visitor-token-2', 'Bearer visitor-token-1', 'Bearer visitor-token-2']);
  });

  it('is renewed shortly before it expires, sending the old token so the server keeps the visitor', async () => {
    api.reply = () => json([]);
    const { client, session, advance } = makeClient();
    session.setUser({ userId: 'u1' });
    await client.listConversations('u1');
    advance(api.visitors.lifetimeMs - VISITOR_RENEW_BEFORE_MS - 1000);
    await client.listConversations('u1');
    expect(api.visitors.visitorRequests).toHaveLength(1);
    advance(2000);
    await client.listConversations('u1');
    expect(api.visitors.visitorRequests).toHaveLength(2);
    expect(bearerOf(api.visitors.visitorRequests[1])).toBe('Bearer visitor-token-1');
    expect(lists().map(bearerOf).at(-1)).toBe('Bearer visitor-token-2');
    expect(api.visitors.issued.get('visitor-token-2')?.visitor).toBe(api.visitors.issued.get('visitor-token-1')?.visitor);
  });

  it('is one request when calls need it at the same time', async () => {
    api.reply = () => json([]);
    const { client, session } = makeClient();
    session.setUser({ userId: 'u1' });
    await Promise.all([client.listConversations('u1'), client.listConversations('u1'), client.createConversation({ projectId: 'p', userId: 'u1' }).catch(() => undefined)]);
    expect(api.visitors.visitorRequests).toHaveLength(1);
  });

  it('without a user id, is for a new user the server makes, kept for this browser', async () => {
    api.reply = () => json({ id: 'c1' });
    const storage = createVisitorStorage();
    const { client } = makeClient({ storage });
    await client.sendSalesChat({ message: 'hi' });
    expect(api.visitors.visitorRequests.map(bodyOf)).toEqual([{}]);
    expect(client.visitor?.current()).toMatchObject({ userId: 'visitor-1', verified: false });
    const reloaded = makeClient({ storage });
    await reloaded.client.sendSalesChat({ message: 'again' });
    expect(api.visitors.visitorRequests).toHaveLength(1);
    expect(bearerOf(api.lastRequest())).toBe('Bearer visitor-token-1');
  });
});

describe('an identity token', () => {
  it('is exchanged for a verified token, and again when it changes', async () => {
    api.reply = () => json([]);
    const { client, session } = makeClient();
    const first = identityToken('u1');
    session.setUser({ userId: 'u1', identityToken: first });
    await client.listConversations('u1');
    session.setUser({ userId: 'u1', identityToken: first });
    await client.listConversations('u1');
    const second = identityToken('u1', 7200);
    session.setUser({ userId: 'u1', identityToken: second });
    await client.listConversations('u1');
    expect(api.visitors.visitorRequests.map(bodyOf)).toEqual([
      { userId: 'u1', identityToken: first },
      { userId: 'u1', identityToken: second },
    ]);
    expect(session.current()).toMatchObject({ token: 'visitor-token-2', userId: 'u1', verified: true });
  });

  it('finds the verified token of an earlier page; a page without an identity token asks for an anonymous one', async () => {
    api.reply = () => json([]);
    const storage = createVisitorStorage();
    const first = makeClient({ storage });
    first.session.setUser({ userId: 'u1', identityToken: identityToken('u1') });
    await first.client.listConversations('u1');
    const reloaded = makeClient({ storage });
    reloaded.session.setUser({ userId: 'u1', identityToken: identityToken('u1', 1800) });
    await reloaded.client.listConversations('u1');
    expect(api.visitors.visitorRequests).toHaveLength(1);

    const signedOut = makeClient({ storage });
    signedOut.session.setUser({ userId: 'u1' });
    await signedOut.client.listConversations('u1');
    expect(api.visitors.visitorRequests.map(bodyOf).at(-1)).toEqual({ userId: 'u1' });
    expect(signedOut.session.current()).toMatchObject({ verified: false });
  });

  it.each([
    ['for another user (400)', () => identityToken('someone-else'), 400],
    ['expired (401)', () => identityToken('u1', -60), 401],
    ['signed with another secret (401)', () => signIdentityToken('not-the-secret-not-the-secret-00', { sub: 'u1', exp: 4_000_000_000 }), 401],
  ])('refused as %s: reported, and the user goes on anonymously', async (_name, token, status) => {
    api.reply = () => json([]);
    const onError = vi.fn();
    const { client, session } = makeClient({ onError });
    session.setUser({ userId: 'u1', identityToken: token() });
    await client.listConversations('u1');
    await client.listConversations('u1');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(isApiError(onError.mock.calls[0]?.[0]) && onError.mock.calls[0]?.[0].status).toBe(status);
    expect(api.visitors.visitorRequests.map(bodyOf).at(-1)).toEqual({ userId: 'u1' });
    expect(api.visitors.visitorRequests).toHaveLength(2);
    expect(session.current()).toMatchObject({ userId: 'u1', verified: false });
  });

  it('is refused with 400 when the server has no identity secret; the user goes on anonymously', async () => {
    api.reply = () => json([]);
    api.visitors.identitySecret = undefined;
    const onError = vi.fn();
    const { client, session } = makeClient({ onError });
    session.setUser({ userId: 'u1', identityToken: identityToken('u1') });
    await client.listConversations('u1');
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ status: 400, code: 'bad_request' });
    expect(lists().map(bearerOf)).toEqual(['Bearer visitor-token-1']);
  });
});
