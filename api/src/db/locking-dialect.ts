import SQLite from 'better-sqlite3';
import { SqliteDialect, type CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, type SqliteDialectConfig } from 'kysely';
import type { WriteLock } from './write-lock';

/** What the dialect needs to know of the connection and the lock. */
export interface WriteGuard {
  sqlite: SQLite.Database;
  /** Whether a statement writes (from the prepared statement's own flag; BEGIN counts as writing). */
  writes: (sql: string) => boolean;
  lock: WriteLock;
  /** How long a write waits for the lock before failing as SQLITE_BUSY (the API answers 503). */
  timeoutMs: number;
}

/** The busy error SQLite itself gives, so callers (and the API's error handler) treat both alike. */
export const lockTimeout = (timeoutMs: number) =>
  new SQLite.SqliteError(`database is locked: no write lock within ${timeoutMs} ms`, 'SQLITE_BUSY');

/**
 * kysely's SQLite dialect, but a statement that writes (or begins a transaction) first takes the
 * shared {@link WriteLock}, waiting without blocking the event loop, and keeps it until the
 * connection is outside any transaction again. Reads never wait: WAL readers need no lock.
 */
export class LockingSqliteDialect extends SqliteDialect {
  constructor(config: SqliteDialectConfig, private readonly guard: WriteGuard) {
    super(config);
  }

  override createDriver(): Driver {
    return new LockingDriver(super.createDriver(), this.guard);
  }
}

class LockingDriver implements Driver {
  constructor(private readonly inner: Driver, private readonly guard: WriteGuard) {}

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();
  beginTransaction: Driver['beginTransaction'] = (connection, settings) => this.inner.beginTransaction(connection, settings);
  commitTransaction: Driver['commitTransaction'] = (connection) => this.inner.commitTransaction(connection);
  rollbackTransaction: Driver['rollbackTransaction'] = (connection) => this.inner.rollbackTransaction(connection);

  async acquireConnection(): Promise<DatabaseConnection> {
    return new LockingConnection(await this.inner.acquireConnection(), this.guard);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof LockingConnection) {
      connection.releaseLock();
      return this.inner.releaseConnection(connection.inner);
    }
    return this.inner.releaseConnection(connection);
  }
}

class LockingConnection implements DatabaseConnection {
  /** Whether this connection took the lock (and so must give it back). */
  private locked = false;

  constructor(readonly inner: DatabaseConnection, private readonly guard: WriteGuard) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { sqlite, lock, timeoutMs, writes } = this.guard;
    if (!this.locked && !sqlite.inTransaction && writes(query.sql)) {
      if (!(await lock.acquire(timeoutMs))) throw lockTimeout(timeoutMs);
      this.locked = true;
    }
    try {
      return await this.inner.executeQuery<R>(query);
    } finally {
      this.releaseLock();
    }
  }

  /** Gives the lock back once the connection is outside any transaction. */
  releaseLock(): void {
    if (this.locked && !this.guard.sqlite.inTransaction) {
      this.locked = false;
      this.guard.lock.release();
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    // only selects stream (kysely's SQLite driver refuses the rest): no lock needed
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}
