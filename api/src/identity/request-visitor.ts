import { outsideTransactions, sqliteOf, type Db } from '../db/database';
import { AppError } from '../errors';
import { visitorOfToken, type Visitor } from './visitor-tokens';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The answer to a missing, invalid or expired visitor token. */
export const visitorTokenRequired = () =>
  new AppError('unauthorized', 'A valid visitor token is required (Authorization: Bearer …); get one from POST /api/visitors');

/**
 * The visitor a request's `Authorization: Bearer` token proves; undefined when it sends none.
 * A token that is sent but unknown, malformed or expired answers 401, so the client fetches a new one.
 */
export async function requestVisitor(db: Db, authorization: string | undefined): Promise<Visitor | undefined> {
  if (authorization === undefined || authorization === '') return undefined;
  const token = BEARER.exec(authorization)?.[1];
  const visitor = token ? await outsideTransactions(db, () => visitorOfToken(sqliteOf(db), token)) : undefined;
  if (!visitor) throw visitorTokenRequired();
  return visitor;
}

/** As {@link requestVisitor}, but a request without a token answers 401 too. */
export async function requireVisitor(db: Db, authorization: string | undefined): Promise<Visitor> {
  const visitor = await requestVisitor(db, authorization);
  if (!visitor) throw visitorTokenRequired();
  return visitor;
}
