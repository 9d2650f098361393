import { defineConfig } from 'vitest/config';

// Workspaces import @zlota/shared through its "@zlota/source" condition: tests run the TypeScript source.
const resolve = { conditions: ['@zlota/source'] };

export default defineConfig({
  resolve,
  ssr: { resolve: { conditions: ['@zlota/source'], externalConditions: ['@zlota/source'] } },
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        resolve,
        test: { name: 'unit', include: ['{shared,server,web,desktop}/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        resolve,
        test: {
          name: 'api-sqlite',
          include: ['tests/api/**/*.test.ts'],
          env: { TEST_DB: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: 'api-postgres',
          include: ['tests/api/**/*.test.ts'],
          env: { TEST_DB: 'pg' },
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
