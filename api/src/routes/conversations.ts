import {
  API_ROUTES,
  ConversationListSchema,
  ConversationParamsSchema,
  ConversationQuerySchema,
  ConversationSchema,
  CreateConversationRequestSchema,
  CreatedConversationSchema,
  ErrorBodySchema,
  PatchConversationRequestSchema,
  TranscriptSchema,
  UpdateBuildingDetailsAnswerSchema,
  UpdateBuildingDetailsRequestSchema,
  type BuildingDetails,
  type Conversation,
} from '@energy-advisor/contracts';
import type { App } from '../types';
import type { Db } from '../db/database';
import type { ConversationRow } from '../db/conversation.table';
import { AppError, badRequest, notFound } from '../errors';
import {
  createConversation,
  findConversation,
  findNewestConversation,
  findUserConversation,
  listUserConversations,
  updateConversation,
} from '../repositories/conversations.repository';
import { listMessages } from '../repositories/messages.repository';
import { parseJson } from '../db/json-column';
import { presentMessage } from './present';
import { requestVisitor, requireVisitor } from '../identity/request-visitor';
import { buildingDetailsRateLimit, conversationRateLimit } from '../plugins/rate-limits';
import { conversationAccess } from '../identity/conversation-access';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema, 429: ErrorBodySchema };

async function presentConversation(app: App, row: ConversationRow): Promise<Conversation> {
  const [messages, collectedVariables] = await Promise.all([
    listMessages(app.db, row.id),
    app.storage.collectedVariables(row.id),
  ]);
  return {
    id: row.id,
    projectId: row.project_id,
    userId: row.user_id,
    createdAt: row.created_at,
    buildingDetails: parseJson<BuildingDetails>(row.building_details, {}),
    collectedVariables,
    messages: messages.map(presentMessage),
  };
}

async function requireConversation(db: Db, id: string): Promise<ConversationRow> {
  const row = await findConversation(db, id);
  if (!row) throw notFound('Conversation');
  return row;
}

/** The most a conversation's building details may hold, as JSON text (a host's form, not a file store). */
export const BUILDING_DETAILS_MAX_BYTES = 16 * 1024;

/** Building details within {@link BUILDING_DETAILS_MAX_BYTES}, else 413. */
function withinLimit(details: BuildingDetails): BuildingDetails {
  if (Buffer.byteLength(JSON.stringify(details)) > BUILDING_DETAILS_MAX_BYTES) {
    throw new AppError('payload_too_large', `buildingDetails must be at most ${BUILDING_DETAILS_MAX_BYTES / 1024} KB of JSON`);
  }
  return details;
}

/** buildingDetails arrives as a JSON string that must hold an object. */
function parseBuildingDetails(text: string): BuildingDetails {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('buildingDetails must be a JSON string holding an object');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('buildingDetails must be a JSON string holding an object');
  }
  return value as BuildingDetails;
}

/** Conversations: create, look up, list, patch, building details and transcript. */
export default async function conversationRoutes(app: App) {
  app.get(
    API_ROUTES.conversations,
    {
      schema: {
        querystring: ConversationQuerySchema,
        response: { 200: { anyOf: [ConversationSchema, ConversationListSchema] }, ...errors },
      },
    },
    async (request) => {
      const { userId, projectId, id } = request.query;
      // a conversation's id is a capability: holding it reads the conversation
      if (id) {
        const row = await findUserConversation(app.db, { id, userId });
        if (!row) throw notFound('Conversation');
        return presentConversation(app, row);
      }
      // by userId only with proof: all of a proven user's conversations, else the caller's own
      const access = conversationAccess(await requireVisitor(app.storage.visitors, request.headers.authorization), userId);
      if (projectId === undefined) {
        const rows = await listUserConversations(app.db, userId, access);
        return rows.map((row) => ({ id: row.id, projectId: row.project_id, createdAt: row.created_at }));
      }
      const row = await findNewestConversation(app.db, { userId, projectId, access });
      if (!row) throw notFound('Conversation');
      return presentConversation(app, row);
    },
  );

  app.post(
    API_ROUTES.conversations,
    {
      config: conversationRateLimit(app.config.conversationRateLimitPerMinute),
      schema: { body: CreateConversationRequestSchema, response: { 201: CreatedConversationSchema, ...errors } },
    },
    async (request, reply) => {
      const visitor = await requestVisitor(app.storage.visitors, request.headers.authorization);
      const row = await createConversation(app.db, { ...request.body, visitorId: visitor?.id });
      return reply
        .code(201)
        .send({ id: row.id, projectId: row.project_id, userId: row.user_id, createdAt: row.created_at });
    },
  );

  app.patch(
    '/api/conversations/:id',
    {
      config: buildingDetailsRateLimit(app.config.buildingDetailsRateLimitPerMinute),
      schema: {
        params: ConversationParamsSchema,
        body: PatchConversationRequestSchema,
        response: { 200: ConversationSchema, ...errors },
      },
    },
    async (request) => {
      const { projectId, buildingDetails } = request.body;
      if (projectId === undefined && buildingDetails === undefined) {
        throw badRequest('Nothing to update: send projectId or buildingDetails');
      }
      await requireConversation(app.db, request.params.id);
      await updateConversation(app.db, request.params.id, {
        ...(projectId !== undefined && { projectId }),
        ...(buildingDetails !== undefined && { buildingDetails: withinLimit(parseBuildingDetails(buildingDetails)) }),
      });
      return presentConversation(app, await requireConversation(app.db, request.params.id));
    },
  );

  app.post(
    '/api/conversations/:id/update-building-details',
    {
      config: buildingDetailsRateLimit(app.config.buildingDetailsRateLimitPerMinute),
      schema: {
        params: ConversationParamsSchema,
        body: UpdateBuildingDetailsRequestSchema,
        response: { 200: UpdateBuildingDetailsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await requireConversation(app.db, request.params.id);
      await updateConversation(app.db, request.params.id, { buildingDetails: withinLimit(request.body.buildingDetails) });
      return { success: true, buildingDetails: request.body.buildingDetails };
    },
  );

  app.get(
    '/api/conversations/:id/transcript',
    { schema: { params: ConversationParamsSchema, response: { 200: TranscriptSchema, ...errors } } },
    async (request) => {
      await requireConversation(app.db, request.params.id);
      const messages = await listMessages(app.db, request.params.id);
      return messages.map(presentMessage);
    },
  );
}
