import { configDefaults, defineConfig } from 'vitest/config';

/** Browser tests run only in the e2e project, which starts the real server first. */
const exclude = [...configDefaults.exclude, '**/*.e2e.test.ts'];

/** One test run for the whole workspace: `pnpm test` runs every project; `--project NAME` one. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], exclude, environment: 'node' } },
      { test: { name: 'client', include: ['packages/client/src/**/*.test.ts'], exclude, environment: 'node' } },
      { test: { name: 'api', include: ['api/src/**/*.test.ts'], exclude, environment: 'node', testTimeout: 20_000 } },
      {
        test: {
          name: 'widget',
          include: ['packages/widget/src/**/*.test.{ts,tsx}'],
          exclude,
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'pages',
          include: ['packages/pages/src/**/*.test.{ts,tsx}'],
          exclude,
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['**/*.e2e.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
