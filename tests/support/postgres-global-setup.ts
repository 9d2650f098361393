import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

/** One throwaway cluster for the whole PostgreSQL run; each test file makes its own database in it. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_PG_URL) {
    project.provide('pgUrl', process.env.TEST_PG_URL);
    return;
  }
  const cluster = await startPostgresCluster();
  project.provide('pgUrl', cluster.url);
  return () => cluster.stop();
}
