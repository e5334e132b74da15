import type { Sqlite } from '../db/database';
import type { VisitorRow } from '../db/visitor.table';
import { prepared } from '../db/statements';

/** Stores a visitor (its token only as a hash). */
export function insertVisitor(sqlite: Sqlite, visitor: VisitorRow): void {
  prepared(sqlite, 'insert into visitors (id, token_hash, user_id, verified, created_at, expires_at) values (?, ?, ?, ?, ?, ?)').run(
    visitor.id,
    visitor.token_hash,
    visitor.user_id,
    visitor.verified,
    visitor.created_at,
    visitor.expires_at,
  );
}

/** The visitor whose token has this hash, or undefined. */
export function findVisitorByTokenHash(sqlite: Sqlite, tokenHash: string): VisitorRow | undefined {
  return prepared<[string], VisitorRow>(sqlite, 'select * from visitors where token_hash = ?').get(tokenHash);
}

/** Gives a visitor a new token (the old one stops working), as `visitor` says. */
export function replaceVisitorToken(sqlite: Sqlite, visitor: Pick<VisitorRow, 'id' | 'token_hash' | 'verified' | 'expires_at'>): void {
  prepared(sqlite, 'update visitors set token_hash = ?, verified = ?, expires_at = ? where id = ?').run(
    visitor.token_hash,
    visitor.verified,
    visitor.expires_at,
    visitor.id,
  );
}

/** Forgets the visitors whose tokens expired before `now`; answers how many. */
export function deleteExpiredVisitors(sqlite: Sqlite, now: string): number {
  return prepared(sqlite, 'delete from visitors where expires_at < ?').run(now).changes;
}
