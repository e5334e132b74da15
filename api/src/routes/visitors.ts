import { randomUUID } from 'node:crypto';
import { API_ROUTES, CreateVisitorRequestSchema, ErrorBodySchema, VisitorAnswerSchema } from '@energy-advisor/contracts';
import type { App } from '../types';
import { AppError, badRequest } from '../errors';
import { IdentityTokenError, verifyIdentityToken } from '../identity/identity-token';
import { issueVisitorToken } from '../identity/visitor-tokens';
import { requestVisitor } from '../identity/request-visitor';
import { conversationRateLimit } from '../plugins/rate-limits';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema, 429: ErrorBodySchema };

/** How often visitors whose tokens expired are forgotten. */
const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * POST /api/visitors: a visitor token for this browser. Without an identity token the visitor is
 * anonymous (the userId given, or a new one): the token proves only "this browser". With one, the
 * token proves its user, and lists all of that user's conversations on any device. Sent with the
 * browser's still-valid token of the same user, it renews that visitor's token.
 */
export default async function visitorRoutes(app: App) {
  const sweep = () => app.storage.visitors.deleteExpired(new Date().toISOString()).catch((error: unknown) => app.log.warn({ err: error }, 'could not forget expired visitors'));
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    API_ROUTES.visitors,
    {
      // a new visitor costs what a new conversation costs
      config: conversationRateLimit(app.config.conversationRateLimitPerMinute),
      schema: { body: CreateVisitorRequestSchema, response: { 201: VisitorAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const { identityToken } = request.body;
      let userId = request.body.userId?.trim();
      let verified = false;
      if (identityToken !== undefined) {
        const secret = app.config.identitySecret;
        if (!secret) throw badRequest('Identity tokens are not accepted here: the server has no IDENTITY_SECRET');
        let subject: string;
        try {
          subject = await verifyIdentityToken(identityToken, secret);
        } catch (error) {
          if (error instanceof IdentityTokenError) throw new AppError('unauthorized', error.message);
          throw error;
        }
        if (userId !== undefined && userId !== subject) throw badRequest('userId differs from the identity token’s user');
        userId = subject;
        verified = true;
      }
      // a still-valid token of this user renews the same visitor (it keeps its conversations); an
      // expired or unknown one is no obstacle to a new visitor
      const renewing = await requestVisitor(app.storage.visitors, request.headers.authorization).catch(() => undefined);
      const user = userId ?? renewing?.userId ?? `visitor-${randomUUID()}`;
      // verified only when proven now: a renewal without an identity token is anonymous again
      const issued = await issueVisitorToken(app.storage.visitors, { userId: user, verified, renewing });
      return reply.code(201).send({ visitorToken: issued.token, userId: issued.visitor.userId, expiresAt: issued.expiresAt, verified });
    },
  );
}
