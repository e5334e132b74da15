// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signIdentityToken } from '../test/fake-visitors';
import { until, useStoreHarness } from '../test/store-harness';

const harness = useStoreHarness();
const { makeStore, seen } = harness;
const api = () => harness.api();
const lookups = () => seen('GET', '/api/conversations');
const visitorBodies = () => seen('POST', '/api/visitors').map((request) => request.body);

/** A store in a browser of its own (every store has its own client and token store) whose visitor sent one message. */
async function chatted(options: Parameters<typeof makeStore>[0] = {}) {
  const made = makeStore({ open: true, ...options });
  await made.state().send('How do I insulate my ceiling?');
  expect(made.state().conversationId).not.toBeNull();
  return made;
}

describe('the visitor token of the widget', () => {
  it('goes with the lookup and with the conversation the visitor creates', async () => {
    const { state } = await chatted();
    expect(lookups()[0]?.authorization).toMatch(/^Bearer eav_/);
    const [created] = seen('POST', '/api/conversations');
    expect(created?.authorization).toBe(lookups()[0]?.authorization);
    expect(visitorBodies()).toEqual([{ userId: 'u1' }]);
    expect(api().conversations.get(state().conversationId ?? '')?.visitorId).toBeDefined();
  });

  it("keeps another browser claiming the same user id out of the first one's conversations", async () => {
    const first = await chatted({ userId: 'shared-name' });
    const second = makeStore({ userId: 'shared-name', open: true });
    await until(() => lookups().length === 2);
    await second.state().lookupConversation();
    expect(second.state().conversationId).toBeNull();
    expect(first.state().conversationId).not.toBeNull();
  });

  it('lets a user proven by an identity token find their conversation from another browser', async () => {
    const first = await chatted({ userId: 'builder-client-7', identityToken: signIdentityToken('builder-client-7') });
    const second = makeStore({ userId: 'builder-client-7', identityToken: signIdentityToken('builder-client-7'), open: true });
    await until(() => second.state().conversationId);
    expect(second.state().conversationId).toBe(first.state().conversationId);
    expect(visitorBodies().every((body) => typeof (body as { identityToken?: unknown }).identityToken === 'string')).toBe(true);
  });

  it('looks again when an identity token arrives while no conversation is current', async () => {
    const first = await chatted({ userId: 'builder-client-7', identityToken: signIdentityToken('builder-client-7') });
    const second = makeStore({ userId: 'builder-client-7', open: true });
    await until(() => lookups().length === 2);
    await second.state().lookupConversation();
    expect(second.state().conversationId).toBeNull();

    second.state().setIdentity({ identityToken: signIdentityToken('builder-client-7') });
    await until(() => second.state().conversationId);
    expect(second.state().conversationId).toBe(first.state().conversationId);
    expect(visitorBodies().at(-1)).toEqual({ userId: 'builder-client-7', identityToken: expect.any(String) });
  });

  it('gets a token for the new user when the user changes', async () => {
    const { state } = makeStore({ open: true });
    await until(() => lookups().length === 1);
    state().setIdentity({ userId: 'u2' });
    await until(() => lookups().length === 2);
    expect(lookups()[1]?.query.get('userId')).toBe('u2');
    expect(visitorBodies()).toEqual([{ userId: 'u1' }, { userId: 'u2' }]);
    expect(lookups()[1]?.authorization).not.toBe(lookups()[0]?.authorization);
  });

  it('chats on with a new token when the server no longer knows the old one', async () => {
    const { state } = await chatted();
    api().visitors.revokeAll();
    await state().send('And the walls?');
    const chats = seen('POST', '/api/optimized-sales/chat');
    expect(chats.at(-1)?.authorization).not.toBe(chats.at(-2)?.authorization);
    expect(state().messages.at(-1)?.sender).toBe('assistant');
    expect(visitorBodies()).toHaveLength(2);
  });
});
