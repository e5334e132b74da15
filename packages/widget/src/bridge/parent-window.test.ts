import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bridge } from './bridge';
import { BRIDGE_IN_TYPES as T } from './guards';
import { linkParentWindow, type ParentMessageHandlers } from './parent-window';

const bridges: Bridge[] = [];
afterEach(() => {
  for (const bridge of bridges.splice(0)) bridge.destroy();
});

/** A page not in a frame (its own window is the parent) linked with spy handlers. */
function setup(buildingDetails: Pick<ParentMessageHandlers, 'setBuildingDetails' | 'buildingDetailsUpdated'> = {}) {
  const spies = {
    setIdentity: vi.fn(),
    sendMessage: vi.fn(),
    requestConversationId: vi.fn((answer: (conversationId: string | null) => void) => answer('conversation-1')),
    reloadTranscript: vi.fn(),
  };
  bridges.push(linkParentWindow(undefined, { ...spies, ...buildingDetails }));
  const deliver = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: window }));
  return { spies, deliver };
}

describe('linkParentWindow: each message in reaches its handler', () => {
  it('hands over identities holding only the id the message sets, the text, and reload_transcript', () => {
    const { spies, deliver } = setup();
    deliver({ type: T.setUserId, userId: 'user-456' });
    deliver({ type: T.setProjectId, projectId: 'project-123' });
    deliver({ type: T.setJobId, jobId: 'job-42' });
    deliver({ type: T.setIdentityToken, identityToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.c2lnbmF0dXJl' });
    deliver({ type: T.sendMessage, message: 'Hello' });
    deliver({ type: T.reloadTranscript });
    expect(spies.setIdentity.mock.calls).toEqual([
      [{ userId: 'user-456' }],
      [{ projectId: 'project-123' }],
      [{ jobId: 'job-42' }],
      [{ identityToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.c2lnbmF0dXJl' }],
    ]);
    expect(spies.sendMessage.mock.calls).toEqual([['Hello']]);
    expect(spies.reloadTranscript).toHaveBeenCalledTimes(1);
  });

  it('posts the answer to REQUEST_CONVERSATION_ID as CONVERSATION_ID_UPDATED', async () => {
    const { deliver } = setup();
    const posted: unknown[] = [];
    const listener = (event: MessageEvent) => event.data?.source === 'energy-advisor' && posted.push(event.data);
    window.addEventListener('message', listener);
    try {
      deliver({ type: T.requestConversationId });
      await expect.poll(() => posted).toEqual([{ type: 'CONVERSATION_ID_UPDATED', conversationId: 'conversation-1', source: 'energy-advisor' }]);
    } finally {
      window.removeEventListener('message', listener);
    }
  });

  it('passes building details on when the screen keeps them, and ignores them when it does not', () => {
    const setBuildingDetails = vi.fn();
    const buildingDetailsUpdated = vi.fn();
    const keeping = setup({ setBuildingDetails, buildingDetailsUpdated });
    keeping.deliver({ type: T.setBuildingDetails, buildingDetails: { storeys: 2 } });
    keeping.deliver({ type: T.buildingDetailsUpdated, buildingDetails: { storeys: 3 } });
    keeping.deliver({ type: T.buildingDetailsUpdated });
    expect(setBuildingDetails.mock.calls).toEqual([[{ storeys: 2 }], [{ storeys: 3 }]]);
    expect(buildingDetailsUpdated).toHaveBeenCalledTimes(1);
    bridges.splice(0).forEach((bridge) => bridge.destroy());

    const { spies, deliver } = setup();
    expect(() => deliver({ type: T.setBuildingDetails, buildingDetails: { storeys: 2 } })).not.toThrow();
    expect(() => deliver({ type: T.buildingDetailsUpdated })).not.toThrow();
    expect(Object.values(spies).every((spy) => spy.mock.calls.length === 0)).toBe(true);
  });
});
