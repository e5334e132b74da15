import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { VisitorRow } from '../db/visitor.table';

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

/** Where visitors are kept (see `storage/`): each call is one statement, in its own transaction. */
export interface VisitorStore {
  /** The visitor whose token has this hash, or undefined. */
  findByTokenHash(tokenHash: string): Promise<VisitorRow | undefined>;
  /** Stores a visitor (its token only as a hash). */
  insert(visitor: VisitorRow): Promise<void>;
  /** Gives a visitor a new token (the old one stops working), as `visitor` says. */
  replaceToken(visitor: Pick<VisitorRow, 'id' | 'token_hash' | 'verified' | 'expires_at'>): Promise<void>;
  /** Forgets the visitors whose tokens expired before `now`; answers how many. */
  deleteExpired(now: string): Promise<number>;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a visitor token: 32 random bytes, shown once to the browser and stored only as its hash,
 * so a copy of the database holds no usable token. With `renewing` (the visitor a still-valid
 * token of the same user proves), that visitor gets the new token and keeps its conversations;
 * the old token stops working. Otherwise a new visitor is made.
 */
export async function issueVisitorToken(
  visitors: VisitorStore,
  input: { userId: string; verified: boolean; renewing?: Visitor | undefined; now?: Date },
): Promise<{ token: string; visitor: Visitor; expiresAt: string }> {
  const now = input.now ?? new Date();
  const token = PREFIX + randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + VISITOR_TOKEN_DAYS * DAY_MS).toISOString();
  const { renewing } = input;
  if (renewing && renewing.userId === input.userId) {
    const visitor: Visitor = { ...renewing, verified: input.verified };
    await visitors.replaceToken({ id: visitor.id, token_hash: hashOf(token), verified: visitor.verified ? 1 : 0, expires_at: expiresAt });
    return { token, visitor, expiresAt };
  }
  const visitor: Visitor = { id: randomUUID(), userId: input.userId, verified: input.verified };
  await visitors.insert({
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
export async function visitorOfToken(visitors: VisitorStore, token: string, now = new Date()): Promise<Visitor | undefined> {
  if (!token.startsWith(PREFIX) || token.length > 100) return undefined;
  const row = await visitors.findByTokenHash(hashOf(token));
  if (!row || row.expires_at <= now.toISOString()) return undefined;
  return { id: row.id, userId: row.user_id, verified: row.verified === 1 };
}
