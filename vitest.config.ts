import { defineConfig } from 'vitest/config';
import { postgresAvailable } from './tests/support/postgres-cluster.js';

// Workspaces import each other through the "@zlota/source" export condition, and vitest inlines them
// (rather than letting Node load them), so tests always run the TypeScript source, never a stale build.
const resolve = { conditions: ['@zlota/source', 'module', 'node', 'development|production'] };
const ssr = { resolve: { conditions: ['@zlota/source', 'module', 'node', 'development|production'], externalConditions: ['@zlota/source'] } };
const server = { deps: { inline: [/@zlota\//] } };

// The API suite runs again on PostgreSQL wherever PostgreSQL is installed; CI sets REQUIRE_PG so it cannot be skipped.
const withPostgres = postgresAvailable();
if (!withPostgres && process.env.REQUIRE_PG) throw new Error('REQUIRE_PG is set, but PostgreSQL (initdb) was not found');
if (!withPostgres) process.stdout.write('PostgreSQL not found: the API suite runs on SQLite only.\n');

export default defineConfig({
  resolve,
  ssr,
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        resolve,
        ssr,
        test: {
          server, name: 'unit', include: ['{shared,server,web,desktop}/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        resolve,
        ssr,
        test: {
          server,
          name: 'api-sqlite',
          include: ['tests/api/**/*.test.ts'],
          env: { TEST_DB: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      withPostgres && {
        resolve,
        ssr,
        test: {
          server,
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
