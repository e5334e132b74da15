import type { Selectable } from 'kysely';

/** visitors: a browser's visitor token (stored only as its hash) and the user it speaks for. */
export interface VisitorTable {
  id: string;
  /** SHA-256 of the token, hex. */
  token_hash: string;
  user_id: string;
  /** 1 when an identity token proved the user, else 0 (the token proves only "this browser"). */
  verified: number;
  created_at: string;
  expires_at: string;
}

export type VisitorRow = Selectable<VisitorTable>;
