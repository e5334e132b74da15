import Type, { type Static } from 'typebox';
import { MessageSchema } from './message';
import {
  BuildingDetailsSchema,
  CitationSchema,
  CollectedVariablesSchema,
  ConversationIdSchema,
  IdentifierSchema,
  MessageTextSchema,
  TimestampSchema,
} from './primitives';

/** A conversation with its messages. */
export const ConversationSchema = Type.Object({
  id: ConversationIdSchema,
  projectId: Type.String(),
  userId: Type.String(),
  createdAt: TimestampSchema,
  buildingDetails: BuildingDetailsSchema,
  collectedVariables: CollectedVariablesSchema,
  messages: Type.Array(MessageSchema),
});
export type Conversation = Static<typeof ConversationSchema>;

/** One row of GET /api/conversations?userId — newest first. */
export const ConversationSummarySchema = Type.Object({
  id: ConversationIdSchema,
  projectId: Type.String(),
  createdAt: TimestampSchema,
});
export type ConversationSummary = Static<typeof ConversationSummarySchema>;
export const ConversationListSchema = Type.Array(ConversationSummarySchema);
export type ConversationList = Static<typeof ConversationListSchema>;

/**
 * GET /api/conversations. With only userId: the list. With projectId (and optionally id):
 * one conversation with messages, the newest for that user and project when id is absent.
 */
export const ConversationQuerySchema = Type.Object(
  {
    userId: IdentifierSchema,
    projectId: Type.Optional(IdentifierSchema),
    id: Type.Optional(ConversationIdSchema),
  },
  { additionalProperties: false },
);
export type ConversationQuery = Static<typeof ConversationQuerySchema>;

/** POST /api/conversations */
export const CreateConversationRequestSchema = Type.Object({
  projectId: IdentifierSchema,
  userId: IdentifierSchema,
});
export type CreateConversationRequest = Static<typeof CreateConversationRequestSchema>;
export const CreatedConversationSchema = Type.Object({
  id: ConversationIdSchema,
  projectId: Type.String(),
  userId: Type.String(),
  createdAt: TimestampSchema,
});
export type CreatedConversation = Static<typeof CreatedConversationSchema>;

export const ConversationParamsSchema = Type.Object({ id: ConversationIdSchema });
export type ConversationParams = Static<typeof ConversationParamsSchema>;

/** PATCH /api/conversations/{id}: buildingDetails travels as a JSON string holding an object. */
export const PatchConversationRequestSchema = Type.Object({
  projectId: Type.Optional(IdentifierSchema),
  buildingDetails: Type.Optional(Type.String({ maxLength: 100_000 })),
});
export type PatchConversationRequest = Static<typeof PatchConversationRequestSchema>;

/** POST /api/conversations/{id}/update-building-details */
export const UpdateBuildingDetailsRequestSchema = Type.Object({
  buildingDetails: BuildingDetailsSchema,
});
export type UpdateBuildingDetailsRequest = Static<typeof UpdateBuildingDetailsRequestSchema>;
export const UpdateBuildingDetailsAnswerSchema = Type.Object({
  success: Type.Boolean(),
  buildingDetails: BuildingDetailsSchema,
});
export type UpdateBuildingDetailsAnswer = Static<typeof UpdateBuildingDetailsAnswerSchema>;

/** GET /api/conversations/{id}/transcript: messages, oldest first. */
export const TranscriptSchema = Type.Array(MessageSchema);
export type Transcript = Static<typeof TranscriptSchema>;

/**
 * POST /api/conversations/message: stores the user message and the advisor's reply.
 * Without conversationId the newest conversation of the user and project is used (or one is created).
 */
export const PostMessageRequestSchema = Type.Object({
  content: MessageTextSchema,
  projectId: IdentifierSchema,
  userId: IdentifierSchema,
  conversationId: Type.Optional(ConversationIdSchema),
});
export type PostMessageRequest = Static<typeof PostMessageRequestSchema>;
export const PostMessageAnswerSchema = Type.Object({
  id: Type.Integer(),
  userMessageId: Type.Integer(),
  conversationId: ConversationIdSchema,
  content: Type.String(),
  timestamp: TimestampSchema,
  citations: Type.Array(CitationSchema),
});
export type PostMessageAnswer = Static<typeof PostMessageAnswerSchema>;
