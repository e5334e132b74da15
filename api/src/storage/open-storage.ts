import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { openPostgresStorage } from './postgres-storage';
import { openSqliteStorage } from './sqlite-storage';
import type { Storage } from './storage';

/**
 * The app's storage, chosen once from the configuration: PostgreSQL when DATABASE_URL is set,
 * else SQLite at DATABASE_PATH. Brings the schema up to date first; throws (and the server does
 * not start) when the database cannot be reached or a migration fails.
 */
export function openStorage(config: AppConfig, log: Pick<FastifyBaseLogger, 'warn' | 'error'>): Promise<Storage> {
  if (config.postgres) return openPostgresStorage(config.postgres, log);
  return openSqliteStorage({
    path: config.databasePath,
    busyTimeoutMs: config.sqliteBusyTimeoutMs,
    synchronous: config.sqliteSynchronous,
    checkpoints: config.sqliteCheckpoints,
    advisorWorkers: config.advisorWorkers,
    log,
  });
}
