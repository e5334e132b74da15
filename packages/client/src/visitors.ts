import { API_ROUTES } from '@energy-advisor/contracts/constants';
import type { CreateVisitorRequest, VisitorAnswer } from '@energy-advisor/contracts';
import { UnexpectedAnswerError } from './errors';
import { toInput, type Http } from './http';

/**
 * POST /api/visitors — a visitor token for this browser. Without `identityToken` the visitor is
 * anonymous: the token proves only "this browser", for `userId` or, when none is given, for a new
 * user the server makes. With `identityToken` (signed by the host's server) it proves that user.
 * `currentToken`, when given, goes along as `Authorization: Bearer` so the server can renew the same
 * visitor instead of making a new one. A 2xx answer without a token throws {@link UnexpectedAnswerError};
 * 400 (userId differs from the identity token, or the server has no IDENTITY_SECRET) and 401 (the
 * identity token is invalid or expired) throw an `ApiError`.
 */
export async function createVisitor(
  http: Http,
  request: CreateVisitorRequest,
  options: { currentToken?: string | undefined } = {},
): Promise<VisitorAnswer> {
  const headers = options.currentToken ? { authorization: `Bearer ${options.currentToken}` } : undefined;
  const answer: unknown = await http
    .post(toInput(API_ROUTES.visitors), { json: request, ...(headers ? { headers } : {}) })
    .json()
    .catch((error: unknown) => {
      if (error instanceof SyntaxError) throw new UnexpectedAnswerError(API_ROUTES.visitors, 'the answer is not JSON');
      throw error;
    });
  if (!isVisitorAnswer(answer)) throw new UnexpectedAnswerError(API_ROUTES.visitors, 'the answer has no visitor token');
  return answer;
}

function isVisitorAnswer(value: unknown): value is VisitorAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { visitorToken, userId, expiresAt, verified } = value as Record<string, unknown>;
  return (
    typeof visitorToken === 'string' &&
    visitorToken !== '' &&
    typeof userId === 'string' &&
    typeof expiresAt === 'string' &&
    !Number.isNaN(Date.parse(expiresAt)) &&
    typeof verified === 'boolean'
  );
}
