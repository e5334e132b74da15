import { API_ROUTES } from '@energy-advisor/contracts/constants';
import type {
  GrokChatRequest,
  LeadAnswer,
  LeadRequest,
  ReasoningAnswer,
  ReasoningMessageRequest,
  SalesAdviceAnswer,
  SalesChatRequest,
} from '@energy-advisor/contracts';
import { toInput, type Http } from './http';

/**
 * POST /api/optimized-sales/chat — one turn of the sales advisor: advice, next question,
 * collected variables, `is_lead_form` and the conversation id to reuse. `signal` stops the turn:
 * the request is aborted (the promise rejects with the abort's reason) and the server cancels the
 * reply, keeping what it had said so far.
 */
export function sendSalesChat(http: Http, request: SalesChatRequest, options: { signal?: AbortSignal } = {}): Promise<SalesAdviceAnswer> {
  return http.post(toInput(API_ROUTES.salesChat), { json: request, ...(options.signal && { signal: options.signal }) }).json<SalesAdviceAnswer>();
}

/** POST /api/optimized-sales/lead — submits the lead form (name, email, conversationId). */
export function submitLead(http: Http, lead: LeadRequest): Promise<LeadAnswer> {
  return http.post(toInput(API_ROUTES.salesLead), { json: lead }).json<LeadAnswer>();
}

/**
 * POST /api/grok-chat/chat — the two-model comparison page. The answer is not declared in
 * contracts; it is typed as the sales advice answer the comparison page shows.
 */
export function sendGrokChat(http: Http, request: GrokChatRequest): Promise<SalesAdviceAnswer> {
  return http.post(toInput(API_ROUTES.grokChat), { json: request }).json<SalesAdviceAnswer>();
}

/** POST /api/reasoning-message — the widget's fallback when the sales chat fails. */
export function sendReasoningMessage(http: Http, request: ReasoningMessageRequest): Promise<ReasoningAnswer> {
  return http.post(toInput(API_ROUTES.reasoningMessage), { json: request }).json<ReasoningAnswer>();
}
