import { defineConfig } from 'vitest/config';
import { postgresAvailable } from './tests/support/postgres-cluster.js';

// Workspaces import @zlota/shared through its "@zlota/source" condition: tests run the TypeScript source.
const resolve = { conditions: ['@zlota/source'] };

// The API suite runs again on PostgreSQL wherever PostgreSQL is installed; CI sets REQUIRE_PG so it cannot be skipped.
const withPostgres = postgresAvailable();
if (!withPostgres && process.env.REQUIRE_PG) throw new Error('REQUIRE_PG is set, but PostgreSQL (initdb) was not found');
if (!withPostgres) process.stdout.write('PostgreSQL not found: the API suite runs on SQLite only.\n');

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
      withPostgres && {
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
    ].filter((project) => project !== false),
  },
});
