import {
  API_ROUTES,
  ErrorBodySchema,
  LeadAnswerSchema,
  LeadRequestSchema,
  SalesAdviceAnswerSchema,
  SalesChatRequestSchema,
  type SalesAdviceAnswer,
} from '@energy-advisor/contracts';
import type { AdvisorReply } from '../advisor/types';
import type { App } from '../types';
import { chatRateLimit } from '../plugins/rate-limits';
import { writeTransaction } from '../db/database';
import { notFound } from '../errors';
import { runChatTurn } from '../chat/chat-turn';
import { createConversation, findConversation, markLeadFormShown } from '../repositories/conversations.repository';
import { insertLead } from '../repositories/leads.repository';
import { setCollectedVariables } from '../repositories/collected-variables.repository';

/** Identity fallbacks of the chat call (spec §6). */
export const SALES_FALLBACK_USER = 'anonymous';
export const SALES_FALLBACK_PROJECT = 'sales-lead';

export const LEAD_SAVED_MESSAGE = "Thanks! We have your details and will be in touch soon.";

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema };

/**
 * The chat answer, field by field as the schema lists them (citations too), so that plain
 * JSON.stringify writes exactly the documented answer. The schema's compiled serializer escapes
 * long strings character by character; the reply's advice is the longest string we send, on the
 * hottest route (see README, Performance).
 */
export function salesAnswer(reply: AdvisorReply, content: string, conversationId: string): SalesAdviceAnswer {
  return {
    advice: reply.advice,
    next_question: reply.next_question,
    content,
    citations: reply.citations.map(({ id, type, title }) => ({ id, type, title })),
    conversation_id: conversationId,
    collected_variables: reply.collected_variables,
    model_used: reply.model_used,
    is_lead_form: reply.is_lead_form,
  };
}

const stringify = () => (data: unknown) => JSON.stringify(data);

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
      serializerCompiler: stringify,
    },
    async (request): Promise<SalesAdviceAnswer> => {
      const { message, conversationId, userId, projectId } = request.body;
      // a named conversation is read by the turn itself (a 404 when there is none)
      const turnOf = conversationId
        ? { conversationId }
        : { conversation: await createConversation(app.db, { userId: userId ?? SALES_FALLBACK_USER, projectId: projectId ?? SALES_FALLBACK_PROJECT }) };
      const { reply, content, conversationId: answeredIn } = await runChatTurn(app, { ...turnOf, message: message.trim() });
      return salesAnswer(reply, content, answeredIn);
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
