import type { BridgeInMessage } from '@energy-advisor/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge, type Bridge, type BridgeOptions, type BridgeOutPayload } from './bridge';
import { BRIDGE_IN_TYPES as T } from './guards';
import { parseAllowedOrigins } from './origins';

const HOST = 'https://builder.example.com';
const CONVERSATION = '0b6c7a52-3f5e-4c1a-9d0e-2a7b8c9d0e1f';

/** A stand-in for `window.parent`: records what the bridge posts to it. */
function fakeWindow(): Window & { postMessage: ReturnType<typeof vi.fn> } {
  return { postMessage: vi.fn() } as unknown as Window & { postMessage: ReturnType<typeof vi.fn> };
}

const bridges: Bridge[] = [];
afterEach(() => {
  for (const bridge of bridges.splice(0)) bridge.destroy();
});

function setup(overrides: Partial<BridgeOptions> = {}) {
  const parent = fakeWindow();
  const received: BridgeInMessage[] = [];
  const bridge = createBridge({
    allowedOrigins: parseAllowedOrigins(HOST, window.location.origin),
    target: parent,
    targetOrigin: HOST,
    onMessage: (message) => received.push(message),
    ...overrides,
  });
  bridges.push(bridge);
  return { parent, received, bridge };
}

/** Delivers a real MessageEvent to the current window, as the browser does for a postMessage. */
function deliver(data: unknown, origin: string, source: unknown): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }));
}

const messagesIn: BridgeInMessage[] = [
  { type: T.setBuildingDetails, buildingDetails: { floorArea: 180, climateZone: '6' } },
  { type: T.setUserId, userId: 'user-456' },
  { type: T.setProjectId, projectId: 'project-123' },
  { type: T.setJobId, jobId: 'job-42' },
  { type: T.requestConversationId },
  { type: T.sendMessage, message: 'How can I improve my star rating?' },
  { type: T.reloadTranscript },
  { type: T.buildingDetailsUpdated },
  { type: T.buildingDetailsUpdated, buildingDetails: { storeys: 2 } },
];

describe('createBridge: messages in', () => {
  it.each(messagesIn.map((message) => [message.type, message] as const))('accepts %s from the parent', (_type, message) => {
    const { parent, received } = setup();
    deliver(message, HOST, parent);
    expect(received).toEqual([message]);
  });

  it("accepts messages from the page's own origin when it is the expected window", () => {
    const { parent, received } = setup();
    deliver({ type: T.setUserId, userId: 'same-origin' }, window.location.origin, parent);
    expect(received).toEqual([{ type: T.setUserId, userId: 'same-origin' }]);
  });

  it('passes on only the fields of the schema', () => {
    const { parent, received } = setup();
    deliver({ type: T.setJobId, jobId: 'job-1', injected: '<img src=x>' }, HOST, parent);
    expect(received).toEqual([{ type: T.setJobId, jobId: 'job-1' }]);
  });

  it.each([
    ['a foreign origin', 'https://attacker.example.net'],
    ['a prefix lookalike', 'https://builder.example.com.attacker.com'],
    ['a suffix lookalike', 'https://evilbuilder.example.com'],
    ['another scheme', 'http://builder.example.com'],
    ['another port', 'https://builder.example.com:8443'],
    ['an opaque origin', 'null'],
    ['no origin', ''],
  ])('ignores %s (%s)', (_case, origin) => {
    const { parent, received } = setup();
    deliver({ type: T.setUserId, userId: 'spoofed' }, origin, parent);
    deliver({ type: T.sendMessage, message: 'spoofed' }, origin, parent);
    expect(received).toEqual([]);
  });

  it('ignores a message from another window, even of an allowed origin', () => {
    const { received } = setup();
    const sibling = fakeWindow();
    deliver({ type: T.setUserId, userId: 'from-a-sibling-frame' }, HOST, sibling);
    deliver({ type: T.setUserId, userId: 'no-source' }, HOST, null);
    deliver({ type: T.setUserId, userId: 'self' }, HOST, window);
    expect(received).toEqual([]);
  });

  it('expects the `source` window when one is given instead of the target', () => {
    const sender = fakeWindow();
    const { parent, received } = setup({ source: sender });
    deliver({ type: T.setUserId, userId: 'from-target' }, HOST, parent);
    deliver({ type: T.setUserId, userId: 'from-source' }, HOST, sender);
    expect(received).toEqual([{ type: T.setUserId, userId: 'from-source' }]);
  });

  it.each([
    ['a numeric user id', { type: T.setUserId, userId: 456 }],
    ['a blank user id', { type: T.setUserId, userId: '   ' }],
    ['a 201-character project id', { type: T.setProjectId, projectId: 'p'.repeat(201) }],
    ['a missing job id', { type: T.setJobId }],
    ['building details as a string', { type: T.setBuildingDetails, buildingDetails: '{"floorArea":180}' }],
    ['building details as an array', { type: T.setBuildingDetails, buildingDetails: [180] }],
    ['building details null', { type: T.buildingDetailsUpdated, buildingDetails: null }],
    ['a numeric message', { type: T.sendMessage, message: 42 }],
    ['an oversized message', { type: T.sendMessage, message: 'x'.repeat(4001) }],
    ['an unknown type', { type: 'ENERGY_ADVISOR_DELETE_ALL' }],
    ['a type without the prefix', { type: 'SET_USER_ID', userId: 'u' }],
    ['a lower-case type', { type: 'energy_advisor_set_user_id', userId: 'u' }],
    ['a message out echoed back', { source: 'energy-advisor', type: 'CHAT_READY', conversationId: null }],
    ['a string', 'ENERGY_ADVISOR_REQUEST_CONVERSATION_ID'],
    ['null', null],
  ])('ignores %s', (_case, data) => {
    const { parent, received } = setup();
    deliver(data, HOST, parent);
    expect(received).toEqual([]);
  });

  it.each(['', ' ', '\n\t  \r\n'])('ignores a blank SEND_MESSAGE (%j)', (message) => {
    const { parent, received } = setup();
    deliver({ type: T.sendMessage, message }, HOST, parent);
    expect(received).toEqual([]);
  });

  it('accepts a message of exactly 4000 characters', () => {
    const { parent, received } = setup();
    deliver({ type: T.sendMessage, message: 'x'.repeat(4000) }, HOST, parent);
    expect(received).toHaveLength(1);
  });

  it('stops listening on destroy', () => {
    const { parent, received, bridge } = setup();
    deliver({ type: T.reloadTranscript }, HOST, parent);
    bridge.destroy();
    deliver({ type: T.reloadTranscript }, HOST, parent);
    bridge.destroy();
    expect(received).toHaveLength(1);
  });
});

describe('createBridge: messages out', () => {
  const messagesOut: BridgeOutPayload[] = [
    { type: 'CONVERSATION_ID_UPDATED', conversationId: CONVERSATION },
    { type: 'MESSAGE_SENT', message: 'Hello', conversationId: CONVERSATION },
    { type: 'CHAT_READY', conversationId: null },
    { type: 'MINIMIZE_WIDGET' },
  ];

  it.each(messagesOut.map((message) => [message.type, message] as const))(
    'posts %s with source energy-advisor to the exact target origin',
    (_type, message) => {
      const { parent, bridge } = setup();
      bridge.post(message);
      expect(parent.postMessage).toHaveBeenCalledTimes(1);
      expect(parent.postMessage).toHaveBeenCalledWith({ ...message, source: 'energy-advisor' }, HOST);
    },
  );

  it('always stamps its own source', () => {
    const { parent, bridge } = setup();
    bridge.post({ type: 'MINIMIZE_WIDGET', source: 'someone-else' } as BridgeOutPayload);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'MINIMIZE_WIDGET', source: 'energy-advisor' }, HOST);
  });

  it('posts to the normalised origin', () => {
    const { parent, bridge } = setup({ targetOrigin: `${HOST}/some/page?x=1` });
    bridge.post({ type: 'MINIMIZE_WIDGET' });
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'MINIMIZE_WIDGET', source: 'energy-advisor' }, HOST);
  });

  it("refuses '*' as the target origin", () => {
    expect(() => setup({ targetOrigin: '*' })).toThrow(/never '\*'/);
    expect(() => setup({ targetOrigin: ' * ' })).toThrow(/never '\*'/);
  });

  it("refuses '*' and invalid entries in the allow-list", () => {
    expect(() => setup({ allowedOrigins: ['*'] })).toThrow(/never '\*'/);
    expect(() => setup({ allowedOrigins: [HOST, 'builder.example.com'] })).toThrow(/not an http\(s\) origin/);
    expect(() => setup({ targetOrigin: 'not an origin' })).toThrow(/not an http\(s\) origin/);
  });

  it('posts nothing when the parent origin is unknown', () => {
    const { parent, bridge, received } = setup({ targetOrigin: null });
    bridge.post({ type: 'CHAT_READY', conversationId: null });
    expect(parent.postMessage).not.toHaveBeenCalled();
    deliver({ type: T.reloadTranscript }, HOST, parent);
    expect(received).toHaveLength(1);
  });

  it('posts nothing to a parent whose origin is not allowed', () => {
    const { parent, bridge } = setup({ targetOrigin: 'https://framer.attacker.net' });
    bridge.post({ type: 'CONVERSATION_ID_UPDATED', conversationId: CONVERSATION });
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('posts nothing after destroy', () => {
    const { parent, bridge } = setup();
    bridge.destroy();
    bridge.post({ type: 'MINIMIZE_WIDGET' });
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});

/**
 * In vitest the global `window` is Node's global object dressed by happy-dom, while happy-dom's
 * postMessage names its own window object as `event.source` (in a browser both are one WindowProxy).
 * This finds that object with one probe message.
 */
async function windowAsMessageSource(): Promise<Window> {
  let source: MessageEventSource | null = null;
  const probe = (event: MessageEvent) => (source = event.source);
  window.addEventListener('message', probe);
  try {
    window.postMessage('probe', window.location.origin);
    await expect.poll(() => source).not.toBeNull();
  } finally {
    window.removeEventListener('message', probe);
  }
  return source as unknown as Window;
}

describe('createBridge on one window (the element on the host page)', () => {
  it('round-trips through the real window.postMessage', async () => {
    const origin = window.location.origin;
    const self = await windowAsMessageSource();
    const received: BridgeInMessage[] = [];
    const seenByHost: unknown[] = [];
    const hostListener = (event: MessageEvent) => seenByHost.push({ data: event.data, origin: event.origin });
    window.addEventListener('message', hostListener);
    const bridge = createBridge({
      allowedOrigins: parseAllowedOrigins(null, origin),
      target: self,
      targetOrigin: origin,
      onMessage: (message) => received.push(message),
    });
    bridges.push(bridge);
    try {
      window.postMessage({ type: T.setProjectId, projectId: 'project-123' }, origin);
      bridge.post({ type: 'CHAT_READY', conversationId: null });
      await expect.poll(() => seenByHost).toHaveLength(2);
      expect(seenByHost[1]).toEqual({ data: { type: 'CHAT_READY', conversationId: null, source: 'energy-advisor' }, origin });
      // The bridge hears its own message out too, and ignores it.
      expect(received).toEqual([{ type: T.setProjectId, projectId: 'project-123' }]);
    } finally {
      window.removeEventListener('message', hostListener);
    }
  });
});
