import type { FastifyBaseLogger } from 'fastify';
import { createDatabase, outsideTransactions, sqliteOf, writeLockOf } from '../db/database';
import { createGroupCommit } from '../db/group-commit';
import { startBackgroundCheckpoints } from '../db/background-checkpoints';
import { migrateToLatest } from '../db/migrate';
import { SqliteTurnStore } from '../chat/sqlite-turn-store';
import { createTurnWorkers, type TurnWorkers } from '../chat/turn-workers';
import { sqliteAdminQueries } from '../admin/admin-queries';
import { getCollectedVariables, setCollectedVariables } from '../repositories/collected-variables.repository';
import { markLeadFormShown } from '../repositories/conversations.repository';
import { hasLead, insertLead } from '../repositories/leads.repository';
import { findRecentFeedback, insertFeedback } from '../repositories/feedback.repository';
import { setMessageAudioUrl } from '../repositories/message-audio.repository';
import { deleteExpiredVisitors, findVisitorByTokenHash, insertVisitor, replaceVisitorToken } from '../repositories/visitors.repository';
import { FEEDBACK_REPEAT_WINDOW_MS, type Storage } from './storage';

/** What SQLite runs with: the file and its settings, and whether its machinery runs in threads. */
export interface SqliteStorageOptions {
  path: string;
  busyTimeoutMs: number;
  synchronous: 'NORMAL' | 'FULL';
  /** background: a worker thread checkpoints the WAL (a file only); inline: SQLite does it inside commits. */
  checkpoints: 'background' | 'inline';
  /** Turn workers for a back end that can answer in a thread (a file only); 0: none. */
  advisorWorkers: number;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * SQLite, one process: the event loop's connection (kysely through the locking dialect, and
 * synchronous prepared statements on the hot paths), group commit for the routes' writes and the
 * chat turns it answers, the write lock shared with the turn workers (whole turns on their own
 * connections) and the background checkpoints. All of it stays in here; see `db/README.md`.
 */
export async function openSqliteStorage(options: SqliteStorageOptions): Promise<Storage> {
  const db = createDatabase({ path: options.path, busyTimeoutMs: options.busyTimeoutMs, synchronous: options.synchronous });
  await migrateToLatest(db);
  const sqlite = sqliteOf(db);
  const lock = writeLockOf(db);
  const commits = createGroupCommit(db, sqlite, lock, options.busyTimeoutMs);
  const inFile = options.path !== ':memory:';
  let workers: TurnWorkers | undefined;
  const checkpoints = inFile && options.checkpoints === 'background'
    ? startBackgroundCheckpoints(sqlite, {
        lock,
        onError: (error) => {
          options.log.error({ err: error }, 'background checkpoints stopped; SQLite checkpoints on commit again');
          workers?.checkpointOnCommit();
        },
      })
    : undefined;

  return {
    dialect: 'sqlite',
    db,
    turns: new SqliteTurnStore(db, sqlite, commits),
    visitors: {
      findByTokenHash: (tokenHash) => outsideTransactions(db, () => findVisitorByTokenHash(sqlite, tokenHash)),
      insert: (visitor) => commits.run((connection) => insertVisitor(connection, visitor)),
      replaceToken: (visitor) => commits.run((connection) => replaceVisitorToken(connection, visitor)),
      deleteExpired: (now) => commits.run((connection) => deleteExpiredVisitors(connection, now)),
    },
    admin: sqliteAdminQueries(db),
    collectedVariables: (conversationId) => getCollectedVariables(db, conversationId),
    saveLead: ({ conversationId, name, email, at }) =>
      // one transaction, committed with concurrent chat turns
      commits.run((connection) => {
        if (!hasLead(connection, { conversationId, name, email })) insertLead(connection, { conversationId, name, email, at });
        setCollectedVariables(connection, conversationId, { name, email }, { source: 'lead', at });
        // a lead came through a lead form, even one the advisor did not open (the funnel counts it)
        markLeadFormShown(connection, conversationId, at);
      }),
    saveFeedbackOnce: (feedback, now = new Date()) =>
      // synchronous inside one transaction: two copies sent at once store one row
      commits.run((connection) => {
        const since = new Date(now.getTime() - FEEDBACK_REPEAT_WINDOW_MS).toISOString();
        const earlier = findRecentFeedback(connection, { ...feedback, since });
        if (earlier !== undefined) return { id: earlier, created: false };
        return { id: insertFeedback(connection, { ...feedback, at: now.toISOString() }), created: true };
      }),
    setMessageAudioUrl: (input) => commits.run((connection) => setMessageAudioUrl(connection, input)),
    startTurnWorkers(backend) {
      // workers open the file themselves: none for a database in memory
      if (options.advisorWorkers === 0 || !inFile || !backend.threadModule) return undefined;
      workers = createTurnWorkers({
        backend: { ...backend, threadModule: backend.threadModule },
        size: options.advisorWorkers,
        database: { path: options.path, lock, busyTimeoutMs: options.busyTimeoutMs, synchronous: options.synchronous, autocheckpoint: !checkpoints },
        onError: (error) => options.log.error({ err: error }, 'turn worker failed'),
      });
      return workers;
    },
    async close() {
      await workers?.close();
      await checkpoints?.stop();
      await db.destroy();
    },
  };
}
