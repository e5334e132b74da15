import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWidgetStore } from '../store';
import { CONVERSATION_ID, fakeClient } from '../test/fake-client';
import { linkBridge } from './bridge-link';

const HOST = 'https://builder.example.com';
const links: { destroy(): void }[] = [];
const listeners: ((event: MessageEvent) => void)[] = [];

afterEach(() => {
  for (const link of links.splice(0)) link.destroy();
  for (const listener of listeners.splice(0)) window.removeEventListener('message', listener);
});

/** A widget store linked to the bridge as WidgetShell links it (not framed: the page itself is the parent), and what it posts out. */
function setup() {
  const visitor = { setUser: vi.fn(), token: vi.fn(), rejected: vi.fn(), current: vi.fn() };
  const client = Object.assign(fakeClient(), { visitor });
  let link: ReturnType<typeof linkBridge> | undefined;
  const store = createWidgetStore({
    client,
    projectId: 'demo-project',
    userId: 'test-user',
    socket: false,
    logger: { warn: () => {} },
    delays: { reasoningReplyMs: 0, voiceReplyMs: 0 },
    onEvent: (event) => link?.forward(event),
  });
  link = linkBridge(store, HOST);
  links.push(link);
  const posted: Record<string, unknown>[] = [];
  const listener = (event: MessageEvent) => {
    if (event.data?.source === 'energy-advisor') posted.push(event.data);
  };
  window.addEventListener('message', listener);
  listeners.push(listener);
  const deliver = (data: unknown, origin = HOST) => window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
  return { client, visitor, store, posted, deliver };
}

describe('linkBridge: parent-window messages drive the widget', () => {
  it('answers REQUEST_CONVERSATION_ID with null before there is a conversation, then with its id', async () => {
    const { store, posted, deliver } = setup();
    deliver({ type: 'ENERGY_ADVISOR_REQUEST_CONVERSATION_ID' });
    await expect.poll(() => posted).toEqual([{ source: 'energy-advisor', type: 'CONVERSATION_ID_UPDATED', conversationId: null }]);
    await store.getState().ensureConversation();
    deliver({ type: 'ENERGY_ADVISOR_REQUEST_CONVERSATION_ID' });
    await expect.poll(() => posted.at(-1)).toEqual({ source: 'energy-advisor', type: 'CONVERSATION_ID_UPDATED', conversationId: CONVERSATION_ID });
  });

  it('sends a SEND_MESSAGE as the visitor and reports MESSAGE_SENT; ignores a blank one and foreign origins', async () => {
    const { client, posted, deliver } = setup();
    deliver({ type: 'ENERGY_ADVISOR_SEND_MESSAGE', message: '   ' });
    deliver({ type: 'ENERGY_ADVISOR_SEND_MESSAGE', message: 'spoofed' }, 'https://attacker.example.net');
    deliver({ type: 'ENERGY_ADVISOR_SEND_MESSAGE', message: 'How do I seal draughts?' });
    await expect.poll(() => client.sendSalesChat).toHaveBeenCalledTimes(1);
    expect(client.sendSalesChat.mock.calls[0]?.[0]).toMatchObject({ message: 'How do I seal draughts?' });
    await expect.poll(() => posted.filter((message) => message.type === 'MESSAGE_SENT').map((message) => message.message)).toEqual(['How do I seal draughts?']);
  });

  it('moves the chat with SET_USER_ID, SET_PROJECT_ID and SET_JOB_ID, and saves SET_BUILDING_DETAILS', async () => {
    const { client, store, deliver } = setup();
    deliver({ type: 'ENERGY_ADVISOR_SET_USER_ID', userId: 'user-456' });
    deliver({ type: 'ENERGY_ADVISOR_SET_PROJECT_ID', projectId: 'project-123' });
    deliver({ type: 'ENERGY_ADVISOR_SET_JOB_ID', jobId: 'job-42' });
    expect(store.getState()).toMatchObject({ userId: 'user-456', projectId: 'project-123', jobId: 'job-42' });
    await store.getState().ensureConversation();
    deliver({ type: 'ENERGY_ADVISOR_SET_BUILDING_DETAILS', buildingDetails: { storeys: 2 } });
    await expect.poll(() => client.updateBuildingDetails).toHaveBeenCalledWith(CONVERSATION_ID, { storeys: 2 });
  });

  it('hands SET_USER_ID and SET_IDENTITY_TOKEN to the visitor session, which gets the token for that user', () => {
    const { visitor, deliver } = setup();
    expect(visitor.setUser).toHaveBeenLastCalledWith({ userId: 'test-user', identityToken: undefined });
    deliver({ type: 'ENERGY_ADVISOR_SET_USER_ID', userId: 'user-456' });
    expect(visitor.setUser).toHaveBeenLastCalledWith({ userId: 'user-456', identityToken: undefined });
    const identityToken = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTQ1NiJ9.c2lnbmF0dXJl';
    deliver({ type: 'ENERGY_ADVISOR_SET_IDENTITY_TOKEN', identityToken });
    expect(visitor.setUser).toHaveBeenLastCalledWith({ userId: 'user-456', identityToken });
    deliver({ type: 'ENERGY_ADVISOR_SET_IDENTITY_TOKEN', identityToken: 'not a token' });
    deliver({ type: 'ENERGY_ADVISOR_SET_IDENTITY_TOKEN', identityToken: `${identityToken}x` }, 'https://attacker.example.net');
    expect(visitor.setUser).toHaveBeenCalledTimes(3);
  });
});
