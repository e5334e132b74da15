import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** The IDENTITY_SECRET of the fake API. */
export const FAKE_IDENTITY_SECRET = 'fake-identity-secret-0123456789abcdef';

/** User ids many visitors share: a token never lists more than the caller's own conversations of them. */
const SHARED_USER_IDS = new Set(['anonymous', 'default-user', 'test-user']);

/** A visitor as a token proves it. */
export interface FakeVisitor {
  id: string;
  userId: string;
  verified: boolean;
}

/** What the fake API answers: a status and a JSON body. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** Test support: an HS256 JWT `{ sub, exp }` as a host's server signs it (exp defaults to an hour ahead). */
export function signIdentityToken(sub: string, options: { exp?: number; secret?: string } = {}): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = options.exp ?? Math.floor(Date.now() / 1000) + 3600;
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, exp })}`;
  return `${unsigned}.${createHmac('sha256', options.secret ?? FAKE_IDENTITY_SECRET).update(unsigned).digest('base64url')}`;
}

/**
 * Test support: the visitor model of the API for the fake API. POST /api/visitors issues a token per
 * call (anonymous, or verified by a valid identity token); a token sent but unknown or revoked is
 * 'invalid' (the API answers 401); a conversation a token created belongs to its visitor, and a list
 * shows a visitor only their own, or all of a user's when an identity token proved that user.
 */
export function createFakeVisitors() {
  const tokens = new Map<string, FakeVisitor & { revoked: boolean }>();
  const error = (status: number, message: string): FakeAnswer => ({ status, body: { error: status === 400 ? 'bad_request' : 'unauthorized', message } });

  return {
    tokens,
    /** POST /api/visitors. */
    create(body: { userId?: unknown; identityToken?: unknown }): FakeAnswer {
      let userId = typeof body.userId === 'string' ? body.userId : undefined;
      let verified = false;
      if (typeof body.identityToken === 'string') {
        const sub = verifiedSubject(body.identityToken);
        if (sub === undefined) return error(401, 'The identity token is not valid');
        if (userId !== undefined && userId !== sub) return error(400, 'userId differs from the identity token');
        userId = sub;
        verified = true;
      }
      const visitor = { id: randomUUID(), userId: userId ?? `visitor-${randomUUID()}`, verified, revoked: false };
      const token = `eav_${randomUUID()}`;
      tokens.set(token, visitor);
      const expiresAt = new Date(Date.now() + 30 * 24 * 3600_000).toISOString();
      return { status: 201, body: { visitorToken: token, userId: visitor.userId, expiresAt, verified } };
    },
    /** The visitor an Authorization header proves: undefined without one, 'invalid' for a bad one. */
    of(authorization: string | undefined): FakeVisitor | undefined | 'invalid' {
      if (!authorization) return undefined;
      const visitor = tokens.get(/^Bearer (.+)$/.exec(authorization)?.[1] ?? '');
      return visitor && !visitor.revoked ? visitor : 'invalid';
    },
    /** Whether `visitor` may list a conversation of `userId` (one seeded with no visitor: anyone). */
    mayList(visitor: FakeVisitor, userId: string, owner: string | undefined): boolean {
      if (owner === undefined || owner === visitor.id) return true;
      return visitor.verified && visitor.userId === userId && !SHARED_USER_IDS.has(userId);
    },
    /** Makes every token issued so far invalid. */
    revokeAll() {
      for (const visitor of tokens.values()) visitor.revoked = true;
    },
  };
}

function verifiedSubject(token: string): string | undefined {
  const [header, payload, signature] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined) return undefined;
  const expected = createHmac('sha256', FAKE_IDENTITY_SECRET).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: unknown; exp?: unknown };
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return undefined;
  return claims.sub;
}
