/**
 * The parent-window bridge: the iframe page and the element speak the same messages in
 * and out, accept them only from exact allowed origins and the expected window, and post to a
 * named origin, never `*`.
 */
export { createBridge, type Bridge, type BridgeOptions, type BridgeOutPayload } from './bridge';
export {
  BRIDGE_IN_TYPES,
  MAX_IDENTIFIER_LENGTH,
  isBridgeInMessage,
  isIdentifier,
  isIdentityToken,
  isMessageText,
  isPlainObject,
  readBridgeInMessage,
} from './guards';
export { normaliseOrigin, parentOrigin, parseAllowedOrigins, type FramedDocument } from './origins';
export { linkParentWindow, type BridgeIdentity, type ParentMessageHandlers } from './parent-window';
