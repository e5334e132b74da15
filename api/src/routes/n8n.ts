import { API_ROUTES, ErrorBodySchema, WebhookAnswerSchema, WebhookRequestSchema } from '@energy-advisor/contracts';
import type { App } from '../types';
import { chatRateLimit } from '../plugins/rate-limits';
import { runChatTurn } from '../chat/chat-turn';
import { createConversation, findNewestConversation } from '../repositories/conversations.repository';

/** The project every webhook session's conversation belongs to. */
export const N8N_PROJECT_ID = 'n8n-chat';

/**
 * The user a webhook session's conversation is stored under: the sessionId, marked so it never
 * meets a visitor's own user id (a session id names only the webhook's conversation).
 */
export const n8nSessionUser = (sessionId: string) => `n8n-session:${sessionId.trim()}`;

const errors = { 400: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema, 429: ErrorBodySchema };

/**
 * POST /api/n8n/webhook — the product's own workflow webhook (spec §2.10, §7): takes what an n8n
 * chat trigger sends, `{ chatInput, sessionId }`, and answers what an n8n Respond node returns,
 * `{ output }`, written by the advisor. One conversation per sessionId, so a session keeps its
 * context; a new sessionId starts a new conversation.
 */
export default async function n8nRoutes(app: App) {
  app.post(
    API_ROUTES.n8nWebhook,
    {
      config: chatRateLimit(app.config.chatRateLimitPerMinute),
      schema: { body: WebhookRequestSchema, response: { 200: WebhookAnswerSchema, ...errors } },
    },
    async (request) => {
      const { chatInput, sessionId } = request.body;
      const identity = { userId: n8nSessionUser(sessionId), projectId: N8N_PROJECT_ID };
      const conversation = (await findNewestConversation(app.db, identity)) ?? (await createConversation(app.db, identity));
      const { content } = await runChatTurn(app, { conversation, message: chatInput.trim() });
      return { output: content };
    },
  );
}
