import type { BridgeInMessage, BridgeOutMessage } from '@energy-advisor/contracts';
import { BRIDGE_SOURCE } from '@energy-advisor/contracts/constants';
import { BRIDGE_IN_TYPES, isBlank, readBridgeInMessage } from './guards';
import { normaliseOrigin } from './origins';

/** A message out without its `source`, which the bridge adds (distributes over the union). */
export type BridgeOutPayload = BridgeOutMessage extends infer M ? (M extends unknown ? Omit<M, 'source'> : never) : never;

export interface BridgeOptions {
  /** Exact origins whose messages are accepted (see `parseAllowedOrigins`). `*` is refused. */
  allowedOrigins: readonly string[];
  /** The window messages go out to: `window.parent` in an iframe, `window` for the element. */
  target: Window;
  /**
   * The origin messages are posted to (see `parentOrigin`); `*` is refused. Nothing is posted when
   * it is null or not on `allowedOrigins`: a page that frames the widget without being allowed
   * learns nothing from it.
   */
  targetOrigin: string | null;
  /** Called with each accepted message: a fresh object holding only the fields of its schema. */
  onMessage(message: BridgeInMessage): void;
  /** The window messages must come from (`MessageEvent.source`); defaults to `target`. */
  source?: Window;
}

export interface Bridge {
  /** Posts a message out with `source: 'energy-advisor'` to the target origin (never `*`). */
  post(message: BridgeOutPayload): void;
  /** Stops listening; later posts are dropped. Safe to call twice. */
  destroy(): void;
}

function requireOrigin(value: string, option: string): string {
  if (value.trim() === '*') throw new TypeError(`createBridge: ${option} must name an exact origin, never '*'`);
  const origin = normaliseOrigin(value);
  if (origin === null) throw new TypeError(`createBridge: ${option} holds '${value}', which is not an http(s) origin`);
  return origin;
}

/**
 * The parent-window bridge (a protocol, after penpal): listens to `message` events on the
 * current window and hands `onMessage` only those that pass all of these checks, in order:
 * 1. `event.origin` is exactly one of `allowedOrigins` (string equality, so
 *    `https://example.com.attacker.com` never passes for `https://example.com`);
 * 2. `event.source` is the expected window (`source`, default `target`), so another frame of an
 *    allowed origin cannot speak for the parent;
 * 3. `event.data` is one of the messages in, with valid fields (`readBridgeInMessage`);
 * 4. a SEND_MESSAGE is not blank.
 */
export function createBridge(options: BridgeOptions): Bridge {
  const allowed = new Set(options.allowedOrigins.map((origin) => requireOrigin(origin, 'allowedOrigins')));
  const targetOrigin = options.targetOrigin === null ? null : requireOrigin(options.targetOrigin, 'targetOrigin');
  const postTo = targetOrigin !== null && allowed.has(targetOrigin) ? targetOrigin : null;
  const expectedSource = options.source ?? options.target;
  const host = window;
  let active = true;

  const listener = (event: MessageEvent): void => {
    if (!allowed.has(event.origin)) return;
    if (event.source !== expectedSource) return;
    const message = readBridgeInMessage(event.data);
    if (message === null) return;
    if (message.type === BRIDGE_IN_TYPES.sendMessage && isBlank(message.message)) return;
    options.onMessage(message);
  };
  host.addEventListener('message', listener);

  return {
    post(message) {
      if (!active || postTo === null) return;
      options.target.postMessage({ ...message, source: BRIDGE_SOURCE }, postTo);
    },
    destroy() {
      active = false;
      host.removeEventListener('message', listener);
    },
  };
}
