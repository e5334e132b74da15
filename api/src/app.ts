import Fastify, { type FastifyServerOptions } from 'fastify';
import websocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SOCKET_MAX_PAYLOAD, VOICE_GREETING } from '@energy-advisor/contracts';
import type { AppConfig } from './config';
import type { App } from './types';
import { openStorage } from './storage/open-storage';
import { errorHandler } from './plugins/error-handler';
import { validation } from './plugins/validation';
import { rateLimits } from './plugins/rate-limits';
import { bodySize } from './plugins/body-size';
import { idempotency } from './plugins/idempotency';
import { serverTimeouts } from './server-timeouts';
import { securityHeaders } from './plugins/security-headers';
import { apiCors } from './plugins/cors';
import { RealtimeHub } from './realtime/hub';
import { createRedisRelay } from './realtime/redis-relay';
import { connectSharedRedis } from './redis/shared-redis';
import { drain } from './plugins/drain';
import { defaultAdvisorEngine } from './providers/offline/default-engine';
import { createOfflineBackend } from './providers/offline/offline-backend';
import { createBackendRegistry } from './providers/registry';
import { ChatTurns } from './chat/chat-turn';
import type { SpeechServices } from './speech/speech-services';
import { createDefaultSpeechServices } from './speech/default-speech';
import socketRoutes, { socketErrorHandler } from './routes/socket';
import healthRoutes from './routes/health';
import visitorRoutes from './routes/visitors';
import conversationRoutes from './routes/conversations';
import conversationMessageRoutes from './routes/conversation-message';
import feedbackRoutes from './routes/feedback';
import webRoutes from './routes/web';
import agentFullpageRoutes from './routes/agent-fullpage';
import salesRoutes from './routes/sales';
import knowledgeRoutes from './routes/knowledge';
import voiceRoutes from './routes/voice';
import speechAudioRoutes from './routes/speech-audio';
import n8nRoutes from './routes/n8n';
import adminRoutes from './routes/admin';
import { apiDocs } from './plugins/api-docs';
import placeRoutes from './routes/places';
import knowledgeSearchRoutes from './routes/knowledge-search';
import providerRoutes from './routes/providers';
import providerQueryRoutes from './routes/provider-query';
import reasoningAgentRoutes from './routes/reasoning-agents';
import agentTestRoutes from './routes/agent-test';
import grokChatRoutes from './routes/grok-chat';

export interface BuildOptions {
  /** Logger settings; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Speech services (tests pass fakes); by default the offline stack, keyed per config.speech. Closed with the app. */
  speech?: SpeechServices;
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
    ...serverTimeouts(config.requestTimeoutMs),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustedProxies(config.trustProxy),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<TypeBoxTypeProvider>();

  // first, so that it closes last (onClose hooks run in reverse): in-flight turns still publish on it
  const redis = config.redis === undefined ? undefined : await connectSharedRedis(config.redis, app.log);
  if (redis) app.addHook('onClose', async () => redis.close());
  app.decorate('redis', redis);

  // SQLite, or PostgreSQL with DATABASE_URL (storage/); migrated before anything uses it
  const storage = await openStorage(config, app.log);
  app.addHook('onClose', async () => storage.close());
  const hub = new RealtimeHub(redis && { relay: (deliver) => createRedisRelay(redis, deliver, app.log) });
  const engine = defaultAdvisorEngine();
  const offline = createOfflineBackend(engine);
  const backends = createBackendRegistry({
    settings: config.providers,
    offline,
    analyse: engine.analyse,
    onFallback: (error) => app.log.warn({ provider: error.provider, reason: error.reason, status: error.status }, 'advisor fell back to the offline engine'),
  });
  for (const backend of backends.list()) {
    if (!backend.configured) app.log.info({ provider: backend.name, missingKey: backend.missingKey }, 'advisor back end not configured (missing key)');
  }
  const workers = storage.startTurnWorkers(offline);

  app.decorate('config', config);
  app.decorate('storage', storage);
  app.decorate('db', storage.db);
  app.decorate('hub', hub);
  app.decorate('engine', engine);
  app.decorate('backends', backends);
  app.decorate('chat', new ChatTurns({ store: storage.turns, hub, workers, log: app.log }));
  const speech = options.speech ?? (await createDefaultSpeechServices(config.speech, app.log));
  app.decorate('speech', speech);
  app.addHook('onClose', async () => speech.close());
  // a listening server speaks the voice panel's greeting at once; it stays cached (tests that only inject skip it)
  app.addHook('onListen', async () => speech.prepare(VOICE_GREETING, { pin: true }));

  await app.register(drain);
  await app.register(securityHeaders);
  await app.register(apiCors);
  await app.register(bodySize);
  await app.register(validation);
  await app.register(errorHandler);
  await app.register(rateLimits);
  await app.register(idempotency);
  await app.register(websocket, { options: { maxPayload: SOCKET_MAX_PAYLOAD }, errorHandler: socketErrorHandler });
  // before the routes: it documents every route registered after it
  await app.register(apiDocs);

  await app.register(healthRoutes);
  await app.register(visitorRoutes);
  await app.register(conversationRoutes);
  await app.register(conversationMessageRoutes);
  await app.register(feedbackRoutes);
  await app.register(salesRoutes);
  await app.register(knowledgeRoutes);
  await app.register(voiceRoutes);
  await app.register(speechAudioRoutes);
  await app.register(n8nRoutes);
  await app.register(adminRoutes);
  await app.register(placeRoutes);
  await app.register(knowledgeSearchRoutes);
  await app.register(providerRoutes);
  await app.register(providerQueryRoutes);
  await app.register(reasoningAgentRoutes);
  await app.register(agentTestRoutes);
  await app.register(grokChatRoutes);
  await app.register(socketRoutes);
  await app.register(agentFullpageRoutes);
  await app.register(webRoutes);

  return app;
}

/** TRUST_PROXY as Fastify takes it: the nearest `n` hops, or the listed addresses. */
function trustedProxies(trust: AppConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
