import { AppError } from '../errors';
import { visitorOfToken, type Visitor, type VisitorStore } from './visitor-tokens';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The answer to a missing, invalid or expired visitor token. */
export const visitorTokenRequired = () =>
  new AppError('unauthorized', 'A valid visitor token is required (Authorization: Bearer …); get one from POST /api/visitors');

/**
 * The visitor a request's `Authorization: Bearer` token proves; undefined when it sends none.
 * A token that is sent but unknown, malformed or expired answers 401, so the client fetches a new one.
 */
export async function requestVisitor(visitors: VisitorStore, authorization: string | undefined): Promise<Visitor | undefined> {
  if (authorization === undefined || authorization === '') return undefined;
  const token = BEARER.exec(authorization)?.[1];
  const visitor = token ? await visitorOfToken(visitors, token) : undefined;
  if (!visitor) throw visitorTokenRequired();
  return visitor;
}

/** As {@link requestVisitor}, but a request without a token answers 401 too. */
export async function requireVisitor(visitors: VisitorStore, authorization: string | undefined): Promise<Visitor> {
  const visitor = await requestVisitor(visitors, authorization);
  if (!visitor) throw visitorTokenRequired();
  return visitor;
}
