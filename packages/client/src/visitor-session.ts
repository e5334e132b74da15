import type { CreateVisitorRequest, VisitorAnswer } from '@energy-advisor/contracts';
import { isApiError } from './errors';
import { createVisitorStorage, visitorStorageKey, type StoredVisitor, type VisitorStorage } from './visitor-storage';

/** Who the calls of a client act for. */
export interface VisitorUser {
  /** The host's user id; without one the server makes a new user for this browser. */
  userId?: string | undefined;
  /** An identity token the host's server signed (`{ sub: userId, exp }`), proving that user. */
  identityToken?: string | undefined;
}

/** Options of {@link createVisitorSession}. */
export interface VisitorSessionOptions {
  /** The API's origin: tokens are kept per API origin and user. */
  apiOrigin: string;
  /** POST /api/visitors (`createVisitor` bound to the client's HTTP instance). */
  create(request: CreateVisitorRequest, options: { currentToken?: string | undefined }): Promise<VisitorAnswer>;
  /** Where tokens are kept; default: localStorage, in memory where it cannot be reached. */
  storage?: VisitorStorage;
  /** The clock (tests move it); default `Date.now`. */
  now?: () => number;
  /** Told when the server refused the identity token (the session then goes on anonymously). */
  onError?: (error: unknown) => void;
}

/** The visitor token of one client: who it is for, and the token to send. */
export interface VisitorSession {
  /** Changes who the calls act for; the next call that carries the token gets the right one. */
  setUser(user: VisitorUser): void;
  /** The token to send: the stored one while it fits the user and is not about to expire, else a new one. */
  token(): Promise<StoredVisitor>;
  /** A call that sent `token` was answered 401: forget that token, so the next call gets a new one. */
  rejected(token: string): void;
  /** The token this session would send now, without asking the server (undefined when it would ask). */
  current(): StoredVisitor | undefined;
}

/**
 * A token is renewed once it has less than this left, so a call never carries a token that expires
 * on its way (and the clocks of browser and server may differ by a little).
 */
export const VISITOR_RENEW_BEFORE_MS = 5 * 60_000;

/**
 * Creates the visitor-token layer of a client. Rules:
 * - a token is kept per API origin and user (localStorage), and reused while it fits: same user,
 *   more than {@link VISITOR_RENEW_BEFORE_MS} left, verified exactly when an identity token is given;
 * - an identity token is exchanged for a verified token when given, and again whenever it changes;
 *   a stored verified token of an earlier page is reused for the first identity token of a session;
 * - a refused identity token (400, 401) is reported to `onError` and the session goes on with an
 *   anonymous token for the same user until the identity token changes;
 * - a renewal sends the old token along, so the server may keep the same visitor;
 * - concurrent calls share one request for a token.
 */
export function createVisitorSession(options: VisitorSessionOptions): VisitorSession {
  const storage = options.storage ?? createVisitorStorage();
  const now = options.now ?? Date.now;
  let user: VisitorUser = {};
  /** The identity token the stored verified token is known to stand for in this session. */
  let proven: string | undefined;
  /** A stored verified token may stand for the identity token without an exchange (until the token changes). */
  let adoptStored = true;
  /** An identity token the server refused: not offered again. */
  let refused: string | undefined;
  const pending = new Map<string, Promise<StoredVisitor>>();

  const key = () => visitorStorageKey(options.apiOrigin, user.userId);
  const wantsVerified = () => user.identityToken !== undefined && user.identityToken !== refused;
  const timeLeft = (visitor: StoredVisitor) => Date.parse(visitor.expiresAt) - now();

  const fits = (stored: StoredVisitor | undefined): stored is StoredVisitor => {
    if (!stored || timeLeft(stored) <= VISITOR_RENEW_BEFORE_MS) return false;
    if (user.userId !== undefined && stored.userId !== user.userId) return false;
    if (!wantsVerified()) return !stored.verified;
    return stored.verified && (proven === user.identityToken || (proven === undefined && adoptStored));
  };

  async function fetchToken(storageKey: string, asked: VisitorUser, previous: StoredVisitor | undefined): Promise<StoredVisitor> {
    const currentToken = previous && timeLeft(previous) > 0 ? previous.token : undefined;
    const request: CreateVisitorRequest = {
      ...(asked.userId !== undefined ? { userId: asked.userId } : {}),
      ...(asked.identityToken !== undefined ? { identityToken: asked.identityToken } : {}),
    };
    let answer: VisitorAnswer;
    try {
      answer = await options.create(request, { currentToken });
    } catch (error) {
      const identityRefused = asked.identityToken !== undefined && isApiError(error) && (error.status === 400 || error.status === 401);
      if (!identityRefused) throw error;
      options.onError?.(error);
      if (user.identityToken === asked.identityToken) refused = asked.identityToken;
      const anonymous = { ...(asked.userId !== undefined ? { userId: asked.userId } : {}) };
      answer = await options.create(anonymous, { currentToken: previous && !previous.verified ? currentToken : undefined });
    }
    const visitor: StoredVisitor = { token: answer.visitorToken, userId: answer.userId, expiresAt: answer.expiresAt, verified: answer.verified };
    storage.write(storageKey, visitor);
    if (visitor.verified && user.identityToken === asked.identityToken) proven = asked.identityToken;
    return visitor;
  }

  const session: VisitorSession = {
    setUser(next) {
      const userId = next.userId?.trim() || undefined;
      const identityToken = next.identityToken?.trim() || undefined;
      if (userId !== user.userId) {
        proven = undefined;
        refused = undefined;
        adoptStored = true;
      } else if (identityToken !== user.identityToken) {
        proven = undefined;
        // The host changed its proof: the new one is exchanged even while a verified token is stored.
        if (user.identityToken !== undefined) adoptStored = false;
      }
      user = { userId, identityToken };
    },

    current() {
      const stored = storage.read(key());
      return fits(stored) ? stored : undefined;
    },

    token() {
      const storageKey = key();
      const stored = storage.read(storageKey);
      if (fits(stored)) {
        if (stored.verified) proven = user.identityToken;
        return Promise.resolve(stored);
      }
      const asked: VisitorUser = { userId: user.userId, ...(wantsVerified() ? { identityToken: user.identityToken } : {}) };
      const pendingKey = `${storageKey}\n${asked.identityToken ?? ''}`;
      const running = pending.get(pendingKey);
      if (running) return running;
      const promise = fetchToken(storageKey, asked, stored).finally(() => pending.delete(pendingKey));
      pending.set(pendingKey, promise);
      return promise;
    },

    rejected(token) {
      const storageKey = key();
      if (storage.read(storageKey)?.token !== token) return;
      storage.remove(storageKey);
      proven = undefined;
    },
  };
  return session;
}
