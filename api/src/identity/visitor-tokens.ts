import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Sqlite } from '../db/database';
import { findVisitorByTokenHash, insertVisitor, replaceVisitorToken } from '../repositories/visitors.repository';

/** How long a visitor token lasts; the client asks for a new one before it ends. */
export const VISITOR_TOKEN_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The marker every visitor token starts with (tells it apart from other bearer tokens in logs and code). */
const PREFIX = 'eav_';

/** A visitor as a token proves it. */
export interface Visitor {
  id: string;
  userId: string;
  /** An identity token proved the user; otherwise the token proves only "this browser". */
  verified: boolean;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a visitor token: 32 random bytes, shown once to the browser and stored only as its hash,
 * so a copy of the database holds no usable token. With `renewing` (the visitor a still-valid
 * token of the same user proves), that visitor gets the new token and keeps its conversations;
 * the old token stops working. Otherwise a new visitor is made.
 */
export function issueVisitorToken(
  sqlite: Sqlite,
  input: { userId: string; verified: boolean; renewing?: Visitor | undefined; now?: Date },
): { token: string; visitor: Visitor; expiresAt: string } {
  const now = input.now ?? new Date();
  const token = PREFIX + randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + VISITOR_TOKEN_DAYS * DAY_MS).toISOString();
  const { renewing } = input;
  if (renewing && renewing.userId === input.userId) {
    const visitor: Visitor = { ...renewing, verified: input.verified };
    replaceVisitorToken(sqlite, { id: visitor.id, token_hash: hashOf(token), verified: visitor.verified ? 1 : 0, expires_at: expiresAt });
    return { token, visitor, expiresAt };
  }
  const visitor: Visitor = { id: randomUUID(), userId: input.userId, verified: input.verified };
  insertVisitor(sqlite, {
    id: visitor.id,
    token_hash: hashOf(token),
    user_id: visitor.userId,
    verified: visitor.verified ? 1 : 0,
    created_at: now.toISOString(),
    expires_at: expiresAt,
  });
  return { token, visitor, expiresAt };
}

/** The visitor a token proves, or undefined when it is unknown, malformed or expired. */
export function visitorOfToken(sqlite: Sqlite, token: string, now = new Date()): Visitor | undefined {
  if (!token.startsWith(PREFIX) || token.length > 100) return undefined;
  const row = findVisitorByTokenHash(sqlite, hashOf(token));
  if (!row || row.expires_at <= now.toISOString()) return undefined;
  return { id: row.id, userId: row.user_id, verified: row.verified === 1 };
}
