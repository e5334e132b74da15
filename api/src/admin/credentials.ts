import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The admin session cookie: HttpOnly, SameSite=Strict, scoped to the admin API. */
export const SESSION_COOKIE = 'ea_admin_session';
export const SESSION_COOKIE_PATH = '/api/admin';
/** A session ends with the browser session, and in any case after this long. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** A token for a server started without ADMIN_TOKEN: 32 random bytes, URL-safe. */
export function generateAdminToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Compares a presented token with the admin token in constant time. Both are hashed first, so
 * neither the comparison's duration nor an early length check tells anything about the token.
 */
export function tokenMatches(presented: string, token: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(token));
}

/** The token of an `Authorization: Bearer …` header, if that is what it holds. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

const sign = (token: string, expiresAt: number) =>
  createHmac('sha256', token).update(`admin-session.${expiresAt}`).digest('base64url');

/**
 * A session cookie value: its expiry and an HMAC of it keyed by the admin token. It holds no
 * secret, and changing ADMIN_TOKEN ends every session. A genuine value is not enough on its own:
 * the server must also hold the session (admin/sessions.ts), which sign-out ends.
 */
export function createSessionValue(token: string, now = Date.now()): string {
  const expiresAt = now + SESSION_TTL_MS;
  return `${expiresAt}.${sign(token, expiresAt)}`;
}

/** Whether a session cookie value was made with this token and has not expired. */
export function sessionValid(value: string | undefined, token: string, now = Date.now()): boolean {
  const match = /^(\d{1,16})\.([\w-]{43})$/.exec(value ?? '');
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= now || expiresAt > now + SESSION_TTL_MS) return false;
  const expected = Buffer.from(sign(token, expiresAt));
  const presented = Buffer.from(match[2] as string);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
