import Type, { type Static } from 'typebox';
import { CitationSchema, SenderSchema, TimestampSchema } from './primitives';

/** Server message ids are integers; a message still streaming may carry a temporary string id. */
export const MessageIdSchema = Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 200 })]);
export type MessageId = Static<typeof MessageIdSchema>;

/** A chat message as the widget, the main chat and the workflow chat show it. */
export const MessageSchema = Type.Object({
  id: MessageIdSchema,
  content: Type.String(),
  sender: SenderSchema,
  timestamp: TimestampSchema,
  isStreaming: Type.Optional(Type.Boolean()),
  isAnimating: Type.Optional(Type.Boolean()),
  audioUrl: Type.Optional(Type.String()),
  imageUrl: Type.Optional(Type.String()),
  citations: Type.Optional(Type.Array(CitationSchema)),
  /** A reply the visitor stopped while it was being written: its text is what it had said by then. */
  stopped: Type.Optional(Type.Boolean()),
});
export type Message = Static<typeof MessageSchema>;

/** A message of the sales chats: role and content. */
export const SalesMessageSchema = Type.Object({
  role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
  content: Type.String({ maxLength: 20000 }),
});
export type SalesMessage = Static<typeof SalesMessageSchema>;
