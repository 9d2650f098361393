import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';

// Issue 32 item 2: the default is the simplest set-up that meets the benchmark's budgets (docs/architecture.md,
// "The cluster"): one process on SQLite, a worker per core on PostgreSQL; WORKERS always wins.
describe('how many processes serve HTTP', () => {
  it('when nothing is said on SQLite, then one process serves (no primary, no write lock)', () => {
    expect(parseConfig({}).workers).toBe(1);
  });

  it('when the database is PostgreSQL, then a worker per core serves', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://zlota@localhost/zlota' }).workers).toBe(availableParallelism());
  });

  it('when WORKERS is given, then it wins on either database', () => {
    expect(parseConfig({ WORKERS: '3' }).workers).toBe(3);
    expect(parseConfig({ WORKERS: '1', DATABASE_URL: 'postgres://zlota@localhost/zlota' }).workers).toBe(1);
  });
});
