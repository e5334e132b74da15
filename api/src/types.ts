import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { Storage } from './storage/storage';
import type { RealtimeHub } from './realtime/hub';
import type { AdvisorEngine } from './advisor/engine';
import type { BackendRegistry } from './providers/registry';
import type { ChatTurns } from './chat/chat-turn';
import type { SpeechServices } from './speech/speech-services';
import type { SharedRedis } from './redis/shared-redis';
import type { Drain } from './plugins/drain';

/** The Fastify instance every route plugin receives: TypeBox-typed, with the app's decorations. */
export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The database, SQLite or PostgreSQL (storage/): what differs between them is behind this. */
    storage: Storage;
    /** kysely over the storage's database (`storage.db`): the repositories' shared reads. */
    db: Db;
    hub: RealtimeHub;
    /** The offline engine: every back end's analysis, and the knowledge base citations resolve in. */
    engine: AdvisorEngine;
    /** The AI back ends by name; `backends.get()` is the default (ADVISOR_PROVIDER). */
    backends: BackendRegistry;
    /** Chat turns: a back end answers, the turn is stored and streamed. */
    chat: ChatTurns;
    /** Speech to text and text to speech (offline, or keyed with the offline stack as fallback). */
    speech: SpeechServices;
    /** The Redis the instances share (REDIS_URL); undefined: everything stays in this process. */
    redis: SharedRedis | undefined;
    /** Shutting down for a load balancer: readiness, in-flight requests (plugins/drain.ts). */
    drain: Drain;
  }
}
