import { configDefaults, defineConfig } from 'vitest/config';

/** Browser tests run only in the e2e project, which starts the real server first. */
const exclude = [...configDefaults.exclude, '**/*.e2e.test.ts'];

/**
 * `expect.poll` waits this long for its condition (vitest's default is 1 s): a slow or busy machine
 * makes a test slower, never failing. Tests end sooner whenever the condition holds.
 */
const expect = { poll: { timeout: 15_000 } };
/** A test's own limit: longer than any wait inside it, so a hang fails on the wait's own message. */
const testTimeout = 30_000;

/** One test run for the whole workspace: `pnpm test` runs every project; `--project NAME` one. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], exclude, environment: 'node', expect } },
      { test: { name: 'client', include: ['packages/client/src/**/*.test.ts'], exclude, environment: 'node', expect, testTimeout } },
      { test: { name: 'api', include: ['api/src/**/*.test.ts'], exclude, environment: 'node', expect, testTimeout } },
      {
        test: {
          name: 'widget',
          include: ['packages/widget/src/**/*.test.{ts,tsx}'],
          exclude,
          environment: 'happy-dom',
          expect,
          testTimeout,
        },
      },
      {
        test: {
          name: 'pages',
          include: ['packages/pages/src/**/*.test.{ts,tsx}'],
          exclude,
          environment: 'happy-dom',
          expect,
          testTimeout,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['**/*.e2e.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          expect,
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
