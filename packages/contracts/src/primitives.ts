import Type, { type Static } from 'typebox';
import { MAX_MESSAGE_LENGTH } from './constants';

/** A string with at least one non-whitespace character ("blank strings are rejected"). */
export const NonBlankString = (options: { maxLength?: number; description?: string } = {}) =>
  Type.String({ minLength: 1, pattern: '\\S', maxLength: options.maxLength ?? 200, ...options });

/** Text with no control characters (C0, DEL, C1) and no line or paragraph separators. */
export const PRINTABLE_PATTERN = '^[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029]*$';

/**
 * Visitor identity: a userId, projectId or jobId supplied by the host page: at most 200 printable
 * characters (no control characters or line breaks), not blank.
 */
export const IdentifierSchema = Type.Intersect(
  [
    NonBlankString({ maxLength: 200 }),
    Type.String({ pattern: PRINTABLE_PATTERN }),
  ],
  { description: 'userId, projectId or jobId' },
);

export type Identifier = Static<typeof IdentifierSchema>;

/** Conversation ids are random UUIDs: a visitor cannot guess another visitor's conversation. */
export const ConversationIdSchema = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: 'conversation id (UUID)',
});
export type ConversationId = Static<typeof ConversationIdSchema>;

/** An ISO-8601 UTC timestamp, e.g. 2026-11-22T03:50:00.000Z. */
export const TimestampSchema = Type.String({ description: 'ISO-8601 timestamp' });
export type Timestamp = Static<typeof TimestampSchema>;

export const MessageTextSchema = NonBlankString({ maxLength: MAX_MESSAGE_LENGTH });

/** A source the advisor used: a knowledge-base article id that GET /api/knowledge/{id} resolves. */
export const CitationSchema = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 200 })),
  type: Type.Optional(Type.String({ maxLength: 200 })),
  title: Type.Optional(Type.String({ maxLength: 500 })),
});
export type Citation = Static<typeof CitationSchema>;

/** Free key/value map of what the advisor learnt (location, climate_zone, project_type, name, email, ...). */
export const CollectedVariablesSchema = Type.Record(Type.String(), Type.String());
export type CollectedVariables = Static<typeof CollectedVariablesSchema>;

/** Building details sent by a host page: a free JSON object. */
export const BuildingDetailsSchema = Type.Record(Type.String(), Type.Unknown());
export type BuildingDetails = Static<typeof BuildingDetailsSchema>;

export const SenderSchema = Type.Union([Type.Literal('user'), Type.Literal('assistant')]);
export type Sender = Static<typeof SenderSchema>;

/** The success answer of mutations that return nothing else. */
export const SuccessAnswerSchema = Type.Object({
  success: Type.Boolean(),
  message: Type.Optional(Type.String()),
});
export type SuccessAnswer = Static<typeof SuccessAnswerSchema>;

