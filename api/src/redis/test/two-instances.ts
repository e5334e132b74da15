import type { AddressInfo } from 'node:net';
import { buildTestApp, testDatabaseEnv } from '../../test/helper';
import type { App } from '../../types';
import { sharedRedisForTest } from './test-redis';

/**
 * Two instances of the API as a deployment runs them: one database (a shared SQLite file, or with
 * TEST_DATABASE=postgres one PostgreSQL schema), one Redis (under this test's own key prefix), each
 * its own app. Closed, and their keys deleted, after the test.
 */
export async function twoInstances(env: Record<string, string> = {}) {
  const shared = sharedRedisForTest();
  const settings = { ...shared.env, ...(await testDatabaseEnv()), ...env };
  const { app: a } = await buildTestApp(settings);
  const { app: b } = await buildTestApp(settings);
  return { a, b, ...shared };
}

/** Listens on a free port of 127.0.0.1 and answers the socket URL. */
export async function listenForSockets(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
}
