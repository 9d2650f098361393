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

/** The API suite on one database: a real portal in the test's own process, over real HTTP. */
const apiProject = (name: string, database: 'sqlite' | 'pg', globalSetup: string[] = []) => ({
  resolve,
  ssr,
  test: {
    server,
    name,
    maxWorkers: 2,
    sequence: { groupOrder: 0 },
    // The files of a worker share its process (no fresh import of the whole server for each of ~115 files, about a
    // second apiece): every file starts its own portal on its own database, and the few things kept between files
    // (the fetch that checks answers, the set of servers whose answers are checked) are kept on purpose.
    isolate: false,
    include: ['tests/api/**/*.test.ts'],
    setupFiles: ['tests/support/check-answers.ts'],
    env: { TEST_DB: database },
    globalSetup,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve,
  ssr,
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // Two groups, one after the other (sequence.groupOrder), each with the number of files at once that keeps this
    // 2-core machine busy without crowding it. First the unit and API files, which work the processor all the time
    // (the API portal runs inside the test's own process): two at once. Then the browser files, whose test process
    // mostly waits on its portal and Chromium (about a quarter of a core each, measured): three at once (with four on
    // a busy machine, a service worker once took over 20 s to activate).
    maxWorkers: 2,
    projects: [
      {
        resolve,
        ssr,
        test: {
          server, name: 'unit', include: ['{shared,server,web,desktop}/src/**/*.test.{ts,tsx}'], environment: 'node', maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      apiProject('api-sqlite', 'sqlite'),
      withPostgres && apiProject('api-postgres', 'pg', ['tests/support/postgres-global-setup.ts']),
      withBrowser && {
        resolve,
        ssr,
        test: {
          server,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // Each file has its own portal and Chromium; the test process mostly waits on them.
          maxWorkers: 3,
          // As in the API projects, a worker imports playwright-core, Knex and the shared modules once for its files
          // instead of once a file; each file still starts its own portal and Chromium.
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // What a screen shows after a click is waited for up to 10 s (vitest's default of 1 s failed a pause that
          // showed "Wstrzymana" a moment later on a busy machine).
          expect: { poll: { timeout: 10_000 } },
          globalSetup: ['tests/support/browser-global-setup.ts'],
        },
      },
    ].filter((project) => project !== false),
  },
});
