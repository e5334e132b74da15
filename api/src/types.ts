import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { RealtimeHub } from './realtime/hub';

/** The Fastify instance every route plugin receives: TypeBox-typed, with the app's decorations. */
export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    hub: RealtimeHub;
  }
}
