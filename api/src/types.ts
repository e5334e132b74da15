import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { RealtimeHub } from './realtime/hub';
import type { TurnStore } from './chat/turn-store';
import type { EnginePool } from './advisor/engine-pool';
import type { AdvisorEngine } from './advisor/engine';
import type { AdvisorProvider } from './advisor/types';
import type { ProviderRegistry } from './providers/registry';

/** The advisor the routes use: the default provider and the offline engine behind every provider. */
export interface AdvisorServices {
  /** The back end named by ADVISOR_PROVIDER (an LLM one falls back to the offline advisor). */
  provider: AdvisorProvider;
  /** Every back end by name, for the comparison pages. */
  registry: ProviderRegistry;
  engine: AdvisorEngine;
  /**
   * Worker threads that run the offline engine (ADVISOR_WORKERS); with the database, whole turns of
   * the offline advisor (see `chat/worker-turns.ts`).
   */
  pool?: EnginePool;
}

/** The Fastify instance every route plugin receives: TypeBox-typed, with the app's decorations. */
export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    hub: RealtimeHub;
    /** The chat turn's prepared statements and group commit. */
    turns: TurnStore;
    advisor: AdvisorServices;
  }
}
