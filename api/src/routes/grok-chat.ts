import { API_ROUTES, ErrorBodySchema, GrokChatRequestSchema, SalesAdviceAnswerSchema, type SalesAdviceAnswer } from '@energy-advisor/contracts';
import type { App } from '../types';
import { chatRateLimit } from '../plugins/rate-limits';
import { IDEMPOTENT_ROUTE_CONFIG } from '../plugins/idempotency';
import { resolveConversation } from '../chat/resolve-conversation';
import { requestVisitor } from '../identity/request-visitor';
import { salesAnswer } from './sales-answer';
import { SALES_FALLBACK_PROJECT, SALES_FALLBACK_USER } from './sales';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema, 429: ErrorBodySchema };

/**
 * POST /api/grok-chat/chat: the Grok column of the two-model comparison. A chat turn like the sales
 * chat's, always answered by the Grok back end (the offline advisor when it has no key or fails;
 * `model_used` says which). The conversation is stored as any other.
 */
export default async function grokChatRoutes(app: App) {
  app.post(
    API_ROUTES.grokChat,
    {
      config: { ...chatRateLimit(app.config.chatRateLimitPerMinute), ...IDEMPOTENT_ROUTE_CONFIG },
      schema: { body: GrokChatRequestSchema, response: { 200: SalesAdviceAnswerSchema, ...errors } },
    },
    async (request): Promise<SalesAdviceAnswer> => {
      const { message, conversationId, userId, projectId } = request.body;
      const visitor = conversationId ? undefined : await requestVisitor(app.storage.visitors, request.headers.authorization);
      const id = await resolveConversation(app.db, {
        conversationId,
        userId: userId ?? SALES_FALLBACK_USER,
        projectId: projectId ?? SALES_FALLBACK_PROJECT,
        named: 'any',
        visitorId: visitor?.id,
      });
      return salesAnswer(await app.chat.run({ conversationId: id, message: message.trim(), backend: app.backends.get('grok') }));
    },
  );
}
