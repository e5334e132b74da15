import Type, { type Static } from 'typebox';
import { CitationSchema, ConversationIdSchema } from './primitives';
import { MessageIdSchema } from './message';

const ClientIdSchema = Type.String({ minLength: 1, maxLength: 200 });

/** Client → server: join the sockets of a conversation. */
export const RegisterMessageSchema = Type.Object({
  type: Type.Literal('register'),
  clientId: ClientIdSchema,
  conversationId: ConversationIdSchema,
});
export type RegisterMessage = Static<typeof RegisterMessageSchema>;

/** Client → server: the client is ready; echoes the connectionId the server sent on connect. */
export const ClientReadyMessageSchema = Type.Object({
  type: Type.Literal('client_ready'),
  clientId: ClientIdSchema,
  connectionId: Type.String({ maxLength: 200 }),
});
export type ClientReadyMessage = Static<typeof ClientReadyMessageSchema>;

export const ClientSocketMessageSchema = Type.Union([RegisterMessageSchema, ClientReadyMessageSchema]);
export type ClientSocketMessage = Static<typeof ClientSocketMessageSchema>;

/** Server → client, first frame on every socket. */
export const ConnectedMessageSchema = Type.Object({
  type: Type.Literal('connected'),
  connectionId: Type.String(),
});
export type ConnectedMessage = Static<typeof ConnectedMessageSchema>;

/** Server → client, the answer to register. */
export const RegisteredMessageSchema = Type.Object({
  type: Type.Literal('registered'),
  conversationId: ConversationIdSchema,
});
export type RegisteredMessage = Static<typeof RegisteredMessageSchema>;

/** Server → client, the answer to client_ready. */
export const ReadyMessageSchema = Type.Object({
  type: Type.Literal('ready'),
  connectionId: Type.String(),
});
export type ReadyMessage = Static<typeof ReadyMessageSchema>;

/**
 * Server → client: a piece of an assistant reply. `content` is the text to append; the last
 * chunk has isComplete true and carries the citations.
 */
export const StreamingChunkMessageSchema = Type.Object({
  type: Type.Literal('streamingChunk'),
  conversationId: Type.Optional(ConversationIdSchema),
  messageId: MessageIdSchema,
  content: Type.String(),
  isComplete: Type.Boolean(),
  citations: Type.Optional(Type.Array(CitationSchema)),
});
export type StreamingChunkMessage = Static<typeof StreamingChunkMessageSchema>;

/** Server → client: what the advisor is doing now, shown in the typing indicator. */
export const ThinkingUpdateMessageSchema = Type.Object({
  type: Type.Literal('thinking_update'),
  conversationId: Type.Optional(ConversationIdSchema),
  stage: Type.String(),
});
export type ThinkingUpdateMessage = Static<typeof ThinkingUpdateMessageSchema>;

/** Server → client: a frame the server could not accept. */
export const SocketErrorMessageSchema = Type.Object({
  type: Type.Literal('error'),
  message: Type.String(),
});
export type SocketErrorMessage = Static<typeof SocketErrorMessageSchema>;

export const ServerSocketMessageSchema = Type.Union([
  ConnectedMessageSchema,
  RegisteredMessageSchema,
  ReadyMessageSchema,
  StreamingChunkMessageSchema,
  ThinkingUpdateMessageSchema,
  SocketErrorMessageSchema,
]);
export type ServerSocketMessage = Static<typeof ServerSocketMessageSchema>;
