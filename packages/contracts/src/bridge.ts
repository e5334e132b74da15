import Type, { type Static } from 'typebox';
import { BRIDGE_PREFIX, BRIDGE_SOURCE } from './constants';
import { BuildingDetailsSchema, ConversationIdSchema, IdentifierSchema } from './primitives';
import { IdentityTokenSchema } from './visitors';

/**
 * Parent-window messages between a host page and the embedded advisor. Messages *in* carry a type naming the product followed by the
 * command, e.g. `ENERGY_ADVISOR_SET_USER_ID`. Messages *out* carry the bare event name and
 * `source: 'energy-advisor'`, and are posted to the parent's origin, never `*`.
 */

const inType = <T extends string>(name: T) => Type.Literal(`${BRIDGE_PREFIX}${name}` as `ENERGY_ADVISOR_${T}`);

export const SetBuildingDetailsSchema = Type.Object({
  type: inType('SET_BUILDING_DETAILS'),
  buildingDetails: BuildingDetailsSchema,
});
export const SetUserIdSchema = Type.Object({ type: inType('SET_USER_ID'), userId: IdentifierSchema });
export const SetProjectIdSchema = Type.Object({ type: inType('SET_PROJECT_ID'), projectId: IdentifierSchema });
export const SetJobIdSchema = Type.Object({ type: inType('SET_JOB_ID'), jobId: IdentifierSchema });
/** The host proves the visitor's user with an identity token its server signed. */
export const SetIdentityTokenSchema = Type.Object({ type: inType('SET_IDENTITY_TOKEN'), identityToken: IdentityTokenSchema });
export const RequestConversationIdSchema = Type.Object({ type: inType('REQUEST_CONVERSATION_ID') });
/** The host asks the advisor to send a message as the visitor; a blank message is ignored. */
export const SendMessageSchema = Type.Object({ type: inType('SEND_MESSAGE'), message: Type.String({ maxLength: 4000 }) });
export const ReloadTranscriptSchema = Type.Object({ type: inType('reload_transcript') });
export const BuildingDetailsUpdatedSchema = Type.Object({
  type: inType('building_details_updated'),
  buildingDetails: Type.Optional(BuildingDetailsSchema),
});

export const BridgeInMessageSchema = Type.Union([
  SetBuildingDetailsSchema,
  SetUserIdSchema,
  SetProjectIdSchema,
  SetJobIdSchema,
  SetIdentityTokenSchema,
  RequestConversationIdSchema,
  SendMessageSchema,
  ReloadTranscriptSchema,
  BuildingDetailsUpdatedSchema,
]);
export type BridgeInMessage = Static<typeof BridgeInMessageSchema>;

const outMessage = <T extends string, P extends Parameters<typeof Type.Object>[0]>(name: T, properties: P) =>
  Type.Object({ source: Type.Literal(BRIDGE_SOURCE), type: Type.Literal(name), ...properties });

export const ConversationIdUpdatedSchema = outMessage('CONVERSATION_ID_UPDATED', {
  conversationId: Type.Union([ConversationIdSchema, Type.Null()]),
});
export const MessageSentSchema = outMessage('MESSAGE_SENT', {
  message: Type.String(),
  conversationId: Type.Union([ConversationIdSchema, Type.Null()]),
});
export const ChatReadySchema = outMessage('CHAT_READY', {
  conversationId: Type.Union([ConversationIdSchema, Type.Null()]),
});
export const MinimizeWidgetSchema = outMessage('MINIMIZE_WIDGET', {});

export const BridgeOutMessageSchema = Type.Union([
  ConversationIdUpdatedSchema,
  MessageSentSchema,
  ChatReadySchema,
  MinimizeWidgetSchema,
]);
export type BridgeOutMessage = Static<typeof BridgeOutMessageSchema>;
