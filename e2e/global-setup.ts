import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real server of this test run listens, e.g. http://127.0.0.1:43123 */
    baseURL: string;
    /** The SQLite file of that server (see `e2e/database.ts`). */
    databasePath: string;
  }
}

/**
 * vitest globalSetup of the `e2e` project: one real server (API + built demo-site) on a free port
 * with a fresh SQLite file for the whole run; tests read its address with `inject('baseURL')`.
 */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseURL', server.url);
  project.provide('databasePath', server.databasePath);
  return async () => {
    await server.stop();
  };
}
