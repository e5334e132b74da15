import type { BridgeInMessage } from '@energy-advisor/contracts';
import { BRIDGE_PREFIX, MAX_MESSAGE_LENGTH } from '@energy-advisor/contracts/constants';

/**
 * Runtime guards for the parent-window messages *in*. They mirror the TypeBox schemas of
 * `@energy-advisor/contracts/src/bridge.ts` by hand, because TypeBox must stay out of the browser
 * bundle; `guards.test.ts` checks them against the schemas.
 *
 * - ids (userId, projectId, jobId): strings of 1–200 code points with at least one non-space and no
 *   control characters or line breaks;
 * - identityToken: a JWT's three base64url parts joined by dots, 16–4096 characters;
 * - buildingDetails: a plain object (`{...}`, not an array, date, map or class instance);
 * - message: a string of at most 4000 code points (a blank one passes the guard; the bridge drops it).
 */

/** Longest userId, projectId or jobId, in code points (IdentifierSchema). */
export const MAX_IDENTIFIER_LENGTH = 200;

/** Every message type the bridge accepts, spelled once. */
export const BRIDGE_IN_TYPES = {
  setBuildingDetails: `${BRIDGE_PREFIX}SET_BUILDING_DETAILS`,
  setUserId: `${BRIDGE_PREFIX}SET_USER_ID`,
  setProjectId: `${BRIDGE_PREFIX}SET_PROJECT_ID`,
  setJobId: `${BRIDGE_PREFIX}SET_JOB_ID`,
  setIdentityToken: `${BRIDGE_PREFIX}SET_IDENTITY_TOKEN`,
  requestConversationId: `${BRIDGE_PREFIX}REQUEST_CONVERSATION_ID`,
  sendMessage: `${BRIDGE_PREFIX}SEND_MESSAGE`,
  reloadTranscript: `${BRIDGE_PREFIX}reload_transcript`,
  buildingDetailsUpdated: `${BRIDGE_PREFIX}building_details_updated`,
} as const satisfies Record<string, BridgeInMessage['type']>;

type BuildingDetails = Extract<BridgeInMessage, { buildingDetails: unknown }>['buildingDetails'];

/** A plain object: its prototype is null or an `Object.prototype` (of any realm). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/** String length in Unicode code points, as JSON Schema (and TypeBox) count it. */
function withinLength(value: string, max: number): boolean {
  if (value.length <= max) return true;
  if (value.length > max * 2) return false;
  let count = 0;
  for (const _codePoint of value) if (++count > max) return false;
  return true;
}

/** A userId, projectId or jobId: non-blank, printable, at most 200 code points. */
export function isIdentifier(value: unknown): value is string {
  return typeof value === 'string' && /\S/.test(value) && !CONTROL_CHARACTERS.test(value) && withinLength(value, MAX_IDENTIFIER_LENGTH);
}

/** Control characters and line breaks, which no identifier holds (IdentifierSchema). */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/** An identity token: a JWT's three base64url parts joined by dots, 16–4096 characters (IdentityTokenSchema). */
export function isIdentityToken(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 16 && value.length <= 4096 && /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(value);
}

/** The text of a SEND_MESSAGE: a string of at most 4000 code points (blank allowed here). */
export function isMessageText(value: unknown): value is string {
  return typeof value === 'string' && withinLength(value, MAX_MESSAGE_LENGTH);
}

/** A string that is empty or only whitespace: such a SEND_MESSAGE is ignored. */
export function isBlank(value: string): boolean {
  return !/\S/.test(value);
}

/**
 * Reads a message in: a fresh object holding only the fields its schema names, or null when `data`
 * is not one of the parent-window messages in. Unknown extra fields are dropped, never passed on.
 */
export function readBridgeInMessage(data: unknown): BridgeInMessage | null {
  if (!isPlainObject(data)) return null;
  switch (data.type) {
    case BRIDGE_IN_TYPES.setBuildingDetails:
      return isPlainObject(data.buildingDetails)
        ? { type: BRIDGE_IN_TYPES.setBuildingDetails, buildingDetails: data.buildingDetails as BuildingDetails }
        : null;
    case BRIDGE_IN_TYPES.setUserId:
      return isIdentifier(data.userId) ? { type: BRIDGE_IN_TYPES.setUserId, userId: data.userId } : null;
    case BRIDGE_IN_TYPES.setProjectId:
      return isIdentifier(data.projectId) ? { type: BRIDGE_IN_TYPES.setProjectId, projectId: data.projectId } : null;
    case BRIDGE_IN_TYPES.setJobId:
      return isIdentifier(data.jobId) ? { type: BRIDGE_IN_TYPES.setJobId, jobId: data.jobId } : null;
    case BRIDGE_IN_TYPES.setIdentityToken:
      return isIdentityToken(data.identityToken) ? { type: BRIDGE_IN_TYPES.setIdentityToken, identityToken: data.identityToken } : null;
    case BRIDGE_IN_TYPES.requestConversationId:
      return { type: BRIDGE_IN_TYPES.requestConversationId };
    case BRIDGE_IN_TYPES.sendMessage:
      return isMessageText(data.message) ? { type: BRIDGE_IN_TYPES.sendMessage, message: data.message } : null;
    case BRIDGE_IN_TYPES.reloadTranscript:
      return { type: BRIDGE_IN_TYPES.reloadTranscript };
    case BRIDGE_IN_TYPES.buildingDetailsUpdated:
      if (data.buildingDetails === undefined) return { type: BRIDGE_IN_TYPES.buildingDetailsUpdated };
      return isPlainObject(data.buildingDetails)
        ? { type: BRIDGE_IN_TYPES.buildingDetailsUpdated, buildingDetails: data.buildingDetails as BuildingDetails }
        : null;
    default:
      return null;
  }
}

/** True when `data` is one of the parent-window messages in with valid fields. */
export function isBridgeInMessage(data: unknown): data is BridgeInMessage {
  return readBridgeInMessage(data) !== null;
}
