import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { App } from '../types';
import { freshTestDatabase } from './test-database';

const cleanups: (() => Promise<void>)[] = [];
/** Released after every cleanup, so after the apps that use them closed. */
const databaseReleases: (() => Promise<void>)[] = [];

afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
  while (databaseReleases.length > 0) await databaseReleases.pop()?.();
});

/** A fresh temporary directory, removed after the test. */
export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'energy-advisor-test-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * The settings of a fresh, empty database, gone after the test: a temporary SQLite file, or with
 * TEST_DATABASE=postgres a PostgreSQL schema of its own (see `test-database.ts`). Apps built with
 * the same settings share the database (several instances of one deployment).
 */
export async function testDatabaseEnv(): Promise<Record<string, string>> {
  const database = await freshTestDatabase(tempDir());
  databaseReleases.push(database.release);
  return database.env;
}

/**
 * The app on its own fresh database (a temporary SQLite file, or a PostgreSQL schema with
 * TEST_DATABASE=postgres), closed after the test. Never listens unless asked.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<{ app: App; config: AppConfig }> {
  const dir = tempDir();
  // a test that names its database (instances sharing one) gets no fresh one
  const database = env.DATABASE_URL !== undefined || env.DATABASE_PATH !== undefined ? {} : await testDatabaseEnv();
  const config = loadConfig({
    ...database,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dir, 'no-web-build'),
    WIDGET_DIST_DIR: path.join(dir, 'no-widget-build'),
    // no worker threads: one per test app would only slow the suite down
    ADVISOR_WORKERS: '0',
    SQLITE_CHECKPOINTS: 'inline',
    ...env,
  });
  const app = await buildApp(config, { logger: false });
  cleanups.unshift(async () => {
    await app.close();
  });
  return { app, config };
}

/** A visitor token from POST /api/visitors (anonymous unless an identity token is given), with its Authorization header. */
export async function visitorToken(app: App, body: { userId?: string; identityToken?: string } = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/visitors', payload: body });
  if (response.statusCode !== 201) throw new Error(`visitor failed: ${response.statusCode} ${response.body}`);
  const answer = response.json<{ visitorToken: string; userId: string; verified: boolean }>();
  return { ...answer, headers: { authorization: `Bearer ${answer.visitorToken}` } };
}

/** Creates a conversation through the API and answers its id; with `token`, it belongs to that visitor. */
export async function createConversation(app: App, userId = 'user-456', projectId = 'project-123', token?: { headers: Record<string, string> }): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/conversations', payload: { userId, projectId }, headers: token?.headers ?? {} });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

/** Posts a chat message through the API. */
export async function postMessage(app: App, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/conversations/message', payload });
}
