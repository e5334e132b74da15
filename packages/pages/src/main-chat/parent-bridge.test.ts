import { ApiError } from '@energy-advisor/client';
import type { Conversation } from '@energy-advisor/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONVERSATION_ID, salesAnswer } from '../test/fake-clients';
import { createMainChatStore } from './main-chat-store';
import { linkParentBridge } from './parent-bridge';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The main chat linked to its parent window (not framed: the page itself), and what it posts out. */
function setup() {
  const body = '{"error":"not_found","message":"Conversation not found"}';
  const client = {
    getConversation: vi.fn(async (): Promise<Conversation> => {
      throw new ApiError(new Response(body, { status: 404 }), new Request('http://api.test/'), {} as never, body);
    }),
    createConversation: vi.fn(async () => ({ id: CONVERSATION_ID, projectId: 'p', userId: 'u', createdAt: new Date().toISOString() })),
    sendSalesChat: vi.fn(async () => salesAnswer()),
    uploadVoiceMessage: vi.fn(),
  };
  const store = createMainChatStore({ client: client as never, socket: false, logger: { warn: () => {} } });
  const bridge = linkParentBridge(store);
  const posted: Record<string, unknown>[] = [];
  const listener = (event: MessageEvent) => {
    if (event.data?.source === 'energy-advisor') posted.push(event.data);
  };
  window.addEventListener('message', listener);
  cleanups.push(() => bridge.destroy(), () => window.removeEventListener('message', listener));
  const deliver = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: window }));
  return { client, store, posted, deliver };
}

describe('the main chat and its parent window', () => {
  it('takes the user, the project and a job id as the project', () => {
    const { store, deliver } = setup();
    deliver({ type: 'ENERGY_ADVISOR_SET_USER_ID', userId: 'user-456' });
    expect(store.getState()).toMatchObject({ userId: 'user-456', projectId: 'demo-project' });
    deliver({ type: 'ENERGY_ADVISOR_SET_PROJECT_ID', projectId: 'project-123' });
    expect(store.getState()).toMatchObject({ userId: 'user-456', projectId: 'project-123' });
    deliver({ type: 'ENERGY_ADVISOR_SET_JOB_ID', jobId: 'job-42' });
    expect(store.getState()).toMatchObject({ userId: 'user-456', projectId: 'job-42' });
  });

  it('takes SET_IDENTITY_TOKEN and looks for the proven user\'s history', async () => {
    const { client, deliver } = setup();
    deliver({ type: 'ENERGY_ADVISOR_SET_IDENTITY_TOKEN', identityToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.c2lnbmF0dXJl' });
    await expect.poll(() => client.getConversation.mock.calls.length).toBe(1);
  });

  it('sends a SEND_MESSAGE, answers REQUEST_CONVERSATION_ID and reloads the history on reload_transcript', async () => {
    const { client, store, posted, deliver } = setup();
    deliver({ type: 'ENERGY_ADVISOR_REQUEST_CONVERSATION_ID' });
    await expect.poll(() => posted).toEqual([{ source: 'energy-advisor', type: 'CONVERSATION_ID_UPDATED', conversationId: null }]);
    deliver({ type: 'ENERGY_ADVISOR_SEND_MESSAGE', message: 'How do I seal draughts?' });
    await expect.poll(() => store.getState().pending).toBe(false);
    expect(client.sendSalesChat).toHaveBeenCalledWith(expect.objectContaining({ message: 'How do I seal draughts?' }));
    deliver({ type: 'ENERGY_ADVISOR_REQUEST_CONVERSATION_ID' });
    await expect.poll(() => posted.at(-1)).toMatchObject({ type: 'CONVERSATION_ID_UPDATED', conversationId: CONVERSATION_ID });
    deliver({ type: 'ENERGY_ADVISOR_reload_transcript' });
    expect(client.getConversation).toHaveBeenCalledTimes(1);
  });

  it('ignores building details, which the main chat does not keep', async () => {
    const { client, store, posted, deliver } = setup();
    const before = store.getState();
    deliver({ type: 'ENERGY_ADVISOR_SET_BUILDING_DETAILS', buildingDetails: { storeys: 2 } });
    deliver({ type: 'ENERGY_ADVISOR_building_details_updated' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState()).toBe(before);
    expect(posted).toEqual([]);
    expect(Object.values(client).every((call) => call.mock.calls.length === 0)).toBe(true);
  });
});
