import { errors, jwtVerify } from 'jose';

/** Why an identity token was refused. */
export class IdentityTokenError extends Error {
  override name = 'IdentityTokenError';
}

/** Longest lifetime an identity token may claim: a host signs a short-lived token per page view. */
const MAX_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * The user an identity token proves: an HS256 JWT `{ sub: userId, exp }` signed with the API's
 * IDENTITY_SECRET by the host's own server. Only HS256 is accepted; `exp` is required and may lie
 * at most a day ahead. Throws {@link IdentityTokenError} otherwise.
 */
export async function verifyIdentityToken(token: string, secret: string, now = new Date()): Promise<string> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp'],
      currentDate: now,
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new IdentityTokenError('The identity token has expired');
    throw new IdentityTokenError('The identity token is not valid');
  }
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp - nowSeconds > MAX_LIFETIME_SECONDS) {
    throw new IdentityTokenError('The identity token must expire within a day');
  }
  if (typeof payload.sub !== 'string' || payload.sub.trim() === '' || payload.sub.length > 200) {
    throw new IdentityTokenError('The identity token names no user');
  }
  return payload.sub;
}
