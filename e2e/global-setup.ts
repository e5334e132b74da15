import type { TestProject } from 'vitest/node';
import { E2E_IDENTITY_SECRET, findFreePort, startServer } from './server';

/** Ports of the example host pages (examples/) the browser tests start; see `e2e/example-server.ts`. */
export interface ExamplePorts {
  /** examples/iframe-host, allowed as a parent (ALLOWED_PARENT_ORIGINS). */
  iframeHost: number;
  /** examples/script-tag, allowed to call the API (ALLOWED_ORIGINS). */
  scriptTag: number;
  /** examples/react-host, allowed to call the API (ALLOWED_ORIGINS). */
  reactHost: number;
  /** examples/script-tag signing identity tokens (IDENTITY_SECRET), allowed to call the API. */
  scriptTagSigned: number;
  /** examples/iframe-host signing identity tokens (IDENTITY_SECRET), allowed as a parent. */
  iframeHostSigned: number;
  /** examples/sdk-host (the imperative API, dark theme, labels), allowed to call the API. */
  sdkHost: number;
  /** A host on no allow-list at all: what a foreign site sees. */
  foreign: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real server of this test run listens, e.g. http://127.0.0.1:43123 */
    baseURL: string;
    /** The SQLite file of that server (see `e2e/database.ts`). */
    databasePath: string;
    /** Where the example hosts may listen; the server allows all but `foreign`. */
    examplePorts: ExamplePorts;
  }
}

/** The per-IP rate budgets of the API (see README, Configuration). */
const RATE_BUDGETS = [
  'CHAT_RATE_LIMIT_PER_MINUTE',
  'CONVERSATION_RATE_LIMIT_PER_MINUTE',
  'BUILDING_DETAILS_RATE_LIMIT_PER_MINUTE',
  'LEAD_RATE_LIMIT_PER_MINUTE',
  'FEEDBACK_RATE_LIMIT_PER_MINUTE',
  'VOICE_RATE_LIMIT_PER_MINUTE',
];

/** The origin of a page on 127.0.0.1:`port`, as the browser tests open it. */
export const localOrigin = (port: number) => `http://127.0.0.1:${port}`;

/**
 * vitest globalSetup of the `e2e` project: one real server (API + built demo-site) on a free port
 * with a fresh SQLite file for the whole run; tests read its address with `inject('baseURL')`. The
 * server allows the example hosts' origins as a parent (iframe host) and as API callers (script
 * tag, React host), as an operator would, and verifies identity tokens signed with E2E_IDENTITY_SECRET.
 */
export default async function setup(project: TestProject) {
  const examplePorts: ExamplePorts = {
    iframeHost: await findFreePort(),
    scriptTag: await findFreePort(),
    reactHost: await findFreePort(),
    scriptTagSigned: await findFreePort(),
    iframeHostSigned: await findFreePort(),
    foreign: await findFreePort(),
    sdkHost: await findFreePort(),
  };
  const server = await startServer({
    ALLOWED_PARENT_ORIGINS: [examplePorts.iframeHost, examplePorts.iframeHostSigned].map(localOrigin).join(','),
    ALLOWED_ORIGINS: [examplePorts.scriptTag, examplePorts.reactHost, examplePorts.scriptTagSigned, examplePorts.sdkHost].map(localOrigin).join(','),
    IDENTITY_SECRET: E2E_IDENTITY_SECRET,
    // every browser of the run comes from 127.0.0.1: the per-IP budgets would count the whole suite
    // as one visitor (the budgets have tests of their own, in api/src/plugins)
    ...Object.fromEntries(RATE_BUDGETS.map((variable) => [variable, '0'])),
  });
  project.provide('baseURL', server.url);
  project.provide('databasePath', server.databasePath);
  project.provide('examplePorts', examplePorts);
  return async () => {
    await server.stop();
  };
}
