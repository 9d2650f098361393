import { defineConfig } from 'vitest/config';
import { chromiumAvailable, CHROMIUM_PATH } from './tests/support/browser-env.js';
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

// The browser suite drives Debian's Chromium; CI installs it and sets REQUIRE_BROWSER so it cannot be skipped.
const withBrowser = chromiumAvailable();
if (!withBrowser && process.env.REQUIRE_BROWSER) throw new Error(`REQUIRE_BROWSER is set, but Chromium (${CHROMIUM_PATH}) was not found`);
if (!withBrowser) process.stdout.write(`Chromium (${CHROMIUM_PATH}) not found: the browser suite (e2e) is skipped.\n`);

export default defineConfig({
  resolve,
  ssr,
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // Two at once on a 2-core machine (vitest would take one): the browser suite's portal and Chromium wait on each
    // other a good deal, and an API file runs meanwhile.
    maxWorkers: 2,
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
          setupFiles: ['tests/support/check-answers.ts'],
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
          setupFiles: ['tests/support/check-answers.ts'],
          env: { TEST_DB: 'pg' },
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      withBrowser && {
        resolve,
        ssr,
        test: {
          server,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // One portal and one Chromium at a time: this machine has two cores.
          fileParallelism: true,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ['tests/support/browser-global-setup.ts'],
        },
      },
    ].filter((project) => project !== false),
  },
});
