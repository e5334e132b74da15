import pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { statementName } from './named-statements';

/**
 * PostgreSQL could not be reached, or dropped the connection during a statement: nothing of that
 * statement is known to be stored. Every such failure (a refused or timed-out connection, a reset
 * socket, a server shutting down) reaches the app as this error, so the API answers 503 and the
 * client asks again, rather than a 500 (or, for a reset socket, mistaking it for the client's own).
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(cause: unknown) {
    super('The database is not available', { cause });
  }
}

/** How a database failure answers: what the client did wrong, or what it should ask again. */
export type DatabaseFailure =
  /** unreachable, shutting down, out of connections: ask again shortly (503) */
  | 'unavailable'
  /** a statement timed out, a lock or a conflicting transaction: ask again shortly (503) */
  | 'busy'
  /** a value the column cannot hold (a NUL character, a number out of range, …): the request's fault (400) */
  | 'invalid_value'
  /** a unique value that exists already (409) */
  | 'duplicate'
  /** a row that refers to a missing one, or breaks a check (400) */
  | 'constraint';

/** SQLSTATE classes and codes (PostgreSQL appendix A) by the answer they give. */
const BY_SQLSTATE: [RegExp, DatabaseFailure][] = [
  [/^08/, 'unavailable'], // connection exception
  [/^57P0[1-3]$/, 'unavailable'], // admin or crash shutdown, cannot connect now
  [/^53/, 'unavailable'], // insufficient resources: too many connections, disk full, out of memory
  [/^57014$/, 'busy'], // query_canceled: the statement timeout
  [/^25P03$/, 'busy'], // idle_in_transaction_session_timeout
  [/^40/, 'busy'], // serialization failure, deadlock: the transaction rolled back
  [/^55P03$/, 'busy'], // lock_not_available
  [/^22/, 'invalid_value'], // data exception
  [/^23505$/, 'duplicate'],
  [/^23/, 'constraint'], // not null, foreign key, check
];

/** What a database error means for the answer; undefined for anything else (a bug: 500). */
export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  if (error instanceof DatabaseUnavailableError) return 'unavailable';
  if (!(error instanceof pg.DatabaseError) || typeof error.code !== 'string') return undefined;
  const code = error.code;
  return BY_SQLSTATE.find(([pattern]) => pattern.test(code))?.[1];
}

/** Errors of the connection itself, not of a statement: pg's own, and the socket's. */
const CONNECTION_MESSAGE = /connection|terminated|not queryable|timeout/i;
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

function isConnectionFailure(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) return false;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (typeof code === 'string' && SOCKET_CODES.has(code)) || (typeof message === 'string' && CONNECTION_MESSAGE.test(message));
}

function ignoreCheckedOutError(): void {}

/**
 * The pool as kysely's PostgresDialect takes it, with every connection-level failure turned into
 * a {@link DatabaseUnavailableError}: a checkout that fails (nothing listening, the connection
 * timeout, a refused login), and a statement whose connection broke. Errors the server reports
 * for a statement (constraint, timeout, bad value) pass as they are. A connection that breaks
 * while checked out never ends the process (see the listener below).
 */
export function guardedPool(pool: pg.Pool): PostgresPool {
  const guarded = new WeakMap<pg.PoolClient, GuardedClient>();
  return {
    async connect() {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw new DatabaseUnavailableError(error);
      }
      let wrapper = guarded.get(client);
      if (!wrapper) {
        wrapper = new GuardedClient(client);
        guarded.set(client, wrapper);
      }
      wrapper.broken = undefined;
      return wrapper;
    },
    end: () => pool.end(),
  };
}

/** A checked-out client whose connection-level failures become {@link DatabaseUnavailableError}. */
class GuardedClient implements PostgresPoolClient {
  /**
   * Set when a statement found the connection broken (or the server ending it): released with
   * it, pg's pool then discards the client instead of handing it to the next request, which
   * would fail too (the socket's close may not have been noticed yet).
   */
  broken: Error | undefined;

  constructor(private readonly client: pg.PoolClient) {
    // pg emits a checked-out client's connection error on the client, where the pool no longer
    // listens: unheard, it would end the process. Its statement (or the next one) fails with it.
    client.on('error', ignoreCheckedOutError);
  }

  query = ((text: unknown, parameters?: unknown) => {
    // a registered constant text runs as a named statement: parsed and planned once per connection
    const name = typeof text === 'string' ? statementName(text) : undefined;
    const result = (name === undefined
      ? this.client.query(text as string, parameters as unknown[])
      : this.client.query({ name, text: text as string, values: parameters as unknown[] })) as unknown;
    if (!(result instanceof Promise)) return result; // a cursor
    return result.catch((error: unknown) => {
      const failure = isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
      if (databaseFailure(failure) === 'unavailable') this.broken = failure as Error;
      throw failure;
    });
  }) as PostgresPoolClient['query'];

  release(): void {
    this.client.release(this.broken);
  }
}
