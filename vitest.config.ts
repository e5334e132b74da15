import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/** Browser tests run only in the e2e project, which starts the real server first. */
const exclude = [...configDefaults.exclude, '**/*.e2e.test.ts'];

/**
 * `expect.poll` waits this long for its condition (vitest's default is 1 s): a slow or busy machine
 * makes a test slower, never failing. Tests end sooner whenever the condition holds.
 */
const expect = { poll: { timeout: 15_000 } };
/**
 * Test files run three at a time (vitest's default is one fewer than the cores: a single worker on
 * the project's 2-core machines). Most files spend their time waiting on a server, a browser, a
 * speech worker or PostgreSQL, so a third worker fills the waits; the browser tests stay one at a
 * time among themselves. `VITEST_MAX_WORKERS` overrides it.
 */
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || 3;
/** A test's own limit: longer than any wait inside it, so a hang fails on the wait's own message. */
const testTimeout = 30_000;

/**
 * The api tests that only SQLite has the machinery for: the write lock, group commit, WAL
 * checkpoints, the turn workers writing on their own connections, and the SQLite seed script.
 */
const SQLITE_ONLY = [
  'api/src/db/background-checkpoints.test.ts',
  'api/src/db/group-commit.test.ts',
  'api/src/db/locking-dialect.test.ts',
  'api/src/db/write-lock.test.ts',
  'api/src/chat/turn-runner.test.ts',
  'api/src/chat/turn-workers.test.ts',
  'api/src/admin/seed-data.test.ts',
];

/**
 * The api tests that reach a database: those that build the app or open a test database through
 * the test helpers. The api-pg project runs them again on PostgreSQL (TEST_DATABASE=postgres: each
 * test app gets a fresh schema); the others (the advisor, speech, pure functions) run once.
 */
function databaseTests(): string[] {
  const root = 'api/src';
  const helpers = /from '(?:\.\.?\/)+(?:test\/(?:helper|test-database)|admin\/test\/fixtures|routes\/test\/voice-app|test\/voice-app)'/;
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((file) => path.join(root, file))
    .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.e2e.test.ts') && !SQLITE_ONLY.includes(file))
    .filter((file) => helpers.test(fs.readFileSync(file, 'utf8')))
    .sort();
}

/** react, react-dom and their subpaths as preact/compat's (resolved where the widget installs Preact). */
const preactCompat = path.resolve('packages/widget/node_modules/preact/compat');
const widgetRequire = createRequire(path.resolve('packages/widget/package.json'));
/** Testing Library's ESM build: its imports of react and react-dom go through the aliases (its CJS build's would not). */
const testingLibraryEsm = path.join(path.dirname(widgetRequire.resolve('@testing-library/react')), '@testing-library/react.esm.js');
const PREACT_COMPAT = [
  { find: /^@testing-library\/react$/, replacement: testingLibraryEsm },
  { find: /^react-dom(\/.*)?$/, replacement: `${preactCompat}$1` },
  { find: /^react(\/.*)?$/, replacement: `${preactCompat}$1` },
];

/** One test run for the whole workspace: `pnpm test` runs every project; `--project NAME` one. */
export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], exclude, environment: 'node', expect } },
      { test: { name: 'client', include: ['packages/client/src/**/*.test.ts'], exclude, environment: 'node', expect, testTimeout } },
      { test: { name: 'api', include: ['api/src/**/*.test.ts'], exclude, environment: 'node', expect, testTimeout } },
      {
        test: {
          name: 'api-pg',
          include: databaseTests(),
          exclude,
          environment: 'node',
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['api/src/test/postgres-global-setup.ts'],
          expect,
          testTimeout,
        },
      },
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
        // The widget's tests again with React aliased to preact/compat, as the standalone bundles ship
        // (packages/widget/tsup.config.ts); libraries that import React are bundled so they get it too.
        resolve: { alias: PREACT_COMPAT },
        test: {
          name: 'widget-preact',
          include: ['packages/widget/src/**/*.test.{ts,tsx}'],
          exclude,
          environment: 'happy-dom',
          server: { deps: { inline: [/@testing-library\/react/, /@r2wc/, /zustand/, /lucide-react/] } },
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
