import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RecordedRequest, TestReply } from './test-exchange';

/** A token the model issued. */
export interface IssuedVisitor {
  userId: string;
  verified: boolean;
  /** The browser the token stands for: a renewal with a valid token of the same user keeps it. */
  visitor: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  revoked: boolean;
}

/** The model's state and switches; tests read and change them. */
export interface VisitorModel {
  /** Answers what the model speaks for; undefined leaves the request to the test's own reply. */
  reply(request: RecordedRequest): TestReply | undefined;
  /** Every token issued, by token. */
  issued: Map<string, IssuedVisitor>;
  /** The key identity tokens are checked with; undefined: the server has none (400). */
  identitySecret: string | undefined;
  /** How long a token lives (default one hour). */
  lifetimeMs: number;
  /** The server's clock (epoch ms); tests move it. */
  now: number;
  /** Makes every token issued so far invalid (as a changed server secret would). */
  revokeAll(): void;
  /** The POST /api/visitors requests seen. */
  visitorRequests: RecordedRequest[];
}

/** The identity secret of the model by default. */
export const TEST_IDENTITY_SECRET = 'test-identity-secret-0123456789abcdef';

const error = (status: number, code: string, message: string): TestReply => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ error: code, message }),
});

/**
 * Test support: the API's visitor model in memory. POST /api/visitors issues tokens (anonymous for
 * the userId given or a new one; verified with a valid HS256 identity token whose `sub` is the
 * userId); the userId list and lookup (GET /api/conversations without `id`) answer 401 without a
 * valid token; any call with an invalid, revoked or expired token answers 401.
 */
export function createVisitorModel(): VisitorModel {
  let counter = 0;
  const model: VisitorModel = {
    issued: new Map(),
    identitySecret: TEST_IDENTITY_SECRET,
    lifetimeMs: 60 * 60_000,
    now: Date.now(),
    visitorRequests: [],
    revokeAll() {
      for (const visitor of model.issued.values()) visitor.revoked = true;
    },
    reply(request) {
      const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
      const holder = bearer === undefined ? undefined : model.issued.get(bearer);
      const valid = holder !== undefined && !holder.revoked && holder.expiresAt > model.now;
      if (request.method === 'POST' && request.url.pathname === '/api/visitors') {
        model.visitorRequests.push(request);
        return createVisitor(request, valid ? holder : undefined);
      }
      if (bearer !== undefined && !valid) return error(401, 'unauthorized', 'The visitor token is invalid or expired');
      const listing = request.method === 'GET' && request.url.pathname === '/api/conversations' && !request.url.searchParams.has('id');
      if (listing && bearer === undefined) return error(401, 'unauthorized', 'A visitor token is required');
      return undefined;
    },
  };

  function createVisitor(request: RecordedRequest, holder: IssuedVisitor | undefined): TestReply {
    const body = JSON.parse(request.body.toString() || '{}') as { userId?: string; identityToken?: string };
    let verified = false;
    if (body.identityToken !== undefined) {
      if (model.identitySecret === undefined) return error(400, 'bad_request', 'Identity tokens are not configured');
      const claims = verifyIdentityToken(body.identityToken, model.identitySecret, model.now);
      if (claims === undefined) return error(401, 'unauthorized', 'The identity token is invalid or expired');
      if (body.userId !== undefined && body.userId !== claims.sub) return error(400, 'bad_request', 'userId differs from the identity token');
      body.userId = claims.sub;
      verified = true;
    }
    counter += 1;
    const userId = body.userId ?? `visitor-${counter}`;
    const visitor = holder && holder.userId === userId ? holder.visitor : `browser-${counter}`;
    const token = `visitor-token-${counter}`;
    const expiresAt = model.now + model.lifetimeMs;
    model.issued.set(token, { userId, verified, visitor, expiresAt, revoked: false });
    return {
      status: 201,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ visitorToken: token, userId, expiresAt: new Date(expiresAt).toISOString(), verified }),
    };
  }

  return model;
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** Test support: an HS256 JWT `{ sub, exp }` (exp in epoch seconds), as a host's server signs it. */
export function signIdentityToken(secret: string, claims: { sub: string; exp: number }): string {
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

function verifyIdentityToken(token: string, secret: string, now: number): { sub: string } | undefined {
  const [header, payload, signature] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined) return undefined;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: unknown; exp?: unknown };
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return undefined;
  return { sub: claims.sub };
}
