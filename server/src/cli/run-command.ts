import type { Knex } from 'knex';
import { ConfigError, type Config } from '../config.js';
import { createDb, migrate } from '../db/knex.js';

/** A mistake in how the command was called: its message is all the person needs. */
export class UsageError extends Error {}

/** Runs a command and exits with its code; a bad configuration or call prints only its message. */
export function runCommand(body: () => Promise<number>, failure: string): void {
  body().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known = error instanceof ConfigError || error instanceof UsageError;
      const detail = error instanceof Error ? (known ? error.message : error.stack) : String(error);
      process.stderr.write(`${known ? detail : `${failure}: ${detail}`}\n`);
      process.exit(1);
    },
  );
}

/** The configured database, migrated, for the length of the work. */
export async function withDatabase<T>(config: Config, work: (db: Knex) => Promise<T>): Promise<T> {
  const db = createDb(config.database);
  try {
    await migrate(db);
    return await work(db);
  } finally {
    await db.destroy();
  }
}
