import Fastify, { type FastifyServerOptions } from 'fastify';
import websocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SOCKET_MAX_PAYLOAD } from '@energy-advisor/contracts';
import type { AppConfig } from './config';
import type { App } from './types';
import { createDatabase, sqliteOf, writeLockOf, type Db } from './db/database';
import { startBackgroundCheckpoints } from './db/background-checkpoints';
import { migrateToLatest } from './db/migrate';
import { errorHandler } from './plugins/error-handler';
import { validation } from './plugins/validation';
import { rateLimits } from './plugins/rate-limits';
import { securityHeaders } from './plugins/security-headers';
import { apiCors } from './plugins/cors';
import { RealtimeHub } from './realtime/hub';
import { TurnStore } from './chat/turn-store';
import socketRoutes from './realtime/socket-route';
import healthRoutes from './routes/health';
import conversationRoutes from './routes/conversations';
import conversationMessageRoutes from './routes/conversation-message';
import feedbackRoutes from './routes/feedback';
import webRoutes from './routes/web';
import agentFullpageRoutes from './routes/agent-fullpage';
import salesRoutes from './routes/sales';
import reasoningRoutes from './routes/reasoning';
import knowledgeRoutes from './routes/knowledge';
import voiceRoutes from './routes/voice';
import n8nRoutes from './routes/n8n';
import adminRoutes from './routes/admin';
import { defaultAdvisorEngine } from './advisor/default-engine';
import { createLocalProvider } from './advisor/local-provider';
import { createEnginePool } from './advisor/engine-pool';
import { createProviderRegistry } from './providers/registry';
import type { AdvisorServices } from './types';

export interface BuildOptions {
  /** Logger settings; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** An open database (tests share one); by default one is opened at config.databasePath. */
  db?: Db;
  /** The advisor (tests can pass a recording provider); by default the offline engine. */
  advisor?: AdvisorServices;
}

/**
 * Builds the whole application — plugins, then app decorations, then routes — without listening.
 * `server.ts` listens; tests call `inject`.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    bodyLimit: config.bodyLimitBytes,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<TypeBoxTypeProvider>();

  const db = options.db ?? createDatabase({
      path: config.databasePath,
      busyTimeoutMs: config.sqliteBusyTimeoutMs,
      synchronous: config.sqliteSynchronous,
    });
  await migrateToLatest(db);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('hub', new RealtimeHub());
  app.decorate('turns', new TurnStore(db, config.sqliteBusyTimeoutMs));
  // a worker thread checkpoints the WAL of a database the app opened itself (see db/background-checkpoints.ts)
  const backgroundCheckpoints = !options.db && config.sqliteCheckpoints === 'background' && config.databasePath !== ':memory:';
  app.decorate('advisor', options.advisor ?? defaultAdvisor(app, config, { autocheckpoint: !backgroundCheckpoints }));
  if (!options.db) {
    const checkpoints = backgroundCheckpoints
      ? startBackgroundCheckpoints(sqliteOf(db), {
          lock: writeLockOf(db),
          onError: (error) => {
            app.log.error({ err: error }, 'background checkpoints stopped; SQLite checkpoints on commit again');
            app.advisor.pool?.checkpointOnCommit();
          },
        })
      : undefined;
    app.addHook('onClose', async () => {
      await checkpoints?.stop();
      await db.destroy();
    });
  }

  await app.register(securityHeaders);
  await app.register(apiCors);
  await app.register(validation);
  await app.register(errorHandler);
  await app.register(rateLimits);
  await app.register(websocket, { options: { maxPayload: SOCKET_MAX_PAYLOAD } });

  await app.register(healthRoutes);
  await app.register(conversationRoutes);
  await app.register(conversationMessageRoutes);
  await app.register(feedbackRoutes);
  await app.register(salesRoutes);
  await app.register(reasoningRoutes);
  await app.register(knowledgeRoutes);
  await app.register(voiceRoutes);
  await app.register(n8nRoutes);
  await app.register(adminRoutes);
  await app.register(socketRoutes);
  await app.register(agentFullpageRoutes);
  await app.register(webRoutes);

  return app;
}

function defaultAdvisor(app: App, config: AppConfig, options: { autocheckpoint: boolean }): AdvisorServices {
  const { log } = app;
  const engine = defaultAdvisorEngine();
  // whole turns in the workers need the database in a file they can open too
  const file = sqliteOf(app.db).name;
  const database = file === ':memory:'
    ? undefined
    : {
        path: file,
        lock: writeLockOf(app.db),
        busyTimeoutMs: config.sqliteBusyTimeoutMs,
        synchronous: config.sqliteSynchronous,
        autocheckpoint: options.autocheckpoint,
      };
  const pool = config.advisorWorkers > 0
    ? createEnginePool({ size: config.advisorWorkers, database, onWorkerError: (error) => log.error({ err: error }, 'advisor engine worker failed') })
    : undefined;
  if (pool) app.addHook('onClose', async () => pool.close());
  const registry = createProviderRegistry({
    settings: config.providers,
    local: createLocalProvider(engine, {
      pool,
      onPoolError: (error) => log.warn({ err: error }, 'advisor engine worker unavailable; answered in the event loop'),
    }),
    analyse: engine.analyse,
    onFallback: (error) => log.warn({ provider: error.provider, reason: error.reason, status: error.status }, 'advisor fell back to the offline engine'),
  });
  for (const provider of registry.list()) {
    if (!provider.configured) log.info({ provider: provider.name, missingKey: provider.missingKey }, 'advisor back end not configured (missing key)');
  }
  return { engine, registry, provider: registry.defaultProvider, pool };
}
