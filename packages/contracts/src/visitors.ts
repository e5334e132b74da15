import Type, { type Static } from 'typebox';
import { IdentifierSchema, TimestampSchema } from './primitives';

/**
 * Proof of a user from the host's own server: an HS256 JWT `{ sub: userId, exp }` signed with the
 * API's IDENTITY_SECRET (the host never gives that secret to a browser).
 */
export const IdentityTokenSchema = Type.String({
  minLength: 16,
  maxLength: 4096,
  pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$',
  description: 'HS256 JWT { sub: userId, exp } signed with IDENTITY_SECRET',
});
export type IdentityToken = Static<typeof IdentityTokenSchema>;

/**
 * POST /api/visitors: a visitor token for this browser. Without `identityToken` the visitor is
 * anonymous: the token proves only "this browser" (the `userId` given, or a new one when none is).
 * With one, the token proves that user (its `sub`; a `userId` that differs is refused).
 */
export const CreateVisitorRequestSchema = Type.Object({
  userId: Type.Optional(IdentifierSchema),
  projectId: Type.Optional(IdentifierSchema),
  identityToken: Type.Optional(IdentityTokenSchema),
});
export type CreateVisitorRequest = Static<typeof CreateVisitorRequestSchema>;

export const VisitorAnswerSchema = Type.Object({
  /** Sent as `Authorization: Bearer <visitorToken>`; keep it like a password. */
  visitorToken: Type.String(),
  userId: IdentifierSchema,
  expiresAt: TimestampSchema,
  /** True when an identity token proved the user: the token then lists all of that user's conversations. */
  verified: Type.Boolean(),
});
export type VisitorAnswer = Static<typeof VisitorAnswerSchema>;
