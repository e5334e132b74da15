import {
  API_ROUTES,
  AdminConversationListSchema,
  AdminConversationsQuerySchema,
  AdminTranscriptSchema,
  ConversationParamsSchema,
  ErrorBodySchema,
} from '@energy-advisor/contracts';
import type { App } from '../types';
import { notFound } from '../errors';
import { attachment, toCsv } from '../admin/csv';
import { csvResponse } from './documented-media';
import { pageWindow, totalPages } from '../admin/pagination';
import { adminRateLimit } from '../admin/rate-limit';
import { findConversation } from '../repositories/conversations.repository';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema };

const TRANSCRIPT_COLUMNS = ['conversation_id', 'user_id', 'project_id', 'message_id', 'timestamp', 'sender', 'content', 'feedback'] as const;

/** The admin conversation list, a transcript, and a transcript as CSV. */
export default async function adminConversationRoutes(app: App) {
  const config = adminRateLimit(app.config.admin.rateLimitPerMinute);

  app.get(
    API_ROUTES.adminConversations,
    { config, schema: { querystring: AdminConversationsQuerySchema, response: { 200: AdminConversationListSchema, ...errors } } },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const filter = { search: request.query.search?.trim(), hideEmpty: request.query.hideEmpty === true };
      const { total, conversations } = await app.storage.admin.pageConversations(filter, { limit, offset });
      return { conversations, totalPages: totalPages(total, limit) };
    },
  );

  const transcript = async (id: string) => {
    const conversation = await findConversation(app.db, id);
    if (!conversation) throw notFound('Conversation');
    return { conversation, messages: await app.storage.admin.transcriptMessages(id) };
  };

  app.get(
    '/api/admin/conversations/:id/transcript',
    { config, schema: { params: ConversationParamsSchema, response: { 200: AdminTranscriptSchema, ...errors } } },
    async (request) => {
      const { conversation, messages } = await transcript(request.params.id);
      return { conversation: { user_id: conversation.user_id, project_id: conversation.project_id }, messages };
    },
  );

  app.get(
    '/api/admin/conversations/:id/transcript.csv',
    { config, schema: { params: ConversationParamsSchema, response: { 200: csvResponse('The transcript, one message a row', TRANSCRIPT_COLUMNS), ...errors } } },
    async (request, reply) => {
      const { conversation, messages } = await transcript(request.params.id);
      const rows = messages.map((message) => ({
        conversation_id: conversation.id,
        user_id: conversation.user_id,
        project_id: conversation.project_id,
        message_id: message.id,
        timestamp: message.timestamp,
        sender: message.sender,
        content: message.content,
        feedback: message.feedback,
      }));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`transcript-${conversation.id}.csv`))
        .send(toCsv(TRANSCRIPT_COLUMNS, rows));
    },
  );
}
