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
import { chatRateLimit } from '../plugins/rate-limits';
import { writeTransaction } from '../db/database';
import { notFound } from '../errors';
import { runChatTurn } from '../chat/chat-turn';
import { createConversation, findConversation, markLeadFormShown } from '../repositories/conversations.repository';
import { insertLead } from '../repositories/leads.repository';
import { setCollectedVariables } from '../repositories/collected-variables.repository';
import { salesAnswer } from './sales-answer';

/** Identity fallbacks of the chat call (spec §6). */
export const SALES_FALLBACK_USER = 'anonymous';
export const SALES_FALLBACK_PROJECT = 'sales-lead';

export const LEAD_SAVED_MESSAGE = "Thanks! We have your details and will be in touch soon.";

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema };

/**
 * The sales advisor: POST /api/optimized-sales/chat answers with advice, the next question, the
 * collected variables and whether to show the lead form; POST /api/optimized-sales/lead stores a lead.
 */
export default async function salesRoutes(app: App) {
  app.post(
    API_ROUTES.salesChat,
    {
      config: chatRateLimit(app.config.chatRateLimitPerMinute),
      schema: { body: SalesChatRequestSchema, response: { 200: SalesAdviceAnswerSchema, ...errors } },
    },
    async (request): Promise<SalesAdviceAnswer> => {
      const { message, conversationId, userId, projectId } = request.body;
      // a named conversation is read by the turn itself (a 404 when there is none)
      const turnOf = conversationId
        ? { conversationId }
        : { conversation: await createConversation(app.db, { userId: userId ?? SALES_FALLBACK_USER, projectId: projectId ?? SALES_FALLBACK_PROJECT }) };
      const turn = await runChatTurn(app, { ...turnOf, message: message.trim() });
      return salesAnswer(turn);
    },
  );

  app.post(
    API_ROUTES.salesLead,
    { config: chatRateLimit(app.config.chatRateLimitPerMinute), schema: { body: LeadRequestSchema, response: { 201: LeadAnswerSchema, ...errors } } },
    async (request, reply) => {
      const name = request.body.name.trim();
      const email = request.body.email.trim();
      const { conversationId } = request.body;
      if (!(await findConversation(app.db, conversationId))) throw notFound('Conversation');
      await writeTransaction(app.db, async (trx) => {
        await insertLead(trx, { conversationId, name, email });
        await setCollectedVariables(trx, conversationId, { name, email }, 'lead');
        // a lead came through a lead form, even one the advisor did not open (the funnel counts it)
        await markLeadFormShown(trx, conversationId, new Date().toISOString());
      });
      return reply.code(201).send({ success: true, message: LEAD_SAVED_MESSAGE });
    },
  );
}
