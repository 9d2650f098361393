import knexFactory from 'knex';
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster.js';

/** The prefix of the migrated template databases the test processes make (test-server.ts's TEMPLATE_PREFIX). */
const TEMPLATE_PREFIX = 'zlota_template_';

/** On a cluster of one's own (TEST_PG_URL), the templates the run made are dropped at its end. */
async function dropTemplates(url: string): Promise<void> {
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  try {
    const { rows } = await admin.raw<{ rows: Array<{ datname: string }> }>('SELECT datname FROM pg_database WHERE datname LIKE ?', [`${TEMPLATE_PREFIX}%`]);
    for (const { datname } of rows) await admin.raw(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.destroy();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

/** One throwaway cluster for the whole PostgreSQL run; each test file makes its own database in it. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_PG_URL) {
    const url = process.env.TEST_PG_URL;
    project.provide('pgUrl', url);
    return () => dropTemplates(url);
  }
  const cluster = await startPostgresCluster();
  project.provide('pgUrl', cluster.url);
  return () => cluster.stop();
}
