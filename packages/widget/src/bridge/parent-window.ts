import type { BridgeInMessage } from '@energy-advisor/contracts';
import { createBridge, type Bridge } from './bridge';
import { BRIDGE_IN_TYPES } from './guards';
import { parentOrigin, parseAllowedOrigins } from './origins';

type BuildingDetails = Extract<BridgeInMessage, { type: typeof BRIDGE_IN_TYPES.setBuildingDetails }>['buildingDetails'];

/**
 * What a SET_USER_ID, SET_PROJECT_ID, SET_JOB_ID or SET_IDENTITY_TOKEN sets: the object holds that
 * one key only.
 */
export interface BridgeIdentity {
  userId?: string;
  projectId?: string;
  jobId?: string;
  /** Proof of the user, signed by the host's server. */
  identityToken?: string;
}

/**
 * What a chat screen does with the parent window's messages in. A screen that keeps no building
 * details leaves the last two out: their messages are then ignored.
 */
export interface ParentMessageHandlers {
  /** SET_USER_ID, SET_PROJECT_ID, SET_JOB_ID, SET_IDENTITY_TOKEN. */
  setIdentity(identity: BridgeIdentity): void;
  /** SEND_MESSAGE: sends the text as the visitor (never blank: the bridge drops blank ones). */
  sendMessage(text: string): void;
  /**
   * REQUEST_CONVERSATION_ID: calls `answer` with the current conversation id, null when there is
   * none; the answer goes out as CONVERSATION_ID_UPDATED.
   */
  requestConversationId(answer: (conversationId: string | null) => void): void;
  /** reload_transcript. */
  reloadTranscript(): void;
  /** SET_BUILDING_DETAILS, and building_details_updated when it carries details. */
  setBuildingDetails?(details: BuildingDetails): void;
  /** building_details_updated without details. */
  buildingDetailsUpdated?(): void;
}

/**
 * Links a chat screen to its parent window (the page itself when it is not framed): messages go
 * out to the parent's origin; messages in are accepted from the page's own origin and
 * `allowedOrigins` (comma or space separated) and handed to `handlers`.
 */
export function linkParentWindow(allowedOrigins: string | null | undefined, handlers: ParentMessageHandlers): Bridge {
  const framed = window.parent !== window;
  const bridge: Bridge = createBridge({
    allowedOrigins: parseAllowedOrigins(allowedOrigins ?? null, window.location.origin),
    target: window.parent,
    targetOrigin: framed ? parentOrigin(document) : window.location.origin,
    onMessage: (message) => handleParentMessage(message, handlers, bridge),
  });
  return bridge;
}

/** Hands one message in to its handler: the one place the types of the messages in are told apart. */
function handleParentMessage(message: BridgeInMessage, handlers: ParentMessageHandlers, bridge: Bridge): void {
  switch (message.type) {
    case BRIDGE_IN_TYPES.setUserId:
      handlers.setIdentity({ userId: message.userId });
      break;
    case BRIDGE_IN_TYPES.setProjectId:
      handlers.setIdentity({ projectId: message.projectId });
      break;
    case BRIDGE_IN_TYPES.setJobId:
      handlers.setIdentity({ jobId: message.jobId });
      break;
    case BRIDGE_IN_TYPES.setIdentityToken:
      handlers.setIdentity({ identityToken: message.identityToken });
      break;
    case BRIDGE_IN_TYPES.sendMessage:
      handlers.sendMessage(message.message);
      break;
    case BRIDGE_IN_TYPES.requestConversationId:
      handlers.requestConversationId((conversationId) => bridge.post({ type: 'CONVERSATION_ID_UPDATED', conversationId }));
      break;
    case BRIDGE_IN_TYPES.reloadTranscript:
      handlers.reloadTranscript();
      break;
    case BRIDGE_IN_TYPES.setBuildingDetails:
      handlers.setBuildingDetails?.(message.buildingDetails);
      break;
    case BRIDGE_IN_TYPES.buildingDetailsUpdated:
      if (message.buildingDetails) handlers.setBuildingDetails?.(message.buildingDetails);
      else handlers.buildingDetailsUpdated?.();
      break;
  }
}
