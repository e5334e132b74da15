import {
  API_ROUTES,
  ErrorBodySchema,
  LeadAnswerSchema,
  LeadRequestSchema,
  SalesAdviceAnswerSchema,
  SalesChatRequestSchema,
  type SalesAdviceAnswer,
} from '@energy-advisor/contracts';
import type { App } from '../types';
import { chatRateLimit, leadRateLimit } from '../plugins/rate-limits';
import { IDEMPOTENT_ROUTE_CONFIG } from '../plugins/idempotency';
import { notFound } from '../errors';
import { resolveConversation } from '../chat/resolve-conversation';
import { requestVisitor } from '../identity/request-visitor';
import { findConversation } from '../repositories/conversations.repository';
import { isoNow } from '../iso-now';
import { salesAnswer } from './sales-answer';
import { requestSignal } from './agent-context';

/** Who a chat turn's new conversation belongs to when the call names no user or project. */
export const SALES_FALLBACK_USER = 'anonymous';
export const SALES_FALLBACK_PROJECT = 'sales-lead';

export const LEAD_SAVED_MESSAGE = "Thanks! We have your details and will be in touch soon.";

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema, 429: ErrorBodySchema };

/**
 * The sales advisor: POST /api/optimized-sales/chat answers with advice, the next question, the
 * collected variables and whether to show the lead form; POST /api/optimized-sales/lead stores a lead.
 */
export default async function salesRoutes(app: App) {
  app.post(
    API_ROUTES.salesChat,
    {
      config: { ...chatRateLimit(app.config.chatRateLimitPerMinute), ...IDEMPOTENT_ROUTE_CONFIG },
      schema: { body: SalesChatRequestSchema, response: { 200: SalesAdviceAnswerSchema, ...errors } },
    },
    async (request, reply): Promise<SalesAdviceAnswer> => {
      const { message, conversationId, userId, projectId } = request.body;
      // a named conversation is read by the turn itself (a 404 when there is none); none named starts
      // one, which belongs to the visitor whose token came with the request
      const visitor = conversationId ? undefined : await requestVisitor(app.storage.visitors, request.headers.authorization);
      const id = await resolveConversation(app.db, {
        conversationId,
        userId: userId ?? SALES_FALLBACK_USER,
        projectId: projectId ?? SALES_FALLBACK_PROJECT,
        named: 'any',
        visitorId: visitor?.id,
      });
      // the visitor's Stop aborts the request: the turn is cancelled and what was said so far kept
      const signal = requestSignal(reply);
      return salesAnswer(await app.chat.run({ conversationId: id, message: message.trim(), backend: app.backends.get(request.body.provider), signal }));
    },
  );

  app.post(
    API_ROUTES.salesLead,
    {
      config: { ...leadRateLimit(app.config.leadRateLimitPerMinute), ...IDEMPOTENT_ROUTE_CONFIG },
      schema: { body: LeadRequestSchema, response: { 201: LeadAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const name = request.body.name.trim();
      const email = request.body.email.trim();
      const { conversationId } = request.body;
      if (!(await findConversation(app.db, conversationId))) throw notFound('Conversation');
      const at = isoNow();
      // the same lead sent again (a double click, a retry without an Idempotency-Key) is stored once
      await app.storage.saveLead({ conversationId, name, email, at });
      return reply.code(201).send({ success: true, message: LEAD_SAVED_MESSAGE });
    },
  );
}
