import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationSource } from './migration-source.js';

// The migrations are listed by hand in migration-source.ts (the same list runs from source and from dist): every file of
// the folder must be in it, once, under its own file name, in the order of the names.

const FOLDER = path.join(import.meta.dirname, 'migrations');
/**
 * Two migrations share a number from before this check; their names still differ and sort one way. Renaming either
 * would make knex refuse every database that has run it, so they stay; no new number may be shared.
 */
const SHARED_BEFORE_THE_CHECK = new Set(['2026112519']);

describe('the list of migrations', () => {
  it('when a migration file exists, then it is registered once under its file name, in the order of the names, each number its own', async () => {
    const files = fs
      .readdirSync(FOLDER)
      .filter((file) => /\.(ts|js)$/.test(file) && !/\.(test|d)\.ts$/.test(file))
      .map((file) => file.replace(/\.(ts|js)$/, ''));
    const names = (await migrationSource.getMigrations([])).map((migration) => migrationSource.getMigrationName(migration));

    for (const name of names) expect(name, 'a name is YYYYMMDDNN-words').toMatch(/^\d{10}-[a-z0-9]+(-[a-z0-9]+)*$/);
    expect([...names].sort(), 'every file registered, nothing else').toEqual([...files].sort());
    expect(names, 'registered in the order of their names').toEqual([...names].sort());
    expect(new Set(names).size, 'each name once').toBe(names.length);
    const numbers = names.map((name) => name.slice(0, 10));
    const shared = numbers.filter((number, index) => numbers.indexOf(number) !== index && !SHARED_BEFORE_THE_CHECK.has(number));
    expect(shared, 'a number of its own for each new migration').toEqual([]);
  });

  it('when migrations run, then each one registered has the up and down it names', async () => {
    for (const migration of await migrationSource.getMigrations([])) {
      const module = await migrationSource.getMigration(migration);
      expect(typeof module.up, migrationSource.getMigrationName(migration)).toBe('function');
      expect(typeof module.down, migrationSource.getMigrationName(migration)).toBe('function');
    }
  });
});
