import { API_ROUTES, ErrorBodySchema, WebhookAnswerSchema, WebhookRequestSchema } from '@energy-advisor/contracts';
import type { App } from '../types';
import { chatRateLimit } from '../plugins/rate-limits';
import { resolveConversation } from '../chat/resolve-conversation';

/** The project every webhook session's conversation belongs to. */
export const N8N_PROJECT_ID = 'n8n-chat';

/**
 * The user a webhook session's conversation is stored under: the sessionId, marked so it never
 * meets a visitor's own user id (a session id names only the webhook's conversation).
 */
export const n8nSessionUser = (sessionId: string) => `n8n-session:${sessionId.trim()}`;

const errors = { 400: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema, 429: ErrorBodySchema };

/**
 * POST /api/n8n/webhook: the product's own workflow webhook. Takes what an n8n chat trigger sends,
 * `{ chatInput, sessionId }`, and answers what an n8n Respond node returns, `{ output }`, written
 * by the advisor. One conversation per sessionId, so a session keeps its context; a new sessionId
 * starts a new conversation.
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
      const conversationId = await resolveConversation(app.db, {
        userId: n8nSessionUser(sessionId),
        projectId: N8N_PROJECT_ID,
        named: 'owner',
        // the session id names the conversation: the webhook continues it
        reuse: { kind: 'user' },
      });
      const { content } = await app.chat.run({ conversationId, message: chatInput.trim(), backend: app.backends.get() });
      return { output: content };
    },
  );
}
